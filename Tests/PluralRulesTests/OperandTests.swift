import Testing

@testable import PluralRules

/// Operands per UTS #35 Part 3, "Plural Operand Meanings".
@Suite struct OperandTests {
    /// text, i, v, w, f, t, e
    @Test(arguments: [
        ("1", 1, 0, 0, 0, 0, 0),
        ("1.0", 1, 1, 0, 0, 0, 0),
        ("1.00", 1, 2, 0, 0, 0, 0),
        ("1.3", 1, 1, 1, 3, 3, 0),
        ("1.30", 1, 2, 1, 30, 3, 0),
        ("1.03", 1, 2, 2, 3, 3, 0),
        ("1.230", 1, 3, 2, 230, 23, 0),
        ("-1.5", 1, 1, 1, 5, 5, 0),
        ("0", 0, 0, 0, 0, 0, 0),
        ("007", 7, 0, 0, 0, 0, 0),
        // Compact decimal notation: the exponent moves fraction digits into the integer.
        ("1c3", 1000, 0, 0, 0, 0, 3),
        ("1.2c3", 1200, 0, 0, 0, 0, 3),
        ("123c6", 123_000_000, 0, 0, 0, 0, 6),
        ("1.1c6", 1_100_000, 0, 0, 0, 0, 6),
        ("1.0001c3", 1000, 1, 1, 1, 1, 3),
        ("1.0000001c6", 1_000_000, 1, 1, 1, 1, 6),
        ("1.20c1", 12, 1, 0, 0, 0, 1),
        ("1e3", 1000, 0, 0, 0, 0, 3),
        ("1c0", 1, 0, 0, 0, 0, 0),
        ("18446744073709551615", 18_446_744_073_709_551_615, 0, 0, 0, 0, 0),
        ("0.123456789012345678", 0, 18, 18, 123_456_789_012_345_678, 123_456_789_012_345_678, 0),
    ] as [(String, UInt64, Int, Int, UInt64, UInt64, Int)])
    func operands(_ text: String, i: UInt64, v: Int, w: Int, f: UInt64, t: UInt64, e: Int) throws {
        let operands = try #require(PluralOperands(text))
        #expect(operands.i == i)
        #expect(operands.v == v)
        #expect(operands.w == w)
        #expect(operands.f == f)
        #expect(operands.t == t)
        #expect(operands.e == e)
        #expect(operands.c == e)
    }

    @Test func rejectsOverflowAndJunk() {
        #expect(PluralOperands("18446744073709551616") == nil)
        #expect(PluralOperands("2c19") == nil)
        #expect(PluralOperands("1c41") == nil)
        #expect(PluralOperands("1.5x") == nil)
        #expect(PluralOperands("0.1234567890123456789") == nil)
        #expect(PluralOperands("1" + String(repeating: "0", count: 100)) == nil)
    }

    /// Why text has no operands: numbers beyond the operands' range are told from text that is
    /// not a number, so that a message can say which.
    @Test func tellsOutOfRangeFromNotANumber() {
        for text in ["18446744073709551616", "2c19", "1c41", "1c999999999999999999999", "0.1234567890123456789",
                     "1" + String(repeating: "0", count: 100), "-99999999999999999999999"] {
            #expect(PluralOperands.problem(parsing: text) == .outOfRange, "\(text)")
        }
        for text in ["", "-", "1.", ".5", "1.5x", "1c", "1e-3", "+1", " 1", "1,000", "١", "abc", "1c1.5"] {
            #expect(PluralOperands.problem(parsing: text) == .notDecimalText, "\(text)")
        }
        for text in ["0", "18446744073709551615", "1c19", "0.123456789012345678", "-3", "1.50"] {
            #expect(PluralOperands.problem(parsing: text) == nil, "\(text)")
            #expect(PluralOperands(text) != nil, "\(text)")
        }
    }

    @Test func integerOperands() {
        #expect(PluralOperands(-21) == PluralOperands("21"))
        #expect(PluralOperands(0) == PluralOperands("0"))
        #expect(PluralOperands(Int.min).i == UInt64(Int.max) + 1)
        #expect(PluralOperands("1.5")?.n == 1.5)
        #expect(PluralOperands("1.50")?.isWholeNumber == false)
        #expect(PluralOperands("3.00")?.isWholeNumber == true)
    }
}

/// The rule parser and evaluator.
@Suite struct RuleSyntaxTests {
    func matches(_ rule: String, _ number: String) throws -> Bool {
        try PluralRule(rule).matches(try #require(PluralOperands(number)))
    }

    @Test func andBindsTighterThanOr() throws {
        // (i = 1 and v = 0) or (i = 0 and v != 0)
        let rule = "i = 1 and v = 0 or i = 0 and v != 0"
        #expect(try matches(rule, "1"))
        #expect(try matches(rule, "0.5"))
        #expect(try !matches(rule, "1.5"))
        #expect(try !matches(rule, "0"))
        // i = 2 or (i = 3 and v = 1)
        #expect(try matches("i = 2 or i = 3 and v = 1", "2"))
        #expect(try !matches("i = 2 or i = 3 and v = 1", "3"))
        #expect(try matches("i = 2 or i = 3 and v = 1", "3.5"))
    }

    @Test func rangesAndListsMatchWholeNumbersOnly() throws {
        #expect(try matches("n = 0..1", "1"))
        #expect(try matches("n = 0..1", "1.0"))
        #expect(try !matches("n = 0..1", "0.5"))
        #expect(try matches("n != 0..1", "0.5"))
        #expect(try matches("n % 100 = 3..10", "103"))
        #expect(try !matches("n % 100 = 3..10", "3.5"))
        #expect(try matches("i % 100 = 3..10", "3.5"))
        #expect(try matches("n = 1,3,5..7", "6"))
        #expect(try !matches("n = 1,3,5..7", "4"))
        #expect(try matches("n mod 10 = 2", "12"))
        #expect(try matches("n%10=2", "22"))
        #expect(try matches("e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5", "1c6"))
        #expect(try matches("w = 1 and t = 5", "1.50"))
        #expect(try matches("c = 3", "1c3"))
    }

    @Test func emptyRuleMatchesEverything() throws {
        #expect(try matches("", "1.5"))
        #expect(try matches("   ", "0"))
    }

    @Test(arguments: ["n", "n =", "x = 1", "n = 1 and", "n = 1 or or n = 2", "n == 1", "n = 1..", "n = 2..1", "n % 0 = 1",
        "n ! 1", "n = 1.5", "n = 1 @integer 1", "n = 99999999999999999999", "n = 1 n = 2", "or n = 1"])
    func invalidRules(_ text: String) {
        #expect(throws: PluralRuleSyntaxError.self, "\(text)") { try PluralRule(text) }
    }
}

/// Sample list expansion.
@Suite struct SampleListTests {
    @Test func expandsRangesInTheirLastVisibleDigit() {
        #expect(PluralSamples.expand("0, 2~4, 100, …") == ["0", "2", "3", "4", "100"])
        #expect(PluralSamples.expand("0.0~0.3") == ["0.0", "0.1", "0.2", "0.3"])
        #expect(PluralSamples.expand("0.00~0.02") == ["0.00", "0.01", "0.02"])
        #expect(PluralSamples.expand("1.8~2.1") == ["1.8", "1.9", "2.0", "2.1"])
        #expect(PluralSamples.expand("1c6, 1.1c6, …") == ["1c6", "1.1c6"])
        #expect(PluralSamples.expand("1c3~3c3") == ["1c3", "2c3", "3c3"])
        #expect(PluralSamples.expand("") == [])
    }

    @Test func rejectsMalformedLists() {
        for list in ["1~", "~1", "3~1", "0.0~1", "1, …, 2", "a", "1,,2", "1~2~3", "0~100000", "1c3~1c6"] {
            #expect(PluralSamples.expand(list) == nil, "\(list)")
        }
    }

    @Test func openEnded() {
        let samples = PluralSamples(integers: "1, 21, …", decimals: "0.0~1.5")
        #expect(samples.hasMoreIntegers)
        #expect(!samples.hasMoreDecimals)
        #expect(samples.integers == ["1", "21"])
        #expect(samples.decimals.count == 16)
    }
}
