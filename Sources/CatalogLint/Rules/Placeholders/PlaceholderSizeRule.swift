import CatalogModel
import FormatSpecifiers

/// A translation's integer argument of another size than the source's.
package struct PlaceholderSizeRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "placeholder-size",
        name: "Integer placeholder of another size",
        category: .placeholders,
        defaultSeverity: .warning,
        description: """
            A translation formats an integer argument with another size than its source (`%d` where \
            the source has `%lld`, `%hd` where it has `%d`). The code passes one size and the format \
            reads another, so large or negative numbers print wrong. `%ld`, `%lld`, `%qd`, `%zd` are \
            all 64-bit on Apple platforms and match each other; signedness and base (`%d`, `%u`, `%x`) \
            do not matter. Cases are matched as in `placeholder-mismatch`.
            """,
        limitations: """
            Misses nothing it looks for. Wrong in practice for `%d` where every value fits in 32 bits: the \
            size differs, the text does not.
            """,
        triggeringExamples: [
            RuleExample(#""%lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"↓%d Dateien"}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"One file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},"ru":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"↓%d файла"}},"many":{"stringUnit":{"state":"translated","value":"%lld файлов"}},"one":{"stringUnit":{"state":"translated","value":"↓%hd файл"}},"other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""%lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%ld Dateien"}},"fr":{"stringUnit":{"state":"translated","value":"%qd fichiers"}}}}"#),
            RuleExample(#""%d%% of %u":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%i %% von %x"}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard let comparison = PlaceholderComparison.of(unit) else { return }
        for problem in comparison.problems {
            guard case .differentType(let number, let source, let translation, true) = problem else { continue }
            sink.report(
                "argument \(number) is \(comparison.written(translation)) in \(unit.placeDescription), but \(source) in \(comparison.sourceName) (different integer size: large or negative numbers print wrong)",
                at: comparison.anchor(translation), key: unit.key, language: unit.language)
        }
    }
}
