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

/// Where every key and value of a JSON document stands in its text, built by one pass over the
/// UTF-8 bytes. It also checks what `JSONSerialization` lets through or hides: duplicate keys,
/// keys that differ only in Unicode normalization, trailing commas, raw control characters,
/// invalid UTF-8, and nesting too deep to represent.
///
/// The scanner is iterative (no recursion), so nesting of any depth cannot overflow the stack.
/// It is generic JSON: catalogs, `translations.json` and configuration files all use it.
///
/// Every look-up is safe on any text, even one the scan stopped in (`isValid` is `false`): what
/// the scan did not reach is not found.
///
/// The work is split by job: `JSONScanner` (the pass), `JSONStrings` (strings and their
/// escapes), `JSONNumbers`, `DuplicateKeyDetector`, `UTF8Scanning` (UTF-8 validation and byte
/// search); the look-ups are in `JSONSourceMapLookup.swift` and `JSONSourceMapLocations.swift`,
/// and the nodes they walk are described in `JSONSourceMapNode.swift`.
public struct JSONSourceMap: Sendable {
    /// One problem the scan found, at a byte offset of the scanned text.
    public struct Problem: Sendable, Hashable {
        /// What kind of problem.
        public var kind: ReadDiagnostic.Kind
        /// What is wrong, as one sentence.
        public var message: String
        /// The byte offset in the scanned text where it is.
        public var offset: Int
        /// A second offset involved (the first of two duplicate keys).
        public var relatedOffset: Int?
    }

    /// The value kinds of JSON.
    public enum ValueKind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null

        /// For messages: "an object", "a string", "a boolean", …
        package var phrase: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .true, .false: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// JSONSerialization's own limit; deeper documents cannot be read by it.
    public static let maximumDepth = 512

    /// The scanned text.
    let bytes: [UInt8]
    /// Every value the scan reached, in document order (see `Node` for the layout).
    let nodes: [Node]
    /// Byte offset of the start of every `linesPerCheckpoint`-th line: lines 0, 64, 128, … (of
    /// each part, when the text was scanned in parts). A location counts the line breaks from the
    /// nearest checkpoint before it, so the map keeps 8 bytes per 64 lines instead of 4 per line
    /// (3 MB on a 20 MB catalog).
    let lineCheckpoints: [Int32]
    /// The index of the line each of `lineCheckpoints` starts (a multiple of `linesPerCheckpoint`
    /// when the text was scanned whole; a text scanned in parts has checkpoints from each part's
    /// first line).
    let checkpointLines: [Int32]
    /// In a text where a `\r` ends a line on its own somewhere (not followed by `\n`: old Mac line
    /// ends, which editors show as lines), the start of every line (`TextLines.starts(of:)`),
    /// searched instead of `lineCheckpoints` (which count `\n` only); `nil` otherwise. Xcode never
    /// writes one.
    let carriageReturnLineStarts: [Int]?
    /// Lines between two checkpoints (a power of two).
    static let linesPerCheckpoint = 64
    /// Errors found; scanning stops at the first syntax error, but duplicates are all collected.
    public let problems: [Problem]
    /// Key → member node of each object with more than `DuplicateKeyDetector.indexedObjectSize`
    /// members (the last of duplicates wins), kept from the scan's duplicate check; read-only, so
    /// look-ups from several threads need no lock.
    let memberIndexes: [Int32: [String: Int32]]

    /// The split of a scan: a text of a few megabytes or more is scanned in parts of at least
    /// 1 MB on all cores, up to 16 per core (`JSONScanParts`), taken as cores free up: the
    /// smaller the parts, the less is left for one core to finish alone.
    package static let scanChunking = Chunking.automatic(itemsPerChunk: 1 << 20, chunksPerCore: 16)

    /// Scans `bytes` (UTF-8 without a byte order mark).
    public init(utf8 bytes: [UInt8]) {
        self.init(utf8: bytes, chunking: Self.scanChunking)
    }

    /// Scans `bytes` in parts as `chunking` says when the text can be split (the result is the
    /// same as a scan of the whole text, which is what happens otherwise).
    package init(utf8 bytes: [UInt8], chunking: Chunking) {
        self.init(utf8: bytes, scannedInParts: JSONScanParts.scan(bytes, chunking: chunking))
    }

    /// The map of `bytes` from its scan in parts, or from a scan of the whole text when `parts`
    /// is `nil`.
    init(utf8 bytes: [UInt8], scannedInParts parts: JSONScanParts.Result?) {
        self.bytes = bytes
        if let parts {
            nodes = parts.nodes
            lineCheckpoints = parts.lineCheckpoints
            checkpointLines = parts.checkpointLines
            problems = []
            memberIndexes = parts.memberIndexes
            carriageReturnLineStarts = Self.hasLoneCarriageReturn(bytes) ? TextLines.starts(of: bytes) : nil
            return
        }
        var scanner = JSONScanner(count: bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            scanner.scan(buffer)
        }
        nodes = scanner.nodes
        lineCheckpoints = scanner.lineCheckpoints
        checkpointLines = scanner.lineCheckpoints.indices.map { Int32($0 * Self.linesPerCheckpoint) }
        problems = scanner.problems
        memberIndexes = scanner.duplicates.memberIndexes
        carriageReturnLineStarts = Self.hasLoneCarriageReturn(bytes) ? TextLines.starts(of: bytes) : nil
    }

    /// Whether `bytes` has a `\r` not followed by `\n` (one `memchr` pass when there is no `\r`).
    static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 0x0D, buffer.count - start) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 1 == buffer.count || buffer[index + 1] != 0x0A { return true }
                start = index + 2
            }
            return false
        }
    }

    /// Whether the scan found no problem.
    public var isValid: Bool { problems.isEmpty }
}
