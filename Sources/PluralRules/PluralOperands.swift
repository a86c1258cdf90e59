/// The operands CLDR plural rules test, for one number (UTS #35 Part 3, "Plural Operand Meanings").
///
/// Built from decimal text so that visible fraction digits count: `1` has `v = 0` while `1.0` has
/// `v = 1`, which is why English says "1 file" but "1.0 files". Compact decimal exponents are
/// accepted: `1c6` is one million written with exponent 6 (`i = 1000000`, `e = 6`), and
/// `1.0000001c6` is 1000000.1 (`i = 1000000`, `v = 1`, `f = 1`, `e = 6`).
///
/// The absolute value `n` is not stored as a floating-point number: it is `i` plus the visible
/// fraction, and it is a whole number exactly when `f` is 0. Rules compare `n` against whole
/// numbers only, so that is all evaluation needs.
public struct PluralOperands: Hashable, Sendable {
    /// `i`: the integer digits of the absolute value (`1.5` → 1, `1c6` → 1000000).
    public let i: UInt64
    /// `v`: the number of visible fraction digits, trailing zeros included (`1.50` → 2).
    public let v: Int
    /// `w`: the number of visible fraction digits without trailing zeros (`1.50` → 1).
    public let w: Int
    /// `f`: the visible fraction digits as an integer, trailing zeros included (`1.50` → 50).
    public let f: UInt64
    /// `t`: the visible fraction digits as an integer without trailing zeros (`1.50` → 5).
    public let t: UInt64
    /// `e`: the exponent of compact decimal notation (`1c6` → 6; 0 without one).
    public let e: Int

    /// `c`: a synonym of `e` (CLDR prefers `c`; both name the compact decimal exponent).
    public var c: Int { e }

    /// Whether the absolute value `n` is a whole number (no non-zero fraction digit).
    public var isWholeNumber: Bool { f == 0 }

    /// `n`, the absolute value, as a floating-point number (for display; rules never use it).
    public var n: Double {
        var scale = 1.0
        for _ in 0..<v { scale *= 10 }
        return Double(i) + Double(f) / scale
    }

    /// The operands of an integer: `v`, `f`, `e` are 0. Negative numbers use their absolute value.
    public init(_ integer: Int) {
        self.init(i: UInt64(integer.magnitude), v: 0, f: 0, e: 0)
    }

    /// The operands from their parts: integer digits, number of visible fraction digits (at most
    /// 18), those fraction digits as an integer, and the compact exponent. `w` and `t` are derived.
    public init(i: UInt64, v: Int, f: UInt64, e: Int = 0) {
        precondition(v >= 0 && v <= PluralOperands.maximumFractionDigits, "v must be in 0...18")
        self.i = i
        self.v = v
        self.f = f
        self.e = e
        var t = f
        var w = v
        while w > 0 && t % 10 == 0 {
            t /= 10
            w -= 1
        }
        self.t = t
        self.w = w
    }

    /// At most this many visible fraction digits are accepted (so `f` fits in 64 bits).
    public static let maximumFractionDigits = 18
    /// The largest compact exponent accepted.
    public static let maximumExponent = 40

    /// Parses decimal text: an optional `-`, one or more ASCII digits, optionally `.` and one or
    /// more digits, optionally `c` or `e` and a decimal exponent (`5`, `1.50`, `-3`, `1c6`,
    /// `1.1c6`). Returns `nil` for anything else, including whitespace, grouping separators, a
    /// value whose integer digits do not fit in 64 bits or more than 18 visible fraction digits.
    ///
    /// Works on the text's UTF-8 bytes and does not allocate for native Swift strings.
    public init?(_ decimalText: String) {
        guard case .operands(let operands) = PluralOperands.parse(decimalText) else { return nil }
        self = operands
    }

    /// Why decimal text has no operands.
    public enum ParseProblem: Sendable, Equatable {
        /// Not decimal text as `init?(_:)` describes it.
        case notDecimalText
        /// Decimal text, but its integer digits do not fit in 64 bits, it has more than 18 visible
        /// fraction digits, or its exponent is above 40.
        case outOfRange
    }

    /// Why `init?(_:)` gives no operands for `decimalText`; `nil` when it gives some.
    public static func problem(parsing decimalText: String) -> ParseProblem? {
        switch parse(decimalText) {
        case .operands: return nil
        case .problem(let problem): return problem
        }
    }

    private enum Parsed {
        case operands(PluralOperands)
        case problem(ParseProblem)
    }

    private static func parse(_ decimalText: String) -> Parsed {
        if let parsed = decimalText.utf8.withContiguousStorageIfAvailable({ PluralOperands.parse($0) }) {
            return parsed
        }
        // Only for strings that are not stored contiguously (e.g. bridged); copies the bytes.
        return Array(decimalText.utf8).withUnsafeBufferPointer { PluralOperands.parse($0) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// `value = value * 10 + digit`; false when that overflows 64 bits.
    private static func append(_ digit: UInt64, to value: inout UInt64) -> Bool {
        let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times10.addingReportingOverflow(digit)
        value = sum
        return !(overflow1 || overflow2)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed {
        let count = bytes.count
        var index = 0
        if index < count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        while index < count && isDigit(bytes[index]) { index += 1 }
        let integerEnd = index
        guard integerEnd > integerStart else { return .problem(.notDecimalText) }
        var fractionStart = index
        var fractionEnd = index
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            while index < count && isDigit(bytes[index]) { index += 1 }
            fractionEnd = index
            guard fractionEnd > fractionStart else { return .problem(.notDecimalText) }
        }
        var exponent = 0
        var exponentTooLarge = false
        if index < count && (bytes[index] == UInt8(ascii: "c") || bytes[index] == UInt8(ascii: "e")) {
            index += 1
            let exponentStart = index
            while index < count && isDigit(bytes[index]) {
                if !exponentTooLarge { exponent = exponent * 10 + Int(bytes[index] - 0x30) }
                if exponent > maximumExponent { exponentTooLarge = true }
                index += 1
            }
            guard index > exponentStart else { return .problem(.notDecimalText) }
        }
        guard index == count else { return .problem(.notDecimalText) }
        guard !exponentTooLarge else { return .problem(.outOfRange) }

        // The exponent moves the first `exponent` fraction digits into the integer part, then
        // appends zeros for any exponent left over.
        let fractionCount = fractionEnd - fractionStart
        let shifted = min(exponent, fractionCount)
        var i: UInt64 = 0
        for position in integerStart..<integerEnd {
            guard append(UInt64(bytes[position] - 0x30), to: &i) else { return .problem(.outOfRange) }
        }
        for position in fractionStart..<(fractionStart + shifted) {
            guard append(UInt64(bytes[position] - 0x30), to: &i) else { return .problem(.outOfRange) }
        }
        if exponent > shifted {
            for _ in 0..<(exponent - shifted) {
                guard append(0, to: &i) else { return .problem(.outOfRange) }
            }
        }
        let v = fractionCount - shifted
        guard v <= maximumFractionDigits else { return .problem(.outOfRange) }
        var f: UInt64 = 0
        for position in (fractionStart + shifted)..<fractionEnd {
            f = f * 10 + UInt64(bytes[position] - 0x30)
        }
        return .operands(PluralOperands(i: i, v: v, f: f, e: exponent))
    }
}
