// One format specifier found in a string value.

/// The printf flags written before the width: any of `-`, `+`, space, `#` and `0`. (IEEE printf's
/// `'`, grouping, is no flag to CoreFoundation: `%'d` prints `'d`, and parsing reports it.)
public struct FormatFlags: OptionSet, Hashable, Sendable {
    /// One bit per flag.
    public let rawValue: UInt8
    /// Creates a flag set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `-`: left-justify.
    public static let leftJustify = FormatFlags(rawValue: 1 << 0)
    /// `+`: always print a sign.
    public static let sign = FormatFlags(rawValue: 1 << 1)
    /// space: a space in place of a `+` sign. Note `"50% off"` is `% o` (octal) by the printf rules.
    public static let space = FormatFlags(rawValue: 1 << 2)
    /// `#`: alternate form. (Directly before `@` it makes a `%#@name@` substitution token instead.)
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    /// `0`: pad with zeros.
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)
}

/// A width or precision: written as digits, or taken from an int argument with `*` / `*N$`.
public enum FormatAmount: Hashable, Sendable {
    /// Written in the string: `%5d` (width 5), `%.2f` (precision 2), `%.f` (precision 0).
    case fixed(Int)
    /// Taken from an `int` argument: `*` (the next sequential argument) or `*N$` (argument N).
    /// The associated value is the resolved 1-based argument number.
    case fromArgument(Int)
}

/// One format specifier in a string value, such as `%@`, `%2$lld`, `%-5.2f`, `%1$#@items@` or
/// (in a substitution case, when asked for) `%arg`. `%%` is a literal, not a specifier, and
/// malformed specifiers are reported in `FormatString.issues` instead.
public struct FormatSpecifier: Hashable, Sendable {
    /// Where the specifier is, as UTF-8 byte offsets into the value: `range.lowerBound` is the `%`,
    /// `range.upperBound` is just past the conversion (past the closing `@` of `%#@name@`).
    /// Both are on Unicode scalar boundaries; see `FormatString.unicodeScalarOffset(ofUTF8Offset:in:)`.
    public var range: Range<Int>
    /// The explicit position, `N` in `%N$@` / `%N$#@name@` (1...127), or `nil`.
    public var position: Int?
    /// The 1-based argument this specifier formats: the explicit position, or else the next
    /// sequential argument (after any `*` this specifier consumes). `nil` only for an unresolved
    /// `%arg`. After `FormatString.resolvingSubstitutions(_:)` a substitution token's number is the
    /// substitution's `argNum` when it has one.
    public var argumentNumber: Int?
    /// The type of that argument.
    public var argument: FormatArgument
    /// The flags written.
    public var flags: FormatFlags
    /// The width, if any.
    public var width: FormatAmount?
    /// The precision, if any.
    public var precision: FormatAmount?
    /// Whether this is a `%#@name@` / `%N$#@name@` substitution token (stays `true` after resolution).
    public var isSubstitution: Bool
    /// The substitution's name for a token (`items` in `%#@items@`); `nil` otherwise.
    public var substitutionName: String?
    /// Whether this is a `%arg` placeholder (only recognized with `allowArgPlaceholder: true`).
    public var isArgPlaceholder: Bool

    /// Creates a specifier; normally produced by `FormatString.parse`.
    public init(
        range: Range<Int>, position: Int?, argumentNumber: Int?, argument: FormatArgument,
        flags: FormatFlags = [], width: FormatAmount? = nil, precision: FormatAmount? = nil,
        isSubstitution: Bool = false, substitutionName: String? = nil, isArgPlaceholder: Bool = false
    ) {
        self.range = range
        self.position = position
        self.argumentNumber = argumentNumber
        self.argument = argument
        self.flags = flags
        self.width = width
        self.precision = precision
        self.isSubstitution = isSubstitution
        self.substitutionName = substitutionName
        self.isArgPlaceholder = isArgPlaceholder
    }

    /// The argument's kind.
    public var kind: FormatArgumentKind { argument.kind }
    /// The argument's integer size (integers only).
    public var integerSize: IntegerSize? { argument.integerSize }
    /// The length modifier written.
    public var lengthModifier: LengthModifier { argument.lengthModifier }
    /// The conversion character written (`@` for substitution tokens and `%arg`).
    public var conversion: Unicode.Scalar { argument.conversion }
    /// Whether the specifier names its argument explicitly (`%N$...`).
    public var isPositional: Bool { position != nil }

    /// The argument number a `*` width reads, if the width comes from an argument.
    public var widthFromArgument: Int? {
        if case .fromArgument(let number)? = width { return number }
        return nil
    }

    /// The argument number a `.*` precision reads, if the precision comes from an argument.
    public var precisionFromArgument: Int? {
        if case .fromArgument(let number)? = precision { return number }
        return nil
    }

    /// The specifier's text, cut out of the value it was parsed from.
    public func text(in value: String) -> Substring {
        FormatString.substring(of: value, utf8Range: range)
    }
}
