/// Byte offsets → lines and columns. Offsets outside the text are clamped to it.
///
/// Lines are found from `lineCheckpoints` (the start of every 64th line) by counting the line
/// breaks after the checkpoint; a line break is the byte `\n` (`\r\n` ends a line at its `\n`),
/// and, in a text that has one, a `\r` alone (counted from the start, as editors show it).
extension JSONSourceMap {
    /// The line and column of a byte offset; columns count characters (grapheme clusters).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = line(ofOffset: offset, after: nil)
        let column = characterCount(line.start..<offset) + 1
        return SourceLocation(line: line.index + 1, column: column)
    }

    /// The locations of many byte offsets at once, in the order given. They are visited in the
    /// order of the text: line breaks are counted from the previous offset rather than from a
    /// checkpoint, and characters on one line from the previous offset rather than from the line
    /// start when that offset is an ASCII character (findings point at quotes and `%`), so
    /// thousands of findings on one long line (a minified catalog) cost one pass over it.
    public func locations(ofOffsets offsets: [Int]) -> [SourceLocation] {
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        var previous: (offset: Int, line: Line, location: SourceLocation)?
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = max(0, min(offsets[index], bytes.count))
            let line = line(ofOffset: offset, after: previous.map { ($0.offset, $0.line) })
            // Counting from the previous offset gives the same column only when a character starts
            // there: an ASCII byte other than the `\n` of `\r\n` never continues one.
            if let previous, previous.line.index == line.index, previous.offset < bytes.count,
                bytes[previous.offset] < 0x80, bytes[previous.offset] != 0x0A
            {
                let counted = characterCount(previous.offset..<offset)
                result[index] = SourceLocation(line: line.index + 1, column: previous.location.column + counted)
            } else {
                let column = characterCount(line.start..<offset) + 1
                result[index] = SourceLocation(line: line.index + 1, column: column)
            }
            previous = (offset, line, result[index])
        }
        return result
    }

    /// The characters (grapheme clusters) of the bytes in `range`: their number when they are
    /// ASCII other than `\r` (one character each; the indentation and key before most values),
    /// else counted by `String`.
    func characterCount(_ range: Range<Int>) -> Int {
        let plain = bytes.withUnsafeBufferPointer { buffer in
            buffer[range].allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }
        return plain ? range.count : String(decoding: bytes[range], as: UTF8.self).count
    }

    /// A line: its index (0 for the first) and the offset of its first byte.
    struct Line: Equatable {
        var index: Int
        var start: Int
    }

    /// The line holding `offset` (which is within the text). Line breaks are counted from the
    /// checkpoint before `offset`, or from `known` (an earlier offset and its line) when that is
    /// nearer.
    func line(ofOffset offset: Int, after known: (offset: Int, line: Line)?) -> Line {
        if let starts = carriageReturnLineStarts { return Self.line(ofOffset: offset, starts: starts) }
        var low = 0
        var high = lineCheckpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineCheckpoints[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        var line = Line(index: Int(checkpointLines[low]), start: Int(lineCheckpoints[low]))
        var from = line.start
        if let known, known.offset <= offset, known.offset > from {
            line = known.line
            from = known.offset
        }
        bytes.withUnsafeBufferPointer { buffer in
            var i = from
            #if _endian(little)
            // Eight bytes at a time (the first byte of the text is the lowest of the word).
            while i + 8 <= offset {
                let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
                let breaks = Self.lineBreakBytes(word)
                if breaks != 0 {
                    line.index += breaks.nonzeroBitCount
                    line.start = i + (63 - breaks.leadingZeroBitCount) / 8 + 1
                }
                i += 8
            }
            #endif
            while i < offset {
                if buffer[i] == 0x0A {
                    line.index += 1
                    line.start = i + 1
                }
                i += 1
            }
        }
        return line
    }

    /// The line holding `offset`, found among the start of every line.
    private static func line(ofOffset offset: Int, starts: [Int]) -> Line {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Line(index: low, start: starts[low])
    }

    /// The high bit of each byte of `word` that is a line break (`\n`) set, every other bit clear:
    /// a byte of `word ^ 0x0A…` is zero exactly there, and adding `0x7F` to its low seven bits
    /// carries into its high bit exactly when they are not all zero (never into the next byte).
    @inline(__always)
    static func lineBreakBytes(_ word: UInt64) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((x & lows) &+ lows) | x | lows)
    }
}
