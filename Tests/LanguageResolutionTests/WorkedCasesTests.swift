import Testing

@testable import LanguageResolution

/// The worked cases of the notes (§4, §11) and of issue 12, on the matcher and on CFBundle's
/// two entry points; the matcher's answers are also checked against Apple's when it is there.
@Suite struct WorkedCasesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let preferred: [String]
        let available: [String]
        let expected: [String]
        let why: String

        var testDescription: String { "\(preferred) with \(available): \(why)" }
    }

    static let app = ["en-GB", "en-IE", "de", "it", "it-CH"]

    static let matcherCases: [Case] = [
        // Notes §11, the app {en-GB, en-IE, de, it, it-CH}.
        Case(preferred: ["en-GB"], available: app, expected: ["en-GB"], why: "exact base name, score -1"),
        Case(preferred: ["en-IE"], available: app, expected: ["en-IE", "en-GB"], why: "exact, then en_GB on en_IE's chain"),
        Case(preferred: ["en-IT"], available: app, expected: ["en-GB"], why: "en_IT → en_150 → en_GB"),
        Case(preferred: ["en-IT"], available: app + ["en"], expected: ["en-GB", "en"], why: "en-GB is closer than en"),
        Case(preferred: ["fr-FR", "it"], available: app, expected: ["it"], why: "no French: the next preference"),
        Case(preferred: ["fr-FR"], available: app, expected: [], why: "no French at all"),
        Case(preferred: ["fr-CH"], available: app, expected: [], why: "a region never crosses languages"),
        // Notes §11, the app {it, en, ru}.
        Case(preferred: ["fr", "en", "ru"], available: ["it", "en", "ru"], expected: ["en"], why: "first preference that matches"),
        Case(preferred: ["en", "pl", "it"], available: ["it", "en", "ru"], expected: ["en"], why: "exact"),
        Case(preferred: ["en-GB", "pl", "it"], available: ["it", "en", "ru"], expected: ["en"], why: "en_GB → en_001 → en wins over a later exact it"),
        Case(preferred: ["fr"], available: ["it", "en", "ru"], expected: [], why: "nothing in French"),
        // Issue 12.
        Case(preferred: ["en-IN"], available: app, expected: ["en-GB"], why: "en_IN → en_GB"),
        Case(preferred: ["es-MX"], available: ["es", "es-419"], expected: ["es-419", "es"], why: "es_MX → es_419 → es"),
        Case(preferred: ["zh-HK"], available: ["zh-Hans", "zh-Hant", "zh-TW"], expected: ["zh-Hant"], why: "zh_Hant_HK → zh_HK → zh_Hant"),
        Case(preferred: ["zh-HK"], available: ["zh-Hans", "zh-TW"], expected: ["zh-TW"], why: "… → zh_Hant → zh_TW"),
        Case(preferred: ["pt-PT"], available: ["pt-BR", "es"], expected: ["pt-BR"], why: "pt-BR as the last resort"),
        Case(preferred: ["pt-PT", "es"], available: ["pt-BR", "es"], expected: ["es"], why: "pt-BR only if nothing else matches"),
        // Notes §4 and §7.
        Case(preferred: ["fr-CH", "fr-CA"], available: ["fr-FR", "fr-CA"], expected: ["fr-CA"], why: "same-language exact match re-check"),
        Case(preferred: ["de-CH", "fr", "de-AT"], available: ["de-DE", "fr", "de-AT"], expected: ["de-AT"], why: "the re-check skips other languages"),
        Case(preferred: ["en-NZ", "en-AU", "en-CA"], available: ["en-GB", "en-AU", "en-CA"], expected: ["en-AU", "en-GB"],
             why: "the first qualifying preference of the re-check wins (2024)"),
        Case(preferred: ["it"], available: ["it_CH", "it_IT"], expected: ["it_IT"], why: "default-region penalty on it_CH"),
        Case(preferred: ["en_IN"], available: ["en", "en_GB", "English"], expected: ["en_GB", "en", "English"], why: "every localization per chain entry"),
        Case(preferred: ["nb"], available: ["no", "en"], expected: ["no"], why: "nb → no"),
        Case(preferred: ["no"], available: ["nb", "en"], expected: ["nb"], why: "language group no"),
        Case(preferred: ["yue"], available: ["zh-Hans", "zh-Hant"], expected: ["zh-Hant"], why: "yue → … → zh_Hant"),
        Case(preferred: ["yue-Hans"], available: ["zh-Hans", "zh-Hant"], expected: ["zh-Hans"], why: "yue_Hans → zh_Hans"),
        Case(preferred: ["en"], available: ["English", "de"], expected: ["English"], why: "spelled as the app spells it"),
        Case(preferred: ["zh-CN"], available: ["zh_CN", "zh_TW"], expected: ["zh_CN"], why: "zh_CN stays zh_CN"),
        Case(preferred: ["iw"], available: ["he", "en"], expected: ["he"], why: "iw → he"),
        Case(preferred: ["he"], available: ["iw", "en"], expected: ["iw"], why: "he ← iw"),
        Case(preferred: ["hi-Latn"], available: ["en-GB", "en-IN", "hi"], expected: ["en-IN", "en-GB"], why: "hi_Latn → en_IN"),
        Case(preferred: ["sr-Latn"], available: ["sr", "en"], expected: [], why: "sr_Latn's parent is root"),
        Case(preferred: ["fr"], available: ["de", "zxx"], expected: ["zxx"], why: "no linguistic content"),
        Case(preferred: ["Base"], available: ["Base", "en"], expected: ["Base"], why: "Base only matches Base"),
    ]

    @Test(arguments: matcherCases)
    func matcher(_ example: Case) {
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: example.preferred, availableLocalizations: example.available)
            == example.expected)
    }

    @Test(.enabled(if: AppleOracle.isAvailable, "needs Apple's ualoc_localizationsToUse"), arguments: matcherCases)
    func matcherCaseIsApples(_ example: Case) {
        #expect(AppleOracle.localizationsToUse(preferredLanguages: example.preferred, availableLocalizations: example.available)
            == example.expected)
    }

    /// Notes §11 with the development region: the app's own language and the API without one.
    @Test func developmentRegionCases() {
        func app(_ preferred: [String], _ localizations: [String], _ developmentRegion: String) -> String? {
            LanguageResolver.mainBundlePreferredLocalizations(
                from: localizations, preferredLanguages: preferred, developmentRegion: developmentRegion).localization
        }
        func forPreferences(_ preferred: [String], _ localizations: [String]) -> String? {
            LanguageResolver.preferredLocalizations(from: localizations, forPreferences: preferred).localization
        }
        #expect(app(["en-GB"], Self.app, "en-GB") == "en-GB")
        #expect(app(["en-IE"], Self.app, "en-GB") == "en-IE")
        #expect(app(["en-IT"], Self.app, "en-GB") == "en-GB")
        #expect(app(["fr-FR", "it"], Self.app, "en-GB") == "it")
        #expect(app(["fr-FR"], Self.app, "en-GB") == "en-GB")
        #expect(app(["fr-CH"], Self.app, "en-GB") == "en-GB")
        #expect(forPreferences(["fr-FR"], Self.app) == "en-GB", "through the en_US backstop")
        #expect(forPreferences(["fr-CH"], Self.app) == "en-GB")
        #expect(forPreferences(["fr-FR", "it"], Self.app) == "it")

        let russian = ["it", "en", "ru"]
        #expect(app(["fr", "en", "ru"], russian, "ru") == "en")
        #expect(app(["en", "pl", "it"], russian, "ru") == "en")
        #expect(app(["en-GB", "pl", "it"], russian, "ru") == "en")
        #expect(app(["fr"], russian, "ru") == "ru", "the development region")
        #expect(forPreferences(["fr"], russian) == "en", "no development region: en_US")
    }
}
