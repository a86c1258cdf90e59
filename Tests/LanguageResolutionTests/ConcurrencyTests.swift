import Foundation
import Testing

@testable import LanguageResolution

/// Resolutions from many threads at once give the answers one thread gives.
@Suite struct ConcurrencyTests {
    @Test func concurrentResolutionsAgreeWithSerialOnes() async {
        let app = ["en-GB", "en-IE", "de", "it", "it-CH", "zh_HK", "zh_TW", "pt-BR", "es-419", "English"]
        var preferences: [[String]] = []
        for language in ["en", "de", "it", "zh", "pt", "es", "fr"] {
            for region in ["US", "GB", "IT", "CH", "HK", "MO", "PT", "MX", "AR", "IN", "FR"] {
                preferences.append(["\(language)-\(region)", "fr"])
            }
        }
        let serial = preferences.map { LanguageResolver.localizationsToUse(preferredLanguages: $0, availableLocalizations: app) }
        let concurrent = await withTaskGroup(of: (Int, [String]).self) { group in
            for round in 0..<8 {
                for (index, preferred) in preferences.enumerated() {
                    group.addTask {
                        // Fresh spellings each round, so that the cache is written while read.
                        let spelled = preferred.map { round % 2 == 0 ? $0 : $0.replacingOccurrences(of: "-", with: "_") }
                        return (index, LanguageResolver.localizationsToUse(preferredLanguages: spelled, availableLocalizations: app))
                    }
                }
            }
            var answers: [(Int, [String])] = []
            for await answer in group { answers.append(answer) }
            return answers
        }
        #expect(concurrent.count == preferences.count * 8)
        for (index, answer) in concurrent {
            #expect(answer == serial[index], "\(preferences[index])")
        }
    }

    @Test func theCacheEmptiesItselfAtItsLimit() {
        let cache = IdentifierCache(limit: 3)
        let first = cache.prepare(["en", "de", "fr", "it", "en"])
        #expect(first.map(\.normalized) == ["en", "de", "fr", "it", "en"])
        #expect(cache.prepare(["English"]).first?.normalized == "en")
    }

    /// Long lists (an app's localizations) are kept whole: the same list, or an equal one, gives
    /// the same prepared identifiers as preparing each one; the table of lists empties at its limit.
    @Test func listsArePreparedOnceAndStayRight() {
        let cache = IdentifierCache(limit: 3)
        let fresh = IdentifierCache(limit: 100)
        let languages = ["en", "de", "fr", "it", "es", "pt-BR", "zh-Hans", "zh_TW", "English"]
        let lists = (0..<6).map { index in Array(languages[index...] + languages[..<index]) + ["ja-\(index)"] }
        for _ in 0..<3 {
            for list in lists {
                let prepared = cache.prepare(list)
                #expect(prepared.map(\.normalized) == fresh.prepare(list).map(\.normalized))
                #expect(prepared.map(\.normalized) == list.map { fresh.prepare([$0])[0].normalized })
                // One at a time, in the same table: the same readings.
                #expect(list.map { cache.prepare($0).normalized } == prepared.map(\.normalized))
                #expect(list.map { cache.prepare($0).parentChain } == prepared.map(\.parentChain))
                // An equal list in other storage.
                #expect(cache.prepare(list.map { $0 }).map(\.normalized) == prepared.map(\.normalized))
                // As available localizations: their scoring chains, kept in their own table.
                let localizations = cache.prepareLocalizations(list)
                let one = list.map { fresh.prepareLocalizations([$0])[0] }
                #expect(localizations.map(\.availableChain) == one.map(\.availableChain))
                #expect(localizations.map(\.hasDefaultRegionPenalty) == one.map(\.hasDefaultRegionPenalty))
                #expect(localizations.map(\.normalized) == prepared.map(\.normalized))
                #expect(cache.prepareLocalizations(list.map { $0 }).map(\.availableChain) == one.map(\.availableChain))
            }
        }
        // `en_GB` has the penalty, `en` not (a preference has no scoring chain: the type has none).
        #expect(fresh.prepareLocalizations(["en-GB", "en"]).map(\.hasDefaultRegionPenalty) == [true, false])
        #expect(fresh.prepareLocalizations(["en-GB"])[0].availableChain.map(\.distance) == [0, 2, 3])
    }
}
