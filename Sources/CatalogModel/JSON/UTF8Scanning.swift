/// UTF-8 validation and the byte searches the JSON scan spends its time in.
enum UTF8Scanning {
    /// The length of the valid UTF-8 sequence at `i`, or `nil` when it is invalid (overlong,
    /// a surrogate, beyond U+10FFFF, or cut short by the end of the text).
    static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
        let end = b.count
        let lead = b[i]
        func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < end && b[i + k] >= low && b[i + k] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The offset of the first byte at or after `start` that is not plain ASCII string content:
    /// a quote, a backslash, a control character or a non-ASCII byte (the scan validates those).
    static func skipPlainASCII(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstSpecialByte(b, from: start, alsoControlAndNonASCII: true)
    }

    /// The offset of the first quote or backslash at or after `start` (or the end), for strings
    /// the scan has already validated.
    static func quoteOrBackslash(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstSpecialByte(b, from: start, alsoControlAndNonASCII: false)
    }

    /// The offset of the first byte at or after `start` that is not a space, or the end:
    /// eight bytes at a time (indentation is long runs of spaces).
    @inline(__always)
    static func skipSpaces(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if let base = b.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= b.count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 {
                i += 8
            }
        }
        while i < b.count && b[i] == 0x20 { i += 1 }
        return i
    }

    /// The first quote or backslash (and, when asked, control character or non-ASCII byte) at
    /// or after `start`, or the end: eight bytes at a time while none is in sight.
    @inline(__always)
    private static func firstSpecialByte(
        _ b: UnsafeBufferPointer<UInt8>, from start: Int, alsoControlAndNonASCII strict: Bool
    ) -> Int {
        guard let base = b.baseAddress else { return start }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var i = start
        while i + 8 <= b.count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            // A high bit is set where a byte is zero in `quote` or `backslash` (and, strict,
            // where a byte is below 0x20 or is not ASCII); only after a real match may it err.
            var special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            if strict { special |= (word &- ones &* 0x20) | word }
            if special & (ones &* 0x80) != 0 { break }
            i += 8
        }
        while i < b.count {
            let byte = b[i]
            if byte == 0x22 || byte == 0x5C || (strict && (byte < 0x20 || byte >= 0x80)) { return i }
            i += 1
        }
        return i
    }
}
