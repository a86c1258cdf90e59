import CatalogModel
import Foundation
import Testing
import CatalogWriting

@Suite("Bad input: a clear error at file:line:col, never a crash")
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var kind: ReadDiagnostic.Kind
        var line: Int
        var column: Int
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ kind: ReadDiagnostic.Kind, _ line: Int, _ column: Int) {
            self.init(name, Array(text.utf8), kind, line, column)
        }

        init(_ name: String, _ bytes: [UInt8], _ kind: ReadDiagnostic.Kind, _ line: Int, _ column: Int) {
            self.name = name
            self.bytes = bytes
            self.kind = kind
            self.line = line
            self.column = column
        }
    }

    static let cases: [Case] = [
        Case("empty file", "", .emptyFile, 1, 1),
        Case("only whitespace", "  \n  ", .emptyFile, 2, 3),
        Case("invalid UTF-8", Array(#"{"a":""#.utf8) + [0xFF] + Array(#""}"#.utf8), .invalidUTF8, 1, 7),
        Case("overlong UTF-8", Array("{\n\"a\":\"".utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8), .invalidUTF8, 2, 6),
        Case("truncated object", "{\n  \"strings\" : {", .truncated, 2, 16),
        Case("truncated string", "{\n  \"strings\" : \"abc", .truncated, 2, 19),
        Case("raw tab in a string", "{\"a\":\"x\ty\"}", .controlCharacter, 1, 8),
        Case("raw line break in a string", "{\n  \"a\" : \"x\ny\"\n}", .controlCharacter, 2, 11),
        Case("invalid escape", #"{"a":"\x"}"#, .invalidEscape, 1, 7),
        Case("short unicode escape", #"{"a":"\u12"}"#, .invalidEscape, 1, 7),
        Case("lone high surrogate", #"{"a":"\ud800x"}"#, .invalidEscape, 1, 7),
        Case("lone low surrogate", #"{"a":"\udc00"}"#, .invalidEscape, 1, 7),
        Case("trailing comma in an object", "{\n  \"a\" : 1,\n}", .trailingComma, 3, 1),
        Case("trailing comma in an array", "{\"a\":[1,2,]}", .trailingComma, 1, 11),
        Case("missing colon", "{\"a\" 1}", .syntax, 1, 6),
        Case("unquoted key", "{a:1}", .syntax, 1, 2),
        Case("garbage after the value", "{}\n x", .syntax, 2, 2),
        Case("leading zero", "{\"a\":01}", .syntax, 1, 6),
        Case("bare word", "{\"a\":nope}", .syntax, 1, 6),
        Case("nesting over the limit", "{\"a\":" + String(repeating: "[", count: 600), .nestingTooDeep, 1, 517),
        Case("top level is an array", "[1]", .wrongType, 1, 1),
        Case("top level is a string", "\"x\"", .wrongType, 1, 1),
        Case(
            "strings is not an object",
            """
            {
              "sourceLanguage" : "en",
              "strings" : [],
              "version" : "1.0"
            }
            """, .wrongType, 3, 15),
        Case(
            "stringUnit without value",
            """
            {
              "strings" : {
                "a" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated"
                      }
                    }
                  }
                }
              }
            }
            """, .missingField, 6, 26),
        Case(
            "stringUnit value is a number",
            """
            {
              "strings" : {
                "a" : {
                  "localizations" : {
                    "ar" : {
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : 3
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
            """, .wrongType, 11, 29),
        Case(
            "argNum is a string",
            """
            {
              "strings" : {
                "%#@n@" : {
                  "localizations" : {
                    "en" : {
                      "substitutions" : {
                        "n" : {
                          "argNum" : "1"
                        }
                      }
                    }
                  }
                }
              }
            }
            """, .wrongType, 8, 26),
        Case(
            "argNum is fractional",
            """
            {"strings":{"k":{"localizations":{"en":{"substitutions":{"n":{"argNum":1.5}}}}}}}
            """, .wrongType, 1, 72),
        Case("shouldTranslate is a number", #"{"strings":{"k":{"shouldTranslate":0}}}"#, .wrongType, 1, 36),
        Case("comment is an array", #"{"strings":{"k":{"comment":[]}}}"#, .wrongType, 1, 28),
        Case("entry is a string", #"{"strings":{"k":"v"}}"#, .wrongType, 1, 17),
        Case("stringSet values hold a number", #"{"strings":{"k":{"localizations":{"en":{"stringSet":{"values":["a",2]}}}}}}"#, .wrongType, 1, 68),
        Case("variations kind is an array", #"{"strings":{"k":{"localizations":{"en":{"variations":{"plural":[]}}}}}}"#, .wrongType, 1, 64),
        Case(
            "duplicate key",
            """
            {
              "strings" : {
                "Files" : {
                },
                "Files" : {
                }
              }
            }
            """, .duplicateKey, 5, 5),
        Case("NFC/NFD twin keys", "{\"strings\":{\"caf\u{E9}\":{},\n\"cafe\u{301}\":{}}}", .normalizationTwin, 2, 1),
        // Where the bad code unit is in the text before it (these said 1:1 and a byte offset).
        Case("UTF-16 with an odd byte count", [0xFF, 0xFE, 0x7B, 0x00, 0x7D], .invalidUTF8, 1, 2),
        Case("UTF-16 with a lone surrogate on line 2, after a character beyond U+FFFF",
             [0xFE, 0xFF] + Array("{\n\"😀\" : \"".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }) + [0xDC, 0x00],
             .invalidUTF8, 2, 8),
        Case("UTF-32", [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00], .invalidUTF8, 1, 1),
    ]

    @Test(arguments: cases)
    func reportsPosition(_ testCase: Case) {
        let errors = readErrors(Data(testCase.bytes), file: "bad.xcstrings")
        let first = errors.first
        #expect(first?.kind == testCase.kind)
        #expect(first?.location == SourceLocation(line: testCase.line, column: testCase.column))
        #expect(first?.file == "bad.xcstrings")
        #expect(first?.description.hasPrefix("bad.xcstrings:\(testCase.line):\(testCase.column): error: ") == true)
    }

    @Test("Nesting 100,000 levels deep is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let errors = readErrors(text)
        #expect(errors.first?.kind == .nestingTooDeep)
        let objects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(readErrors(objects).first?.kind == .nestingTooDeep)
    }

    @Test("Every duplicate is reported, with the first occurrence as related location")
    func allDuplicates() {
        let text = "{\"strings\":{\"a\":{},\"a\":{},\"b\":{\"x\":1,\"x\":2}}}"
        let errors = readErrors(text)
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.kind == .duplicateKey })
        #expect(errors.first?.related == [SourceLocation(line: 1, column: 13)])
    }

    @Test("Columns count characters, not bytes")
    func columnsCountCharacters() {
        // "é" is two bytes and one character, "🇫🇷" eight bytes and one character: the tab is character 9.
        let text = "{\"é🇫🇷\":\"x\ty\"}"
        let error = readErrors(text).first
        #expect(error?.location == SourceLocation(line: 1, column: 9))
    }

    @Test("A byte order mark is read with a warning and removed by formatting")
    func byteOrderMark() throws {
        let canonical = try fixture("rich.xcstrings")
        let withBOM = Data([0xEF, 0xBB, 0xBF]) + canonical
        let result = try CatalogFormatter.format(data: withBOM, file: "bom.xcstrings")
        #expect(result.warnings.map(\.kind) == [.byteOrderMark])
        #expect(result.warnings.first?.severity == .warning)
        #expect(!result.isCanonical)
        #expect(result.formatted == canonical)
    }

    @Test("UTF-16 in either byte order, with or without a BOM, loses nothing", arguments: [true, false])
    func utf16(bigEndian: Bool) throws {
        let canonical = try fixture("rich.xcstrings")
        let text = String(decoding: canonical, as: UTF8.self)
        var bytes: [UInt8] = []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        for bom in [true, false] {
            let input = Data((bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []) + bytes)
            let result = try CatalogFormatter.format(data: input, file: "utf16.xcstrings")
            #expect(result.warnings.map(\.kind) == [.utf16])
            #expect(result.formatted == canonical)
        }
    }

    @Test("JSON that is valid but not in Xcode's format reads fine and is reported as not canonical")
    func compactJSON() throws {
        let text = #"{"version":"1.0","sourceLanguage":"en","strings":{"b":{},"a":{"comment":"x"}}}"#
        let result = try CatalogFormatter.format(data: data(text), file: "c.xcstrings")
        #expect(result.firstDifference == SourceLocation(line: 1, column: 2))
        #expect(try CatalogFormatter.format(data: result.formatted, file: "c").isCanonical)
    }
}

@Suite("Large catalogs decoded on several cores")
struct ParallelDecodeTests {
    @Test("The error reported is the first in the file, whatever the split")
    func firstErrorInFileOrder() {
        var lines = (0..<3000).map { "\"key \($0)\":{\"comment\":\"c\"}" }
        lines[2500] = "\"key 2500\":{\"comment\":2}"
        lines[1700] = "\"key 1700\":{\"comment\":1}"
        let text = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n" + lines.joined(separator: ",\n") + "}}"
        let errors = readErrors(text)
        #expect(errors.count == 1)
        #expect(errors.first?.location == SourceLocation(line: 1702, column: 23))
        #expect(errors.first?.path == ["strings", "key 1700", "comment"])
    }

    @Test func everyEntryIsDecoded() throws {
        let lines = (0..<3000).map { "\"key \($0)\":{\"comment\":\"c\($0)\"}" }
        let text = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + lines.joined(separator: ",") + "}}"
        let catalog = try CatalogReader.read(data: data(text), file: "x").catalog
        #expect(catalog.strings.count == 3000)
        #expect(catalog.strings["key 2999"]?.comment == "c2999")
    }
}
