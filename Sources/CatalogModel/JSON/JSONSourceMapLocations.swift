/// Byte offsets → lines and columns. Offsets outside the text are clamped to it.
extension JSONSourceMap {
    /// The line and column of a byte offset; columns count characters (grapheme clusters).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let low = lineIndex(ofOffset: offset)
        let lineStart = Int(lineStarts[low])
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return SourceLocation(line: low + 1, column: column)
    }

    /// The locations of many byte offsets at once, in the order given. Offsets on one line are
    /// counted from the previous one rather than from the line start, so thousands of findings on
    /// one long line (a minified catalog) cost one pass over it.
    public func locations(ofOffsets offsets: [Int]) -> [SourceLocation] {
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        var previous: (offset: Int, location: SourceLocation)?
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = max(0, min(offsets[index], bytes.count))
            let line = lineIndex(ofOffset: offset)
            if let previous, previous.location.line == line + 1 {
                let counted = String(decoding: bytes[previous.offset..<offset], as: UTF8.self).count
                result[index] = SourceLocation(line: line + 1, column: previous.location.column + counted)
            } else {
                result[index] = location(ofOffset: offset)
            }
            previous = (offset, result[index])
        }
        return result
    }

    /// The index in `lineStarts` of the line holding `offset` (which is within the text).
    private func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
