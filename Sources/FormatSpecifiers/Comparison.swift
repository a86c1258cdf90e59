// Comparing a translation with its source, and resolving catalog substitutions first.
import CatalogModel

/// A difference between the arguments a source string and its translation expect.
public enum ArgumentMismatch: Hashable, Sendable, CustomStringConvertible {
    /// Argument N is of another kind (`%@` vs `%d`, `%f` vs `%Lf`, `%s` vs `%S`): an error.
    case differentKind(argument: Int, source: FormatArgument, translation: FormatArgument)
    /// Argument N is an integer of another size (`%d` vs `%lld`): a warning.
    case differentIntegerSize(argument: Int, source: FormatArgument, translation: FormatArgument)
    /// The translation does not use argument N: a warning (the value is silently dropped).
    case missingInTranslation(argument: Int, source: FormatArgument)
    /// The translation uses argument N, which the source does not have: an error (it reads
    /// whatever is on the stack).
    case notInSource(argument: Int, translation: FormatArgument)

    /// The 1-based argument number concerned.
    public var argumentNumber: Int {
        switch self {
        case .differentKind(let number, _, _), .differentIntegerSize(let number, _, _),
             .missingInTranslation(let number, _), .notInSource(let number, _):
            return number
        }
    }

    /// `.error` for `differentKind` and `notInSource`; `.warning` for `differentIntegerSize` and
    /// `missingInTranslation`.
    public var severity: Severity {
        switch self {
        case .differentKind, .notInSource: return .error
        case .differentIntegerSize, .missingInTranslation: return .warning
        }
    }

    /// A one-line English explanation, e.g. "argument 2 is %d in the translation but %lld in the source".
    public var description: String {
        switch self {
        case .differentKind(let number, let source, let translation),
             .differentIntegerSize(let number, let source, let translation):
            return "argument \(number) is \(translation) in the translation but \(source) in the source"
        case .missingInTranslation(let number, let source):
            return "argument \(number) (\(source)) is not used in the translation"
        case .notInSource(let number, let translation):
            return "argument \(number) (\(translation)) is not in the source"
        }
    }
}

/// The type and argument number a catalog substitution gives its `%#@name@` token and the `%arg`
/// placeholders in its variations: its `argNum` and `formatSpecifier`.
public struct FormatSubstitution: Hashable, Sendable {
    /// The substitution's `argNum`, or `nil` if the catalog gives none (the token's own number is kept).
    public var argumentNumber: Int?
    /// The type its `formatSpecifier` describes.
    public var argument: FormatArgument

    /// Creates a substitution from an already parsed type.
    public init(argumentNumber: Int?, argument: FormatArgument) {
        self.argumentNumber = argumentNumber
        self.argument = argument
    }

    /// Creates a substitution from a catalog's `argNum` and `formatSpecifier` (`"lld"`, `"d"`,
    /// `"@"`, ...); `nil` if `formatSpecifier` is not a single valid specifier
    /// (see `FormatArgument.init?(formatSpecifier:)`).
    public init?(argNum: Int?, formatSpecifier: String) {
        guard let argument = FormatArgument(formatSpecifier: formatSpecifier) else { return nil }
        self.init(argumentNumber: argNum, argument: argument)
    }
}

extension FormatString {
    /// Compares the arguments a translation expects with those of its source, by argument number
    /// (so reordering with positions is fine). Results are sorted by argument number.
    ///
    /// Resolve substitution tokens in both first (`resolvingSubstitutions(_:)`); an unresolved
    /// `.substitution` only matches another unresolved one. Issues inside either string are not
    /// repeated here: report `issues` separately (for the source too).
    public static func compare(source: FormatString, translation: FormatString) -> [ArgumentMismatch] {
        let (sources, translations) = (source.numberedArguments, translation.numberedArguments)
        // The usual case, the same arguments on both sides, read from the sorted lists.
        if sources.count == translations.count && zip(sources, translations).allSatisfy({ source, translation in
            source.number == translation.number && compatibility(source: source.argument, translation: translation.argument) == .same
        }) {
            return []
        }
        return compare(source: source.arguments, translation: translation.arguments)
    }

    /// Compares two argument maps (for example after merging substitution variations with
    /// `mergeArguments(from:)`). See `compare(source:translation:)`.
    public static func compare(
        source: [Int: FormatArgument], translation: [Int: FormatArgument]
    ) -> [ArgumentMismatch] {
        if source.isEmpty && translation.isEmpty { return [] }
        // The usual case, the same arguments on both sides, without building the sorted union.
        if source.count == translation.count && source.allSatisfy({ number, argument in
            translation[number].map { compatibility(source: argument, translation: $0) == .same } ?? false
        }) {
            return []
        }
        var mismatches: [ArgumentMismatch] = []
        let numbers = Set(source.keys).union(translation.keys).sorted()
        for number in numbers {
            switch (source[number], translation[number]) {
            case let (source?, translation?):
                switch compatibility(source: source, translation: translation) {
                case .same: break
                case .differentIntegerSize:
                    mismatches.append(.differentIntegerSize(argument: number, source: source, translation: translation))
                case .differentKind:
                    mismatches.append(.differentKind(argument: number, source: source, translation: translation))
                }
            case let (source?, nil):
                mismatches.append(.missingInTranslation(argument: number, source: source))
            case let (nil, translation?):
                mismatches.append(.notInSource(argument: number, translation: translation))
            case (nil, nil):
                break
            }
        }
        return mismatches
    }

    /// Gives each `%#@name@` token the type (and, if it has one, the argument number) of the
    /// named substitution, then recomputes `arguments` and the conflict issues.
    ///
    /// `resolve` is called once per token with its name; return `nil` for a name the localization
    /// has no substitution for, and the token stays an unresolved `.substitution` (check
    /// `substitutionNames` against the catalog to report it). `%arg` placeholders are not touched.
    public func resolvingSubstitutions(_ resolve: (String) throws -> FormatSubstitution?) rethrows -> FormatString {
        guard specifiers.contains(where: { $0.isSubstitution }) else { return self }
        var result = self
        for index in result.specifiers.indices where result.specifiers[index].isSubstitution {
            guard let name = result.specifiers[index].substitutionName,
                  let substitution = try resolve(name) else { continue }
            if let number = substitution.argumentNumber { result.specifiers[index].argumentNumber = number }
            result.specifiers[index].argument = substitution.argument
        }
        result.rebuildArguments()
        return result
    }

    /// Gives every `%arg` placeholder (in a substitution's variation value, parsed with
    /// `allowArgPlaceholder: true`) the substitution's type and argument number, then recomputes
    /// `arguments` and the conflict issues. With no `argumentNumber`, the placeholders keep a `nil`
    /// number and add nothing to `arguments`.
    public func resolvingArgPlaceholders(as substitution: FormatSubstitution) -> FormatString {
        guard hasArgPlaceholders else { return self }
        var result = self
        for index in result.specifiers.indices where result.specifiers[index].isArgPlaceholder {
            result.specifiers[index].argumentNumber = substitution.argumentNumber
            result.specifiers[index].argument = substitution.argument
        }
        result.rebuildArguments()
        return result
    }

    /// Adds the argument uses of `other` to `arguments`, as when a substitution's variation values
    /// are folded into the top-level value so that the whole localization can be compared at once.
    ///
    /// Returns the conflicts (`conflictingArgument` issues) between `other`'s uses and those already
    /// here. Their ranges are byte offsets into `other`'s value, so they are returned rather than
    /// added to `issues`; `specifiers` and `issues` are unchanged.
    @discardableResult
    public mutating func mergeArguments(from other: FormatString) -> [FormatIssue] {
        var conflicts: [FormatIssue] = []
        FormatString.forEachUse(in: other.specifiers) { use in
            if let issue = FormatString.record(use, in: &numberedArguments) { conflicts.append(issue) }
        }
        return conflicts
    }
}
