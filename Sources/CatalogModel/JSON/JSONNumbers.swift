/// JSON numbers in the text: the text of one the scan accepted.
package enum JSONNumbers {
    /// The text of the number starting at `start`, as written.
    static func text(of b: UnsafeBufferPointer<UInt8>, at start: Int) -> String {
        var end = start
        while end < b.count {
            switch b[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
                continue
            default: break
            }
            break
        }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
    }
}

// MARK: - Validation during the scan

/// Checking numbers during the scan: JSON's grammar, and the range `JSONSerialization` can read.
extension JSONScanner {
    /// Scans the number starting at `start`; returns the offset after it, or `nil` after
    /// recording a problem.
    mutating func scanNumber(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let end = b.count
        var i = start
        func isDigit(_ k: Int) -> Bool { k < end && b[k] >= UInt8(ascii: "0") && b[k] <= UInt8(ascii: "9") }
        if b[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else {
            fail(.syntax, "invalid number: expected a digit", at: i)
            return nil
        }
        if b[i] == UInt8(ascii: "0") {
            i += 1
            if isDigit(i) {
                fail(.syntax, "invalid number: leading zeros are not allowed", at: start)
                return nil
            }
        } else {
            while isDigit(i) { i += 1 }
        }
        if i < end && b[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else {
                fail(.syntax, "invalid number: expected a digit after '.'", at: i)
                return nil
            }
            while isDigit(i) { i += 1 }
        }
        if i < end && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
            i += 1
            if i < end && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
            guard isDigit(i) else {
                fail(.syntax, "invalid number: expected a digit in the exponent", at: i)
                return nil
            }
            while isDigit(i) { i += 1 }
        }
        if Self.mayBeOutOfRange(b, start..<i) {
            // JSONSerialization cannot read a number beyond Double's range: say where it is.
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
            if let value = Double(text), value.isInfinite {
                fail(.syntax, "number \(text.prefix(40)) is out of range", at: start)
                return nil
            }
        }
        return i
    }

    /// Whether the number's text is long enough, or its exponent large enough, that it may be
    /// beyond Double's range (about 1.8e308): only those are converted to find out.
    private static func mayBeOutOfRange(_ b: UnsafeBufferPointer<UInt8>, _ number: Range<Int>) -> Bool {
        if number.count > 15 { return true }
        guard let exponent = number.first(where: { b[$0] | 0x20 == UInt8(ascii: "e") }) else { return false }
        return number.upperBound - exponent > 3
    }
}
