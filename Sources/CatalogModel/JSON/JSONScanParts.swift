#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The scan of a large text in parts on all cores, with exactly the result of one scan of the
/// whole text (`JSONScanner`), or `nil` when the text must be scanned whole.
///
/// A raw line break never appears inside a JSON string, so in a valid text every line break is
/// between tokens. A large catalog is split after line breaks that follow a member's comma and
/// come before a key indented like the members of `strings` (two indentation steps): there,
/// two objects are open and a key comes next. Each part is scanned on its own, assuming that
/// state; the parts are then put together (nodes renumbered, the members of the open objects
/// linked across parts, their keys checked for duplicates). Each part records the start of every
/// 64th line from its own start; the line numbers follow from the line breaks of the parts before
/// (`JSONSourceMap.checkpointLines`), so locations are those of the whole scan.
///
/// The assumption is checked, not trusted: the first part must end inside exactly two objects
/// with a key next, every middle part must end where it started (inside the same two objects,
/// none of them closed, a key next), the last must end the text, and no part may find a problem.
/// Then, by induction over the parts, each part started in the state the whole scan has there,
/// so it did what the whole scan does. Otherwise (a text laid out differently, a syntax error, a
/// duplicate key anywhere) the caller scans the text whole, which also words every problem.
enum JSONScanParts {
    /// The indentation depth of the keys the text is split before (the members of `strings`).
    static let splitDepth = 2

    struct Result {
        var nodes: [JSONSourceMap.Node]
        var lineCheckpoints: [Int32]
        var checkpointLines: [Int32]
        var memberIndexes: [Int32: [String: Int32]]
    }

    /// Scans `bytes` in parts when it is large enough and laid out so that it can be split;
    /// `nil` when it should be scanned whole.
    static func scan(_ bytes: [UInt8], chunking: Chunking) -> Result? {
        scan(bytes, starts: bytes.withUnsafeBufferPointer { splitPoints($0, chunking: chunking) })
    }

    /// Scans `bytes` in parts that start at `starts` (0 first, then points `splitPoints` would
    /// choose), or `nil` when there is one part or the parts do not fit together.
    static func scan(_ bytes: [UInt8], starts: [Int]) -> Result? {
        guard starts.count > 1 else { return nil }
        let ends = Array(starts.dropFirst()) + [bytes.count]
        let parts = Parallel.map(count: starts.count, chunking: .onePerItem) { range in
            let index = range.lowerBound
            let part = JSONScanner.Part(
                openObjects: index == 0 ? 0 : splitDepth, stopsAtEnd: index < starts.count - 1)
            var scanner = JSONScanner(count: ends[index] - starts[index], part: part, start: starts[index])
            bytes.withUnsafeBufferPointer { buffer in
                scanner.scan(UnsafeBufferPointer(rebasing: buffer[..<ends[index]]), from: starts[index])
            }
            return scanner
        }
        return bytes.withUnsafeBufferPointer { assemble(parts, $0) }
    }

    /// Where the parts start: offset 0, then, near each even share of the text, the start of the
    /// first line that looks like a key of `strings` after a member's comma. Fewer parts (or
    /// one) when the text is small or laid out otherwise (one line, another indentation).
    static func splitPoints(_ b: UnsafeBufferPointer<UInt8>, chunking: Chunking) -> [Int] {
        let count = chunking.chunkCount(for: b.count)
        guard count > 1, let indentation = indentationStep(b) else { return [0] }
        let spaces = indentation * splitDepth
        var starts = [0]
        for share in 1..<count {
            var i = max(b.count * share / count, starts[starts.count - 1] + 1)
            let limit = b.count * (share + 1) / count
            while i < limit {
                guard let lineBreak = firstLineBreak(b, from: i, before: limit) else { break }
                let next = lineBreak + 1
                if lineBreak > 0, b[lineBreak - 1] == UInt8(ascii: ","), next + spaces < b.count,
                    UTF8Scanning.skipSpaces(b, from: next) == next + spaces, b[next + spaces] == UInt8(ascii: "\"")
                {
                    starts.append(next)
                    break
                }
                i = next
            }
        }
        return starts
    }

    /// The spaces before the text's first key (`{` and a line break first), or `nil`.
    private static func indentationStep(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard b.count > 2, b[0] == UInt8(ascii: "{"), b[1] == 0x0A else { return nil }
        let key = UTF8Scanning.skipSpaces(b, from: 2)
        guard key > 2, key < b.count, b[key] == UInt8(ascii: "\"") else { return nil }
        return key - 2
    }

    private static func firstLineBreak(_ b: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> Int? {
        guard start < limit, let base = b.baseAddress,
            let found = memchr(base + start, 0x0A, limit - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The parts put together, or `nil` when any of them did not end as the split assumed, found a
    /// problem, or the members of an object open across parts have a duplicate key.
    private static func assemble(_ parts: [JSONScanner], _ b: UnsafeBufferPointer<UInt8>) -> Result? {
        guard let first = parts.first?.part?.end, first.expectsKey, first.open.count == splitDepth,
            first.open.allSatisfy({ $0.node >= 0 && $0.isObject })
        else { return nil }
        for (index, scanner) in parts.enumerated() {
            guard scanner.problems.isEmpty, let part = scanner.part else { return nil }
            if index == 0 { continue }
            if index < parts.count - 1 {
                guard let end = part.end, end.expectsKey, end.open.count == splitDepth,
                    end.open.allSatisfy({ $0.node < 0 })
                else { return nil }
            } else if part.end != nil {
                return nil
            }
        }

        // Each part's nodes follow those of the parts before: renumbered and copied on all cores.
        var offsets: [Int32] = []
        var total = 0
        for scanner in parts {
            offsets.append(Int32(total))
            total += scanner.nodes.count
        }
        var nodes = joinedNodes(parts, offsets: offsets, total: total)
        // Each part's checkpoints are every 64th line from its start; their line numbers follow
        // from the line breaks of the parts before.
        var lineCheckpoints = parts[0].lineCheckpoints
        var checkpointLines = lineCheckpoints.indices.map { Int32($0 * JSONSourceMap.linesPerCheckpoint) }
        var linesBefore = parts[0].lineBreaks
        var memberIndexes = parts[0].duplicates.memberIndexes
        let containers = first.open.map(\.node)
        var lastMember = first.open.map(\.lastChild)
        for (scanner, offset) in zip(parts, offsets).dropFirst() {
            lineCheckpoints += scanner.lineCheckpoints
            checkpointLines += scanner.lineCheckpoints.indices.map {
                Int32(linesBefore + $0 * JSONSourceMap.linesPerCheckpoint)
            }
            linesBefore += scanner.lineBreaks
            for (object, index) in scanner.duplicates.memberIndexes {
                memberIndexes[object + offset] = index.mapValues { $0 + offset }
            }
            let part = scanner.part!
            for depth in 0..<splitDepth where part.firstChild[depth] >= 0 {
                let firstMember = part.firstChild[depth] + offset
                if lastMember[depth] >= 0 {
                    nodes[Int(lastMember[depth])].nextSibling = firstMember
                } else {
                    nodes[Int(containers[depth])].hasChildren = true
                }
                lastMember[depth] = part.lastChild[depth] + offset
            }
        }

        // The objects open across parts: their keys, checked as the whole scan checks them.
        for container in containers {
            var keys: [String: Int32] = [:]
            var member = nodes[Int(container)].firstChild(at: Int(container))
            while member >= 0 {
                let key = JSONStrings.decode(b, quote: Int(nodes[Int(member)].keyOffset))
                guard keys.updateValue(member, forKey: key) == nil else { return nil }
                member = nodes[Int(member)].nextSibling
            }
            if keys.count > DuplicateKeyDetector.indexedObjectSize { memberIndexes[container] = keys }
        }
        return Result(
            nodes: nodes, lineCheckpoints: lineCheckpoints, checkpointLines: checkpointLines, memberIndexes: memberIndexes)
    }

    /// The parts' nodes in one array, each part's at its offset and with its siblings renumbered
    /// by it, copied on all cores (one part each): a large catalog has millions of nodes, whose
    /// copy and fresh pages took tens of milliseconds on one core.
    private static func joinedNodes(_ parts: [JSONScanner], offsets: [Int32], total: Int) -> [JSONSourceMap.Node] {
        typealias Node = JSONSourceMap.Node
        let stride = MemoryLayout<Node>.stride
        let pieces = parts.indices.map { index in
            Int(offsets[index]) * stride..<(Int(offsets[index]) + parts[index].nodes.count) * stride
        }
        return [Node](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            let filled = Parallel.fill(UnsafeMutableRawBufferPointer(buffer), pieces: pieces) { index, _, piece in
                let offset = offsets[index]
                let target = piece.assumingMemoryBound(to: Node.self)
                parts[index].nodes.withUnsafeBufferPointer { source in
                    for (position, var node) in source.enumerated() {
                        if node.nextSibling >= 0 { node.nextSibling += offset }
                        target.initializeElement(at: position, to: node)
                    }
                }
                return true
            }
            precondition(filled, "every part copies its nodes")
            initializedCount = total
        }
    }
}
