import CatalogModel

/// A value that is empty or only white space.
package struct EmptyTranslationRule: LintRule {
    package static let description = RuleDescription(
        identifier: "empty-translation",
        name: "Empty translation",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A value is empty or holds only white space, so the interface shows nothing where the source \
            has text. Marked `translated`, it also hides the gap from Xcode's progress. (Keys whose own \
            text is blank are not reported.)
            """,
        triggeringExamples: [
            RuleExample(#""Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓""}}}}"#),
            RuleExample(#""Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"  "}}}}"#),
            RuleExample(#""Save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":↓""}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}"#),
            RuleExample(#"" ":{"localizations":{"de":{"stringUnit":{"state":"translated","value":" "}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.unit.value.isBlank, !unit.key.isBlank else { return }
        if let source = unit.sourceMatch, source.unit.value.isBlank { return }
        sink.report("translation in \(unit.placeDescription) is empty", at: .value(unit.valuePath), key: unit.key,
                    language: unit.language)
    }
}
