import CatalogModel

/// A translation of a key marked `shouldTranslate: false` that says something else than its source.
package struct TranslatedDoNotTranslateRule: LintRule {
    package static let visits: RuleVisits = [.catalog, .unit]

    package static let description = RuleDescription(
        identifier: "translated-do-not-translate",
        name: "Translation of a do-not-translate key",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key marked `shouldTranslate: false` (a brand name, a format) has a translation that differs \
            from its source text. Either the flag is wrong, or the translation is and should be removed. \
            Copies of the source text (a name copied into every language) change nothing and are not \
            reported, nor is a name written in the language's own script with the same words, each \
            capitalized ("Nikita Utkin" as "Никита Уткин" in Russian): a transliteration, as a translator \
            writes a person's name for readers of another script.
            """,
        limitations: """
            Misses nothing it looks for. Wrong for a name deliberately written in a script without capitals \
            (Japanese, Chinese, Arabic), which is not recognized as a transliteration.
            """,
        triggeringExamples: [
            RuleExample(#""Acme":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Acme GmbH"}}},"shouldTranslate":false}"#),
            RuleExample(#""about.package.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"LaunchAtLogin"}},"es-419":{"stringUnit":{"state":"translated","value":↓"Inicio al Iniciar Sesión"}},"fr":{"stringUnit":{"state":"translated","value":"LaunchAtLogin"}},"zh-Hant":{"stringUnit":{"state":"translated","value":↓"開機時啟動"}}},"shouldTranslate":false}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Acme":{"shouldTranslate":false}"#),
            RuleExample(#""Acme":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Acme"}}},"shouldTranslate":false}"#),
            RuleExample(#""about.translator.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Rob Napier"}},"de":{"stringUnit":{"state":"translated","value":"Rob Napier"}},"ja":{"stringUnit":{"state":"translated","value":"Rob Napier"}}},"shouldTranslate":false}"#),
            RuleExample(#""about.translator.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Nikita Utkin"}},"ru":{"stringUnit":{"state":"translated","value":"Никита Уткин"}}},"shouldTranslate":false}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        // Made here, before the keys are walked in parallel, and only read afterwards.
        _ = CatalogScripts.of(catalog)
    }

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard !unit.isSource, !unit.entry.entry.isTranslatable, let source = unit.sourceMatch,
            unit.unit.value != source.unit.value, !unit.unit.value.isBlank,
            !isTransliteration(unit.unit.value, of: source.unit.value, in: unit)
        else { return }
        sink.report(
            "\(JSONPathComponent.quoted(unit.key)) is marked shouldTranslate: false but \(unit.placeDescription) "
                + "differs from its source text: \(JSONPathComponent.quoted(unit.unit.value))",
            at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }

    /// Whether `value` is `source`, a name, written in the scripts of the unit's language instead of
    /// the source's: as many words, each capitalized.
    private func isTransliteration(_ value: String, of source: String, in unit: UnitContext) -> Bool {
        guard let languageScripts = CatalogScripts.of(unit.node.catalog).scripts(of: unit.language) else {
            return false
        }
        let sourceWords = TextWords(source)
        let words = TextWords(value)
        return sourceWords.isTitleCase && words.isTitleCase && words.ordinary.count == sourceWords.ordinary.count
            && sourceWords.scripts.isDisjoint(with: languageScripts) && words.scripts.isSubset(of: languageScripts)
    }
}
