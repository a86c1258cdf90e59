#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a parallel loop splits `count` items into contiguous chunks, one concurrent iteration each.
///
/// The split never changes a result: callers combine the chunks' results in chunk order, which is
/// the items' order. It is a parameter so that tests can check exactly that (serially, with a few
/// chunks, with one chunk per item).
package struct Chunking: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case automatic(itemsPerChunk: Int, chunksPerCore: Int)
        case chunks(Int)
        case size(Int)
        case onePerItem
    }

    private let kind: Kind

    /// A few chunks per core (`chunksPerCore`, taken as cores free up: items differ in size), each
    /// with at least `itemsPerChunk` items: fewer than twice that many items are handled on one
    /// core. More chunks per core even out items of very different sizes, at a small cost each.
    package static func automatic(itemsPerChunk: Int, chunksPerCore: Int = 4) -> Chunking {
        Chunking(kind: .automatic(itemsPerChunk: max(1, itemsPerChunk), chunksPerCore: max(1, chunksPerCore)))
    }

    /// `count` chunks (fewer when there are fewer items); `chunks(1)` runs serially on the caller's thread.
    package static func chunks(_ count: Int) -> Chunking { Chunking(kind: .chunks(max(1, count))) }

    /// Chunks of about `size` items (`count / size` rounded up of them).
    package static func chunks(ofSize size: Int) -> Chunking { Chunking(kind: .size(max(1, size))) }

    /// Everything in one chunk, on the caller's thread.
    package static let serial = Chunking.chunks(1)

    /// One chunk per item.
    package static let onePerItem = Chunking(kind: .onePerItem)

    /// The processors online (at least 1), which `automatic` makes chunks for.
    ///
    /// Read with `sysconf`, not Foundation's `activeProcessorCount`: on Linux that reads the cgroup
    /// CPU quota through Foundation's file and URL types the first time it is asked, which cost
    /// every tool about 1.5 ms and 0.6 MB of peak memory at start-up (measured on an empty
    /// catalog). The count only sets how finely work is cut; Dispatch decides how many threads run it.
    package static let coreCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// The number of chunks for `count` items: at least 1, at most `max(1, count)`.
    package func chunkCount(for count: Int) -> Int {
        let wanted: Int
        switch kind {
        case .automatic(let itemsPerChunk, let chunksPerCore):
            wanted = min(chunksPerCore * Self.coreCount, count / itemsPerChunk)
        case .chunks(let chunks):
            wanted = chunks
        case .size(let size):
            wanted = (count + size - 1) / size
        case .onePerItem:
            wanted = count
        }
        return max(1, min(wanted, count))
    }

    /// The chunks of `0..<count`: contiguous, in order, covering every item once, sizes differing
    /// by at most one.
    package func ranges(count: Int) -> [Range<Int>] {
        let chunks = chunkCount(for: count)
        return (0..<chunks).map { chunk in (count * chunk / chunks)..<(count * (chunk + 1) / chunks) }
    }

    package var description: String {
        switch kind {
        case .automatic(let itemsPerChunk, let chunksPerCore):
            return "automatic(\(itemsPerChunk) per chunk, \(chunksPerCore) chunks per core)"
        case .chunks(let count): return "\(count) chunks"
        case .size(let size): return "chunks of \(size)"
        case .onePerItem: return "one chunk per item"
        }
    }
}

/// Data-parallel loops over chunks. The package's parallel code (the catalog decoder, the lint
/// walk, findings' positions, the runtime's tables, files and languages processed side by side)
/// goes through `Parallel.map`: each chunk's work is a `@Sendable` closure that reads only
/// `Sendable` values and returns its result, and the results come back in chunk order. The only
/// shared mutable memory lives in this file: the slots the iterations write their results into,
/// and the disjoint pieces of one buffer that `fill` hands its iterations (a large file read, the
/// nodes of a scan in parts joined).
package enum Parallel {
    /// `body` of every chunk of `0..<count`, run concurrently (on the caller's thread alone when
    /// there is one chunk), in chunk order.
    package static func map<Result: Sendable>(
        count: Int, chunking: Chunking, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let ranges = chunking.ranges(count: count)
        guard ranges.count > 1 else { return ranges.map(body) }
        let slots = ParallelSlots<Result>(count: ranges.count)
        DispatchQueue.concurrentPerform(iterations: ranges.count) { chunk in
            slots.fill(chunk, with: body(ranges[chunk]))
        }
        return slots.results()
    }

    /// `transform` of every element of `elements`, computed in chunks concurrently, in order.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], chunking: Chunking, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let chunks = map(count: elements.count, chunking: chunking) { range in elements[range].map(transform) }
        guard chunks.count > 1 else { return chunks.first ?? [] }
        var results: [Result] = []
        results.reserveCapacity(elements.count)
        for chunk in chunks { results.append(contentsOf: chunk) }
        return results
    }
}

/// A fixed number of slots that concurrent iterations fill, each slot by exactly one iteration,
/// read once every iteration has ended.
///
/// `@unchecked Sendable` because the compiler cannot see that the writes never overlap: slot `i`
/// is written only by iteration `i` of one `concurrentPerform` (so no two threads touch the same
/// memory, and slots are separate elements, not bits of one value), and `results()` reads them
/// only after `concurrentPerform` has returned, which orders every write before the read. Only
/// `Parallel.map` makes and uses one, and it keeps both rules; the values are `Sendable`, so
/// handing them from the iterations' threads to the caller's is safe.
private final class ParallelSlots<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores the result of iteration `index`; called once per index, by that iteration.
    func fill(_ index: Int, with value: Value) {
        precondition(index >= 0 && index < count, "slot \(index) of \(count)")
        slots[index] = value
    }

    /// Every slot's value, in order; called once, after every iteration has ended.
    func results() -> [Value] {
        (0..<count).map { index in
            guard let value = slots[index].take() else { preconditionFailure("slot \(index) was never filled") }
            return value
        }
    }
}

extension Parallel {
    /// Fills `buffer` concurrently, one chunk of its byte offsets per iteration: `body` gets its
    /// chunk's range and the piece of `buffer` at that range (and no other), and says whether it
    /// filled it. Returns whether every chunk did. The caller reads `buffer` only afterwards.
    package static func fill(
        _ buffer: UnsafeMutableRawBufferPointer, chunking: Chunking,
        _ body: @Sendable (_ range: Range<Int>, _ piece: UnsafeMutableRawBufferPointer) -> Bool
    ) -> Bool {
        fill(buffer, pieces: chunking.ranges(count: buffer.count)) { index, range, piece in body(range, piece) }
    }

    /// Fills `buffer` concurrently, one of `pieces` (byte ranges in increasing order, none
    /// overlapping the next) per iteration: `body` gets the piece's index and range, and the piece
    /// of `buffer` at that range (and no other), and says whether it filled it. Returns whether
    /// every piece did. The caller reads `buffer` only afterwards.
    package static func fill(
        _ buffer: UnsafeMutableRawBufferPointer, pieces: [Range<Int>],
        _ body: @Sendable (_ index: Int, _ range: Range<Int>, _ piece: UnsafeMutableRawBufferPointer) -> Bool
    ) -> Bool {
        let buffer = DisjointPieces(buffer: buffer, ranges: pieces)
        return map(count: pieces.count, chunking: .onePerItem) { indexes in
            indexes.allSatisfy { body($0, pieces[$0], buffer.piece($0)) }
        }.allSatisfy { $0 }
    }
}

/// One buffer that concurrent iterations write in disjoint pieces.
///
/// `@unchecked Sendable` because the compiler cannot see that the writes never overlap: the
/// ranges are checked when it is made (in the buffer, in increasing order, none overlapping the
/// next); only `Parallel.fill` makes one, and it hands iteration `i` piece `i` and no other; its
/// caller reads the buffer after `Parallel.map` has returned, which orders every write before the
/// read.
private struct DisjointPieces: @unchecked Sendable {
    private let buffer: UnsafeMutableRawBufferPointer
    private let ranges: [Range<Int>]

    init(buffer: UnsafeMutableRawBufferPointer, ranges: [Range<Int>]) {
        var end = 0
        for range in ranges {
            precondition(range.lowerBound >= end && range.upperBound <= buffer.count, "pieces overlap or leave the buffer")
            end = range.upperBound
        }
        self.buffer = buffer
        self.ranges = ranges
    }

    /// Piece `index`: the buffer at its range.
    func piece(_ index: Int) -> UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(rebasing: buffer[ranges[index]])
    }
}
