import AppLocalizations
import CatalogModel
import LanguageTags

/// A catalog language that the Xcode project does not list among its localizations.
package struct LanguageNotInProjectRule: LintRule {
    package static let visits: RuleVisits = [.catalogBesideWalk]

    package static let description = RuleDescription(
        identifier: "language-not-in-project",
        name: "Language not in the project",
        category: .resolution,
        defaultSeverity: .note,
        description: """
            The catalog has translations in a language that the Xcode project's `knownRegions` does not \
            list, when the configuration names the project (`"languages": {"xcodeproj": "App.xcodeproj"}`). \
            Xcode adds a language to `knownRegions` when it is added in the catalog editor, so a missing \
            one usually comes from a hand edit, a merge or another tool, and the project's localization \
            settings (exports, the languages Xcode shows) leave it out. Reported once per language, at its \
            first localization. The other direction, a project language without translations in the \
            catalog, is `missing-language`.
            """,
        limitations: """
            Runs only when the configuration names the project. Compares language tags, not the matcher's \
            reading of them: a catalog's `zh-Hant` beside a project's `zh_TW` is reported although both mean \
            Traditional Chinese. Wrong for a catalog shared by several projects with different regions.
            """,
        triggeringExamples: [
            RuleExample(
                #""Hi":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},↓"fr":{"stringUnit":{"state":"translated","value":"Salut"}}}}"#,
                knownRegions: ["en", "de"]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                #""Hi":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"zh-Hans":{"stringUnit":{"state":"translated","value":"你好"}}}}"#,
                knownRegions: ["en", "de", "zh-Hans"]),
            RuleExample(#""Hi":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Salut"}}}}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        guard let project = catalog.options.project else { return }
        let known = Set(project.knownRegions.map(Self.comparable))
        let facts = ResolutionFacts.of(catalog)
        for language in facts.localizations where !known.contains(Self.comparable(language)) {
            let (anchor, key) = facts.anchor(of: language, in: catalog)
            sink.report(
                "'\(language)' has translations in this catalog, but is not one of the knownRegions of \(project.project)",
                at: anchor, key: key, language: language)
        }
    }

    /// `zh-hans` and `zh-Hans` (and `zh_Hans`) are one language.
    private static func comparable(_ language: String) -> String {
        (try? LanguageTag(language, allowing: .underscores).identifier) ?? language
    }
}
