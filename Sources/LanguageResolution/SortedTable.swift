/// A generated `key value` table (one entry a line, keys in byte order, as
/// `Scripts/generate-language-data` writes them) searched in its text: no dictionary is built.
///
/// A look-up halves the range of bytes still possible: it reads the line around the middle and
/// goes on before or after it, about 13 short lines for CLDR's 7,745 likely subtags. Building a
/// dictionary of them instead took about a millisecond and half a megabyte at the start of every
/// lint, to answer a few dozen questions. A key without a value reads as an empty string, as the
/// other tables' `pairs` do.
///
/// Reading the lines in order needs no order of the keys (`LanguageTables.pairs` reads the small
/// tables into dictionaries with it); a look-up needs them in byte order, which
/// `LanguageResolutionTests` check for the table looked up this way, the likely subtags.
struct SortedTable: Sequence, Sendable {
    typealias Element = (key: String, value: String)

    /// The table's text: a string literal, whose UTF-8 is read in place.
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The value of `key`, or `nil` when the table does not have it.
    subscript(key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted in
            guard !wanted.isEmpty else { return nil }
            return withBytes { bytes in
                var low = 0
                var high = bytes.count
                // The lines still possible lie from `low`, the start of a line, to `high`, the
                // start of a later one or the end of the text.
                while low < high {
                    let line = Self.line(around: (low + high) / 2, in: bytes, from: low)
                    switch Self.compare(wanted, bytes, line.key) {
                    case .equal: return String(decoding: UnsafeBufferPointer(rebasing: bytes[line.value]), as: UTF8.self)
                    case .before: high = line.start
                    case .after: low = line.value.upperBound + 1
                    }
                }
                return nil
            }
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

    /// The line that holds the byte at `offset`, which starts at `lowest` or after it.
    private static func line(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from lowest: Int) -> Line {
        var start = offset
        while start > lowest && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return line(startingAt: start, in: bytes)
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

    /// Byte order of `wanted` against the key at `range` of `bytes`.
    private static func compare(_ wanted: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Order {
        for (index, byte) in zip(range, wanted) where byte != bytes[index] {
            return byte < bytes[index] ? .before : .after
        }
        if wanted.count == range.count { return .equal }
        return wanted.count < range.count ? .before : .after
    }
}
