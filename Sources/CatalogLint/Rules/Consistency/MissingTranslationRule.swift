import CatalogModel

/// A key that has no localization in a target language.
package struct MissingTranslationRule: LintRule {
    package static let visits: RuleVisits = [.entry]

    package static let description = RuleDescription(
        identifier: "missing-translation",
        name: "Missing translation",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key to translate has no localization in a target language (any language present in the \
            catalog, or required with `--languages`). Users of that language see the source text. Keys \
            with `shouldTranslate: false`, stale keys and blank keys (`""`, which SwiftUI extracts from \
            `Text("")`: there is nothing to translate) are not expected; a required language that no key \
            has is reported once (`missing-language`). Completeness thresholds decide whether this fails.
            """,
        limitations: """
            Misses keys that never made it into the catalog (not extracted) and languages the catalog never \
            names unless they are required with `--languages`. Wrong for a key used only on a platform a \
            language does not ship on.
            """,
        triggeringExamples: [
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},↓"Bye":{}"#),
            RuleExample(#"↓"Hello":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Bonjour"}}}},"Bye":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}},"fr":{"stringUnit":{"state":"translated","value":"Au revoir"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},"©":{"shouldTranslate":false}"#),
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},"Old":{"extractionState":"stale"}"#),
            RuleExample(#""Hello":{}"#, requiredLanguages: ["de"]),
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},"":{}"#),
        ])

    package init() {}

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard entry.needsTranslation else { return }
        for (language, localization) in zip(entry.catalog.targetLanguages, entry.targetLocalizations) where localization == nil {
            guard !entry.catalog.absentLanguages.contains(language) else { continue }
            sink.report("\(JSONPathComponent.quoted(entry.key)) has no translation in '\(language)'",
                        at: .key(entry.path), key: entry.key, language: language)
        }
    }
}
