import Testing

@testable import LanguageResolution

/// Whatever the strings, the resolver answers and never traps.
@Suite struct BadInputTests {
    static let strange = [
        "", " ", "_", "-", "--", "__", "../x", "@", "@x=y", ".", "en@", "x-", "i-", "i-x", "en-u", "a-b-c-d-e-f",
        String(repeating: "a", count: 1000), "en-" + String(repeating: "x", count: 60), String(repeating: "en-", count: 200),
        "ü", "中文", "😀", "en\u{0}US", "zh-Hant-", "root", "und", "zxx", "Base", "EN", "en_us_posix_x_y_z",
    ]

    @Test func strangeStringsNeverTrap() {
        for first in Self.strange {
            for second in Self.strange.prefix(12) {
                _ = LanguageResolver.localizationsToUse(preferredLanguages: [first, second], availableLocalizations: [second, first, "en"])
                _ = LanguageResolver.mainBundlePreferredLocalizations(from: [first, second], preferredLanguages: [second],
                                                                      developmentRegion: first)
                let resolution = LanguageResolver.preferredLocalizations(from: [first, "en"], forPreferences: [second])
                #expect(!resolution.localizations.isEmpty)
                #expect(!resolution.explanation.isEmpty)
            }
        }
    }

    @Test func emptyListsGiveEmptyOrBackstopAnswers() {
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: [], availableLocalizations: ["en"]) == [])
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: ["en"], availableLocalizations: []) == [])
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: [], availableLocalizations: ["de", "zxx"]) == ["zxx"])
        #expect(LanguageResolver.preferredLocalizations(from: [], forPreferences: []).localizations == ["en"])
    }

    @Test func duplicatesAreKeptAsApplesMatcherKeepsThem() {
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: ["en", "en"], availableLocalizations: ["en", "en", "English"])
            == ["en", "en", "English"])
        #expect(LanguageResolver.localizationsToUse(preferredLanguages: ["de-AT", "de-AT"], availableLocalizations: ["de", "de"])
            == ["de", "de"])
    }

    /// Long identifiers, empty strings and garbage, against Apple's matcher: ICU reads names into
    /// 58-byte buffers and languages of at most 11 characters, so a longer one matches nothing, and
    /// a first preference ICU cannot read leaves Apple's function unable to match anything.
    @Test(.enabled(if: AppleOracle.isAvailable, "needs Apple's ualoc_localizationsToUse"))
    func oddCasesAreApples() {
        let long = "en_" + String(repeating: "A", count: 60)
        let fitting = "en_" + String(repeating: "A", count: 53)
        let cases: [([String], [String])] = [
            ([long, "en"], ["en", "de"]), (["de"], ["en", long, "de"]), (["en"], ["de", long]), (["fr", long, "en"], ["en"]),
            ([long], ["zxx", "en"]), ([fitting], ["en", "de"]), (["en"], ["de", fitting]), (["", ""], ["", "en"]),
            (["root"], ["root", "en"]), (["_US"], ["_US", "en"]), (["../x"], ["../x", "en"]), (["x-private"], ["", "en"]),
            (["fr"], ["de", "ZXX"]), (["en", "en"], ["en", "en", "English"]), (["i-klingon"], ["tlh", "en"]),
            (["en-US-u-ca-gregory"], ["en_US", "en"]), (["eng"], ["en", "English"]), (["en_USA"], ["en-US", "en"]),
            (["abcdefghijklm"], ["abcdefghijklm", "en"]), (["en", "abcdefghijklm"], ["abcdefghijklm", "en"]),
            (["de"], ["abcdefghijklm", "de"]), (["abcdefghijk"], ["abcdefghijk", "en"]),
        ]
        for (preferred, available) in cases {
            #expect(LanguageResolver.localizationsToUse(preferredLanguages: preferred, availableLocalizations: available)
                == AppleOracle.localizationsToUse(preferredLanguages: preferred, availableLocalizations: available),
                "\(preferred) with \(available)")
        }
    }
}
