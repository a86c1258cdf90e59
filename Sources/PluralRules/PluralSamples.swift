/// A category's sample numbers, as CLDR lists them after `@integer` and `@decimal` in a rule.
///
/// Sample syntax: a comma-separated list of values and ranges, optionally ending in `…`, which
/// says the category contains more numbers than listed: `0, 2~16, 100, 1000, …`. A range steps in
/// its last visible digit: `0.0~1.5` is 0.0, 0.1, …, 1.5 and `0.00~0.04` is 0.00, 0.01, …, 0.04.
/// Values may use a compact exponent (`1c6`, `1.1c3`).
public struct PluralSamples: Sendable, Equatable {
    /// The `@integer` list as CLDR writes it, without the keyword; empty when there is none.
    public let integerText: String
    /// The `@decimal` list as CLDR writes it, without the keyword; empty when there is none.
    public let decimalText: String

    /// Samples from the two lists' text.
    public init(integers: String, decimals: String) {
        self.integerText = integers
        self.decimalText = decimals
    }

    /// Every `@integer` sample as text, ranges expanded, in CLDR's order (`[]` when malformed).
    public var integers: [String] { PluralSamples.expand(integerText) ?? [] }
    /// Every `@decimal` sample as text, ranges expanded, in CLDR's order (`[]` when malformed).
    public var decimals: [String] { PluralSamples.expand(decimalText) ?? [] }
    /// Whether the `@integer` list ends with `…`: the category has more integers than listed.
    public var hasMoreIntegers: Bool { integerList?.isOpenEnded ?? false }
    /// Whether the `@decimal` list ends with `…`.
    public var hasMoreDecimals: Bool { decimalList?.isOpenEnded ?? false }
    /// The `@integer` list split into values and ranges (not expanded); `nil` when malformed.
    public var integerList: SampleList? { SampleList(integerText) }
    /// The `@decimal` list split into values and ranges (not expanded); `nil` when malformed.
    public var decimalList: SampleList? { SampleList(decimalText) }

    /// Expands a sample list (`"2~4, 22, …"` → `["2", "3", "4", "22"]`), keeping each value's
    /// visible digits (`"0.00~0.02"` → `["0.00", "0.01", "0.02"]`). Returns `nil` when the list is
    /// malformed: a value that is not a plain decimal, a range whose ends differ in fraction digits
    /// or exponent or run backwards, a range of more than 10,000 values, or `…` not at the end.
    public static func expand(_ list: String) -> [String]? {
        guard let parsed = SampleList(list) else { return nil }
        var values: [String] = []
        for item in parsed.items {
            switch item {
            case .value(let value):
                values.append(value)
            case .range(let low, let high):
                guard let expanded = expandRange(low, high) else { return nil }
                values += expanded
            }
        }
        return values
    }

    /// The largest number of values one `~` range may expand to.
    static let maximumRangeCount: UInt64 = 10_000

    private static func expandRange(_ low: String, _ high: String) -> [String]? {
        guard let lowParts = RangeEnd(low), let highParts = RangeEnd(high),
            lowParts.fractionDigits == highParts.fractionDigits,
            lowParts.suffix == highParts.suffix,
            lowParts.scaled <= highParts.scaled,
            highParts.scaled - lowParts.scaled < maximumRangeCount
        else { return nil }
        let digits = lowParts.fractionDigits
        return (lowParts.scaled...highParts.scaled).map { scaled in
            var text = String(scaled)
            if digits > 0 {
                if text.count <= digits {
                    text = String(repeating: "0", count: digits + 1 - text.count) + text
                }
                text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
            }
            return text + lowParts.suffix
        }
    }

    /// One end of a range split into its digits as an integer (`"1.5"` → 15), how many of them are
    /// fraction digits, and the exponent suffix (`"c6"` or `""`).
    private struct RangeEnd {
        var scaled: UInt64
        var fractionDigits: Int
        var suffix: String

        init?(_ text: String) {
            var mantissa = Substring(text)
            suffix = ""
            if let exponentStart = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
                mantissa = text[..<exponentStart]
                suffix = String(text[exponentStart...])
            }
            var digits = ""
            fractionDigits = 0
            if let dot = mantissa.firstIndex(of: ".") {
                digits = String(mantissa[..<dot]) + String(mantissa[mantissa.index(after: dot)...])
                fractionDigits = mantissa.distance(from: mantissa.index(after: dot), to: mantissa.endIndex)
            } else {
                digits = String(mantissa)
            }
            guard let scaled = UInt64(digits) else { return nil }
            self.scaled = scaled
        }
    }
}

/// A CLDR sample list split into items, each value checked, ranges not expanded: the one parser of
/// sample lists (expansion, the category tables of `xcstrings-plurals` and the linter's messages
/// all read lists through it).
public struct SampleList: Sendable, Equatable {
    /// A value or a range, as CLDR writes them (`"2"`, `"1c6"`, `"0.0"~"1.5"`).
    public enum Item: Sendable, Equatable {
        case value(String)
        case range(String, String)
    }

    public private(set) var items: [Item] = []
    /// The list ends with `…` (or `...`): the category has more numbers than listed.
    public private(set) var isOpenEnded = false

    /// Parses `"0, 2~16, 100, …"`; `nil` when malformed (an item that is not a sample value, an
    /// empty item, or `…` before the end). The empty text is the empty list.
    ///
    /// Read on its bytes: every linter reads the lists of each of a catalog's languages, and read
    /// as characters a list took 67,000 instructions. (A space, `,` or `~` is one byte; a list
    /// that a character reading would split otherwise holds a combining mark, which no sample
    /// value has, and is malformed either way.)
    public init?(_ text: String) {
        let parts = Self.pieces(of: Substring(text), separatedBy: UInt8(ascii: ","))
        if parts.count == 1 && parts[0].isEmpty { return }
        for (index, part) in parts.enumerated() {
            if part == "…" || part == "..." {
                guard index == parts.count - 1 else { return nil }
                isOpenEnded = true
                continue
            }
            let ends = part.utf8.split(separator: UInt8(ascii: "~"), omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
            guard ends.allSatisfy(SampleList.isSampleValue) else { return nil }
            switch ends.count {
            case 1: items.append(.value(ends[0]))
            case 2: items.append(.range(ends[0], ends[1]))
            default: return nil
            }
        }
    }

    /// `text` split at each `separator` byte, each piece without the spaces around it.
    private static func pieces(of text: Substring, separatedBy separator: UInt8) -> [Substring] {
        text.utf8.split(separator: separator, omittingEmptySubsequences: false).map { piece in
            var start = piece.startIndex, end = piece.endIndex
            while start < end && piece[start] == UInt8(ascii: " ") { start = piece.index(after: start) }
            while end > start && piece[piece.index(before: end)] == UInt8(ascii: " ") { end = piece.index(before: end) }
            return Substring(piece[start..<end])
        }
    }

    /// A sample value: digits, optionally `.` and digits, optionally `c` or `e` and digits.
    static func isSampleValue(_ text: String) -> Bool {
        !text.hasPrefix("-") && PluralOperands(text) != nil
    }

    /// A sample value as an integer when it is one written without fraction digits (`"12"` → 12,
    /// `"3c6"` → 3000000); `nil` for `"1.5"`, `"1.0"` and anything that is not a sample value.
    public static func integer(_ value: String) -> Int? {
        guard !value.hasPrefix("-"), let operands = PluralOperands(value), operands.v == 0 else { return nil }
        return Int(exactly: operands.i)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
