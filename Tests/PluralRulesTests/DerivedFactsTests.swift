import Testing

import PluralRules

/// What the linter needs beyond evaluation: which categories integers reach, and which single
/// integer a category covers.
@Suite struct DerivedFactsTests {
    @Test func integerCategories() throws {
        #expect(PluralRules.rules(for: "cs")?.integerCategories == [.one, .few, .other])
        #expect(PluralRules.rules(for: "sk")?.integerCategories == [.one, .few, .other])
        #expect(PluralRules.rules(for: "ru")?.integerCategories == [.one, .few, .many])
        #expect(PluralRules.rules(for: "uk")?.integerCategories == [.one, .few, .many])
        #expect(PluralRules.rules(for: "pl")?.integerCategories == [.one, .few, .many])
        #expect(PluralRules.rules(for: "en")?.integerCategories == [.one, .other])
        #expect(PluralRules.rules(for: "fr")?.integerCategories == [.one, .many, .other])
        #expect(PluralRules.rules(for: "ar")?.integerCategories == Set(PluralCategory.allCases))
        #expect(PluralRules.rules(for: "ja")?.integerCategories == [.other])
    }

    @Test func largeNumberCategoriesAreTheRomanceManyOfExactMillions() throws {
        for language in ["fr", "es", "it", "pt", "pt-PT", "ca"] {
            #expect(PluralRules.rules(for: language)?.largeNumberCategories == [.many], "\(language)")
        }
        for language in ["en", "ru", "ar", "cs", "ja", "pl", "cy", "lv"] {
            #expect(PluralRules.rules(for: language)?.largeNumberCategories == [], "\(language)")
        }
    }

    @Test func coversSingleInteger() throws {
        let cases: [(String, PluralCategory, Int?)] = [
            ("en", .one, 1), ("en", .other, nil),
            ("ar", .zero, 0), ("ar", .one, 1), ("ar", .two, 2), ("ar", .few, nil), ("ar", .other, nil),
            ("ru", .one, nil), ("ru", .other, nil), ("ru", .many, nil),
            ("fr", .one, nil), ("fr", .many, nil),
            ("pt", .one, nil), ("pt-PT", .one, 1),
            ("he", .one, 1), ("he", .two, 2),
            ("cy", .zero, 0), ("cy", .few, 3), ("cy", .many, 6),
            ("lv", .zero, nil), ("cs", .one, 1), ("cs", .many, nil),
            ("ja", .one, nil),  // not a category of Japanese
        ]
        for (locale, category, expected) in cases {
            let rules = try #require(PluralRules.rules(for: locale))
            #expect(rules.coversSingleInteger(category) == expected, "\(locale) \(category)")
        }
        let englishOrdinals = try #require(PluralRules.rules(for: "en", kind: .ordinal))
        #expect(englishOrdinals.coversSingleInteger(.one) == nil)
        #expect(PluralRules.rules(for: "hi", kind: .ordinal)?.coversSingleInteger(.many) == 6)
    }

    /// Integers to evaluate: 0...10,000 and every power of ten and its neighbours up to 10^18.
    static let probeIntegers: [Int] = {
        var integers = Array(0...10_000)
        var power = 10
        for _ in 1...18 {
            integers += [power - 1, power, power + 1]
            for factor in [2, 21] {
                let (product, overflow) = power.multipliedReportingOverflow(by: factor)
                if !overflow { integers.append(product) }
            }
            power = power.multipliedReportingOverflow(by: 10).partialValue
        }
        return integers
    }()

    /// The sample-derived facts agree with evaluation for every locale and kind.
    @Test(arguments: PluralRuleKind.allCases)
    func samplesAgreeWithEvaluation(_ kind: PluralRuleKind) throws {
        for locale in PluralRules.localeIdentifiers(kind: kind) {
            let rules = try #require(PluralRules.rules(for: locale, kind: kind))
            var reached: [PluralCategory: [Int]] = [:]
            for integer in DerivedFactsTests.probeIntegers {
                reached[rules.category(forInteger: integer), default: []].append(integer)
            }
            #expect(Set(reached.keys) == rules.integerCategories, "\(kind) \(locale)")
            for category in rules.categories {
                let covered = reached[category] ?? []
                let single = rules.coversSingleInteger(category)
                if let single {
                    #expect(covered == [single], "\(kind) \(locale) \(category) covers \(covered.prefix(5))")
                } else {
                    #expect(covered.count != 1, "\(kind) \(locale) \(category) covers only \(covered)")
                }
            }
        }
    }
}
