import Testing

@testable import PluralRules

/// Every `@integer` and `@decimal` sample of every locale in the generated CLDR data evaluates to
/// the category it is listed under (about 15,000 samples). Runs without ../shared: it reads the
/// committed generated file.
@Suite struct SampleTests {
    struct Mismatch: CustomStringConvertible {
        var locale: String
        var sample: String
        var expected: PluralCategory
        var actual: PluralCategory?
        var description: String { "\(locale) \(sample): expected \(expected), got \(actual.map(\.rawValue) ?? "nil")" }
    }

    /// Evaluates every sample of every locale of `kind`; returns the number checked and the failures.
    static func checkAllSamples(kind: PluralRuleKind) -> (count: Int, mismatches: [Mismatch], malformed: [String]) {
        var count = 0
        var mismatches: [Mismatch] = []
        var malformed: [String] = []
        for locale in PluralRules.localeIdentifiers(kind: kind) {
            guard let rules = PluralRules.rules(for: locale, kind: kind) else {
                malformed.append("\(locale): no rules")
                continue
            }
            for category in rules.categories {
                let samples = rules.samples(for: category)!
                for list in [samples.integerText, samples.decimalText] {
                    guard let values = PluralSamples.expand(list) else {
                        malformed.append("\(locale) \(category): \(list)")
                        continue
                    }
                    for value in values {
                        count += 1
                        let actual = rules.category(for: value)
                        if actual != category {
                            mismatches.append(Mismatch(locale: locale, sample: value, expected: category, actual: actual))
                        }
                    }
                }
            }
        }
        return (count, mismatches, malformed)
    }

    @Test func everyCardinalSampleEvaluatesToItsCategory() {
        let result = SampleTests.checkAllSamples(kind: .cardinal)
        #expect(result.malformed.isEmpty, "\(result.malformed)")
        #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(20))")
        #expect(result.count == 12_396)
    }

    @Test func everyOrdinalSampleEvaluatesToItsCategory() {
        let result = SampleTests.checkAllSamples(kind: .ordinal)
        #expect(result.malformed.isEmpty, "\(result.malformed)")
        #expect(result.mismatches.isEmpty, "\(result.mismatches.prefix(20))")
        #expect(result.count == 2_645)
    }

    @Test func generatedTablesReadAndCoverEveryLocale() throws {
        let cardinal = try #require(CLDRRuleText.parseTable(CLDRPluralData.cardinal))
        let ordinal = try #require(CLDRRuleText.parseTable(CLDRPluralData.ordinal))
        #expect(cardinal.count == 499)
        #expect(ordinal.count == 190)
        #expect(PluralRules.localeIdentifiers(kind: .cardinal).count == 224)
        #expect(PluralRules.localeIdentifiers(kind: .ordinal).count == 108)
        #expect(PluralRules.cldrVersion == "48")
        // Every rule parses, and every locale has `other`.
        for kind in PluralRuleKind.allCases {
            for row in kind == .cardinal ? cardinal : ordinal {
                #expect(throws: Never.self, "\(row.locale) \(row.category)") { try PluralRule(row.rule) }
            }
            for locale in PluralRules.localeIdentifiers(kind: kind) {
                #expect(PluralRules.rules(for: locale, kind: kind)?.categories.last == .other, "\(locale)")
            }
        }
        // Sorted by locale, one block per locale, categories in canonical order.
        for rows in [cardinal, ordinal] {
            for (previous, next) in zip(rows, rows.dropFirst()) {
                #expect(
                    previous.locale < next.locale || (previous.locale == next.locale && previous.category < next.category),
                    "\(previous.locale) \(previous.category) before \(next.locale) \(next.category)")
            }
        }
    }
}
