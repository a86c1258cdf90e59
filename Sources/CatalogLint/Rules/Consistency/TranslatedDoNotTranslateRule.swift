import CatalogModel

/// Translations of a key marked `shouldTranslate: false`.
package struct TranslatedDoNotTranslateRule: LintRule {
    package static let description = RuleDescription(
        identifier: "translated-do-not-translate",
        name: "Translation of a do-not-translate key",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key marked `shouldTranslate: false` (a brand name, a format) has translations in other \
            languages. Either the flag is wrong, or the translations are and should be removed.
            """,
        triggeringExamples: [
            RuleExample(#""Acme":{"localizations":{↓"de":{"stringUnit":{"state":"translated","value":"Acme GmbH"}}},"shouldTranslate":false}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Acme":{"shouldTranslate":false}"#),
            RuleExample(#""Acme":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Acme"}}},"shouldTranslate":false}"#),
        ])

    package init() {}

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard !entry.entry.isTranslatable, let localizations = entry.entry.localizations else { return }
        for language in localizations.keys.sorted() where language != entry.catalog.sourceLanguage {
            sink.report(
                "\(JSONPathComponent.quoted(entry.key)) is marked shouldTranslate: false but has a translation in '\(language)'",
                at: .key(entry.localizationPath(language)), key: entry.key, language: language)
        }
    }
}
