@testable import CatalogLint
import FormatSpecifiers
import PluralRules
import Testing

/// The plural rules' summaries of what a category covers, read from the lists `SampleList` parses.
@Suite("Plural sample summaries")
struct PluralSampleSummaryTests {
    @Test func integersAreSummarizedWithRangesAndAValueListedTwiceOnce() throws {
        let spanishMany = try #require(PluralRules.rules(for: "es")?.samples(for: .many))
        #expect(PluralLint.integerSummary(spanishMany) == "1000000, 2000000, 3000000…")
        #expect(PluralLint.sampleIntegers(spanishMany, count: 3) == [1_000_000, 2_000_000, 3_000_000])
        let russianFew = try #require(PluralRules.rules(for: "ru")?.samples(for: .few))
        #expect(PluralLint.integerSummary(russianFew) == "2–4, 22–24, 32–34…")
        #expect(PluralLint.sampleIntegers(russianFew) == [2, 3, 4, 22, 23, 24, 32, 33])
    }

    @Test func decimalsAreSummarizedAsWritten() throws {
        let czechMany = try #require(PluralRules.rules(for: "cs")?.samples(for: .many))
        #expect(PluralLint.decimalSummary(czechMany) == "0.0–1.5, 10.0, 100.0…")
        #expect(PluralLint.decimalSummary(PluralSamples(integers: "", decimals: "0.5, 1.5")) == "0.5, 1.5")
    }

    @Test("A malformed list has no summary (CLDR's lists are read strictly, by PluralRules, once)")
    func malformedListsHaveNoSummary() {
        let malformed = PluralSamples(integers: "1, …, 3", decimals: "0.5,, 1.5")
        #expect(PluralLint.integerSummary(malformed) == nil)
        #expect(PluralLint.sampleIntegers(malformed).isEmpty)
        #expect(PluralLint.decimalSummary(malformed) == nil)
        #expect(PluralLint.integerSummary(PluralSamples(integers: "5~3", decimals: "")) == nil, "a range that runs backwards")
    }

    /// The numbers a plural form shows, counted once per argument (`plural-implied-quantity`).
    @Test(arguments: [
        ("%lld files", 1), ("No files", 0), ("%@ has %lld of %lld", 2), ("%1$lld and %1$lld", 1),
        ("%2$lld of %1$.1f", 2), ("%@ and %s", 0), ("%#@items@ %lld", 1), ("%lld%%", 1),
        (String(repeating: "%d ", count: 130), 130), (String(repeating: "%1$d %d ", count: 70), 70),
    ])
    func numbersAreCountedOncePerArgument(_ value: String, _ count: Int) {
        #expect(PluralLint.countArguments(in: FormatString.parse(value)) == count)
    }

    @Test func argPlaceholderCountsAsOneNumber() {
        #expect(PluralLint.countArguments(in: FormatString.parse("%arg of %arg, %lld", allowArgPlaceholder: true)) == 2)
    }
}
