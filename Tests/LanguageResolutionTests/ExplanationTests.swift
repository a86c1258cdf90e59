import Foundation
import Testing

@testable import LanguageResolution

/// The steps beside every answer, and their plain-words rendering.
@Suite struct ExplanationTests {
    static let app = ["en-GB", "en-IE", "de", "it", "it-CH"]

    @Test func stepsOfARegionalMatch() {
        let resolution = LanguageResolver.resolve(preferredLanguages: ["en-IT"], availableLocalizations: Self.app)
        #expect(resolution.localizations == ["en-GB"])
        #expect(resolution.steps.contains(.preference(index: 0, identifier: "en-IT", baseName: "en_IT", normalized: "en_IT",
                                                      parentChain: ["en_IT", "en_150", "en_GB", "en_001", "en"])))
        #expect(resolution.steps.contains(.localization(index: 1, identifier: "en-IE", baseName: "en_IE", normalized: "en_IE",
                                                        parentChain: ["en_IE", "en_GB", "en_001", "en"], defaultRegionPenalty: true)))
        #expect(resolution.steps.contains(.candidate(preferenceIndex: 0, localizationIndex: 0, localization: "en-GB", score: 2,
            match: .parentChains(chainEntry: "en_GB", preferenceDepth: 2, localizationDepth: 0, differentLanguages: false))))
        #expect(resolution.steps.contains(.candidate(preferenceIndex: 0, localizationIndex: 1, localization: "en-IE", score: 4,
            match: .parentChains(chainEntry: "en_GB", preferenceDepth: 2, localizationDepth: 2, differentLanguages: false))))
        #expect(resolution.steps.contains(.preferenceMatched(index: 0, identifier: "en-IT", localizationIndex: 0, localization: "en-GB", score: 2)))
        let text = resolution.explanation
        #expect(text.contains("en_IT, parents en_150 → en_GB → en_001 → en"))
        #expect(text.contains("\"en-GB\" matches with score 2: the parent chains meet at en_GB, 2 + 0 steps away"))
        #expect(text.hasSuffix("Result: \"en-GB\"."))
    }

    @Test func skippedPreferencesSayWhy() {
        let resolution = LanguageResolver.resolve(preferredLanguages: ["fr-FR", "sr-Latn", "it"], availableLocalizations: Self.app + ["sr"])
        #expect(resolution.localizations == ["it"])
        #expect(resolution.steps.contains(.preferenceSkipped(index: 0, identifier: "fr-FR", reason: .noLocalizationInLanguage(languageGroup: "fr"))))
        #expect(resolution.steps.contains(.preferenceSkipped(index: 1, identifier: "sr-Latn", reason: .noCommonParent(languageGroup: "sr"))))
        #expect(resolution.steps.contains(.candidate(preferenceIndex: 2, localizationIndex: 3, localization: "it", score: -1, match: .sameBaseName)))
        #expect(resolution.explanation.contains("Preference 1 \"fr-FR\" matches nothing: no localization in language fr"))
    }

    @Test func portugueseLastResortAndReCheckAndChineseFallbacks() {
        let portuguese = LanguageResolver.resolve(preferredLanguages: ["pt-PT"], availableLocalizations: ["pt-BR", "es"])
        #expect(portuguese.steps.contains(.portugueseSetAside(preferenceIndex: 0, localizationIndex: 0, localization: "pt-BR")))
        #expect(portuguese.steps.contains(.preferenceSkipped(index: 0, identifier: "pt-PT", reason: .onlyPortugueseLastResort)))
        #expect(portuguese.steps.contains(.portugueseLastResort(localizationIndex: 0, localization: "pt-BR")))

        let recheck = LanguageResolver.resolve(preferredLanguages: ["fr-CH", "fr-CA"], availableLocalizations: ["fr-FR", "fr-CA"])
        #expect(recheck.steps.contains(.sameLanguageExactMatch(preferenceIndex: 1, identifier: "fr-CA", localizationIndex: 1,
                                                               localization: "fr-CA", replacing: "fr-FR")))

        let chinese = LanguageResolver.resolve(preferredLanguages: ["zh-HK"], availableLocalizations: ["zh_CN", "zh_TW", "zh_HK"])
        #expect(chinese.localizations == ["zh_HK", "zh_TW"])
        #expect(chinese.steps.contains(.fallback(localizationIndex: 1, localization: "zh_TW", chainEntry: "zh_Hant_HK",
                                                 reason: .traditionalChineseAfterHongKong)))
        #expect(chinese.explanation.contains("Traditional Chinese (Taiwan) follows"))
    }

    @Test func developmentRegionStepsAreExplained() {
        let resolution = LanguageResolver.mainBundlePreferredLocalizations(
            from: ["it", "en", "ru"], preferredLanguages: ["fr"], developmentRegion: "ru")
        #expect(resolution.localizations == ["ru"])
        let text = resolution.explanation
        #expect(text.contains("CFBundle tries the preferred languages [fr]: nothing."))
        #expect(text.contains("CFBundle tries the development region [ru]: \"ru\"."))
        #expect(text.contains("    Preference 1 \"fr\" matches nothing"), "an attempt's own steps are indented")
        #expect(text.contains("CFBundle tries the main bundle's search list [ru]: \"ru\"."))
        let backstop = LanguageResolver.preferredLocalizations(from: ["it", "en", "ru"], forPreferences: ["fr"])
        #expect(backstop.explanation.contains("CFBundle tries its English backstop [en_US]: \"en\"."))
    }

    @Test func withoutExplainingThereAreNoStepsAndTheSameAnswer() {
        let explained = LanguageResolver.preferredLocalizations(from: Self.app, forPreferences: ["en-IT"])
        let quiet = LanguageResolver.preferredLocalizations(from: Self.app, forPreferences: ["en-IT"], explaining: false)
        #expect(quiet.steps.isEmpty)
        #expect(quiet.localizations == explained.localizations)
        #expect(quiet.explanation == "Result: \"en-GB\".")
    }

    @Test func resolutionsEncodeAsJSONAndBack() throws {
        let resolution = LanguageResolver.mainBundlePreferredLocalizations(
            from: Self.app, preferredLanguages: ["pt-PT", "en-IT"], developmentRegion: "en-GB")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(resolution)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""localizations":["en-GB"]"#))
        #expect(text.contains(#""preferredLanguages":["pt-PT","en-IT"]"#))
        #expect(text.contains(#""bundleAttempt":{"#))
        #expect(try JSONDecoder().decode(LocalizationResolution.self, from: data) == resolution)
    }
}
