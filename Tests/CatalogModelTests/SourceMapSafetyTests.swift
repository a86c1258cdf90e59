import CatalogModel
import Foundation
import Testing

/// Every public entry of `JSONSourceMap` on maps of invalid texts: an answer (`nil`, an empty
/// list, a clamped location), never a trap.
@Suite("JSON source map on invalid text")
struct SourceMapSafetyTests {
    @Test("A string cut short after a backslash (a trap once: index out of range)")
    func offsetInATruncatedString() {
        let map = JSONSourceMap(utf8: Array(#"{"a":"\"#.utf8))
        #expect(!map.isValid)
        // The offset stops at the escape the text cuts short.
        #expect(map.offset(inStringAt: ["a"], utf8Offset: 5) == 6)
        #expect(map.location(inStringAt: ["a"], utf8Offset: 5) == SourceLocation(line: 1, column: 7))
    }

    @Test("Escapes cut short: the offset stops inside the text")
    func offsetsInStringsWithCutEscapes() {
        for text in [#"{"a":"x\u12"#, #"{"a":"x\ud83d"#, #"{"a":"x\ud83d\u"#, #"{"a":"x\q"}"#, #"{"a":"x\"#] {
            let map = JSONSourceMap(utf8: Array(text.utf8))
            for wanted in [-1, 0, 1, 2, 3, 100, Int.max] {
                let offset = map.offset(inStringAt: ["a"], utf8Offset: wanted)
                #expect(offset.map { $0 >= 6 && $0 <= text.utf8.count } == true, "\(text) at \(wanted)")
            }
        }
    }

    @Test("An offset beyond a valid string's end gives its closing quote")
    func offsetBeyondTheEndOfAString() {
        let map = JSONSourceMap(utf8: Array(#"{"a":"x\ny\u00e9\ud83d\ude00z"}"#.utf8))
        #expect(map.isValid)
        // x, \n, y, é (2 bytes), 😀 (4 bytes), z: the z is at decoded offset 9, text offset 28.
        #expect(map.offset(inStringAt: ["a"], utf8Offset: 9) == 28)
        #expect(map.offset(inStringAt: ["a"], utf8Offset: 10) == 29)
        #expect(map.offset(inStringAt: ["a"], utf8Offset: 1_000) == 29)
    }

    /// Many offsets of one string are counted from the previous one (a lint finding per argument of
    /// a long value was quadratic): the same answer as counting from the start, in any order.
    @Test("Offsets counted on from a cursor are those counted from the start")
    func offsetsFromACursor() throws {
        let map = JSONSourceMap(utf8: Array(#"{"a":"x\ny\u00e9\ud83d\ude00z\"q%@\t%1$@"}"#.utf8))
        let node = try #require(map.nodeIndex(at: [JSONPathComponent.key("a")]))
        var generator = SystemRandomNumberGenerator()
        for order in [Array(-2...24), Array((-2...24).reversed()), (-2...24).shuffled(using: &generator)] {
            var cursor: JSONSourceMap.StringCursor?
            for wanted in order {
                let (offset, next) = try #require(map.offset(inStringAtNode: node, utf8Offset: wanted, from: cursor))
                #expect(offset == map.offset(inStringAt: ["a"], utf8Offset: wanted), "\(wanted) in \(order)")
                cursor = next
            }
        }
    }

    @Test("A negative array index finds nothing (it found the first element once)")
    func negativeIndex() {
        let map = JSONSourceMap(utf8: Array(#"{"a":[1,2]}"#.utf8))
        #expect(map.kind(at: ["a", .index(-1)]) == nil)
        #expect(map.valueOffset(of: ["a", .index(-1)]) == nil)
        #expect(map.kind(at: ["a", .index(1)]) == .number)
        #expect(map.kind(at: ["a", .index(Int.max)]) == nil)
    }

    @Test("Empty text: nothing is found, and locations are the start")
    func emptyText() {
        let map = JSONSourceMap(utf8: [])
        #expect(map.problems.map(\.kind) == [.emptyFile])
        #expect(map.kind(at: []) == nil)
        #expect(map.members(of: []).isEmpty)
        #expect(map.nearestOffset(of: ["a", 0]) == 0)
        #expect(map.location(ofOffset: 10) == SourceLocation(line: 1, column: 1))
        #expect(map.locations(ofOffsets: [-1, 0, 99]) == Array(repeating: SourceLocation(line: 1, column: 1), count: 3))
        #expect(map.offset(inStringAt: [], utf8Offset: 0) == nil)
    }

    /// A text with every kind of value and escape, cut at every byte: each cut is an invalid map.
    static let rich = #"{"a":{"b\"c":["x\n\u00e9\ud83d\ude00y",-1.5e3,true,false,null,{}],"d":"é"},"e":[[]],"f":0}"#

    static let paths: [JSONPath] = [
        [], ["a"], ["a", "b\"c"], ["a", "b\"c", 0], ["a", "b\"c", 1], ["a", "b\"c", 5], ["a", "b\"c", .index(-1)],
        ["a", "d"], ["e", 0], ["e", 0, 0], ["f"], ["f", "g"], ["nope"], [0],
    ]

    @Test("Every public entry on every prefix of a text answers without trapping")
    func everyEntryOnEveryPrefix() {
        let bytes = Array(Self.rich.utf8)
        #expect(JSONSourceMap(utf8: bytes).isValid)
        for count in 0...bytes.count {
            let map = JSONSourceMap(utf8: Array(bytes[..<count]))
            #expect(map.isValid == (count == bytes.count))
            for path in Self.paths {
                _ = map.kind(at: path)
                _ = map.members(of: path)
                for offset in [map.valueOffset(of: path), map.keyOffset(of: path), Optional(map.nearestOffset(of: path))] {
                    if let offset { #expect(offset >= 0 && offset <= count) }
                }
                _ = map.valueLocation(of: path)
                _ = map.keyLocation(of: path)
                _ = map.nearestLocation(of: path)
                for wanted in [-1, 0, 3, 7, 100] {
                    if let offset = map.offset(inStringAt: path, utf8Offset: wanted) {
                        #expect(offset >= 0 && offset <= count)
                    }
                    _ = map.location(inStringAt: path, utf8Offset: wanted)
                }
            }
            _ = map.locations(ofOffsets: [Int.min, -1, 0, count / 2, count, count + 1, Int.max])
            _ = map.location(ofOffset: Int.max)
        }
    }

    @Test("Every public entry on texts the scan refuses at once")
    func everyEntryOnGarbage() {
        let texts: [[UInt8]] = [
            [0xFF], [0x22], [0x5C], Array("{\"a\":\"\\u".utf8), Array("{\"a\"".utf8), Array("[".utf8),
            Array("{\"a\":1,\"a\":2,".utf8), Array("{\"a\":01}".utf8), Array("{\"a\":\"\u{7}\"}".utf8),
        ]
        for bytes in texts {
            let map = JSONSourceMap(utf8: bytes)
            #expect(!map.isValid)
            for path in Self.paths + [["a"], ["a", 0]] {
                _ = map.kind(at: path)
                _ = map.members(of: path)
                _ = map.nearestLocation(of: path)
                _ = map.location(inStringAt: path, utf8Offset: 2)
            }
        }
    }
}
