import Foundation

/// How a locale writes numbers: its digits, separators, signs and grouping, read once from
/// Foundation's `NumberFormatter` (ICU's data) so that each number is then written by hand.
///
/// Foundation's own localized formatting (`String(format:locale:)`) builds a number formatter for
/// every number: about 0.3 ms each on Linux. Reading the symbols once keeps a lookup with a
/// number within microseconds and writes what that formatter writes (`FormattingTests` compares).
struct NumberSymbols: Sendable {
    /// The ten digits, `0` to `9` (`٠`…`٩` in `ar-EG`, `۰`…`۹` in Persian).
    var digits: [String]
    var groupingSeparator: String
    var decimalSeparator: String
    /// The minus sign, with the bidirectional mark some locales put before it (`\u{200E}-` in `ar`).
    var minusSign: String
    var plusSign: String
    /// `E` in most locales; `×۱۰^` in Persian.
    var exponentSymbol: String
    var infinity: String
    var notANumber: String
    /// Digits in the group nearest the decimal separator (3), and in the others (2 in `hi`); 0: none.
    var primaryGrouping: Int
    var secondaryGrouping: Int
    /// How many integer digits a number needs before it is grouped at all (2 in `es`: `1234`, `12.345`).
    var minimumGroupingDigits: Int
    /// `digits` and `groupingSeparator` in UTF-8, and whether the digits are ASCII's: numbers are
    /// written as bytes.
    private(set) var digitUTF8: [[UInt8]] = []
    private(set) var groupingSeparatorUTF8: [UInt8] = []
    private(set) var usesASCIIDigits = true

    /// Fills the UTF-8 forms once the symbols are known.
    private mutating func prepareBytes() {
        digitUTF8 = digits.map { Array($0.utf8) }
        groupingSeparatorUTF8 = Array(groupingSeparator.utf8)
        usesASCIIDigits = digits == (0...9).map(String.init)
    }

    /// ASCII digits, `.`, `-`, `+`, `E`, no grouping: C's `printf`, for plural operands.
    static let plain = NumberSymbols(
        digits: (0...9).map(String.init), groupingSeparator: "", decimalSeparator: ".", minusSign: "-",
        plusSign: "+", exponentSymbol: "e", infinity: "inf", notANumber: "nan", primaryGrouping: 0,
        secondaryGrouping: 0, minimumGroupingDigits: 1)

    init(
        digits: [String], groupingSeparator: String, decimalSeparator: String, minusSign: String, plusSign: String,
        exponentSymbol: String, infinity: String, notANumber: String, primaryGrouping: Int, secondaryGrouping: Int,
        minimumGroupingDigits: Int
    ) {
        self.digits = digits
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.minusSign = minusSign
        self.plusSign = plusSign
        self.exponentSymbol = exponentSymbol
        self.infinity = infinity
        self.notANumber = notANumber
        self.primaryGrouping = primaryGrouping
        self.secondaryGrouping = secondaryGrouping
        self.minimumGroupingDigits = minimumGroupingDigits
        prepareBytes()
    }

    /// The symbols of `locale`'s decimal style.
    init(locale: Locale) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
        groupingSeparator = formatter.groupingSeparator ?? ","
        decimalSeparator = formatter.decimalSeparator ?? "."
        minusSign = formatter.minusSign ?? "-"
        plusSign = formatter.plusSign ?? "+"
        exponentSymbol = formatter.exponentSymbol ?? "E"
        // Linux's formatter writes "+∞"; Foundation's formatting writes "∞" (and "-∞").
        infinity = formatter.positiveInfinitySymbol.replacingOccurrences(of: plusSign, with: "")
            .replacingOccurrences(of: "+", with: "")
        notANumber = formatter.notANumberSymbol ?? "NaN"
        // The grouping, as the locale's pattern has it (12,34,56,789 in hi-IN; 1234 but 12.345 in
        // es): seen in formatted numbers, since Linux's NumberFormatter reports only 3 and 0.
        let groups = Self.grouped(123_456_789, locale: locale, formatter: formatter)
            .components(separatedBy: groupingSeparator).map(\.count)
        primaryGrouping = groups.count >= 2 ? groups[groups.count - 1] : 0
        secondaryGrouping = groups.count >= 3 ? groups[groups.count - 2] : primaryGrouping
        minimumGroupingDigits = primaryGrouping > 0
            && !Self.grouped(1234, locale: locale, formatter: formatter).contains(groupingSeparator) ? 2 : 1
        prepareBytes()
    }

    /// `value` with the locale's grouping.
    private static func grouped(_ value: Int, locale: Locale, formatter: NumberFormatter) -> String {
        #if canImport(Darwin)
        if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
            return value.formatted(IntegerFormatStyle<Int>(locale: locale))
        }
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
        #else
        return value.formatted(IntegerFormatStyle<Int>(locale: locale))
        #endif
    }

    /// `digits` (ASCII `0`–`9`, most significant first) in this locale's digits, grouped.
    func integerText(_ asciiDigits: [UInt8], grouped: Bool = true) -> String {
        let count = asciiDigits.count
        let groups = grouped && primaryGrouping > 0 && count >= primaryGrouping + minimumGroupingDigits
        if !groups && usesASCIIDigits { return String(decoding: asciiDigits, as: UTF8.self) }
        let secondary = max(1, secondaryGrouping)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 2 + 8)
        for (index, digit) in asciiDigits.enumerated() {
            if groups && index > 0 {
                let remaining = count - index
                if remaining == primaryGrouping
                    || (remaining > primaryGrouping && (remaining - primaryGrouping) % secondary == 0)
                {
                    bytes += groupingSeparatorUTF8
                }
            }
            bytes += digitUTF8[Int(digit &- UInt8(ascii: "0"))]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ASCII digits (`0`–`9`) in this locale's digits, not grouped.
    func digitText(_ asciiDigits: ArraySlice<UInt8>) -> String {
        if usesASCIIDigits { return String(decoding: asciiDigits, as: UTF8.self) }
        var bytes: [UInt8] = []
        for digit in asciiDigits { bytes += digitUTF8[Int(digit &- UInt8(ascii: "0"))] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
