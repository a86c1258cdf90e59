@testable import CatalogModel
import Foundation
import Testing
import TestSupport

/// Lines and columns from `JSONSourceMap`, which keeps only every 64th line start, against the
/// plain definition: one line per `\n` (or `\r` alone) before the offset, the column one more than the characters
/// between the line's start and the offset.
@Suite("Source locations")
struct SourceLocationTests {
    /// The location of `offset`, from the start of every line (`lineStarts`, made by `lineStarts(of:)`).
    static func expected(_ bytes: [UInt8], _ lineStarts: [Int], _ offset: Int) -> CatalogModel.SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var (low, high) = (0, lineStarts.count)  // the last line start at or before offset
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        let line = low
        return CatalogModel.SourceLocation(
            line: line + 1, column: String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self).count + 1)
    }

    /// After every `\n`, and after every `\r` that no `\n` follows (old Mac line ends).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && bytes.dropFirst($0 + 1).first != 0x0A) }.map { $0 + 1 }
    }

    /// Checks offsets of `bytes` (every `step`-th byte that starts a character, as findings point)
    /// one by one, and all of them at once in a shuffled order.
    static func check(_ bytes: [UInt8], every step: Int = 1) {
        let map = JSONSourceMap(utf8: bytes)
        let offsets = stride(from: 0, through: bytes.count, by: step).filter { offset in
            offset == bytes.count || bytes[offset] & 0xC0 != 0x80
        } + [-3, bytes.count + 5]
        var shuffled = offsets
        var generator = SeededGenerator(seed: UInt64(bytes.count))
        shuffled.shuffle(using: &generator)
        let lineStarts = Self.lineStarts(of: bytes)
        let expected = shuffled.map { Self.expected(bytes, lineStarts, $0) }
        #expect(map.locations(ofOffsets: shuffled) == expected)
        for (offset, location) in zip(shuffled, expected).prefix(2_000) {
            #expect(map.location(ofOffset: offset) == location, "offset \(offset)")
        }
    }

    @Test("Catalogs of 1 to 300 lines, with CRLF, tabs, accents, combining marks and emoji")
    func generatedTexts() {
        for lines in [1, 2, 63, 64, 65, 127, 128, 129, 300] {
            var text = "{\r\n"
            for line in 0..<lines {
                // `a\u{0323}` is one character of two scalars: an offset at its mark is inside it.
                text += "\t\"k\(line)\" :  \"é😀 a\u{0323}b \(String(repeating: "x", count: line % 7))\","
                    + (line % 3 == 0 ? "\r\n" : "\n")
            }
            text += "\"end\" : [\n\n\n1,\n  2]\n}\n"
            Self.check(Array(text.utf8))
        }
    }

    /// Editors show a `\r` alone as a line end; so do the tools (they said line 1 for every
    /// error of such a file).
    @Test("Catalogs with old Mac line ends (a \\r alone), mixed with \\r\\n and \\n")
    func carriageReturnsAlone() {
        for lines in [1, 2, 64, 65, 200] {
            var text = "{\r"
            for line in 0..<lines {
                text += "\t\"k\(line)\" :  \"é😀 a\u{0323}b\"," + (line % 5 == 0 ? "\r\n" : line % 5 == 1 ? "\n" : "\r")
            }
            text += "\"end\" : [\r\r\r1,\r  2]\r}\r"
            Self.check(Array(text.utf8))
            #expect(TextLines.starts(of: Array(text.utf8)) == Self.lineStarts(of: Array(text.utf8)))
        }
        let bytes = Array("{\r  \"sourceLanguage\" : \"en\",\r  \"strings\" : {\r\r  },\r  \"version\" : 1\r}".utf8)
        #expect(throws: CatalogReadError.self) { try CatalogReader.read(data: Data(bytes), file: "cr.xcstrings") }
        do {
            _ = try CatalogReader.read(data: Data(bytes), file: "cr.xcstrings")
        } catch let error as CatalogReadError {
            #expect(error.diagnostics.first?.location == CatalogModel.SourceLocation(line: 6, column: 15))
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("Line breaks found eight bytes at a time: every byte value at every place of a word")
    func lineBreakBytes() {
        var generator = SeededGenerator(seed: 8)
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let expected = bytes.indices.reduce(UInt64(0)) { mask, index in
                    bytes[index] == 0x0A ? mask | (UInt64(0x80) << (8 * UInt64(index))) : mask
                }
                #expect(JSONSourceMap.lineBreakBytes(word) == expected, "\(bytes)")
            }
        }
    }

    @Test("Text after the place the scan stopped is counted too")
    func afterAScanError() {
        var text = "{\n"
        for line in 0..<200 { text += "\"k\(line)\" : \"v\",\n" }
        text += "\"bad\" : \"raw\nbreak\",\n" + String(repeating: "\"x\" : 1,\n", count: 100) + "}"
        let bytes = Array(text.utf8)
        #expect(!JSONSourceMap(utf8: bytes).isValid)
        Self.check(bytes)
    }

    @Test("One long line (a minified catalog)")
    func minified() {
        let text = "{" + (0..<2_000).map { "\"k\($0)\":\"é\($0)\"" }.joined(separator: ",") + "}"
        Self.check(Array(text.utf8), every: 97)
    }

    @Test("Every corpus file", .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let bytes = [UInt8](try Data(contentsOf: file.url))
        Self.check(bytes, every: max(1, bytes.count / 3_000))
    }
}
