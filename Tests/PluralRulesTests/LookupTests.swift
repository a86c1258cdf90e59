import Foundation
import Testing

@testable import PluralRules

/// ICU-style look-up: normalize, then trim from the right; `und` only by name.
@Suite struct LookupTests {
    @Test(arguments: [
        ("pt_PT", "pt-PT"), ("PT-pt", "pt-PT"), ("pt-pt", "pt-PT"), ("pt-PT", "pt-PT"),
        ("pt-AO", "pt"), ("pt", "pt"), ("pt_BR", "pt"),
        ("zh-Hant-HK", "zh"), ("zh_Hans", "zh"), ("sr-Latn", "sr"), ("sr-Latn-RS", "sr"),
        ("kok-Latn", "kok-Latn"), ("kok-Latn-IN", "kok-Latn"), ("kok", "kok"),
        ("und", "und"), ("und-Latn", "und"), ("root", "und"), ("UND", "und"),
        ("en", "en"), ("EN", "en"), ("en-GB", "en"), ("en_US_POSIX", "en"), ("en-US-u-ca-buddhist", "en"),
        ("es-419", "es"), ("iw", "he"), ("in", "id"), ("ji", "yi"), ("he-IL", "he"),
    ])
    func knownIdentifiers(_ identifier: String, matched: String) {
        #expect(PluralRules.rules(for: identifier)?.matchedLocaleIdentifier == matched, "\(identifier)")
    }

    @Test(arguments: [
        "xx", "", "../x", "x", "-", "pt-", "-pt", "pt--PT", "en US", "en.UTF-8", "en@calendar=x", "zzz-Latn",
        "123", "e\u{301}n", "ru/..", "abcdefghi", String(repeating: "a", count: 500),
    ])
    func unknownIdentifiers(_ identifier: String) {
        #expect(PluralRules.rules(for: identifier) == nil, "\(identifier.prefix(40))")
    }

    @Test func rootIsNotADefault() {
        #expect(PluralRules.rules(for: "und")?.categories == [.other])
        #expect(PluralRules.rules(for: "xx") == nil)
        #expect(PluralRules.rules(for: "xx-und") == nil)
    }

    @Test func ordinalLookUpDoesNotFallBackToCardinal() {
        #expect(PluralRules.rules(for: "ak", kind: .cardinal) != nil)
        #expect(PluralRules.rules(for: "ak", kind: .ordinal) == nil)
        #expect(PluralRules.rules(for: "en-GB", kind: .ordinal)?.matchedLocaleIdentifier == "en")
        #expect(PluralRules.rules(for: "pt-PT", kind: .ordinal)?.matchedLocaleIdentifier == "pt")
    }

    @Test func localeIdentifiersAreCLDRsSorted() {
        let identifiers = PluralRules.localeIdentifiers()
        #expect(identifiers == identifiers.sorted())
        #expect(identifiers.contains("pt-PT"))
        #expect(identifiers.contains("und"))
        #expect(!identifiers.contains("pt-pt"))
    }

    /// The store reads the table on its bytes: it holds every line of the table under its
    /// lowercased locale, in order, as a plain split of the table gives them.
    @Test func theIndexHoldsEveryLineUnderItsLocale() {
        for (kind, table) in [(PluralRuleKind.cardinal, CLDRPluralData.cardinal), (.ordinal, CLDRPluralData.ordinal)] {
            var expected: [String: [String]] = [:]
            var locales: [String] = []
            for line in table.split(separator: "\n") where line.contains("|") {
                let locale = String(line.split(separator: "|", omittingEmptySubsequences: false)[0]).trimmingCharacters(in: .whitespaces)
                if expected[locale.lowercased()] == nil { locales.append(locale) }
                expected[locale.lowercased(), default: []].append(String(line))
            }
            let store = PluralRulesStore(kind: kind, table: table)
            #expect(store.linesByTag.mapValues { $0.map(String.init) } == expected)
            #expect(store.identifiers == locales.sorted())
            #expect(expected.count > 100)
        }
    }

    @Test func lookUpIsSafeFromManyThreads() async {
        let identifiers = ["ru", "pt_PT", "ar", "zh-Hant-HK", "xx", "fr", "cs", "en-GB", "lv", "he"]
        await withTaskGroup(of: Bool.self) { group in
            for round in 0..<64 {
                group.addTask {
                    let identifier = identifiers[round % identifiers.count]
                    let rules = PluralRules.rules(for: identifier)
                    return identifier == "xx" ? rules == nil : rules?.category(for: "1") != nil
                }
            }
            for await succeeded in group { #expect(succeeded) }
        }
    }

    /// A fresh store parses each locale on first use, outside its lock: threads asking for the same
    /// and for different locales at once must all get what one thread alone gets.
    @Test func parsingSideBySideGivesWhatParsingAloneGives() {
        let serial = PluralRulesStore(kind: .cardinal, table: CLDRPluralData.cardinal)
        let identifiers = serial.identifiers + ["pt_PT", "zh-Hant-HK", "sr-Latn", "xx", "en-GB"]
        let expected = identifiers.map { serial.rules(for: $0).map { [$0.matchedLocaleIdentifier] + $0.categories.map(\.rawValue) } }
        let shared = PluralRulesStore(kind: .cardinal, table: CLDRPluralData.cardinal)
        let threads = 8
        let answers = (0..<threads).map { _ in Answers(count: identifiers.count) }
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread from another place, every other one backwards, so that threads meet on
            // locales not parsed yet.
            for step in 0..<identifiers.count {
                let rotated = (step + thread * identifiers.count / threads) % identifiers.count
                let index = thread % 2 == 0 ? rotated : identifiers.count - 1 - rotated
                answers[thread].set(index, shared.rules(for: identifiers[index]).map { [$0.matchedLocaleIdentifier] + $0.categories.map(\.rawValue) })
            }
        }
        for thread in 0..<threads { #expect(answers[thread].values == expected) }
    }

    /// One thread's answers (each thread writes only its own).
    private final class Answers: @unchecked Sendable {
        var values: [[String]?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: [String]?) { values[index] = value }
    }

    @Test func repeatedLookUpsAnswerTheSame() throws {
        let first = try #require(PluralRules.rules(for: "ru_RU"))
        let second = try #require(PluralRules.rules(for: "ru_RU"))
        #expect(first.matchedLocaleIdentifier == second.matchedLocaleIdentifier)
        #expect(first.categories == second.categories)
    }
}
