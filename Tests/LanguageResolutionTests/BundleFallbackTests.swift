import Testing

@testable import LanguageResolution

/// CFBundle's entry points around the matcher (notes §9).
@Suite struct BundleFallbackTests {
    static let app = ["en-GB", "en-IE", "de", "it", "it-CH"]

    @Test func searchListFallsBackOnTheDevelopmentRegionAndAppendsIt() {
        let matched = LanguageResolver.languageSearchList(localizations: Self.app, preferredLanguages: ["it-CH"], developmentRegion: "en-GB")
        #expect(matched.localizations == ["it-CH", "it", "en-GB"], "the development region is appended")
        let french = LanguageResolver.languageSearchList(localizations: Self.app, preferredLanguages: ["fr"], developmentRegion: "en-GB")
        #expect(french.localizations == ["en-GB"])
        #expect(french.steps.contains { if case .bundleAttempt(.developmentRegion, _, ["en-GB"], _) = $0 { return true } else { return false } })
        // A development region the app does not have is appended as written all the same.
        let missing = LanguageResolver.languageSearchList(localizations: ["de", "fr"], preferredLanguages: ["it"], developmentRegion: "en")
        #expect(missing.localizations == ["de", "en"], "en_US finds nothing; the first localization; then en appended")
    }

    @Test func searchListWithoutDevelopmentRegionAppendsEnglish() {
        let list = LanguageResolver.languageSearchList(localizations: ["de", "English", "fr"], preferredLanguages: ["fr"], developmentRegion: nil)
        #expect(list.localizations == ["fr", "English"])
        #expect(list.steps.contains(.englishAppended(localization: "English")))
        let none = LanguageResolver.languageSearchList(localizations: [], preferredLanguages: ["fr"], developmentRegion: nil)
        #expect(none.localizations == ["en"])
    }

    @Test func mainBundleUsesTheSearchList() {
        let resolution = LanguageResolver.mainBundlePreferredLocalizations(
            from: Self.app, preferredLanguages: ["en-IE"], developmentRegion: "en-GB")
        #expect(resolution.localizations == ["en-IE", "en-GB"])
        #expect(resolution.method == .mainBundlePreferredLocalizations)
        #expect(resolution.developmentRegion == "en-GB")
        let noneMatch = LanguageResolver.mainBundlePreferredLocalizations(
            from: ["de", "fr"], preferredLanguages: ["ja"], developmentRegion: nil)
        #expect(noneMatch.localizations == ["de"], "the first localization")
        let empty = LanguageResolver.mainBundlePreferredLocalizations(from: [], preferredLanguages: ["ja"], developmentRegion: "en")
        #expect(empty.localizations == ["en"])
        #expect(empty.steps == [.defaultLocalization(localization: "en")])
    }

    @Test func forPreferencesHasAnEnglishBackstopThenTheFirstEntry() {
        #expect(LanguageResolver.preferredLocalizations(from: ["de", "en-GB"], forPreferences: ["ja"]).localizations == ["en-GB"])
        #expect(LanguageResolver.preferredLocalizations(from: ["de", "fr"], forPreferences: ["ja"]).localizations == ["de"])
        #expect(LanguageResolver.preferredLocalizations(from: ["de", "fr"], forPreferences: []).localizations == ["de"])
        #expect(LanguageResolver.preferredLocalizations(from: [], forPreferences: ["ja"]).localizations == ["en"])
        let resolution = LanguageResolver.preferredLocalizations(from: ["de", "fr"], forPreferences: ["ja"])
        #expect(resolution.steps.last == .firstLocalizationUsed(localization: "de"))
        #expect(resolution.developmentRegion == nil)
    }

    /// CFBundle hands the matcher ASCII C strings of at most 156 characters: one entry that does
    /// not fit makes the whole call give nothing, and the backstops decide.
    @Test func unrepresentableEntriesMakeACallGiveNothing() {
        let accented = LanguageResolver.preferredLocalizations(from: ["de", "fr", "fr-ÇA"], forPreferences: ["fr"])
        #expect(accented.localizations == ["de"])
        #expect(accented.steps.contains { step in
            if case .bundleAttempt(.userLanguages, _, [], [.unrepresentable(identifier: "fr-ÇA")]) = step { return true }
            return false
        })
        let long = String(repeating: "x", count: 157)
        #expect(LanguageResolver.preferredLocalizations(from: ["de", "fr"], forPreferences: ["fr", long]).localizations == ["de"])
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: ["fr", "fr-ÇA"], availableLocalizations: ["de", "fr"]) == ["fr"],
                "the matcher itself reads any string")
    }
}
