// The argument types format specifiers expect, and how two of them are graded against each other.

/// What kind of value a format argument is, coarse enough to grade a translation against its source.
///
/// | Kind            | Conversions                                   | Passed as                      |
/// |-----------------|-----------------------------------------------|--------------------------------|
/// | `.object`       | `%@`                                          | an object pointer              |
/// | `.integer`      | `%d %i %u %x %X %o` and obsolete `%D %U %O`; a `*` width or precision | an integer of `IntegerSize` |
/// | `.float`        | `%f %F %e %E %g %G %a %A`                     | a `double` (`long double` with `L`) |
/// | `.cString`      | `%s` (8-bit chars), `%S` (UTF-16 `unichar`s)  | a pointer to a NUL-terminated array |
/// | `.character`    | `%c` (8-bit char), `%C` (`unichar`)           | an `int` (C promotes the character) |
/// | `.pointer`      | `%p`                                          | a `void *`                     |
/// | `.substitution` | `%#@name@`, and `%arg` in a substitution case | whatever the substitution's `formatSpecifier` says |
///
/// `.substitution` means "not known from this string alone": a catalog substitution's
/// `formatSpecifier` (for example `lld`) gives the real type. Replace it with
/// `FormatString.resolvingSubstitutions(_:)` / `resolvingArgPlaceholders(as:)` before comparing.
///
/// `%c`/`%C` are their own kind, not `.integer`: both pass an `int`, so mixing them up with `%d`
/// never crashes, but it prints a control character instead of a number (or the reverse) for every
/// value, so `compatibility(source:translation:)` grades `%d` against `%c` as `.differentKind`.
public enum FormatArgumentKind: String, Hashable, Sendable, CaseIterable {
    /// `%@`: an Objective-C / Swift object, formatted with its `description`.
    case object
    /// `%d %i %u %x %X %o %D %U %O` and the int consumed by a `*` width or precision.
    case integer
    /// `%f %F %e %E %g %G %a %A`.
    case float
    /// `%s` (NUL-terminated 8-bit C string) and `%S` (NUL-terminated UTF-16 string).
    case cString
    /// `%c` (8-bit character) and `%C` (UTF-16 `unichar`).
    case character
    /// `%p`.
    case pointer
    /// `%#@name@` or `%arg`: the type comes from a catalog substitution's `formatSpecifier`.
    case substitution
}

/// The size of an integer argument on Apple's 64-bit (LP64) platforms.
///
/// | Size     | Length modifiers                               |
/// |----------|------------------------------------------------|
/// | `.int8`  | `hh` (`%hhd`)                                  |
/// | `.int16` | `h` (`%hd`)                                    |
/// | `.int32` | none (`%d`, `%u`, `%x`, and `%D %U %O`; a `*`) |
/// | `.int64` | `l`, `ll`, `q`, `z`, `t`, `j`                  |
///
/// `long`, `long long`, `size_t`, `ptrdiff_t` and `intmax_t` are all 64 bits on every platform a
/// catalog ships to today, so `%ld`, `%lld`, `%qd`, `%zd`, `%td` and `%jd` are the same size and
/// grade as compatible. `%D`, `%U` and `%O` are documented by Apple as 32-bit and CoreFoundation
/// parses them with the default (`int`) size, so they are `.int32` like `%d`, `%u` and `%o`
/// (with a length modifier they take its size, as CoreFoundation does).
public enum IntegerSize: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// `char` (`hh`).
    case int8 = 8
    /// `short` (`h`).
    case int16 = 16
    /// `int` (no modifier).
    case int32 = 32
    /// `long`, `long long`, `size_t`, `ptrdiff_t`, `intmax_t`.
    case int64 = 64

    /// The number of bits.
    public var bitWidth: Int { rawValue }

    /// Orders by bit width.
    public static func < (lhs: IntegerSize, rhs: IntegerSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A length modifier as written between the flags/width/precision and the conversion.
public enum LengthModifier: String, Hashable, Sendable, CaseIterable {
    /// No length modifier.
    case `default` = ""
    /// `hh`: `char`-sized integer.
    case hh
    /// `h`: `short`-sized integer.
    case h
    /// `l`: `long` integer (64-bit); no effect on `f`-style conversions; ignored by Foundation on `c`/`s`.
    case l
    /// `ll`: `long long` integer.
    case ll
    /// `q`: BSD spelling of `ll` (quad).
    case q
    /// `L`: `long double` (floating-point conversions only).
    case L
    /// `z`: `size_t`.
    case z
    /// `t`: `ptrdiff_t`.
    case t
    /// `j`: `intmax_t`.
    case j

    /// The integer size this modifier gives an integer conversion, or `nil` for `L`.
    public var integerSize: IntegerSize? {
        switch self {
        case .default: return .int32
        case .hh: return .int8
        case .h: return .int16
        case .l, .ll, .q, .z, .t, .j: return .int64
        case .L: return nil
        }
    }
}

/// The value one format argument is expected to be: its kind plus the details that matter when
/// grading (integer size, long double, 8- vs 16-bit strings) and the spelling it was written with.
public struct FormatArgument: Hashable, Sendable, CustomStringConvertible {
    /// The coarse kind used for grading.
    public var kind: FormatArgumentKind
    /// The conversion character as written: `d`, `@`, `S`, ...; `*` for a width or precision taken
    /// from an argument; `@` for a `%#@name@` token and for `%arg`.
    public var conversion: Unicode.Scalar
    /// The length modifier as written.
    public var lengthModifier: LengthModifier
    /// The substitution named by a `%#@name@` token while its type is unresolved
    /// (`kind == .substitution`); `nil` otherwise, including for an unresolved `%arg`.
    public var substitutionName: String?

    /// Creates an argument description.
    public init(
        kind: FormatArgumentKind, conversion: Unicode.Scalar,
        lengthModifier: LengthModifier = .default, substitutionName: String? = nil
    ) {
        self.kind = kind
        self.conversion = conversion
        self.lengthModifier = lengthModifier
        self.substitutionName = substitutionName
    }

    /// The argument a catalog substitution's `formatSpecifier` describes: `"lld"`, `"d"`, `"@"`,
    /// `"f"`, `".2f"`; a leading `%` is accepted (`"%lld"`). Flags, width and precision are allowed
    /// and ignored; a position (`1$`), a `*`, a second specifier or trailing text make it `nil`.
    public init?(formatSpecifier: String) {
        // Catalogs repeat a handful of these in every language and case: answer them from a table.
        for (common, argument) in Self.commonFormatSpecifiers where common == formatSpecifier {
            self = argument
            return
        }
        guard let parsed = Self.parse(formatSpecifier: formatSpecifier) else { return nil }
        self = parsed
    }

    /// The most frequent `formatSpecifier` values, parsed once.
    private static let commonFormatSpecifiers: [(String, FormatArgument)] = ["lld", "d", "@", "ld", "llu", "lu", "f"]
        .map { ($0, parse(formatSpecifier: $0)!) }

    private static func parse(formatSpecifier: String) -> FormatArgument? {
        let text = formatSpecifier.hasPrefix("%") ? formatSpecifier : "%" + formatSpecifier
        let parsed = FormatString.parse(text)
        guard parsed.issues.isEmpty, parsed.specifiers.count == 1 else { return nil }
        let specifier = parsed.specifiers[0]
        guard specifier.range == 0..<text.utf8.count, specifier.position == nil,
              !specifier.isSubstitution, !specifier.isArgPlaceholder,
              specifier.widthFromArgument == nil, specifier.precisionFromArgument == nil
        else { return nil }
        return specifier.argument
    }

    /// The int consumed by a `*` width or precision.
    public static let widthOrPrecision = FormatArgument(kind: .integer, conversion: "*")

    /// The integer size, for `.integer` arguments only.
    public var integerSize: IntegerSize? {
        guard kind == .integer else { return nil }
        return lengthModifier.integerSize ?? .int32
    }

    /// Whether an integer conversion is unsigned (`u x X o U O`). Signedness never affects grading.
    public var isUnsigned: Bool {
        guard kind == .integer else { return false }
        switch conversion {
        case "u", "x", "X", "o", "U", "O": return true
        default: return false
        }
    }

    /// Whether a floating-point argument is a `long double` (`%Lf`).
    public var isLongDouble: Bool { kind == .float && lengthModifier == .L }

    /// For `.cString`: the width in bits of one string element. `%s` (and `%ls`, which
    /// CoreFoundation formats exactly like `%s`) is 8; `%S` is 16. `nil` for other kinds.
    public var stringElementBits: Int? {
        guard kind == .cString else { return nil }
        return conversion == "S" ? 16 : 8
    }

    /// The argument written as a minimal specifier: `%lld`, `%@`, `%#@name@`, `%arg`, `*`.
    public var description: String {
        if kind == .substitution {
            if let substitutionName { return "%#@\(substitutionName)@" }
            return "%arg"
        }
        if conversion == "*" { return "*" }
        return "%" + lengthModifier.rawValue + String(Character(conversion))
    }
}

/// How a translation's argument relates to the source's argument of the same number.
public enum ArgumentCompatibility: String, Hashable, Sendable, CaseIterable {
    /// The same type for formatting purposes (`%d` and `%u`, `%ld` and `%lld`, `%c` and `%C`).
    case same
    /// Both integers, of different sizes (`%d` and `%lld`): wrong values, a warning.
    case differentIntegerSize
    /// Different kinds (`%@` and `%d`), or the same kind with an incompatible representation
    /// (`%f` and `%Lf`, `%s` and `%S`): the crash class, an error.
    case differentKind
}

/// Grades a translation's argument against the source's argument with the same number.
///
/// - Different `kind`s are `.differentKind` (an unresolved `.substitution` only matches another
///   unresolved `.substitution`, whatever the names).
/// - Integers: signedness and base are ignored (`%d` ~ `%u` ~ `%x`); a different `IntegerSize`
///   is `.differentIntegerSize` (`%d` vs `%lld`, `%hd` vs `%d`); `%ld` vs `%lld` is `.same`.
/// - Floats: `double` vs `long double` (`%f` vs `%Lf`) is `.differentKind`, because they are
///   passed differently on x86-64.
/// - C strings: 8-bit (`%s`) vs UTF-16 (`%S`) is `.differentKind`: reading one as the other can
///   run past the end of the buffer.
/// - Characters (`%c`, `%C`), objects and pointers of the same kind are `.same`.
///
/// The grading is symmetric.
public func compatibility(source: FormatArgument, translation: FormatArgument) -> ArgumentCompatibility {
    guard source.kind == translation.kind else { return .differentKind }
    switch source.kind {
    case .integer:
        return source.integerSize == translation.integerSize ? .same : .differentIntegerSize
    case .float:
        return source.isLongDouble == translation.isLongDouble ? .same : .differentKind
    case .cString:
        return source.stringElementBits == translation.stringElementBits ? .same : .differentKind
    case .object, .character, .pointer, .substitution:
        return .same
    }
}
