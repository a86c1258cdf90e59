import CatalogModel
import Foundation
import Testing

@Suite("Writer: the fast writer gives JSONSerialization's bytes")
struct WriterTests {
    @Test("Every corpus file", arguments: corpusFiles)
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
