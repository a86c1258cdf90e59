import Testing

import PluralRules

/// Hand-checked answers from the issue and the CLDR charts.
@Suite struct GoldenTests {
    /// `locale`, numbers as text, the expected category of each.
    static let cases: [(String, [String], [PluralCategory])] = [
        ("fr", ["1000000", "1500000"], [.many, .other]),
        ("pt", ["0"], [.one]),
        ("pt-PT", ["0"], [.other]),
        ("he", ["20"], [.other]),
        ("lv", ["10"], [.zero]),
        ("cs", ["1.5"], [.many]),
        ("ar", ["0", "1", "2", "3", "11", "100"], [.zero, .one, .two, .few, .many, .other]),
        ("ru", ["1", "2", "5", "21", "1.5"], [.one, .few, .many, .one, .other]),
        ("ja", ["1"], [.other]),
        // Visible fraction digits count.
        ("en", ["1", "1.0", "0", "2", "1.5"], [.one, .other, .other, .other, .other]),
        // Compact exponents: 1c6 is a million shown as "1M".
        ("fr", ["1c6", "1.5c6", "1c3", "1.0000001c6", "2000000.0", "0", "1.5"], [.many, .many, .other, .many, .other, .one, .one]),
        ("es", ["1000000", "1c6", "1", "2"], [.many, .many, .one, .other]),
        // `n % 100` keeps the fraction; `i % 100` drops it.
        ("ar", ["3.5", "103", "103.0", "111"], [.other, .few, .few, .many]),
        ("lt", ["0.5", "1", "11", "21", "2", "10"], [.many, .one, .other, .one, .few, .other]),
        ("pl", ["1", "2", "5", "22", "1.5"], [.one, .few, .many, .few, .other]),
        ("cy", ["0", "1", "2", "3", "6", "4"], [.zero, .one, .two, .few, .many, .other]),
        ("he", ["1", "2", "3", "0.5"], [.one, .two, .other, .one]),
        // Negative numbers use their absolute value.
        ("en", ["-1", "-1.0"], [.one, .other]),
    ]

    @Test(arguments: 0..<GoldenTests.cases.count)
    func goldenCase(_ index: Int) throws {
        let (locale, numbers, expected) = GoldenTests.cases[index]
        let rules = try #require(PluralRules.rules(for: locale))
        #expect(numbers.map { rules.category(for: $0) } == expected, "\(locale)")
    }

    @Test func integersMatchDecimalTextWithoutFraction() throws {
        let rules = try #require(PluralRules.rules(for: "ru"))
        #expect([1, 2, 5, 21, 11, 111, -21].map(rules.category(forInteger:)) == [.one, .few, .many, .one, .many, .many, .one])
        let french = try #require(PluralRules.rules(for: "fr"))
        #expect(french.category(forInteger: 1_000_000) == .many)
        #expect(french.category(forInteger: 2_000_000) == .many)
        #expect(french.category(forInteger: 1_500_000) == .other)
        #expect(french.category(forInteger: Int.min) == .other)
        #expect(french.category(forInteger: Int.max) == .other)
    }

    @Test func ordinalRules() throws {
        let english = try #require(PluralRules.rules(for: "en", kind: .ordinal))
        #expect(english.kind == .ordinal)
        #expect(english.categories == [.one, .two, .few, .other])
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(english.category(forInteger:))
            == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one])
        let french = try #require(PluralRules.rules(for: "fr", kind: .ordinal))
        #expect(french.categories == [.one, .other])
        #expect(french.category(forInteger: 1) == .one)
        #expect(french.category(forInteger: 2) == .other)
    }

    @Test func categorySets() throws {
        let expected: [String: [PluralCategory]] = [
            "ar": [.zero, .one, .two, .few, .many, .other],
            "ru": [.one, .few, .many, .other],
            "fr": [.one, .many, .other],
            "ja": [.other],
            "en": [.one, .other],
            "cs": [.one, .few, .many, .other],
            "und": [.other],
        ]
        for (locale, categories) in expected {
            #expect(PluralRules.rules(for: locale)?.categories == categories, "\(locale)")
        }
    }

    @Test func unparsableTextHasNoCategory() throws {
        let rules = try #require(PluralRules.rules(for: "en"))
        for text in ["", " 1", "1 ", "abc", "1.", ".5", "1,000", "1e", "1c", "1.5.5", "+1", "--1", "1c-3", "١", "1\u{0}",
            "99999999999999999999", "0.1234567890123456789", String(repeating: "9", count: 10_000)]
        {
            #expect(rules.category(for: text) == nil, "\(text.prefix(30))")
        }
        #expect(rules.category(for: String(repeating: "0", count: 10_000) + "1") == .one)
    }
}
