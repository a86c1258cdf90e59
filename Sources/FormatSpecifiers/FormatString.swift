// A parsed string value: its specifiers, its problems, and the arguments it expects.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A string value parsed as an Apple format string (the rules of `String(format:)` /
/// `NSString stringWithFormat:`, which follow IEEE printf plus `%@`, and of `.stringsdict` /
/// `.xcstrings` substitutions).
///
/// ```swift
/// let source = FormatString.parse("%1$@ has %2$lld photos")
/// let translation = FormatString.parse("%2$lld Fotos von %1$@")
/// FormatString.compare(source: source, translation: translation)  // []
/// ```
///
/// Parsing scans UTF-8 bytes. A value without `%` costs one `memchr` and allocates nothing:
/// the result has empty `specifiers`, `issues` and `arguments`.
///
/// Argument numbering follows CoreFoundation: a specifier without a position takes the next
/// sequential number (its `*` width, then its `.*` precision, then its value); explicit positions
/// do not move that counter, so a mix of both is well defined (`%@, are you there? %1$@?` prints
/// argument 1 twice; `%2$@ %@` prints 2, then 1). A `%#@name@` token consumes a sequential number
/// like any `%@` (as in `.stringsdict`); in a catalog its substitution's `argNum` says which
/// argument it is. `%arg` consumes nothing.
public struct FormatString: Hashable, Sendable {
    /// The argument type of one argument number. (The same type as `FormatArgument`.)
    public typealias Argument = FormatArgument

    /// The valid specifiers, in order of appearance. `%%` is not included.
    public var specifiers: [FormatSpecifier]
    /// The problems found, in order of appearance; conflicts between uses of the same argument
    /// number come after the parse problems.
    public var issues: [FormatIssue]
    /// What each argument number is expected to be, from every specifier and `*` (numbers count
    /// from 1; a catalog substitution's `argNum` may give any number, even 0 or a negative one).
    /// When one number is used with incompatible types, the first use is kept and the later one
    /// is reported in `issues`. An unresolved `.substitution` never conflicts: a concrete use of
    /// the same number replaces it.
    ///
    /// Made from `numberedArguments` when read: `argument(_:)` reads one number without it.
    public var arguments: [Int: FormatArgument] {
        get { Dictionary(uniqueKeysWithValues: numberedArguments.lazy.map { ($0.number, $0.argument) }) }
        set { numberedArguments = newValue.map(NumberedArgument.init).sorted { $0.number < $1.number } }
    }

    /// `arguments` in increasing order of number. A value has a few arguments: a sorted list
    /// costs less to make, search and free than a dictionary (every value with a specifier is
    /// parsed, often several times, on every lint).
    public internal(set) var numberedArguments: [NumberedArgument]

    /// One entry of `arguments`.
    public struct NumberedArgument: Hashable, Sendable {
        public var number: Int
        public var argument: FormatArgument

        public init(number: Int, argument: FormatArgument) {
            self.number = number
            self.argument = argument
        }
    }

    /// What argument `number` is expected to be (`arguments[number]`, without the dictionary).
    public func argument(_ number: Int) -> FormatArgument? {
        numberedArguments.first { $0.number == number }?.argument
    }

    /// An empty result: no specifiers, no issues, no arguments.
    public init() {
        specifiers = []
        issues = []
        numberedArguments = []
    }

    /// Builds a result from specifiers (numbered already) and parse issues; `arguments` and the
    /// conflict issues are computed from the specifiers.
    public init(specifiers: [FormatSpecifier], issues: [FormatIssue] = []) {
        self.specifiers = specifiers
        self.issues = issues
        self.numberedArguments = []
        rebuildArguments()
    }

    // MARK: - Parsing

    /// Parses a string value.
    ///
    /// - Parameter allowArgPlaceholder: recognize `%arg`, the placeholder for the substituted
    ///   number inside a catalog substitution's variation values. Pass `true` only for those
    ///   values: everywhere else `%arg` is `%a` (hexadecimal float) followed by the text `rg`,
    ///   which is what Foundation would do with it.
    /// - Parameter namesUpToNextAt: read a `%#@name@` token's name as Foundation reads it when it
    ///   formats, up to the next `@` (a name such as `total.strings`; white space or a `%` still
    ///   ends it as malformed). By default a name is `[A-Za-z0-9_]`, the names Xcode writes, so
    ///   that the linter reports others.
    public static func parse(_ value: String, allowArgPlaceholder: Bool = false, namesUpToNextAt: Bool = false)
        -> FormatString
    {
        if let result = value.utf8.withContiguousStorageIfAvailable({
            parse(utf8: $0, allowArgPlaceholder: allowArgPlaceholder, namesUpToNextAt: namesUpToNextAt)
        }) {
            return result
        }
        var copy = value
        return copy.withUTF8 {
            parse(utf8: $0, allowArgPlaceholder: allowArgPlaceholder, namesUpToNextAt: namesUpToNextAt)
        }
    }

    /// Parses UTF-8 bytes (for example a slice of a catalog file). Offsets in the result are
    /// relative to the start of `utf8`. Bytes need not be valid UTF-8.
    package static func parse(
        utf8: UnsafeBufferPointer<UInt8>, allowArgPlaceholder: Bool = false, namesUpToNextAt: Bool = false
    ) -> FormatString {
        guard let first = firstPercent(in: utf8, from: 0) else { return FormatString() }
        var scanner = FormatScanner(
            bytes: utf8, allowArgPlaceholder: allowArgPlaceholder, namesUpToNextAt: namesUpToNextAt)
        scanner.scan(from: first)
        return FormatString(specifiers: scanner.specifiers, issues: scanner.issues)
    }

    /// The argument numbers there can be: positions (`%3$@`) and a substitution's `argNum`.
    /// CoreFoundation stores a position in an `int8_t`, so it rejects positions above 127.
    public static let argumentNumbers: ClosedRange<Int> = 1...127

    /// Whether the value contains a `%` at all; `false` means it has no specifiers and no issues.
    public static func mayContainSpecifiers(_ value: String) -> Bool {
        if let result = value.utf8.withContiguousStorageIfAvailable({ mayContainSpecifiers(utf8: $0) }) {
            return result
        }
        return value.utf8.contains(UInt8(ascii: "%"))
    }

    /// Whether the bytes contain a `%` at all.
    package static func mayContainSpecifiers(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        firstPercent(in: utf8, from: 0) != nil
    }

    static func firstPercent(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        guard let found = memchr(base + start, 0x25, bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        #else
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x25 { return index }
            index += 1
        }
        return nil
        #endif
    }

    // MARK: - Conveniences

    /// Whether the value has no specifiers and no issues.
    public var isEmpty: Bool { specifiers.isEmpty && issues.isEmpty }

    /// The names of the `%#@name@` tokens, each once, in order of first appearance.
    public var substitutionNames: [String] {
        var names: [String] = []
        // By index, here and below: iterating copies each specifier (and its strings).
        for index in specifiers.indices where specifiers[index].isSubstitution {
            if let name = specifiers[index].substitutionName, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Whether any `%arg` placeholder was found.
    public var hasArgPlaceholders: Bool { specifiers.indices.contains { specifiers[$0].isArgPlaceholder } }

    /// The highest argument number used, or 0.
    public var argumentCount: Int { numberedArguments.last?.number ?? 0 }

    // MARK: - Offsets

    /// Converts a UTF-8 byte offset in `value` into a Unicode scalar offset (the number of scalars
    /// before it), the column unit this module reports. An offset inside a scalar counts that
    /// scalar as started; offsets past the end are clamped.
    public static func unicodeScalarOffset(ofUTF8Offset offset: Int, in value: String) -> Int {
        var count = 0
        for byte in value.utf8.prefix(max(0, offset)) where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Converts a UTF-8 byte offset in `value` into a UTF-16 code unit offset (for editors and
    /// `NSString` APIs): scalars above U+FFFF count twice.
    public static func utf16Offset(ofUTF8Offset offset: Int, in value: String) -> Int {
        var count = 0
        for byte in value.utf8.prefix(max(0, offset)) where byte & 0xC0 != 0x80 {
            count += byte >= 0xF0 ? 2 : 1
        }
        return count
    }

    /// The text of `value` between two UTF-8 offsets (which must be on scalar boundaries, as every
    /// range this module reports is).
    public static func substring(of value: String, utf8Range range: Range<Int>) -> Substring {
        let utf8 = value.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(range.lowerBound, utf8.count))
        let upper = utf8.index(lower, offsetBy: min(range.count, utf8.distance(from: lower, to: utf8.endIndex)))
        return value[lower..<upper]
    }

    // MARK: - Arguments

    /// One use of an argument number by a specifier (its value, or a `*`).
    struct ArgumentUse {
        var number: Int
        var argument: FormatArgument
        var range: Range<Int>
    }

    static func forEachUse(in specifiers: [FormatSpecifier], _ body: (ArgumentUse) -> Void) {
        for index in specifiers.indices {
            let range = specifiers[index].range
            if let number = specifiers[index].widthFromArgument {
                body(ArgumentUse(number: number, argument: .widthOrPrecision, range: range))
            }
            if let number = specifiers[index].precisionFromArgument {
                body(ArgumentUse(number: number, argument: .widthOrPrecision, range: range))
            }
            if let number = specifiers[index].argumentNumber {
                body(ArgumentUse(number: number, argument: specifiers[index].argument, range: range))
            }
        }
    }

    /// Records `use` in `arguments` (kept in increasing order of number); returns a conflict issue
    /// if it is incompatible with an earlier use.
    static func record(_ use: ArgumentUse, in arguments: inout [NumberedArgument]) -> FormatIssue? {
        // Searched from the end: numbers mostly come in increasing order.
        var index = arguments.endIndex
        while index > arguments.startIndex && arguments[index - 1].number > use.number { index -= 1 }
        guard index > arguments.startIndex, arguments[index - 1].number == use.number else {
            let argument = NumberedArgument(number: use.number, argument: use.argument)
            // Appended when it comes in order: `insert` takes the general path of replacing a range.
            if index == arguments.endIndex { arguments.append(argument) } else { arguments.insert(argument, at: index) }
            return nil
        }
        let existing = arguments[index - 1].argument
        if existing.kind == .substitution {
            if use.argument.kind != .substitution { arguments[index - 1].argument = use.argument }
            return nil
        }
        if use.argument.kind == .substitution { return nil }
        let grade = compatibility(source: existing, translation: use.argument)
        if grade == .same { return nil }
        return .conflictingArgument(number: use.number, range: use.range, compatibility: grade)
    }

    /// Recomputes `arguments` and the conflict issues from `specifiers`.
    mutating func rebuildArguments() {
        var arguments: [NumberedArgument] = []
        var conflicts: [FormatIssue] = []
        FormatString.forEachUse(in: specifiers) { use in
            if let issue = FormatString.record(use, in: &arguments) { conflicts.append(issue) }
        }
        self.numberedArguments = arguments
        // Most values have no issue at all: neither pass below is made for them (every parse ends here).
        if !issues.isEmpty {
            issues.removeAll { if case .conflictingArgument = $0 { return true } else { return false } }
        }
        if !conflicts.isEmpty { issues += conflicts }
    }
}
