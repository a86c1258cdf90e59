/// Lines of a text as editors show them: a line ends at `\n`, at `\r\n` or at a `\r` alone (old
/// Mac line ends; XML reads them as line ends too). For texts whose lines are looked up rarely
/// (an XLIFF, a project file, a SARIF report's code points); a catalog's `JSONSourceMap` counts
/// its lines the same way without keeping every start.
package enum TextLines {
    /// The offset of the first byte of every line: 0, then the byte after each line end.
    package static func starts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for index in bytes.indices where endsLine(bytes, at: index) { starts.append(index + 1) }
        return starts
    }

    /// Whether the byte at `index` ends a line: a `\n`, or a `\r` not followed by `\n`.
    @inline(__always)
    package static func endsLine(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
    }

    /// The line and column (in characters) of `offset`, with `starts` from `starts(of:)`.
    package static func location(ofOffset offset: Int, in bytes: [UInt8], starts: [Int]) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = String(decoding: bytes[starts[low]..<offset], as: UTF8.self).count + 1
        return SourceLocation(line: low + 1, column: column)
    }
}
