/// Why a lookup could not give the text a catalog means: an unknown table or key, or arguments that
/// do not fit its specifiers. `LocalizationContext.resolve` throws it; `string(_:)` never fails and
/// shows the key, or the specifier as written in place of an argument it could not use.
public enum LocalizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No table of that name is loaded.
    case unknownTable(String)
    /// The table has no such key.
    case unknownKey(String, table: String)
    /// The key's specifiers take `expected` arguments; `given` were given.
    case argumentCount(expected: Int, given: Int)
    /// A specifier refers to an argument that was not given (`%3$@` with two arguments).
    case missingArgument(number: Int, specifier: String)
    /// An argument is not what its specifier prints (a text for `%lld`, a fraction for `%d`).
    case wrongArgument(number: Int, specifier: String, given: LocalizedArgument)
    /// A `%#@name@` token names no substitution of its localization.
    case unknownSubstitution(String)
    /// A `%#@name@` token would expand without end: the substitution names itself in its own
    /// cases, or substitutions nest deeper than `maximumSubstitutionDepth` or expand more than
    /// `maximumSubstitutionExpansions` times in one text. It is shown as written.
    case endlessSubstitution(String)

    /// How deep substitutions may nest in one text.
    public static let maximumSubstitutionDepth = 8
    /// How many substitutions one text may expand (each of a substitution's uses counts).
    public static let maximumSubstitutionExpansions = 1000

    public var description: String {
        switch self {
        case .unknownTable(let name):
            return "no table named '\(name)' is loaded"
        case .unknownKey(let key, let table):
            return "no key '\(key)' in table '\(table)'"
        case .argumentCount(let expected, let given):
            return "the key takes \(expected) argument\(expected == 1 ? "" : "s"), but \(given) \(given == 1 ? "was" : "were") given"
        case .missingArgument(let number, let specifier):
            return "\(specifier) prints argument \(number), which was not given"
        case .wrongArgument(let number, let specifier, let given):
            return "argument \(number) is printed by \(specifier), which cannot print \(given.kindDescription) '\(given)'"
        case .unknownSubstitution(let name):
            return "%#@\(name)@ names no substitution"
        case .endlessSubstitution(let name):
            return "%#@\(name)@ expands without end (it names itself in its own cases, or substitutions nest more than "
                + "\(Self.maximumSubstitutionDepth) deep or expand more than \(Self.maximumSubstitutionExpansions) times "
                + "in one text): shown as written"
        }
    }
}

extension LocalizedArgument {
    /// `an integer`, `a number`, `a text`: for messages.
    var kindDescription: String {
        switch self {
        case .int, .uint: return "the integer"
        case .double: return "the number"
        case .string: return "the text"
        }
    }
}
