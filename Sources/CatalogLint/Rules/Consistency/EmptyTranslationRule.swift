import CatalogModel

/// A value that is empty or only white space.
package struct EmptyTranslationRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "empty-translation",
        name: "Empty translation",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A value is empty or holds only white space, so the interface shows nothing where the source \
            has text. Marked `translated`, it also hides the gap from Xcode's progress. (Keys whose own \
            text is blank are not reported. Nor is a value of white space alone when its source starts or \
            ends with white space: a piece joined to others, such as " at " between a date and a time, \
            which a language may render as a single space.)
            """,
        limitations: """
            Misses a white-space value whose source begins or ends with white space (taken as a joining \
            piece, such as " at "). Wrong for a value left empty on purpose, a suffix a language does not \
            need.
            """,
        triggeringExamples: [
            RuleExample(#""Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓""}}}}"#),
            RuleExample(#""Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"  "}}}}"#),
            RuleExample(#""Save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":↓""}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}"#),
            RuleExample(#"" ":{"localizations":{"de":{"stringUnit":{"state":"translated","value":" "}}}}"#),
            RuleExample(#""status.at-time":{"localizations":{"en":{"stringUnit":{"state":"translated","value":" at "}},"ja":{"stringUnit":{"state":"translated","value":" "}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.unit.value.isBlank, !unit.key.isBlank else { return }
        if let source = unit.sourceMatch {
            if source.unit.value.isBlank { return }
            // A joining piece (" at "): white space alone may be its translation.
            let value = unit.unit.value
            if !value.isEmpty, !source.unit.value.leadingWhitespace.isEmpty || !source.unit.value.trailingWhitespace.isEmpty {
                return
            }
        }
        sink.report("translation in \(unit.placeDescription) is empty", at: .value(unit.valuePath), key: unit.key,
                    language: unit.language)
    }
}
