import Foundation
import Testing

@testable import LanguageResolution

/// The BEHAVIOR EXAMPLES table of Apple's `ualoc.h` (2015), as the 208 cases of
/// `../shared/apple/ualoc-examples.json`, with the 11 cells Apple's current code answers
/// differently (notes §10) replaced by the current answer.
@Suite struct BehaviorExamplesTests {
    struct Example: Decodable, CustomTestStringConvertible {
        let block: String
        let available: [String]
        let preferred: String
        let expected: [String]
        let note: String?

        var testDescription: String { "\(preferred) with \(available)" }
        var key: String { "\(preferred) | \(available.joined(separator: " "))" }
    }

    static let examples: [Example] = {
        guard let data = try? Data(contentsOf: ResolutionData.ualocExamples) else { return [] }
        return (try? JSONDecoder().decode([Example].self, from: data)) ?? []
    }()

    /// The current answers where the 2015 table differs (notes §10), by `preferred | available`.
    static let currentAnswers: [String: [String]] = [
        // zh-Hant-HK, list 6: the zh_TW rule fires where the chain passes zh_Hant_HK even with
        // zh_Hant present, and fallbacks follow the list order (table: zh_Hant_HK, zh_Hant).
        "zh-Hant-HK | zh_CN zh_TW zh_HK zh_Hans zh_Hant zh_Hant_HK": ["zh_Hant_HK", "zh_TW", "zh_HK", "zh_Hant"],
        // zh-Hant-MO, list 3: zh_TW joins at zh_Hant_HK, before zh_HK in list order (table: zh_MO, zh_HK, zh_TW).
        "zh-Hant-MO | zh_CN zh_TW zh_HK zh_MO": ["zh_MO", "zh_TW", "zh_HK"],
        // zh-Hant-MO, list 6: the first localization normalized to zh_Hant_HK is zh_HK in list order
        // (table: zh_Hant_HK, zh_Hant).
        "zh-Hant-MO | zh_CN zh_TW zh_HK zh_Hans zh_Hant zh_Hant_HK": ["zh_HK", "zh_TW", "zh_Hant_HK", "zh_Hant"],
        // zh-HK, list 2: zh_TW is appended after zh_HK (the table abbreviates it: zh_HK).
        "zh-HK | zh_CN zh_TW zh_HK": ["zh_HK", "zh_TW"],
        // zh-HK, list 6: zh_TW joins at zh_Hant_HK even with zh_Hant present (table: zh_HK, zh_Hant_HK, zh_Hant).
        "zh-HK | zh_CN zh_TW zh_HK zh_Hans zh_Hant zh_Hant_HK": ["zh_HK", "zh_TW", "zh_Hant_HK", "zh_Hant"],
        // zh-MO, list 2: as zh-HK (table: zh_HK).
        "zh-MO | zh_CN zh_TW zh_HK": ["zh_HK", "zh_TW"],
        // zh-MO, list 3: as zh-Hant-MO (table: zh_MO, zh_HK, zh_TW).
        "zh-MO | zh_CN zh_TW zh_HK zh_MO": ["zh_MO", "zh_TW", "zh_HK"],
        // zh-MO, list 6: as zh-Hant-MO (table, with a slip: zh_Hant_HK, zh_Hant_HK, zh_Hant).
        "zh-MO | zh_CN zh_TW zh_HK zh_Hans zh_Hant zh_Hant_HK": ["zh_HK", "zh_TW", "zh_Hant_HK", "zh_Hant"],
        // en-CA, lists 5 and 6: current CLDR no longer puts en_CA under en_001 (table: en_001, en).
        "en-CA | en en_AU en_GB en_001": ["en"],
        "en-CA | en en_AU en_GB en_001 en_150": ["en"],
        // en-Latn_US: the cell Apple's table itself marks as not working (table: en_US, en).
        "en-Latn_US | en en_AU en_GB en_CA en_IN en_US": ["en"],
    ]

    @Test(.enabled(if: !examples.isEmpty, "needs ../shared/apple/ualoc-examples.json"))
    func tableHasAllCasesAndElevenChangedCells() {
        #expect(Self.examples.count == 208)
        let keys = Set(Self.examples.map(\.key))
        #expect(Self.currentAnswers.count == 11)
        for key in Self.currentAnswers.keys { #expect(keys.contains(key), "\(key) is not a table cell") }
        for example in Self.examples where Self.currentAnswers[example.key] != nil {
            #expect(Self.currentAnswers[example.key] != example.expected, "\(example.key) is not a changed cell")
        }
    }

    @Test(.enabled(if: !examples.isEmpty, "needs ../shared/apple/ualoc-examples.json"), arguments: examples)
    func example(_ example: Example) {
        let expected = Self.currentAnswers[example.key] ?? example.expected
        let ours = LanguageResolver.localizationsToUse(preferredLanguages: [example.preferred], availableLocalizations: example.available)
        #expect(ours == expected)
    }

    @Test(.enabled(if: !examples.isEmpty && AppleOracle.isAvailable, "needs ualoc-examples.json and Apple's ualoc_localizationsToUse"))
    func currentAnswersAreApples() throws {
        for example in Self.examples {
            let expected = Self.currentAnswers[example.key] ?? example.expected
            let apple = try #require(AppleOracle.localizationsToUse(preferredLanguages: [example.preferred], availableLocalizations: example.available))
            #expect(apple == expected, "\(example.key)")
        }
    }
}
