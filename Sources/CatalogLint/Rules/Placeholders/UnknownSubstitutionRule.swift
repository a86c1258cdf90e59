import CatalogModel
import FormatSpecifiers

/// A `%#@name@` token without a substitution of that name.
package struct UnknownSubstitutionRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "unknown-substitution",
        name: "Unknown substitution",
        category: .placeholders,
        defaultSeverity: .error,
        description: """
            A value refers to a substitution (`%#@name@`, `%1$#@name@`) that its localization does not \
            define, often after renaming one of them, or a token copied from the source into a \
            translation without its substitution. At runtime there is nothing to substitute: the \
            token is shown as is, or the argument is formatted as an object. Checked in every language, \
            the source's too.
            """,
        limitations: """
            Misses nothing it looks for. Wrong: not seen.
            """,
        triggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"↓%#@file@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"↓%#@files@ in %2$@"}},"en":{"stringUnit":{"state":"translated","value":"%#@files@ in %2$@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$#@files@ in %2$@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"%#@files@ on this Mac"}},"other":{"stringUnit":{"state":"translated","value":"%#@files@"}}}},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.format.specifiers.contains(where: \.isSubstitution) else { return }
        let scope = unit.node.substitutionsInScope
        for specifier in unit.format.specifiers where specifier.isSubstitution {
            guard let name = specifier.substitutionName, scope?[name] == nil else { continue }
            let known = scope.map { $0.keys.sorted().map { "'\($0)'" }.joined(separator: ", ") } ?? ""
            sink.report(
                "\(specifier.text(in: unit.unit.value)) in \(unit.placeDescription) names no substitution of '\(unit.language)' (\(known.isEmpty ? "it has none" : "it has \(known)"))",
                at: .inString(unit.valuePath, utf8Offset: specifier.range.lowerBound), key: unit.key,
                language: unit.language)
        }
    }
}
