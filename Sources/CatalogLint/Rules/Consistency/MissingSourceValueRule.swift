import CatalogModel

/// A key added by hand that has no value in the source language.
package struct MissingSourceValueRule: LintRule {
    package static let description = RuleDescription(
        identifier: "missing-source-value",
        name: "Manual key without a source value",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key added by hand (`extractionState: manual`) is not the text itself, so it needs a value in \
            the source language: translators have nothing to translate from, and the app shows the raw key.
            """,
        triggeringExamples: [
            RuleExample(#"↓"settings.title":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}}"#),
            RuleExample(#"↓"settings.title":{"extractionState":"manual"}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""settings.title":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}}}}"#),
            RuleExample(#""Settings":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}}"#),
        ])

    package init() {}

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard entry.entry.extractionState == .manual, entry.entry.isTranslatable,
            entry.sourceLocalization == nil
        else { return }
        sink.report(
            "manual key \(JSONPathComponent.quoted(entry.key)) has no value in the source language '\(entry.catalog.sourceLanguage)'",
            at: .key(entry.path), key: entry.key, language: entry.catalog.sourceLanguage)
    }
}
