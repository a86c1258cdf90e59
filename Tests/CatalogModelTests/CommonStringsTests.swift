@testable import CatalogModel
import Foundation
import Testing
import TestSupport

/// Decoding returns shared strings for the format's common words and language codes: it must
/// return exactly the text's string, for them, for near misses, and near the end of the text.
@Suite("Common strings in decoding")
struct CommonStringsTests {
    /// Decodes the JSON string at the start of `text` (its opening quote at offset 0).
    private func decode(_ text: String) -> String {
        Array(text.utf8).withUnsafeBufferPointer { JSONStrings.decode($0, quote: 0) }
    }

    /// What `JSONSerialization` reads for the JSON string `literal`.
    private func foundation(_ literal: String) -> String? {
        try? JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
    }

    private static let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }

    @Test func everyCommonStringDecodesToItself() {
        let twoLetters = Self.letters.flatMap { first in Self.letters.map { first + $0 } }
        for string in CommonJSONStrings.all + twoLetters {
            for padding in [0, 1, 15, 16, 40] {
                let text = "\"\(string)\"" + String(repeating: " ", count: padding)
                #expect(decode(text) == string, "\(string) with \(padding) bytes after it")
                #expect(decode(text).utf8.elementsEqual(string.utf8))
            }
        }
    }

    /// Near misses (a byte more or less, another case, an escape, a character outside ASCII) and
    /// random mixes of common pieces decode as `JSONSerialization` reads them.
    @Test func nearMissesDecodeAsFoundationReadsThem() {
        var strings = ["", "stat", "states", "stringUnitX", "xstringUnit", "State", "DE", "d", "dé", "d\\u0065",
                       "stat\\u0065", "valu\\u00e9", "zh-hans", "zh-Hans ", "e\\n", "a\u{301}", "ß", "\\u0000", "de\\u0000",
                       "formatSpecifier0", "formatSpecifie", "0123456789abcdef", "0123456789abcdefg"]
        var generator = SeededGenerator(seed: 11)
        let pieces = CommonJSONStrings.all + ["a", "Z", "-", "é", "\\\"", "\\u00e9", "日本", " "]
        for _ in 0..<2_000 {
            strings.append((0..<Int.random(in: 1...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for string in strings {
            for padding in [0, 3, 16, 40] {
                let literal = "\"\(string)\""
                let expected = foundation(literal)
                #expect(expected != nil, "\(literal) is valid JSON")
                #expect(decode(literal + String(repeating: " ", count: padding)) == expected, "\(literal)")
            }
        }
    }

    /// Bytes JSON would escape (a NUL) are compared too: a common string followed or broken by one
    /// is not that string.
    @Test func bytesAreComparedToTheLastOne() {
        let padding = Array(repeating: UInt8(ascii: " "), count: 20)
        for (bytes, expected) in [(Array("one".utf8) + [0], nil), (Array("o".utf8) + [0] + Array("e".utf8), nil),
                                  ([0] + Array("ne".utf8), nil), (Array("one".utf8), "one" as String?),
                                  (Array("de".utf8), "de"), (Array("dE".utf8), nil), ([0, 0], nil),
                                  (Array("formatSpecifier".utf8), "formatSpecifier"), (Array("formatSpecifieR".utf8), nil)] {
            let text = bytes + padding
            let found = text.withUnsafeBufferPointer { CommonJSONStrings.string(in: $0, start: 0, count: bytes.count) }
            #expect(found == expected, "\(bytes)")
        }
    }

    @Test func aDecodedDocumentHoldsTheSameStrings() throws {
        let text = #"{"sourceLanguage":"en","strings":{"one":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"other"}},"zh-Hans":{"stringUnit":{"state":"new","value":"lld"}}}}},"version":"1.0"}"#
        let catalog = try CatalogReader.read(data: Data(text.utf8), file: "common.xcstrings").catalog
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.strings.keys.sorted() == ["one"])
        let localizations = try #require(catalog.strings["one"]?.localizations)
        #expect(localizations.keys.sorted() == ["de", "zh-Hans"])
        #expect(localizations["de"]?.stringUnit?.value == "other")
        #expect(localizations["de"]?.stringUnit?.state == .translated)
        #expect(localizations["zh-Hans"]?.stringUnit?.state == .new)
        #expect(localizations["zh-Hans"]?.stringUnit?.value == "lld")
    }
}
