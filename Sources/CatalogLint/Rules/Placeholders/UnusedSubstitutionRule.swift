import CatalogModel
import FormatSpecifiers

/// A substitution that no `%#@name@` token refers to.
package struct UnusedSubstitutionRule: LintRule {
    package static let visits: RuleVisits = [.node]

    package static let description = RuleDescription(
        identifier: "unused-substitution",
        name: "Unused substitution",
        category: .placeholders,
        defaultSeverity: .error,
        description: """
            A localization defines a substitution that none of its values refers to with `%#@name@`: \
            its plural forms are never shown, usually because the value was retyped (`%lld files` \
            instead of `%#@files@`) or the token renamed. The values that may refer to it are the \
            localization's own value, those of its device and plural cases, and the cases of its other \
            substitutions. Checked in every language, the source's too.
            """,
        limitations: """
            Misses a substitution used by one device case and not by another. Wrong for a substitution kept \
            on purpose for a value still to come.
            """,
        triggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld Dateien"},"substitutions":{↓"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}},↓"folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg folder"}},"other":{"stringUnit":{"state":"translated","value":"%arg folders"}}}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$#@files@ in %2$#@folders@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}},"folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg folder"}},"other":{"stringUnit":{"state":"translated","value":"%arg folders"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"%#@files@ on this Mac"}},"other":{"stringUnit":{"state":"translated","value":"%#@files@"}}}},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let substitutions = node.node.substitutions, !substitutions.isEmpty else { return }
        var used: Set<String> = []
        collect(node.node, into: &used, isRoot: true)
        // Substitutions that the cases of used ones refer to (nested tokens) are used too.
        var pending = Array(used)
        while let name = pending.popLast() {
            guard let substitution = substitutions[name] else { continue }
            for reference in references(in: substitution, excluding: name) where used.insert(reference).inserted {
                pending.append(reference)
            }
        }
        for name in substitutions.keys.sorted() where !used.contains(name) {
            sink.report(
                "substitution '\(name)' of \(place(node)) is not used: no value refers to it with %#@\(name)@",
                at: .key(node.path.appending(["substitutions", .key(name)])), key: node.key, language: node.language)
        }
    }

    private func place(_ node: NodeContext) -> String {
        node.branch.isEmpty
            ? "'\(node.language)'"
            : "'\(node.language)' (\(node.branch.map(\.description).joined(separator: ", ")))"
    }

    /// The token names in the units that see `node`'s substitutions: its own unit and those of its
    /// variation cases (not cases with substitutions of their own).
    private func collect(_ node: Localization, into used: inout Set<String>, isRoot: Bool) {
        if !isRoot && node.substitutions != nil { return }
        if let unit = node.stringUnit { used.formUnion(names(in: unit.value)) }
        if let variations = node.variations {
            for cases in variations.kinds.values {
                for child in cases.values { collect(child, into: &used, isRoot: false) }
            }
        }
    }

    /// The token names in a substitution's cases, other than its own.
    private func references(in substitution: Substitution, excluding name: String) -> Set<String> {
        var found: Set<String> = []
        func walk(_ node: Localization) {
            if let unit = node.stringUnit { found.formUnion(names(in: unit.value)) }
            for cases in node.variations?.kinds.values ?? [:].values {
                for child in cases.values { walk(child) }
            }
        }
        walk(Localization(variations: substitution.variations))
        found.remove(name)
        return found
    }

    private func names(in value: String) -> [String] {
        PlaceholderAnalysis.tokens(in: value).map(\.name)
    }
}
