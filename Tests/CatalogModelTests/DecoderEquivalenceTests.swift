import CatalogModel
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// Files are decoded straight from the scanned text; catalogs built in memory from a
/// `JSONSerialization` tree. Both must give the same model, unknown members included.
@Suite("Decoding from the text equals decoding from JSONSerialization")
struct DecoderEquivalenceTests {
    /// The model read from `bytes`, and the one built from JSONSerialization's tree of them,
    /// written with the reference writer.
    private func bothWritten(_ bytes: Data) throws -> (fromText: Data, fromTree: Data) {
        let fromText = try CatalogReader.read(data: bytes, file: "x").catalog
        let tree = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let fromTree = try CatalogReader.catalog(fromJSONObject: tree, file: "x")
        return (try CatalogWriter.foundationData(for: fromText), try CatalogWriter.foundationData(for: fromTree))
    }

    @Test("Every corpus file", .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let written = try bothWritten(try Data(contentsOf: URL(fileURLWithPath: file.path)))
        #expect(written.fromText == written.fromTree)
    }

    @Test("The fixture with unknown fields at every level")
    func richFixture() throws {
        let written = try bothWritten(try fixture("rich.xcstrings"))
        #expect(written.fromText == written.fromTree)
    }

    @Test("Unknown members of every JSON kind keep JSONSerialization's values", arguments: [
        #"1"#, #"-0"#, #"1.5"#, #"1e2"#, #"-12.50E-3"#, #"9007199254740993"#, #"123456789012345678901234567890"#,
        #"true"#, #"false"#, #"null"#, #""text with \"escapes\" \u00e9 \ud83d\ude00""#, #"[]"#, #"{}"#,
        #"[1, 2.5, true, null, "a", [false], {"b": {}}]"#, #"{"z": 1, "a": [null], "m": {"n": -1.25}}"#,
    ])
    func unknownMember(_ value: String) throws {
        let text = #"{"sourceLanguage":"en","future":"# + value + #","strings":{"k":{"x":"# + value
            + #","localizations":{"en":{"y":"# + value + #","stringUnit":{"state":"translated","value":"v","z":"#
            + value + #"}}}}},"version":"1.0"}"#
        let written = try bothWritten(Data(text.utf8))
        #expect(written.fromText == written.fromTree)
        let catalog = try CatalogReader.read(data: Data(text.utf8), file: "x").catalog
        #expect(catalog.unknownFields["future"] != nil)
        #expect(catalog.strings["k"]?.localizations?["en"]?.stringUnit?.unknownFields["z"] != nil)
    }

    @Test("Members come in document order, and the last of duplicates wins as in JSONSerialization")
    func duplicatesLastWins() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"comment":"first","comment":"second"}},"version":"1.0"}"#
        let document = try CatalogReader.read(data: Data(text.utf8), file: "x", toleratingDuplicateKeys: true)
        #expect(document.catalog.strings["k"]?.comment == "second")
        #expect(document.keyProblems.count == 1)
    }
}

/// The scan is now the only judge of a catalog's syntax: whatever it accepts, `JSONSerialization`
/// must read too (and give the same model), so no file passes here that Foundation would refuse.
@Suite("Text the reader accepts, JSONSerialization reads the same")
struct ScanAcceptanceTests {
    static let values: [String] = [
        #""\u0000""#, #""\u001f\u007f\u0080""#, #""\ud83d\ude00""#, #""\/\b\f\n\r\t\"\\""#, "\"\u{2028}\u{2029}\"",
        "\"\u{FFFF}\u{10FFFF}\u{FEFF}\"", #""""#, #"0"#, #"-0"#, #"-0.0"#, #"1E400"#, #"1e-400"#, #"1.0e+2"#,
        #"123456789012345678901234567890"#, #"-9223372036854775809"#, #"1.7976931348623157e308"#,
        #"[]"#, #"[[[[[]]]]]"#, #"{"":{"":""}}"#, "\r\n\t [ 1 ,\r\n 2 ]",
    ]

    @Test("Values in unknown members", arguments: values)
    func unknownValue(_ value: String) throws {
        let text = #"{"sourceLanguage":"en","x":"# + value + #","strings":{"k":{"comment":"c"}},"version":"1.0"}"#
        let bytes = Data(text.utf8)
        let accepted = (try? CatalogReader.read(data: bytes, file: "x")) != nil
        let foundation = (try? JSONSerialization.jsonObject(with: bytes)) != nil
        if accepted {
            #expect(foundation, "the reader accepted what JSONSerialization refuses: \(value)")
            let tree = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
            let fromText = try CatalogWriter.foundationData(for: try CatalogReader.read(data: bytes, file: "x").catalog)
            let fromTree = try CatalogWriter.foundationData(for: try CatalogReader.catalog(fromJSONObject: tree, file: "x"))
            #expect(fromText == fromTree)
        }
    }

    @Test("Strings as values of the model", arguments: values.filter { $0.hasPrefix("\"") })
    func stringValue(_ value: String) throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"#
            + value + #"}}}}},"version":"1.0"}"#
        let bytes = Data(text.utf8)
        let decoded = try CatalogReader.read(data: bytes, file: "x").catalog
        let tree = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let fromTree = try CatalogReader.catalog(fromJSONObject: tree, file: "x")
        let a = decoded.strings["k"]?.localizations?["de"]?.stringUnit?.value
        let b = fromTree.strings["k"]?.localizations?["de"]?.stringUnit?.value
        #expect(a != nil)
        #expect(a.map { Array($0.utf8) } == b.map { Array($0.utf8) })
    }

    @Test("A value that starts with U+FEFF keeps it (JSONSerialization on Linux drops it: a silent loss)")
    func leadingByteOrderMarkInAValue() throws {
        let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"de\":{\"stringUnit\":"
            + "{\"state\":\"translated\",\"value\":\"\u{FEFF}Hallo\"}}}}},\"version\":\"1.0\"}"
        let catalog = try CatalogReader.read(data: Data(text.utf8), file: "x").catalog
        let value = try #require(catalog.strings["k"]?.localizations?["de"]?.stringUnit?.value)
        #expect(Array(value.utf8) == Array("\u{FEFF}Hallo".utf8))
        // Written back byte for byte.
        let written = try CatalogWriter.data(for: catalog)
        #expect(String(decoding: written, as: UTF8.self).contains("\"\u{FEFF}Hallo\""))
    }
}
