import CatalogModel
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// The writer is given the keys in the order of the file read or generated from, to sort them
/// faster (`CatalogWriter.data(for:keyOrder:)`): whatever that order is, the bytes must be the same.
@Suite("Key order: a hint for sorting the keys never changes the bytes")
struct KeyOrderTests {
    /// The orders a hint may come in: the file's own, reversed, shuffled, a part of it, with keys
    /// the catalog does not have and with duplicates.
    private static func hints(for keys: [String], seed: UInt64) -> [[String]] {
        var generator = SeededGenerator(seed: seed)
        let shuffled = keys.shuffled(using: &generator)
        let part = shuffled.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
        return [keys, keys.reversed(), shuffled, part, ["not a key"] + part + keys.prefix(5) + ["another"], []]
    }

    @Test("Every corpus file, with its own key order and five others",
          .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let document = try CatalogReader.read(contentsOf: file.path)
        let expected = try CatalogWriter.data(for: document.catalog)
        #expect(document.keyOrder.count == document.catalog.strings.count)
        for hint in Self.hints(for: document.keyOrder, seed: UInt64(file.path.utf8.count)) {
            #expect(try CatalogWriter.data(for: document.catalog, keyOrder: hint) == expected)
        }
    }

    @Test("Many keys (written in chunks), numbers, case, non-ASCII: JSONSerialization's bytes whatever the hint")
    func manyKeys() throws {
        var generator = SeededGenerator(seed: 16)
        let words = ["item", "Item", "ITEM", "é", "e\u{301}x", "ß", "日本", "a-b", "a_b", "10", "9", "", " "]
        var catalog = StringCatalog(sourceLanguage: "en")
        while catalog.strings.count < 700 {
            let key = (0..<Int.random(in: 1...3, using: &generator))
                .map { _ in words.randomElement(using: &generator)! + String(Int.random(in: 0...120, using: &generator)) }
                .joined(separator: " ")
            catalog.strings[key] = CatalogEntry(localizations: ["de": .translated(key)])
        }
        let expected = try CatalogWriter.foundationData(for: catalog)
        let sorted = try CatalogReader.read(data: expected, file: "sorted").keyOrder
        #expect(try CatalogWriter.data(for: catalog) == expected)
        for hint in Self.hints(for: sorted, seed: 7) {
            #expect(try CatalogWriter.data(for: catalog, keyOrder: hint) == expected)
        }
    }

    @Test("A hint that spells a key in another normalization: the catalog's spelling is written")
    func normalizationOfTheHint() throws {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 0..<300 { catalog.strings["key \(index)"] = CatalogEntry() }
        catalog.strings[composed] = CatalogEntry(comment: "composed")
        let expected = try CatalogWriter.data(for: catalog)
        let written = try CatalogWriter.data(for: catalog, keyOrder: [decomposed, decomposed, "key 1", composed])
        #expect(written == expected)
        #expect(written.range(of: Data(composed.utf8)) != nil)
        #expect(written.range(of: Data(decomposed.utf8)) == nil)
    }

    @Test("The file's key order: the keys as they stand, duplicates included; none without strings")
    func keyOrderOfAFile() throws {
        let text = #"{"sourceLanguage":"en","strings":{"b":{},"a\u00e9":{},"b":{},"c":{}},"version":"1.0"}"#
        let document = try CatalogReader.read(data: Data(text.utf8), file: "t.xcstrings", toleratingDuplicateKeys: true)
        #expect(document.keyOrder == ["b", "a\u{E9}", "b", "c"])
        let empty = try CatalogReader.read(data: Data(#"{"sourceLanguage":"en","version":"1.0"}"#.utf8), file: "e")
        #expect(empty.keyOrder.isEmpty)
    }
}
