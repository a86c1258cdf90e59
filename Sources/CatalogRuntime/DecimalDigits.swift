/// A finite number's magnitude as decimal digits, rounded as ICU rounds (half to even, from the
/// shortest digits that read back as the same `Double`), which is what Foundation's localized
/// formatting prints: `%.1f` of 0.35 is `0.4` there (C's `printf`, working on the binary value
/// 0.34999…, prints `0.3`).
///
/// The value is `0.d₀d₁d₂… × 10^pointPosition`: `digits` are ASCII, without leading or trailing
/// zeros; no digits is zero.
struct DecimalDigits {
    private(set) var digits: [UInt8]
    private(set) var pointPosition: Int

    private static let zero = UInt8(ascii: "0")

    /// The magnitude of a finite `value`, in its shortest round-trip digits.
    init(_ value: Double) {
        digits = []
        pointPosition = 0
        let text = value.magnitude.description  // "123.45", "1e-05", "1.2345e+20"
        var exponent = 0
        var mantissa = Substring(text)
        if let e = text.firstIndex(of: "e") {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            mantissa = text[..<e]
        }
        var integerCount = 0
        var seenPoint = false
        for byte in mantissa.utf8 {
            if byte == UInt8(ascii: ".") {
                seenPoint = true
                continue
            }
            if !seenPoint { integerCount += 1 }
            if digits.isEmpty && byte == Self.zero {
                if seenPoint { pointPosition -= 1 } else { integerCount -= 1 }
                continue
            }
            digits.append(byte)
        }
        pointPosition += integerCount + exponent
        trimTrailingZeros()
    }

    /// An integer's digits.
    init(_ value: UInt64) {
        digits = Array(String(value).utf8)
        pointPosition = digits.count
        trimTrailingZeros()
    }

    var isZero: Bool { digits.isEmpty }

    private mutating func trimTrailingZeros() {
        while digits.last == Self.zero { digits.removeLast() }
        if digits.isEmpty { pointPosition = 0 }
    }

    /// Rounds half to even, keeping the first `keep` digits.
    private mutating func round(keeping keep: Int) {
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = []
            pointPosition = 0
            return
        }
        let first = digits[keep]
        let restIsZero = digits[(keep + 1)...].allSatisfy { $0 == Self.zero }
        let previousIsOdd = keep > 0 && (digits[keep - 1] - Self.zero) % 2 == 1
        let roundsUp = first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (!restIsZero || previousIsOdd))
        digits.removeLast(digits.count - keep)
        if roundsUp {
            while digits.last == UInt8(ascii: "9") { digits.removeLast() }
            if digits.isEmpty {
                digits = [UInt8(ascii: "1")]
                pointPosition += 1  // carried out of every digit: 9.96 is 10.0
            } else {
                digits[digits.count - 1] += 1
            }
        }
        trimTrailingZeros()
    }

    /// Rounds to `count` digits after the decimal point.
    mutating func round(fractionDigits count: Int) {
        round(keeping: pointPosition + count)
    }

    /// Rounds to `count` significant digits (at least 1).
    mutating func round(significantDigits count: Int) {
        round(keeping: max(1, count))
    }

    /// The integer part's digits (`0` for none).
    var integerDigits: [UInt8] {
        guard pointPosition > 0 else { return [Self.zero] }
        var result = Array(digits.prefix(pointPosition))
        result += Array(repeating: Self.zero, count: max(0, pointPosition - digits.count))
        return result
    }

    /// The first `count` digits after the decimal point, padded with zeros.
    func fractionDigits(_ count: Int) -> [UInt8] {
        (0..<max(0, count)).map { index in
            let position = pointPosition + index
            return position >= 0 && position < digits.count ? digits[position] : Self.zero
        }
    }

    /// The decimal exponent of the first significant digit (0 for zero): 123 is 2, 0.05 is -2.
    var scientificExponent: Int { isZero ? 0 : pointPosition - 1 }

    /// The significant digits, padded with zeros to `count`.
    func significantDigits(_ count: Int) -> [UInt8] {
        (0..<count).map { $0 < digits.count ? digits[$0] : Self.zero }
    }
}
