import PluralRules
import Testing

/// `SampleList`, the one parser of CLDR sample lists, as other modules use it (public API only).
@Suite("Sample lists read by other modules")
struct SampleListReadingTests {
    @Test func itemsKeepTheirSpellingAndTheEllipsisIsRecorded() throws {
        let list = try #require(SampleList("0, 2~16, 100, 1c6, …"))
        #expect(list.items == [.value("0"), .range("2", "16"), .value("100"), .value("1c6")])
        #expect(list.isOpenEnded)
        #expect(try #require(SampleList("0.0~1.5, 10.0")).items == [.range("0.0", "1.5"), .value("10.0")])
        #expect(try #require(SampleList("")).items.isEmpty)
    }

    @Test func malformedListsDoNotRead() {
        #expect(SampleList("1, …, 3") == nil, "… only at the end")
        #expect(SampleList("1,, 2") == nil, "no empty item")
        #expect(SampleList("1~2~3") == nil)
        #expect(SampleList("one") == nil)
    }

    @Test func theListsOfASamplesValue() throws {
        let samples = PluralSamples(integers: "1000000, 1c6, 2c6, …", decimals: "1.0000001c6, 1.1c6, …")
        #expect(try #require(samples.integerList).items == [.value("1000000"), .value("1c6"), .value("2c6")])
        #expect(try #require(samples.decimalList).isOpenEnded)
        #expect(samples.hasMoreIntegers && samples.hasMoreDecimals)
    }

    @Test func integerValuesExpandCompactExponents() {
        #expect(SampleList.integer("12") == 12)
        #expect(SampleList.integer("3c6") == 3_000_000)
        #expect(SampleList.integer("1.5") == nil)
        #expect(SampleList.integer("1.0") == nil, "visible fraction digits make a decimal")
        #expect(SampleList.integer("-1") == nil)
        #expect(SampleList.integer("x") == nil)
    }
}
