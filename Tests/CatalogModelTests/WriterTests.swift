import CatalogModel
import Foundation
import Testing
import TestSupport

@Suite("Writer: the fast writer gives JSONSerialization's bytes")
struct WriterTests {
    @Test("Every corpus file", .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let catalog = try CatalogReader.read(contentsOf: file.path).catalog
        #expect(try CatalogWriter.data(for: catalog) == CatalogWriter.foundationData(for: catalog))
    }

    @Test func richFixture() throws {
        let catalog = try CatalogReader.read(data: try fixture("rich.xcstrings"), file: "rich").catalog
        #expect(try CatalogWriter.data(for: catalog) == CatalogWriter.foundationData(for: catalog))
    }

    @Test("Every ASCII character, escapes, non-ASCII and keys that sort by collation")
    func escapesAndOrder() throws {
        var everything = ""
        for byte in 0..<0x80 { everything.unicodeScalars.append(Unicode.Scalar(UInt8(byte))) }
        everything += "\u{2028}\u{2029}\u{FEFF}\u{85}é😀\u{200B}e\u{301}"
        var catalog = StringCatalog(sourceLanguage: "en")
        let keys = [everything, "item 10", "item 9", "Item 9", "a/b", "\"quoted\"", "back\\slash", "tab\there", "",
                    "é", "e\u{301}", "Z", "z", "_", "-", "1", "10", "2", "ß", "ss", "日本", "🎉", "A", "a", "ä"]
        for (index, key) in keys.enumerated() {
            catalog.strings[key] = CatalogEntry(
                comment: key, shouldTranslate: index % 2 == 0 ? false : nil,
                localizations: ["de": .translated(key), "zh-Hans": Localization(stringSet: StringSet(state: .new, values: [key, ""]))])
        }
        #expect(try CatalogWriter.data(for: catalog) == CatalogWriter.foundationData(for: catalog))
    }

    @Test("Unknown fields of every JSON type, including a fraction, which falls back to JSONSerialization")
    func unknownFields() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"x":[1,-2,true,false,null,"s",{"b":{},"a":[]}]}},"version":"1.0","y":{"n":9223372036854775807}}"#
        let catalog = try CatalogReader.read(data: data(text), file: "x").catalog
        #expect(try CatalogWriter.data(for: catalog) == CatalogWriter.foundationData(for: catalog))
        let fraction = #"{"sourceLanguage":"en","strings":{},"version":"1.0","z":[1.5,1e3]}"#
        let withFraction = try CatalogReader.read(data: data(fraction), file: "x").catalog
        #expect(try CatalogWriter.data(for: withFraction) == CatalogWriter.foundationData(for: withFraction))
    }
}

@Suite("Review fixes: what the writer and reader keep")
struct FidelityRegressionTests {
    @Test("An argNum beyond Double's precision keeps its digits")
    func largeArgNum() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"n":{"argNum":9007199254740993}}}}}},"version":"1.0"}"#
        let catalog = try CatalogReader.read(data: data(text), file: "x").catalog
        #expect(catalog.strings["k"]?.localizations?["en"]?.substitutions?["n"]?.argNum == 9_007_199_254_740_993)
        #expect(String(decoding: try CatalogWriter.data(for: catalog), as: UTF8.self).contains("9007199254740993"))
    }

    @Test("Keys that differ only in normalization keep their own bytes in every object")
    func normalizationIsKeptPerObject() throws {
        let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k1\":{\"x\":{\"\u{E9}\":1,\"a\":2}},\"k2\":{\"x\":{\"e\u{301}\":1,\"a\":2}}},\"version\":\"1.0\"}"
        let written = String(decoding: try CatalogWriter.data(for: try CatalogReader.read(data: data(text), file: "x").catalog),
                              as: UTF8.self)
        #expect(written.utf8.count > 0)
        #expect(Array(written.utf8).contains(subsequence: Array("\"e\u{301}\"".utf8)))
        #expect(Array(written.utf8).contains(subsequence: Array("\"\u{E9}\"".utf8)))
    }

    @Test("A catalog nested deeper than JSONSerialization reads is refused, not written")
    func tooDeepToReadBack() throws {
        var node = Localization.translated("x")
        for _ in 0..<200 { node = Localization(variations: Variations([.device: ["other": node]])) }
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["k"] = CatalogEntry(localizations: ["en": node])
        #expect(throws: CatalogReadError.self) { try CatalogDocument(generating: catalog, file: "deep") }
    }

    @Test("A number out of Double's range is reported where it is")
    func numberOutOfRange() {
        let errors = readErrors("{\"strings\":{},\n\"x\":1e400}")
        #expect(errors.first?.location == SourceLocation(line: 2, column: 5))
        #expect(errors.first?.message.contains("out of range") == true)
    }

    @Test("Many locations at once equal one at a time, on lines with non-ASCII text")
    func batchLocations() {
        let text = "{\"é🇫🇷\":\"x\",\"b\":[1,2,3],\n\"ü\":{\"日本\":\"語\"}, \"z\":\"\u{301}a\"}"
        let map = JSONSourceMap(utf8: Array(text.utf8))
        let offsets = Array(0..<text.utf8.count).filter { _ in true }.shuffled()
        let utf8 = Array(text.utf8)
        // Only offsets at the start of a UTF-8 sequence, as anchors always are.
        let starts = offsets.filter { utf8[$0] & 0xC0 != 0x80 && utf8[$0] == UInt8(ascii: "\"") }
        #expect(map.locations(ofOffsets: starts) == starts.map(map.location(ofOffset:)))
    }
}

extension Array where Element: Equatable {
    func contains(subsequence: [Element]) -> Bool {
        guard subsequence.count <= count else { return false }
        return (0...(count - subsequence.count)).contains { Array(self[$0..<($0 + subsequence.count)]) == subsequence }
    }
}
