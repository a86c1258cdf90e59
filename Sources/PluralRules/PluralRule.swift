/// A rule text that is not valid CLDR plural rule syntax.
public struct PluralRuleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The rule text that failed to parse.
    public var rule: String
    /// What is wrong, e.g. "expected '=' or '!=' after 'n'".
    public var message: String

    public var description: String { "invalid plural rule '\(rule)': \(message)" }
}

/// One parsed CLDR plural rule condition, such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`.
///
/// Syntax (UTS #35 Part 3, "Plural rules syntax"), without the `@integer` / `@decimal` samples:
///
///     condition     = and_condition ("or" and_condition)*
///     and_condition = relation ("and" relation)*
///     relation      = operand (("%" | "mod") value)? ("=" | "!=") range_list
///     range_list    = (value ".." value | value) ("," range_list)*
///     operand       = "n" | "i" | "v" | "w" | "f" | "t" | "c" | "e"
///
/// `and` binds tighter than `or`. `=` means "is one of the listed values or in one of the ranges";
/// ranges contain whole numbers only, so `n = 0..1` is false for 0.5, and `n % 100 = 3..10` keeps
/// the fraction of `n` (false for 3.5) while `i % 100` drops it. The empty text is the rule of the
/// `other` category and matches every number.
///
/// Evaluating with `matches(_:)` does not allocate.
public struct PluralRule: Sendable, Equatable, CustomStringConvertible {
    /// The rule text as given.
    public let text: String
    /// The relations in order; `startsAlternative` marks the first relation after each `or`.
    /// Empty for the empty rule.
    let relations: [Relation]
    /// The values and ranges of all relations; relation `r` uses `ranges[r.rangeStart..<r.rangeEnd]`.
    let ranges: [ValueRange]

    /// Parses CLDR rule syntax; throws `PluralRuleSyntaxError` when `text` is not valid.
    public init(_ text: String) throws {
        self.text = text
        var parser = Parser(text: text)
        (self.relations, self.ranges) = try parser.parseCondition()
    }

    public var description: String { text }

    /// Whether the number with these operands satisfies the rule. Does not allocate: it walks two
    /// flat arrays of plain values.
    public func matches(_ operands: PluralOperands) -> Bool {
        let count = relations.count
        if count == 0 { return true }
        var alternativeHolds = true
        var index = 0
        while index < count {
            let relation = relations[index]
            if relation.startsAlternative && index > 0 {
                if alternativeHolds { return true }
                alternativeHolds = true
            }
            if alternativeHolds && !relation.matches(operands, ranges: ranges) {
                alternativeHolds = false
            }
            index += 1
        }
        return alternativeHolds
    }
}

/// A plural operand letter.
enum PluralOperand: UInt8, Sendable {
    case n, i, v, w, f, t, c, e
}

/// A value (`low == high`) or a range `low..high` of a relation's list.
struct ValueRange: Sendable, Equatable {
    var low: UInt64
    var high: UInt64
}

/// `operand [% modulus] (=|!=) values`, stored as plain values so evaluation never retains or
/// allocates.
struct Relation: Sendable, Equatable {
    var operand: PluralOperand
    /// The `%` divisor, or 0 for none.
    var modulus: UInt64
    /// `!=` rather than `=`.
    var isNegated: Bool
    /// The first relation of the rule or of an alternative after `or`.
    var startsAlternative: Bool
    /// This relation's values are `ranges[rangeStart..<rangeEnd]` of the rule.
    var rangeStart: Int
    var rangeEnd: Int

    func matches(_ operands: PluralOperands, ranges: [ValueRange]) -> Bool {
        var inList = false
        if let value = value(of: operands) {
            var index = rangeStart
            while index < rangeEnd {
                let range = ranges[index]
                if value >= range.low && value <= range.high {
                    inList = true
                    break
                }
                index += 1
            }
        }
        // Without a value, `n` (or `n % m`) has a fraction: it equals no whole number.
        return inList != isNegated
    }

    /// The operand's value after `%`, or nil when it is `n` with a non-zero fraction.
    private func value(of operands: PluralOperands) -> UInt64? {
        let raw: UInt64
        switch operand {
        case .n:
            guard operands.isWholeNumber else { return nil }
            raw = operands.i
        case .i: raw = operands.i
        case .v: raw = UInt64(operands.v)
        case .w: raw = UInt64(operands.w)
        case .f: raw = operands.f
        case .t: raw = operands.t
        case .c, .e: raw = UInt64(operands.e)
        }
        return modulus == 0 ? raw : raw % modulus
    }
}

/// A hand-written recursive-descent parser over the rule's UTF-8 bytes.
private struct Parser {
    enum Token: Equatable {
        case word(String)
        case number(UInt64)
        case equals, notEquals, percent, comma, dotDot
        case end
    }

    let text: String
    private var tokens: [Token] = [.end]
    private var position = 0

    init(text: String) {
        self.text = text
    }

    private func tokenize() throws -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        func fail(_ message: String) -> PluralRuleSyntaxError {
            PluralRuleSyntaxError(rule: text, message: message)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value: UInt64 = 0
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                    let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.addingReportingOverflow(UInt64(bytes[index] - 0x30))
                    if overflow1 || overflow2 { throw fail("number too large") }
                    value = sum
                    index += 1
                }
                tokens.append(.number(value))
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                let start = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") {
                    index += 1
                }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            case UInt8(ascii: "="):
                tokens.append(.equals)
                index += 1
            case UInt8(ascii: "!"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") else {
                    throw fail("expected '!='")
                }
                tokens.append(.notEquals)
                index += 2
            case UInt8(ascii: "%"):
                tokens.append(.percent)
                index += 1
            case UInt8(ascii: ","):
                tokens.append(.comma)
                index += 1
            case UInt8(ascii: "."):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") else {
                    throw fail("expected '..'")
                }
                tokens.append(.dotDot)
                index += 2
            default:
                throw fail("unexpected character '\(String(decoding: [byte], as: UTF8.self))'")
            }
        }
        tokens.append(.end)
        return tokens
    }

    private func error(_ message: String) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(rule: text, message: message)
    }

    private var current: Token { tokens[position] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private var relations: [Relation] = []
    private var ranges: [ValueRange] = []

    /// Parses the whole text: the relations in order and their values.
    mutating func parseCondition() throws -> ([Relation], [ValueRange]) {
        tokens = try tokenize()
        position = 0
        relations = []
        ranges = []
        if current == .end { return ([], []) }
        try parseAndCondition()
        while current == .word("or") {
            advance()
            try parseAndCondition()
        }
        guard current == .end else { throw error("unexpected \(describe(current))") }
        return (relations, ranges)
    }

    private mutating func parseAndCondition() throws {
        try parseRelation(startsAlternative: true)
        while current == .word("and") {
            advance()
            try parseRelation(startsAlternative: false)
        }
    }

    private mutating func parseRelation(startsAlternative: Bool) throws {
        guard case .word(let name) = current, let operand = Parser.operand(named: name) else {
            throw error("expected an operand (n, i, v, w, f, t, c, e), found \(describe(current))")
        }
        advance()
        var modulus: UInt64 = 0
        if current == .percent || current == .word("mod") {
            advance()
            guard case .number(let value) = current, value > 0 else {
                throw error("expected a non-zero number after '%'")
            }
            modulus = value
            advance()
        }
        let isNegated: Bool
        switch current {
        case .equals: isNegated = false
        case .notEquals: isNegated = true
        default: throw error("expected '=' or '!=' after '\(name)', found \(describe(current))")
        }
        advance()
        let rangeStart = ranges.count
        ranges.append(try parseRange())
        while current == .comma {
            advance()
            ranges.append(try parseRange())
        }
        relations.append(
            Relation(
                operand: operand, modulus: modulus, isNegated: isNegated, startsAlternative: startsAlternative,
                rangeStart: rangeStart, rangeEnd: ranges.count))
    }

    private mutating func parseRange() throws -> ValueRange {
        guard case .number(let low) = current else { throw error("expected a number, found \(describe(current))") }
        advance()
        guard current == .dotDot else { return ValueRange(low: low, high: low) }
        advance()
        guard case .number(let high) = current else { throw error("expected a number after '..'") }
        advance()
        guard low <= high else { throw error("empty range \(low)..\(high)") }
        return ValueRange(low: low, high: high)
    }

    private static func operand(named name: String) -> PluralOperand? {
        switch name {
        case "n": return .n
        case "i": return .i
        case "v": return .v
        case "w": return .w
        case "f": return .f
        case "t": return .t
        case "c": return .c
        case "e": return .e
        default: return nil
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .word(let word): return "'\(word)'"
        case .number(let value): return "'\(value)'"
        case .equals: return "'='"
        case .notEquals: return "'!='"
        case .percent: return "'%'"
        case .comma: return "','"
        case .dotDot: return "'..'"
        case .end: return "the end of the rule"
        }
    }
}
