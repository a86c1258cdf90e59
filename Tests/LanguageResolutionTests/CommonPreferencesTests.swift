import LanguageResolution
import Testing

@Suite struct CommonPreferencesTests {
    @Test func variantsAreEveryCLDRLocaleOfTheLanguageWithoutVariantSubtags() {
        let portuguese = CommonPreferences.variants(of: "pt-BR")
        #expect(portuguese.first == "pt")
        #expect(portuguese.contains("pt-PT") && portuguese.contains("pt-AO") && portuguese.contains("pt-BR"))
        #expect(CommonPreferences.variants(of: "English").contains("en-IT"))
        #expect(!CommonPreferences.variants(of: "en").contains("en-US-POSIX"))
        #expect(CommonPreferences.variants(of: "zh_TW").contains("zh-Hant-TW"))
        #expect(CommonPreferences.variants(of: "xx").isEmpty)
    }

    @Test func widelySpokenLanguagesHaveTheirLikelyRegion() {
        #expect(Array(CommonPreferences.widelySpoken.prefix(4)) == ["en-US", "zh-Hans-CN", "hi-IN", "es-ES"])
        #expect(CommonPreferences.widelySpoken.contains("pa-IN"))
    }

    @Test func preferencesForAnAppListItsLanguagesFirstThenTheWidelySpokenOnes() {
        let preferences = CommonPreferences.preferences(for: ["it-CH", "it"])
        #expect(Array(preferences.prefix(4)) == ["it", "it-CH", "it-IT", "it-SM"])
        #expect(preferences.contains("en-US"))
        #expect(Set(preferences).count == preferences.count)
    }

    @Test func languagesAndGroupsAsTheMatcherReadsThem() {
        #expect(LanguageResolver.language(of: "English") == "en")
        #expect(LanguageResolver.language(of: "iw_IL") == "he")
        #expect(LanguageResolver.languageGroup(of: "nn") == "no")
        #expect(LanguageResolver.languageGroup(of: "yue-Hant") == "zh")
    }
}
