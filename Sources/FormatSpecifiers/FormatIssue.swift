// Problems found while parsing a single string value, and how severe they are.
//
// Severities are the model's `Severity` (errors sort first), the one type every module grades
// problems with: here `.error` is the crash class (another kind, an argument the source lacks, a
// malformed specifier) and `.warning` prints wrong text (an integer of another size, an omitted
// argument). Nothing here is a `.note`.
import CatalogModel

/// Why a `%` does not start a valid specifier.
public enum InvalidSpecifierReason: String, Hashable, Sendable, CaseIterable {
    /// The string ends inside the specifier: `"100%"`, `"%5$"`, `"%-"`, `"%l"`.
    case incomplete
    /// Not a conversion character: `%y`, `%k`, `%é`, `%$`.
    case unknownConversion
    /// IEEE printf's thousands-grouping flag `'` before a number's specifier (`%'d`, `%'lld`,
    /// `%'-8lld`): CoreFoundation has no such flag and prints the rest as text
    /// (`String(format: "%'d", 1234)` is `'d`). A `%'` before anything else is `unknownConversion`.
    case groupingFlag
    /// A conversion Foundation does not support for localized text: `%n` (disabled by
    /// CoreFoundation) and the obsolete Pascal-string `%P`.
    case unsupportedConversion
    /// A length modifier that does not go with the conversion: `%l@`, `%hf`, `%Ld`, `%hs`, `%lS`, `%lp`.
    case invalidLengthModifier
    /// Position zero: `%0$@`, `%*0$d`. Positions start at 1.
    case zeroPosition
    /// A position above 127 (CoreFoundation's limit) or a width / precision above `Int32.max`.
    case numberOutOfRange
    /// Digits after `*` without `$`: `%*5d`.
    case malformedWidthOrPrecision
    /// A `%` conversion with anything between: `%5%`, `%1$%`. Only `%%` is a literal percent.
    case percentWithModifiers
    /// A broken substitution token: `%#@` not followed by a name of `[A-Za-z0-9_]` and a closing
    /// `@` (`%#@items`, `%#@@`, `%#@my items@`), or `#@` with other flags, width, precision or a
    /// length modifier (`%-#@items@`).
    case invalidSubstitution
}

/// A problem in one string value. Ranges are UTF-8 byte offsets into that value.
public enum FormatIssue: Hashable, Sendable, CustomStringConvertible {
    /// A `%` that does not start a valid specifier, over the bytes that were examined
    /// (from the `%` through the offending character, or to the end of the value).
    case invalidSpecifier(range: Range<Int>, reason: InvalidSpecifierReason)
    /// The same argument number used with two incompatible types in one value (`%1$@ %1$d`),
    /// reported on the later use. `compatibility` is `.differentKind` or `.differentIntegerSize`.
    case conflictingArgument(number: Int, range: Range<Int>, compatibility: ArgumentCompatibility)

    /// Where the issue is, in UTF-8 byte offsets into the value.
    public var range: Range<Int> {
        switch self {
        case .invalidSpecifier(let range, _): return range
        case .conflictingArgument(_, let range, _): return range
        }
    }

    /// `.warning` for a conflict in integer size only; `.error` for everything else.
    public var severity: Severity {
        if case .conflictingArgument(_, _, .differentIntegerSize) = self { return .warning }
        return .error
    }

    /// A one-line English explanation, without the location.
    public var description: String {
        switch self {
        case .invalidSpecifier(_, let reason):
            switch reason {
            case .incomplete: return "incomplete format specifier at the end of the string"
            case .unknownConversion: return "unknown format conversion"
            case .groupingFlag:
                return "CoreFoundation has no ' (grouping) flag and prints what follows as text; format the number before passing it (formatted())"
            case .unsupportedConversion: return "format conversion not supported by Foundation"
            case .invalidLengthModifier: return "length modifier not valid for this conversion"
            case .zeroPosition: return "argument position 0 (positions start at 1)"
            case .numberOutOfRange: return "argument position above 127, or width/precision too large"
            case .malformedWidthOrPrecision: return "digits after '*' must end in '$' (as in '*2$')"
            case .percentWithModifiers: return "only '%%' is a literal percent sign"
            case .invalidSubstitution: return "malformed substitution token; expected %#@name@ or %N$#@name@"
            }
        case .conflictingArgument(let number, _, let compatibility):
            let what = compatibility == .differentIntegerSize ? "integer sizes" : "types"
            return "argument \(number) is used with different \(what)"
        }
    }
}
