@testable import CatalogModel
import Foundation
import Testing
import TestSupport

/// The scan of a large text in parts (`JSONScanParts`) must give exactly what one scan of the
/// whole text gives: every node, line start, problem and member index, on real catalogs, on
/// texts split at every possible place, and on broken texts (which fall back to one scan).
@Suite("A text scanned in parts")
struct ScanPartsTests {
    /// Everything a source map holds, in a comparable form: its nodes, problems and member
    /// indexes, and the location of every byte offset it points at and of many others (the line
    /// starts it keeps differ in number when the text was scanned in parts).
    struct Contents: Equatable {
        var nodes: [[Int]]
        var problems: [JSONSourceMap.Problem]
        var memberIndexes: [Int32: [String: Int32]]
        var locations: [CatalogModel.SourceLocation]

        init(_ map: JSONSourceMap) {
            nodes = map.nodes.map {
                [Int($0.keyOffset), Int($0.valueOffset), Int($0.nextSibling), Int($0.kind.rawValue), $0.hasChildren ? 1 : 0]
            }
            problems = map.problems
            memberIndexes = map.memberIndexes
            let offsets = map.nodes.flatMap { [Int($0.keyOffset), Int($0.valueOffset)] } + Array(stride(from: 0, to: map.bytes.count, by: 61))
            locations = map.locations(ofOffsets: offsets) + offsets.prefix(2_000).map(map.location(ofOffset:))
        }
    }

    /// A catalog in Xcode's layout with `count` keys (some with two languages and a plural),
    /// and `extra` lines before `version`.
    static func xcodeText(keys count: Int, value: (Int) -> String = { "Value \($0)" }) -> String {
        var entries: [String] = []
        for index in 0..<count {
            var entry = "    \"key \(index)\" : {\n      \"localizations\" : {\n"
            entry += "        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
            entry += "            \"value\" : \"\(value(index))\"\n          }\n        }"
            if index % 3 == 0 {
                entry += ",\n        \"fr\" : {\n          \"variations\" : {\n            \"plural\" : {\n"
                entry += "              \"one\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"new\",\n"
                entry += "                  \"value\" : \"un\"\n                }\n              },\n"
                entry += "              \"other\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"new\",\n"
                entry += "                  \"value\" : \"%lld\"\n                }\n              }\n            }\n          }\n        }"
            }
            entry += "\n      }\n    }"
            entries.append(entry)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static func contents(_ text: [UInt8], _ chunking: Chunking) -> Contents {
        Contents(JSONSourceMap(utf8: text, chunking: chunking))
    }

    @Test("A catalog split into 2 to 40 parts gives what one scan gives, and is really split",
          arguments: [2, 3, 5, 16, 40])
    func splitsGiveTheWholeScan(parts: Int) {
        let text = Array(Self.xcodeText(keys: 200).utf8)
        let whole = Self.contents(text, .serial)
        #expect(whole.problems.isEmpty)
        #expect(whole.memberIndexes.count == 1)
        let split = JSONScanParts.scan(text, chunking: .chunks(parts))
        #expect(split != nil)
        #expect(JSONScanParts.splitPoints(text.withUnsafeBufferPointer { $0 }, chunking: .chunks(parts)).count == parts)
        #expect(Self.contents(text, .chunks(parts)) == whole)
    }

    @Test("Every place a part can start gives what one scan gives")
    func everySplitPoint() {
        // Two parts, the second starting at each key of `strings` in turn (the first and last
        // parts hold one key; small catalogs keep every key's members compared, not hashed).
        for keys in [3, 12, DuplicateKeyDetector.indexedObjectSize + 2] {
            let text = Array(Self.xcodeText(keys: keys).utf8)
            let whole = Self.contents(text, .serial)
            let points = JSONScanParts.splitPoints(text.withUnsafeBufferPointer { $0 }, chunking: .chunks(text.count))
            #expect(points.count == keys)  // offset 0, then every key but the first
            for point in points.dropFirst() {
                let parts = JSONScanParts.scan(text, starts: [0, point])
                #expect(parts != nil)
                #expect(Contents(JSONSourceMap(utf8: text, scannedInParts: parts)) == whole, "split at \(point)")
            }
        }
    }

    @Test("The corpus: every catalog split into 2, 3 and 7 parts gives what one scan gives",
          .enabled(if: SharedData.corpus.isAvailable))
    func corpus() throws {
        var split = 0
        for file in corpusFiles {
            let text = try [UInt8](Data(contentsOf: file.url))
            let whole = Self.contents(text, .serial)
            for parts in [2, 3, 7] {
                #expect(Self.contents(text, .chunks(parts)) == whole, "\(file) in \(parts) parts")
                if JSONScanParts.scan(text, chunking: .chunks(parts)) != nil { split += 1 }
            }
        }
        // Xcode's layout can be split wherever a file has keys enough.
        #expect(split > corpusFiles.count)
    }

    /// Texts the split must not be fooled by, each a change of `xcodeText(keys: 200)`.
    static let brokenTexts: [String: @Sendable (String) -> String] = [
        "a key of part 1 again in part 3": {
            $0.replacingOccurrences(of: "\"key 150\" :", with: "\"key 10\" :") },
        "a normalization twin across parts": {
            $0.replacingOccurrences(of: "\"key 10\" :", with: "\"caf\u{E9}\" :")
                .replacingOccurrences(of: "\"key 150\" :", with: "\"cafe\u{301}\" :") },
        "a raw line break in a string": {
            $0.replacingOccurrences(of: "Value 120", with: "Value\n    \"x\" : 120") },
        "a syntax error in the last part": {
            $0.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\",") },
        "a trailing comma in a middle part": {
            $0.replacingOccurrences(of: "\"Value 100\"\n", with: "\"Value 100\",\n") },
        "strings closed early": {
            $0.replacingOccurrences(of: "\"key 100\" : {", with: "\"key 100\" : {}}, \"x\" : {") },
        "keys indented like members of strings, deeper": {
            $0.replacingOccurrences(of: "        \"de\" : {", with: "    \"de\" : {") },
        "a document in an array": { "[" + $0 + "]" },
        "nothing after the strings": {
            $0.replacingOccurrences(of: "\n  },\n  \"version\" : \"1.0\"\n}\n", with: "\n  }\n}\n") },
        "strings left open": {
            $0.replacingOccurrences(of: "\n  },\n  \"version\" : \"1.0\"\n}\n", with: "\n}\n") },
    ]

    @Test("Problems in any part, duplicates across parts and other layouts: what one scan gives",
          arguments: brokenTexts.keys.sorted())
    func brokenText(_ description: String) throws {
        let change = try #require(Self.brokenTexts[description])
        let text = Array(change(Self.xcodeText(keys: 200)).utf8)
        #expect(text != Array(Self.xcodeText(keys: 200).utf8))
        let whole = Self.contents(text, .serial)
        for parts in [2, 3, 8, 40] {
            #expect(Self.contents(text, .chunks(parts)) == whole, "\(description), \(parts) parts")
        }
    }

    @Test("A flat file (keys at the top, their languages indented like members of strings) is scanned whole")
    func flatLayout() {
        // Split points are found (`,` then a key four spaces in), but every middle part closes the
        // object it started in: the scan in parts gives up (each such part at its first `}`).
        var text = "{\n"
        text += (0..<300).map { index in
            "  \"key \(index)\" : {\n" + ["de", "fr", "ja"].map { "    \"\($0)\" : \"Wert \(index)\"" }.joined(separator: ",\n") + "\n  }"
        }.joined(separator: ",\n")
        text += "\n}\n"
        let bytes = Array(text.utf8)
        #expect(JSONScanParts.splitPoints(bytes.withUnsafeBufferPointer { $0 }, chunking: .chunks(4)).count == 4)
        #expect(JSONScanParts.scan(bytes, chunking: .chunks(4)) == nil)
        #expect(Self.contents(bytes, .chunks(4)) == Self.contents(bytes, .serial))
    }

    @Test("Random edits of a catalog: split in parts, the scan gives what one scan gives")
    func randomEdits() {
        let original = Array(Self.xcodeText(keys: 90, value: { $0 % 7 == 0 ? "Wert \u{E9}\u{1F600} \\\"\($0)\\\"" : "W \($0)" }).utf8)
        let replacements = Array("{}[],:\"\\\n 0a\u{E9}".utf8) + [0xFF, 0x09]
        var random = SeededGenerator(seed: 16)
        for _ in 0..<300 {
            var text = original
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = Int(random.next() % UInt64(text.count))
                let replacement = replacements[Int(random.next() % UInt64(replacements.count))]
                switch random.next() % 3 {
                case 0: text[at] = replacement
                case 1: text.insert(replacement, at: at)
                default: text.remove(at: at)
                }
            }
            let whole = Self.contents(text, .serial)
            let parts = 2 + Int(random.next() % 12)
            #expect(Self.contents(text, .chunks(parts)) == whole)
        }
    }
}
