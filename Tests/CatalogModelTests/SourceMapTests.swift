import CatalogModel
import Foundation
import Testing

@Suite("JSON source map")
struct SourceMapTests {
    static let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Files" : {
              "localizations" : {
                "ar" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld ملفات\\n%@"
                        }
                      }
                    }
                  }
                },
                "fr" : {
                  "stringSet" : {
                    "values" : [
                      "un",
                      "deux"
                    ]
                  }
                }
              }
            }
          }
        }
        """

    let map = JSONSourceMap(utf8: Array(SourceMapTests.text.utf8))

    @Test func locatesKeysAndValues() {
        #expect(map.isValid)
        let value: JSONPath = ["strings", "Files", "localizations", "ar", "variations", "plural", "few", "stringUnit", "value"]
        #expect(map.keyLocation(of: value) == SourceLocation(line: 12, column: 19))
        #expect(map.valueLocation(of: value) == SourceLocation(line: 12, column: 29))
        #expect(map.kind(at: value) == .string)
        #expect(map.keyLocation(of: ["strings", "Files"]) == SourceLocation(line: 4, column: 5))
        #expect(map.valueLocation(of: ["strings", "Files"]) == SourceLocation(line: 4, column: 15))
        #expect(map.valueLocation(of: ["strings", "Files", "localizations", "fr", "stringSet", "values", 1])
            == SourceLocation(line: 22, column: 15))
        #expect(map.valueLocation(of: ["strings", "Nope"]) == nil)
        #expect(map.valueLocation(of: ["strings", "Files", "localizations", "fr", "stringSet", "values", 2]) == nil)
        #expect(map.valueLocation(of: []) == SourceLocation(line: 1, column: 1))
    }

    /// A key in a message or a path never writes a raw control character (an escape sequence in a
    /// key reached the terminal as it was).
    @Test func pathsQuoteControlCharactersAsJSONDoes() {
        #expect(JSONPathComponent.quoted("a\u{1B}[31mb\u{7F}") == #""a\u001B[31mb\u007F""#)
        #expect(JSONPathComponent.quoted("tab\tline\n\"q\"\\") == #""tab\tline\n\"q\"\\""#)
        #expect(JSONPathComponent.quoted("café") == "\"café\"")
        let path: JSONPath = ["strings", .key("x\u{0}y")]
        #expect(path.description == #"strings › "x\u0000y""#)
    }

    @Test func nearestLocationFallsBackToTheParent() {
        #expect(map.nearestLocation(of: ["strings", "Files", "localizations", "de", "stringUnit"])
            == SourceLocation(line: 5, column: 7))
    }

    @Test func locatesCharactersInsideAString() {
        let value: JSONPath = ["strings", "Files", "localizations", "ar", "variations", "plural", "few", "stringUnit", "value"]
        // The decoded value is "%lld ملفات\n%@": "%@" starts at UTF-8 offset 5 + 10 + 1 = 16, which in
        // the file is after 4 + 1 + 5 characters and the two-character escape `\n`.
        #expect(map.location(inStringAt: value, utf8Offset: 0) == SourceLocation(line: 12, column: 30))
        #expect(map.location(inStringAt: value, utf8Offset: 16) == SourceLocation(line: 12, column: 42))
    }

    @Test func membersInFileOrder() {
        let members = map.members(of: ["strings", "Files", "localizations"])
        #expect(members.map(\.key) == ["ar", "fr"])
        #expect(members.first?.location == SourceLocation(line: 6, column: 9))
    }

    @Test func escapedKeysAreFound() {
        let map = JSONSourceMap(utf8: Array(#"{"a\"b":{"\u00e9":1}}"#.utf8))
        #expect(map.valueLocation(of: ["a\"b", "é"]) == SourceLocation(line: 1, column: 19))
    }

    @Test("Keys are compared exactly: prefixes, longer keys, escapes, quotes in the wanted key, empty keys")
    func keysAreComparedExactly() {
        let map = JSONSourceMap(utf8: Array(#"{"ab":"x","abc":1,"a\u0062d":2,"":3,"é\"":4,"q":{"ab":5}}"#.utf8))
        func column(_ path: JSONPath) -> Int? { map.valueLocation(of: path)?.column }
        #expect(column(["ab"]) == 7)
        #expect(column(["abc"]) == 17)
        #expect(column(["abd"]) == 30)
        #expect(column([""]) == 35)
        #expect(column(["é\""]) == 43)
        #expect(column(["q", "ab"]) == 55)
        // Each of these matches the start of a key, or runs past its closing quote into the text.
        for missing: JSONPath in [["a"], ["abcd"], ["ab\":\"x"], ["ab\""], ["é"], ["q", "a"], ["x"]] {
            #expect(column(missing) == nil, "\(missing)")
        }
    }

    @Test("Objects inside arrays at any depth (a crash once: key sets were indexed by depth)")
    func objectsInsideArrays() {
        let map = JSONSourceMap(utf8: Array(#"[[{"a":[{"b":1,"b":2}]}],{"c":[[[{"d":{}}]]]}]"#.utf8))
        #expect(map.problems.map(\.kind) == [.duplicateKey])
        #expect(map.valueLocation(of: [1, "c", 0, 0, 0, "d"]) == SourceLocation(line: 1, column: 39))
    }

    @Test func lastDuplicateWinsLikeJSONSerialization() {
        let map = JSONSourceMap(utf8: Array("{\"a\":1,\n\"a\":2}".utf8))
        #expect(!map.isValid)
        #expect(map.valueLocation(of: ["a"]) == SourceLocation(line: 2, column: 5))
    }
}

@Suite("Duplicate keys in small and large objects")
struct DuplicateDetectionTests {
    @Test(arguments: [2, 8, 9, 30, 63, 64, 65, 100])
    func duplicatesAndTwinsAtEverySize(memberCount: Int) {
        var members = (0..<memberCount - 1).map { "\"k\($0)\":\($0)" }
        members.append("\"k0\":99")
        let map = JSONSourceMap(utf8: Array(("{" + members.joined(separator: ",") + "}").utf8))
        #expect(map.problems.map(\.kind) == [.duplicateKey])

        var twins = (0..<memberCount - 1).map { "\"k\($0)\":\($0)" }
        twins[0] = "\"caf\u{E9}\":0"
        twins.append("\"cafe\u{301}\":1")
        #expect(JSONSourceMap(utf8: Array(("{" + twins.joined(separator: ",") + "}").utf8)).problems.map(\.kind)
                == [.normalizationTwin])

        // Escaped and raw spellings of one key, and the Kelvin sign (canonically equivalent to K).
        var escaped = (0..<memberCount - 1).map { "\"k\($0)\":\($0)" }
        escaped.append(#""\u006b0":1"#)
        #expect(JSONSourceMap(utf8: Array(("{" + escaped.joined(separator: ",") + "}").utf8)).problems.map(\.kind)
                == [.duplicateKey])
        var kelvin = (0..<memberCount - 1).map { "\"x\($0)\":\($0)" }
        kelvin[0] = "\"K\":0"
        kelvin.append("\"\u{212A}\":1")
        #expect(JSONSourceMap(utf8: Array(("{" + kelvin.joined(separator: ",") + "}").utf8)).problems.map(\.kind)
                == [.normalizationTwin])

        let distinct = (0..<memberCount).map { "\"k\($0)\":\($0)" }
        #expect(JSONSourceMap(utf8: Array(("{" + distinct.joined(separator: ",") + "}").utf8)).isValid)

        // Long keys, which share their first bytes or differ only there, are distinct; the same
        // key twice is not.
        let long = (0..<memberCount).map { "\"a_long_key_\($0)\":\($0)" }
            + (0..<memberCount).map { "\"\($0)_a_long_key\":\($0)" }
        #expect(JSONSourceMap(utf8: Array(("{" + long.joined(separator: ",") + "}").utf8)).isValid)
        // Keys of one length that differ only in one byte: the eighth, the ninth or the last.
        for pair in [("abcdefgA", "abcdefgB"), ("abcdefgA_tail", "abcdefgB_tail"), ("abcdefghI", "abcdefghJ"),
                     ("abcdefgh_tail_1", "abcdefgh_tail_2")] {
            let members = (0..<memberCount - 2).map { "\"k\($0)\":\($0)" } + ["\"\(pair.0)\":1", "\"\(pair.1)\":2"]
            #expect(JSONSourceMap(utf8: Array(("{" + members.joined(separator: ",") + "}").utf8)).isValid, "\(pair)")
        }
        let repeated = long.prefix(memberCount - 1) + ["\"a_long_key_0\":99"]
        #expect(JSONSourceMap(utf8: Array(("{" + repeated.joined(separator: ",") + "}").utf8)).problems.map(\.kind)
                == [.duplicateKey])
    }
}
