import CatalogModel
import LanguageTags

/// A language code that is not a well-formed BCP 47 tag.
package struct InvalidLanguageTagRule: LintRule {
    package static let visits: RuleVisits = [.catalog, .entry]

    package static let description = RuleDescription(
        identifier: "invalid-language-tag",
        name: "Invalid language tag",
        category: .structure,
        defaultSeverity: .error,
        description: """
            Localization keys and `sourceLanguage` must be BCP 47 language tags as Xcode writes them \
            (`de`, `pt-BR`, `zh-Hans`, `es-419`): an ISO 639 language code of 2 or 3 letters, then subtags \
            of 1 to 8 letters or digits joined by `-`. Anything else (`../x`, `en_US`, `English`) never matches a \
            user's language and can be unsafe as a folder name when catalogs are compiled.
            """,
        limitations: """
            Misses well-formed tags with unknown or deprecated subtags (`unknown-language-tag`, \
            `deprecated-language-tag`). Wrong for a catalog read only by a tool that accepts `_` (`en_GB`): \
            Xcode and the App Store do not.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{↓"../x":{"stringUnit":{"state":"translated","value":"x"}}}}"#),
            RuleExample(#""Hi":{"localizations":{↓"en_US":{"stringUnit":{"state":"translated","value":"Hi"}}}}"#),
            .catalog(#"{"sourceLanguage":↓"English","strings":{},"version":"1.0"}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":"你好"}},"es-419":{"stringUnit":{"state":"translated","value":"Hola"}}}}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        if let source = catalog.catalog.sourceLanguage, !LanguageTag.isWellFormed(source) {
            sink.report(message(source), at: .value(["sourceLanguage"]))
        }
    }

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        let invalid = entry.catalog.invalidLanguageTags
        guard !invalid.isEmpty, let localizations = entry.entry.localizations else { return }
        for language in localizations.keys where invalid.contains(language) {
            sink.report(message(language), at: .key(entry.localizationPath(language)), key: entry.key, language: language)
        }
    }

    private func message(_ tag: String) -> String {
        var text = "invalid language tag \(JSONPathComponent.quoted(tag))"
        if let suggestion = LanguageTag.problem(with: tag)?.suggestion {
            text += "; did you mean \(JSONPathComponent.quoted(suggestion))?"
        }
        return text
    }
}
