import CatalogModel
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// `Parallel.map` and `Chunking`: the one abstraction the package's parallel code goes through.
@Suite("Parallel chunks")
struct ParallelTests {
    static let splits: [Chunking] = [
        .serial, .chunks(2), .chunks(3), .chunks(7), .onePerItem, .chunks(ofSize: 5), .automatic(itemsPerChunk: 4),
        .automatic(itemsPerChunk: 4, chunksPerCore: 16),
    ]

    @Test("Chunks are contiguous, in order, and cover every item once", arguments: [0, 1, 2, 6, 7, 100, 1001])
    func rangesCoverEveryItem(_ count: Int) {
        for chunking in Self.splits {
            let ranges = chunking.ranges(count: count)
            #expect(!ranges.isEmpty, "\(chunking)")
            #expect(ranges.first?.lowerBound == 0, "\(chunking)")
            #expect(ranges.last?.upperBound == count, "\(chunking)")
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(chunking)")
            #expect(ranges.count <= max(1, count), "\(chunking)")
        }
        #expect(Chunking.serial.ranges(count: count).count == 1)
        #expect(Chunking.onePerItem.ranges(count: count).count == max(1, count))
        #expect(Chunking.chunks(7).ranges(count: count).count == max(1, min(7, count)))
        #expect(Chunking.chunks(ofSize: 5).ranges(count: count).count == max(1, (count + 4) / 5))
    }

    @Test("Fewer than twice the items per chunk stay on one core; then a few chunks per core")
    func automaticSplit() {
        let chunking = Chunking.automatic(itemsPerChunk: 64)
        #expect(chunking.chunkCount(for: 127) == 1)
        #expect(chunking.chunkCount(for: 128) == 2)
        #expect(chunking.chunkCount(for: 1_000_000) == 4 * Chunking.coreCount)
        let finer = Chunking.automatic(itemsPerChunk: 64, chunksPerCore: 16)
        #expect(finer.chunkCount(for: 127) == 1)
        #expect(finer.chunkCount(for: 1_000_000) == 16 * Chunking.coreCount)
    }

    @Test("Chunks are made for the processors online")
    func coreCount() {
        #expect(Chunking.coreCount >= 1)
        #expect(Chunking.coreCount == sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    @Test("Results come back in item order, whatever the split")
    func resultsInOrder() {
        let items = Array(0..<1000)
        for chunking in Self.splits {
            #expect(Parallel.map(items, chunking: chunking) { $0 * $0 } == items.map { $0 * $0 }, "\(chunking)")
            let chunks = Parallel.map(count: items.count, chunking: chunking) { range in Array(range) }
            #expect(chunks.count == chunking.ranges(count: items.count).count, "\(chunking)")
            #expect(chunks.flatMap { $0 } == items, "\(chunking)")
        }
        #expect(Parallel.map([Int](), chunking: .onePerItem) { $0 }.isEmpty)
    }

    @Test("Every chunk runs exactly once, on several threads at a time")
    func everyChunkOnce() {
        // Each chunk returns its own results (objects, so that a slot written twice or read too early
        // would show); the thread sanitizer (make sanitize) checks the slots.
        final class Box: Sendable { let value: Int; init(_ value: Int) { self.value = value } }
        let boxes = Parallel.map(count: 10_000, chunking: .onePerItem) { range in range.map(Box.init) }
        #expect(boxes.flatMap { $0.map(\.value) } == Array(0..<10_000))
    }

    @Test("Fill: each chunk writes its own piece of the buffer, at its range, whatever the split", arguments: [0, 1, 7, 1000])
    func fillWritesDisjointPieces(_ count: Int) {
        for chunking in Self.splits {
            var bytes = [UInt8](repeating: 0, count: count)
            let filled = bytes.withUnsafeMutableBytes { buffer in
                Parallel.fill(buffer, chunking: chunking) { range, piece in
                    // The piece is the buffer at the range, and only that much.
                    guard piece.count == range.count else { return false }
                    for (position, offset) in range.enumerated() { piece[position] = UInt8(truncatingIfNeeded: offset &* 7 &+ 1) }
                    return true
                }
            }
            #expect(filled, "\(chunking)")
            #expect(bytes == (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }, "\(chunking)")
        }
    }

    @Test("Fill at given pieces: each iteration writes its own piece, pieces of any size, gaps untouched")
    func fillWritesGivenPieces() {
        let pieces = [0..<3, 3..<3, 5..<40, 40..<41, 90..<100]
        var bytes = [UInt8](repeating: 0xFF, count: 100)
        let filled = bytes.withUnsafeMutableBytes { buffer in
            Parallel.fill(buffer, pieces: pieces) { index, range, piece in
                guard piece.count == range.count else { return false }
                for position in piece.indices { piece[position] = UInt8(index) }
                return true
            }
        }
        #expect(filled)
        var expected = [UInt8](repeating: 0xFF, count: 100)
        for (index, range) in pieces.enumerated() { for offset in range { expected[offset] = UInt8(index) } }
        #expect(bytes == expected)
    }

    @Test("Fill fails when any chunk does")
    func fillReportsAFailedChunk() {
        var bytes = [UInt8](repeating: 0, count: 100)
        let filled = bytes.withUnsafeMutableBytes { buffer in
            Parallel.fill(buffer, chunking: .chunks(4)) { range, _ in range.lowerBound != 50 }
        }
        #expect(!filled)
    }
}

/// The decoder splits a catalog's entries into chunks decoded on all cores: the model must not
/// depend on the split.
@Suite("The decoded model does not depend on the split")
struct DecoderSplitTests {
    static let splits: [Chunking] = [.chunks(2), .chunks(3), .chunks(7), .onePerItem, CatalogReader.decoding]

    @Test("Every corpus file, read serially and with several splits",
          .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let data = try Data(contentsOf: file.url)
        let serial = try CatalogReader.read(data: data, file: file.name, toleratingDuplicateKeys: true, chunking: .serial)
        let tree = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for chunking in Self.splits {
            let split = try CatalogReader.read(data: data, file: file.name, toleratingDuplicateKeys: true, chunking: chunking)
            #expect(split.catalog == serial.catalog, "\(chunking)")
            let fromTree = try CatalogReader.catalog(fromJSONObject: tree, file: file.name, chunking: chunking)
            #expect(try CatalogWriter.data(for: fromTree) == CatalogWriter.data(for: serial.catalog), "\(chunking)")
        }
    }

    @Test("The error reported is the first in the file, for every split")
    func firstErrorForEverySplit() {
        var lines = (0..<600).map { "\"key \($0)\":{\"comment\":\"c\"}" }
        lines[500] = "\"key 500\":{\"comment\":2}"
        lines[170] = "\"key 170\":{\"comment\":1}"
        lines[171] = "\"key 171\":{\"comment\":true}"
        let text = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n" + lines.joined(separator: ",\n") + "}}"
        for chunking in [Chunking.serial] + Self.splits {
            do {
                _ = try CatalogReader.read(data: Data(text.utf8), file: "x", chunking: chunking)
                Issue.record("no error with \(chunking)")
            } catch let error as CatalogReadError {
                #expect(error.diagnostics.count == 1, "\(chunking)")
                #expect(error.diagnostics.first?.path == ["strings", "key 170", "comment"], "\(chunking)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
