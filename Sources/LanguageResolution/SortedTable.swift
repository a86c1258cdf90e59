#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A generated `key value` table (one entry a line, keys in byte order, as
/// `Scripts/generate-language-data` writes them) searched in its text: no dictionary is built.
///
/// A look-up halves the range of lines still possible, about 13 short lines for CLDR's 7,745
/// likely subtags, comparing each key in place. The table keeps where each line starts (4 bytes a
/// line, found in one pass when it is made); finding the line around the middle of a range of
/// bytes instead cost a few thousand instructions a look-up (resolving every common preferred
/// language against a catalog's languages makes thousands). Building a dictionary took about a
/// millisecond and half a megabyte at the start of every lint. A key without a value reads as an
/// empty string, as the other tables' `pairs` do.
///
/// Reading the lines in order needs no order of the keys (`LanguageTables.pairs` reads the small
/// tables into dictionaries with it); a look-up needs them in byte order, which
/// `LanguageResolutionTests` check for the table looked up this way, the likely subtags.
struct SortedTable: Sequence, Sendable {
    typealias Element = (key: String, value: String)

    /// The table's text: a string literal, whose UTF-8 is read in place.
    private let text: String
    /// Where each line that is not empty starts.
    private let lineStarts: [Int32]

    init(_ text: String) {
        self.text = text
        var starts: [Int32] = []
        var copy = text
        copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            // The C library's `memchr` finds each line break (a byte at a time, the 7,745 lines
            // of the likely subtags took 1.4 M instructions at the start of every lint).
            var start = 0
            while start < bytes.count {
                var end = bytes.count
                if let found = memchr(UnsafeRawPointer(base + start), Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                }
                if end > start { starts.append(Int32(start)) }
                start = end + 1
            }
        }
        lineStarts = starts
    }

    /// The value of `key`, or `nil` when the table does not have it.
    subscript(key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted in
            wanted.isEmpty ? nil : value(of: wanted)
        }
    }

    /// The value of the key made of `first`, `second` and `third` joined by `_`, each of the last
    /// two only when not empty (`["en", "US"]` looks up `en_US`), made on the stack, not as a string.
    subscript(_ first: Substring, _ second: Substring = "", _ third: Substring = "") -> String? {
        var count = first.utf8.count
        if !second.isEmpty { count += 1 + second.utf8.count }
        if !third.isEmpty { count += 1 + third.utf8.count }
        guard count > 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { key in
            var end = 0
            func append(_ part: Substring, after separator: Bool) {
                if separator {
                    key[end] = UInt8(ascii: "_")
                    end += 1
                }
                for byte in part.utf8 {
                    key[end] = byte
                    end += 1
                }
            }
            append(first, after: false)
            if !second.isEmpty { append(second, after: true) }
            if !third.isEmpty { append(third, after: true) }
            return value(of: UnsafeBufferPointer(key))
        }
    }

    /// The value of `wanted` (not empty), found by halving the range of lines.
    private func value(of wanted: UnsafeBufferPointer<UInt8>) -> String? {
        withBytes { bytes in
            var low = 0
            var high = lineStarts.count
            while low < high {
                let middle = (low + high) / 2
                let start = Int(lineStarts[middle])
                switch Self.compare(wanted, bytes, keyAt: start) {
                case .equal:
                    let line = Self.line(startingAt: start, in: bytes)
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[line.value]), as: UTF8.self)
                case .before: high = middle
                case .after: low = middle + 1
                }
            }
            return nil
        }
    }

    /// The number of entries (lines that are not empty).
    var count: Int { reduce(0) { count, _ in count + 1 } }

    /// The values, in the order of their keys.
    var values: [String] { map(\.value) }

    func makeIterator() -> Iterator { Iterator(table: self) }

    /// The entries in the order of their keys, read one line at a time.
    struct Iterator: IteratorProtocol {
        fileprivate let table: SortedTable
        private var start = 0

        fileprivate init(table: SortedTable) { self.table = table }

        mutating func next() -> Element? {
            var start = self.start
            defer { self.start = start }
            return table.withBytes { bytes in
                while start < bytes.count {
                    let line = SortedTable.line(startingAt: start, in: bytes)
                    start = line.value.upperBound + 1
                    if !line.key.isEmpty || !line.value.isEmpty {
                        return (
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[line.key]), as: UTF8.self),
                            String(decoding: UnsafeBufferPointer(rebasing: bytes[line.value]), as: UTF8.self))
                    }
                }
                return nil
            }
        }
    }

    /// Where a line's key and value are (a line without a space is a key with an empty value).
    private struct Line {
        var start: Int
        var key: Range<Int>
        /// Ends where the line does, before its line break.
        var value: Range<Int>
    }

    private enum Order { case before, equal, after }

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }

    private static func line(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Line {
        var end = start
        var separator: Int?
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") {
            if separator == nil && bytes[end] == UInt8(ascii: " ") { separator = end }
            end += 1
        }
        guard let separator else { return Line(start: start, key: start..<end, value: end..<end) }
        return Line(start: start, key: start..<separator, value: (separator + 1)..<end)
    }

    /// Byte order of `wanted` against the key of the line that starts at `start` (it ends at the
    /// line's first space, or at its end).
    private static func compare(_ wanted: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, keyAt start: Int) -> Order {
        var index = start
        for byte in wanted {
            // The key ends first: it comes before `wanted`.
            guard index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\n") else {
                return .after
            }
            if byte != bytes[index] { return byte < bytes[index] ? .before : .after }
            index += 1
        }
        let keyEnds = index == bytes.count || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
        return keyEnds ? .equal : .before
    }

}
