import CatalogModel
import FormatSpecifiers

/// A translation's substitution with another `argNum` or `formatSpecifier` than the source's.
package struct SubstitutionMismatchRule: LintRule {
    package static let visits: RuleVisits = [.node]

    package static let description = RuleDescription(
        identifier: "substitution-mismatch",
        name: "Substitution differs from the source",
        category: .placeholders,
        defaultSeverity: .error,
        description: """
            A translation's substitution names another argument (`argNum`) or another type \
            (`formatSpecifier`) than the source's substitution of the same name. The plural form is \
            then chosen by the wrong argument, or by reading it with the wrong type (`d` for a 64-bit \
            `lld`, `@` for a number). `ld` and `lld` are the same type; an `argNum` absent on either \
            side is not compared. Placeholder rules compare the tokens of such a substitution with the \
            source's definition, so the difference is reported once, here.
            """,
        limitations: """
            Misses substitutions renamed in a translation (`unknown-substitution` finds those). Wrong: not \
            seen.
            """,
        triggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":↓2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":↓"@","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"ld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard !node.isSource, let substitution = node.substitution,
              case .substitution(let name)? = node.branch.last else { return }
        guard let source = node.entry.sourceUnit(matching: node.branch)?.substitution
                ?? node.entry.sourceLocalization?.substitutions?[name] else { return }
        let (argNum, formatSpecifier) = PlaceholderAnalysis.differences(source: source, translation: substitution)
        if argNum, let number = substitution.argNum, let sourceNumber = source.argNum {
            sink.report(
                "substitution '\(name)' in '\(node.language)' has argNum \(number), but \(sourceNumber) in the source",
                at: .value(node.path.appending("argNum")), key: node.key, language: node.language)
        }
        if formatSpecifier {
            let anchor: Anchor = substitution.formatSpecifier == nil
                ? .key(node.path) : .value(node.path.appending("formatSpecifier"))
            sink.report(
                "substitution '\(name)' in '\(node.language)' has formatSpecifier \(describe(substitution.formatSpecifier)), but \(describe(source.formatSpecifier)) in the source",
                at: anchor, key: node.key, language: node.language)
        }
    }

    private func describe(_ specifier: String?) -> String {
        specifier.map { JSONPathComponent.quoted($0) } ?? "none (@ assumed)"
    }
}
