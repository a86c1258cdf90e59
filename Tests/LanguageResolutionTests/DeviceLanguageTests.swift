import Testing

@testable import LanguageResolution

/// The Settings app's language plus region → the preferred language apps see.
@Suite struct DeviceLanguageTests {
    @Test func genericLanguagePlusRegion() throws {
        #expect(try DeviceLanguage.preferredLanguage(language: "en", region: "IT") == "en-IT")
        #expect(try DeviceLanguage.preferredLanguage(language: "EN", region: "it") == "en-IT")
        #expect(try DeviceLanguage.preferredLanguage(language: "fr", region: "CA") == "fr-CA")
        #expect(try DeviceLanguage.preferredLanguage(language: "yue", region: "HK") == "yue-HK")
    }

    @Test func aDialectKeepsItsRegion() throws {
        #expect(try DeviceLanguage.preferredLanguage(language: "en-GB", region: "IT") == "en-GB")
        #expect(try DeviceLanguage.preferredLanguage(language: "en_AU", region: "US") == "en-AU")
        #expect(try DeviceLanguage.preferredLanguage(language: "es-419", region: "MX") == "es-419")
        #expect(try DeviceLanguage.preferredLanguage(language: "pt-PT", region: "BR") == "pt-PT")
        #expect(try DeviceLanguage.preferredLanguage(language: "zh-Hant-HK", region: "TW") == "zh-Hant-HK")
    }

    @Test func aScriptStaysAndTheRegionIsAdded() throws {
        #expect(try DeviceLanguage.preferredLanguage(language: "zh-Hans", region: "TW") == "zh-Hans-TW")
        #expect(try DeviceLanguage.preferredLanguage(language: "zh-hant", region: "HK") == "zh-Hant-HK")
        #expect(try DeviceLanguage.preferredLanguage(language: "sr-Latn", region: "RS") == "sr-Latn-RS")
    }

    @Test func badInputThrowsNamingIt() {
        for region in ["", "XX", "ZZ", "Italy", "419", "I", "ITA", "../"] {
            #expect(throws: DeviceLanguage.CompositionError.invalidRegion(region)) {
                try DeviceLanguage.preferredLanguage(language: "en", region: region)
            }
        }
        for language in ["", "e", "English", "../x", "en-", "en-GB-oed", "en--GB", "123", "en-Latn-GB-IT"] {
            #expect(throws: DeviceLanguage.CompositionError.invalidLanguage(language)) {
                try DeviceLanguage.preferredLanguage(language: language, region: "IT")
            }
        }
        #expect(DeviceLanguage.CompositionError.invalidRegion("XX").description.contains("'XX'"))
    }

    /// The composed language resolves as the example says: English with the region
    /// Italy reads `en-GB` in an app with British and Irish English.
    @Test func composedLanguageResolves() throws {
        let preferred = try DeviceLanguage.preferredLanguage(language: "en", region: "IT")
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: [preferred], availableLocalizations: ["en-GB", "en-IE", "de", "it", "it-CH"])
            == ["en-GB"])
    }
}
