import CatalogModel
import FormatSpecifiers

/// A translation's argument of another type than the source's, or one the source does not have.
package struct PlaceholderMismatchRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "placeholder-mismatch",
        name: "Placeholder of another type",
        category: .placeholders,
        defaultSeverity: .error,
        description: """
            A translation formats an argument as another kind than its source does (`%d` where the \
            source has `%@`: object, integer, floating point, C string, character and pointer are \
            kinds; `%f` and `%Lf`, `%s` and `%S` differ too), or uses an argument the source does not \
            have. `String(format:)` then reads a value of the wrong type, or one the code never passed: \
            the crash class, or garbled text. Arguments are matched by number, so reordering with \
            positions (`%2$@ … %1$@`) is fine. Each plural, device and substitution case is compared \
            with the source's case at the same place, or the source's `other`; an argument the source \
            uses in another case counts as passed (a Russian `one` may show the count that English \
            `one` spells out). `%#@name@` and `%arg` have the type of their substitution. Where no \
            source text has an argument or `%%`, a `%` followed by text is not a specifier.
            """,
        limitations: """
            Misses specifiers hidden by a look-alike character (`％@`) and kinds that format the same. Wrong \
            for a value that is never formatted but holds a `%` (rare: `%` is read as text unless the key or \
            source formats).
            """,
        triggeringExamples: [
            RuleExample(#""Hello %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo ↓%d"}}}}"#),
            RuleExample(#""photos":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$@ has %2$lld photos"}},"fr":{"stringUnit":{"state":"translated","value":"%2$lld photos de ↓%1$s"}}}}"#),
            RuleExample(#""%lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld Dateien in ↓%@"}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"variations":{"device":{"mac":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Eine Datei"}},"other":{"stringUnit":{"state":"translated","value":"↓%@ Dateien"}}}}},"other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}},"en":{"variations":{"device":{"mac":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"One file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien in ↓%2$@"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""photos":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%2$lld Fotos von %1$@"}},"en":{"stringUnit":{"state":"translated","value":"%1$@ has %2$lld photos"}}}}"#),
            RuleExample(#""%@ and %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%2$@ und %1$@"}}}}"#),
            RuleExample(#""%lld%% done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld %% fertig"}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"One file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},"ru":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"%lld файла"}},"many":{"stringUnit":{"state":"translated","value":"%lld файлов"}},"one":{"stringUnit":{"state":"translated","value":"%lld файл"}},"other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}}}}"#),
            RuleExample(#""50% off":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"50 % Rabatt"}},"fr":{"stringUnit":{"state":"translated","value":"50% de réduction"}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard let comparison = PlaceholderComparison.of(unit) else { return }
        for problem in comparison.problems {
            switch problem {
            case .differentType(let number, let source, let translation, let sizeOnly):
                guard !sizeOnly else { continue }
                sink.report(
                    "argument \(number) is \(comparison.written(translation)) in \(unit.placeDescription), but \(source) in \(comparison.sourceName) (different type: crashes or garbles at runtime)",
                    at: comparison.anchor(translation), key: unit.key, language: unit.language)
            case .notInSource(let number, let translation):
                sink.report(
                    "argument \(number) (\(comparison.written(translation))) in \(unit.placeDescription) is not in \(comparison.sourceName) (the code does not pass it: crashes or garbles at runtime)",
                    at: comparison.anchor(translation), key: unit.key, language: unit.language)
            case .missing:
                continue
            }
        }
    }
}
