import Testing
import FormatSpecifiers

@Suite struct PositionalTests {
    @Test func positionalArgumentsMapByNumber() {
        let parsed = FormatString.parse("%2$@ owes %1$lld")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.specifiers.map(\.position) == [2, 1])
        #expect(parsed.specifiers.map(\.argumentNumber) == [2, 1])
        #expect(parsed.arguments[1]?.integerSize == .int64)
        #expect(parsed.arguments[2]?.kind == .object)
    }

    @Test func highestValidPosition() {
        let parsed = FormatString.parse("%127$@")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.arguments.keys.sorted() == [127])
    }

    struct MixedRow: CustomTestStringConvertible, Sendable {
        var text: String
        /// Each specifier's argument numbers: width, precision (when read from an argument), value.
        var numbers: [[Int]]
        var testDescription: String { text }
    }

    /// Positional and sequential specifiers mixed: numbered as CoreFoundation numbers them (checked
    /// with `String(format:)` on Linux: `"%1$@ %@ %@"` of A, B prints "A A B", `"%2$@ %@ %@"` "B A B",
    /// `"%1$*d"` of 5, 3 pads 5 to width 5, `"%*2$d"` of 7, 4 pads 7 to width 4). No issue: it was
    /// reported as an error, and `xcstrings-tool`'s fixture `%@, are you there? %1$@?` is correct.
    static let mixedRows: [MixedRow] = [
        MixedRow(text: "%1$@ %@", numbers: [[1], [1]]),
        MixedRow(text: "%@ %1$@", numbers: [[1], [1]]),
        MixedRow(text: "%1$@ %@ %@", numbers: [[1], [1], [2]]),
        MixedRow(text: "%2$@ %@ %@", numbers: [[2], [1], [2]]),
        MixedRow(text: "%1$*d", numbers: [[1, 1]]),
        MixedRow(text: "%*2$d", numbers: [[2, 1]]),
        MixedRow(text: "%2$.*f", numbers: [[1, 2]]),
        MixedRow(text: "%@ %2$#@items@", numbers: [[1], [2]]),
        MixedRow(text: "%1$@ %#@items@", numbers: [[1], [1]]),
        MixedRow(text: "%*.*f %d", numbers: [[1, 2, 3], [4]]),
    ]

    @Test(arguments: mixedRows)
    func mixedPositionalAndSequentialAreNumberedAsCoreFoundationDoes(_ row: MixedRow) {
        let parsed = FormatString.parse(row.text)
        #expect(parsed.issues.isEmpty)
        let numbers = parsed.specifiers.map { specifier in
            [specifier.widthFromArgument, specifier.precisionFromArgument, specifier.argumentNumber].compactMap { $0 }
        }
        #expect(numbers == row.numbers)
    }

    @Test func sequentialNumbersIgnoreExplicitPositions() {
        // As in CoreFoundation, a position does not move the sequential counter.
        let parsed = FormatString.parse("%2$@ %@")
        #expect(parsed.specifiers.map(\.argumentNumber) == [2, 1])
    }
}

@Suite struct ConflictTests {
    @Test(arguments: ["%1$@ %1$@", "%1$d %1$u", "%1$ld and %1$lld", "%1$c %1$C", "%1$*1$d", "%@ %1$@"])
    func compatibleReuseIsFine(_ text: String) {
        let parsed = FormatString.parse(text)
        #expect(!parsed.issues.contains {
            if case .conflictingArgument = $0 { return true } else { return false }
        })
    }

    @Test func differentKindConflict() {
        let parsed = FormatString.parse("%1$@ %1$d")
        #expect(parsed.issues == [.conflictingArgument(number: 1, range: 5..<9, compatibility: .differentKind)])
        #expect(parsed.issues[0].severity == .error)
        #expect(parsed.arguments[1]?.kind == .object)  // the first use is kept
    }

    @Test func differentIntegerSizeConflictIsAWarning() {
        let parsed = FormatString.parse("%1$d then %1$lld")
        #expect(parsed.issues == [.conflictingArgument(number: 1, range: 10..<16, compatibility: .differentIntegerSize)])
        #expect(parsed.issues[0].severity == .warning)
    }

    @Test func starConflictsWithObject() {
        let parsed = FormatString.parse("%1$*1$@")
        #expect(parsed.issues == [.conflictingArgument(number: 1, range: 0..<7, compatibility: .differentKind)])
    }
}

@Suite struct SubstitutionTokenTests {
    @Test func token() throws {
        let parsed = FormatString.parse("%#@items@")
        #expect(parsed.issues.isEmpty)
        let token = try #require(parsed.specifiers.first)
        #expect(token.range == 0..<9)
        #expect(token.isSubstitution)
        #expect(token.substitutionName == "items")
        #expect(token.position == nil)
        #expect(token.argumentNumber == 1)
        #expect(token.kind == .substitution)
        #expect(token.flags == .alternate)
        #expect(token.argument.description == "%#@items@")
        #expect(parsed.arguments[1]?.substitutionName == "items")
        #expect(parsed.substitutionNames == ["items"])
    }

    @Test func positionalToken() throws {
        let parsed = FormatString.parse("Splitter at %1$@ has %2$#@children@; fix it")
        #expect(parsed.issues.isEmpty)
        let token = try #require(parsed.specifiers.last)
        #expect(token.range == 21..<35)
        #expect(token.position == 2)
        #expect(token.argumentNumber == 2)
        #expect(token.substitutionName == "children")
    }

    @Test func tokenConsumesASequentialArgument() {
        let parsed = FormatString.parse("%@ has %#@item_count2@ and %@")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.specifiers.map(\.argumentNumber) == [1, 2, 3])
        #expect(parsed.substitutionNames == ["item_count2"])
    }

    @Test func substitutionNamesAreUnique() {
        let parsed = FormatString.parse("%#@a@ %#@b@ %1$#@a@")
        #expect(parsed.substitutionNames == ["a", "b"])
    }

    @Test func unresolvedTokenNeverConflicts() {
        // The token provisionally takes argument 1; the concrete %1$@ wins until it is resolved.
        let parsed = FormatString.parse("%1$@ has %#@count@")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.arguments == [1: FormatArgument(kind: .object, conversion: "@")])
    }
}

@Suite struct ArgPlaceholderTests {
    @Test func recognizedWhenAllowed() throws {
        let parsed = FormatString.parse("%arg items", allowArgPlaceholder: true)
        #expect(parsed.issues.isEmpty)
        let placeholder = try #require(parsed.specifiers.first)
        #expect(placeholder.isArgPlaceholder)
        #expect(placeholder.range == 0..<4)
        #expect(placeholder.argumentNumber == nil)
        #expect(placeholder.kind == .substitution)
        #expect(placeholder.argument.description == "%arg")
        #expect(parsed.arguments.isEmpty)
        #expect(parsed.hasArgPlaceholders)
    }

    @Test func hexFloatWhenNotAllowed() throws {
        let parsed = FormatString.parse("%arg items")
        #expect(parsed.issues.isEmpty)
        let specifier = try #require(parsed.specifiers.first)
        #expect(!specifier.isArgPlaceholder)
        #expect(specifier.range == 0..<2)
        #expect(specifier.kind == .float)
        #expect(specifier.conversion == "a")
        #expect(!parsed.hasArgPlaceholders)
    }

    @Test func placeholderTakesNoNumberAndIsNotMixed() {
        let parsed = FormatString.parse("%1$@ has %arg photos in %3$@", allowArgPlaceholder: true)
        #expect(parsed.issues.isEmpty)
        #expect(parsed.specifiers.map(\.argumentNumber) == [1, nil, 3])
        #expect(parsed.arguments.keys.sorted() == [1, 3])
    }

    @Test func placeholderBeforeSequentialSpecifier() {
        let parsed = FormatString.parse("%arg files in %@", allowArgPlaceholder: true)
        #expect(parsed.specifiers.map(\.argumentNumber) == [nil, 1])
    }

    @Test func placeholderFollowedByLetters() {
        let parsed = FormatString.parse("%args", allowArgPlaceholder: true)
        #expect(parsed.specifiers.map(\.range) == [0..<4])
        #expect(parsed.specifiers.first?.isArgPlaceholder == true)
    }

    @Test func shortPrefixesAreNotPlaceholders() {
        let parsed = FormatString.parse("%ar", allowArgPlaceholder: true)
        #expect(parsed.specifiers.map(\.conversion) == ["a"])
        #expect(parsed.specifiers.first?.isArgPlaceholder == false)
    }
}

/// `arguments` is kept as a list sorted by number (`numberedArguments`): the dictionary made from
/// it, the single look-up and the setter agree, whatever order the numbers come in.
@Suite struct NumberedArgumentTests {
    @Test(arguments: ["%2$@ %1$lld", "%3$@ %1$d %2$.*1$f", "%@ %lld %2$lld", "%5$@", "%lld %1$d", "no specifier", "%#@a@ %lld"])
    func theListIsTheDictionarySorted(_ value: String) {
        let format = FormatString.parse(value)
        let numbers = format.numberedArguments.map(\.number)
        #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count)
        #expect(format.arguments.count == format.numberedArguments.count)
        for entry in format.numberedArguments {
            #expect(format.arguments[entry.number] == entry.argument)
            #expect(format.argument(entry.number) == entry.argument)
        }
        #expect(format.argument(0) == nil && format.argument(99) == nil)
        #expect(format.argumentCount == (format.arguments.keys.max() ?? 0))
        var copy = FormatString()
        copy.arguments = format.arguments
        #expect(copy.numberedArguments == format.numberedArguments)
    }

    /// A substitution's `argNum` may be any number a catalog holds: kept in order, not as an index.
    @Test func aSubstitutionsLargeArgumentNumber() {
        let format = FormatString.parse("%#@a@ %lld").resolvingSubstitutions { _ in
            FormatSubstitution(argNum: 1_000_000, formatSpecifier: "d")
        }
        #expect(format.numberedArguments.map(\.number) == [2, 1_000_000])  // the token took 1, then its argNum
        #expect(format.argument(1_000_000)?.description == "%d")
        #expect(format.argumentCount == 1_000_000)
    }
}
