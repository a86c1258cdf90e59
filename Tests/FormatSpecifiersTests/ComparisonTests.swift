import Testing
import CatalogModel
import FormatSpecifiers

/// The argument of a one-specifier format such as `"%lld"`.
private func argument(_ specifier: String) -> FormatArgument {
    FormatArgument(formatSpecifier: specifier)!
}

@Suite struct CompatibilityTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var source: String
        var translation: String
        var expected: ArgumentCompatibility
        var testDescription: String { "\(source) vs \(translation)" }
    }

    static let rows: [Row] = [
        Row(source: "%@", translation: "%@", expected: .same),
        Row(source: "%d", translation: "%d", expected: .same),
        Row(source: "%d", translation: "%i", expected: .same),
        Row(source: "%d", translation: "%u", expected: .same),
        Row(source: "%d", translation: "%x", expected: .same),
        Row(source: "%lld", translation: "%llX", expected: .same),
        Row(source: "%D", translation: "%d", expected: .same),
        Row(source: "%U", translation: "%u", expected: .same),
        Row(source: "%ld", translation: "%lld", expected: .same),
        Row(source: "%lld", translation: "%qd", expected: .same),
        Row(source: "%zd", translation: "%lld", expected: .same),
        Row(source: "%td", translation: "%jd", expected: .same),
        Row(source: "%lu", translation: "%zu", expected: .same),
        Row(source: "%d", translation: "%lld", expected: .differentIntegerSize),
        Row(source: "%d", translation: "%ld", expected: .differentIntegerSize),
        Row(source: "%hd", translation: "%d", expected: .differentIntegerSize),
        Row(source: "%hhd", translation: "%hd", expected: .differentIntegerSize),
        Row(source: "%U", translation: "%lu", expected: .differentIntegerSize),
        Row(source: "%f", translation: "%e", expected: .same),
        Row(source: "%f", translation: "%lf", expected: .same),
        Row(source: "%g", translation: "%A", expected: .same),
        Row(source: "%f", translation: "%Lf", expected: .differentKind),
        Row(source: "%c", translation: "%C", expected: .same),
        Row(source: "%c", translation: "%lc", expected: .same),
        Row(source: "%s", translation: "%ls", expected: .same),
        Row(source: "%s", translation: "%S", expected: .differentKind),
        Row(source: "%p", translation: "%p", expected: .same),
        Row(source: "%@", translation: "%d", expected: .differentKind),
        Row(source: "%@", translation: "%s", expected: .differentKind),
        Row(source: "%@", translation: "%p", expected: .differentKind),
        Row(source: "%@", translation: "%C", expected: .differentKind),
        Row(source: "%f", translation: "%d", expected: .differentKind),
        Row(source: "%lld", translation: "%f", expected: .differentKind),
        Row(source: "%c", translation: "%d", expected: .differentKind),
        Row(source: "%s", translation: "%p", expected: .differentKind),
        Row(source: "%p", translation: "%lld", expected: .differentKind),
    ]

    @Test(arguments: rows)
    func grades(_ row: Row) {
        let source = argument(row.source)
        let translation = argument(row.translation)
        #expect(compatibility(source: source, translation: translation) == row.expected)
        #expect(compatibility(source: translation, translation: source) == row.expected)
    }

    @Test func unresolvedSubstitutions() {
        let items = FormatArgument(kind: .substitution, conversion: "@", substitutionName: "items")
        let other = FormatArgument(kind: .substitution, conversion: "@", substitutionName: "count")
        #expect(compatibility(source: items, translation: other) == .same)
        #expect(compatibility(source: items, translation: argument("lld")) == .differentKind)
    }

    @Test func widthArgumentIsAnInt() {
        #expect(compatibility(source: .widthOrPrecision, translation: argument("d")) == .same)
        #expect(compatibility(source: .widthOrPrecision, translation: argument("ld")) == .differentIntegerSize)
    }
}

@Suite struct FormatSpecifierStringTests {
    @Test(arguments: [
        ("lld", "%lld"), ("%lld", "%lld"), ("d", "%d"), ("@", "%@"), ("f", "%f"), (".2f", "%f"),
        ("u", "%u"), ("ld", "%ld"), ("zu", "%zu"), ("-5d", "%d"),
    ])
    func parsesCatalogFormatSpecifier(_ text: String, _ expected: String) throws {
        let parsed = try #require(FormatArgument(formatSpecifier: text))
        #expect(parsed.description == expected)
    }

    @Test(arguments: ["", "%", "1$lld", "%1$lld", "lld items", "#@x@", "*d", "y", "lld%d", "n", "%%", "l@"])
    func rejects(_ text: String) {
        #expect(FormatArgument(formatSpecifier: text) == nil)
        #expect(FormatSubstitution(argNum: 1, formatSpecifier: text) == nil)
    }

    @Test func substitutionFromCatalogFields() throws {
        let substitution = try #require(FormatSubstitution(argNum: 2, formatSpecifier: "lld"))
        #expect(substitution.argumentNumber == 2)
        #expect(substitution.argument.integerSize == .int64)
    }
}

@Suite struct CompareTests {
    private func compare(_ source: String, _ translation: String) -> [ArgumentMismatch] {
        FormatString.compare(source: .parse(source), translation: .parse(translation))
    }

    @Test(arguments: [
        ("%1$@ %2$d", "%2$d %1$@"),
        ("%@ has %lld items", "%2$lld Elemente von %1$@"),
        ("%ld files", "%lld Dateien"),
        ("%d", "%u"),
        ("Hello", "Hallo"),
        ("100%%", "100 %%"),
        ("%.2f km", "%.1f km"),
        ("%1$@ %1$@", "%1$@"),
    ])
    func compatible(_ source: String, _ translation: String) {
        #expect(compare(source, translation).isEmpty)
    }

    @Test func differentIntegerSizeIsAWarning() {
        let mismatches = compare("%d items", "%lld Elemente")
        #expect(mismatches == [.differentIntegerSize(argument: 1, source: argument("d"), translation: argument("lld"))])
        #expect(mismatches.map(\.severity) == [.warning])
        #expect(mismatches[0].argumentNumber == 1)
        #expect(mismatches[0].description == "argument 1 is %lld in the translation but %d in the source")
    }

    @Test func differentKindIsAnError() {
        let mismatches = compare("Hello %@", "Hallo %d")
        #expect(mismatches == [.differentKind(argument: 1, source: argument("@"), translation: argument("d"))])
        #expect(mismatches.map(\.severity) == [.error])
    }

    @Test func missingArgumentIsAWarning() {
        let mismatches = compare("%@ sent %@", "%@ hat gesendet")
        #expect(mismatches == [.missingInTranslation(argument: 2, source: argument("@"))])
        #expect(mismatches.map(\.severity) == [.warning])
    }

    @Test func extraArgumentIsAnError() {
        let mismatches = compare("Hello %@", "Hallo %@ %@")
        #expect(mismatches == [.notInSource(argument: 2, translation: argument("@"))])
        #expect(mismatches.map(\.severity) == [.error])
    }

    @Test func reorderingWithoutPositionsSwapsTypes() {
        let mismatches = compare("%@ has %d", "%d hat %@")
        #expect(mismatches.map(\.argumentNumber) == [1, 2])
        #expect(mismatches.allSatisfy { $0.severity == .error })
    }

    @Test func gapInTranslationAndStars() {
        #expect(compare("%1$@ %3$@", "%1$@ %2$@ %3$@") == [.notInSource(argument: 2, translation: argument("@"))])
        #expect(compare("%*d", "%d") == [.missingInTranslation(argument: 2, source: argument("d"))])
    }

    @Test func resultsAreSortedByArgumentNumber() {
        let mismatches = compare("%3$@ %2$d %1$f", "%1$d %3$@")
        #expect(mismatches.map(\.argumentNumber) == [1, 2])
        #expect(mismatches.map(\.severity) == [.error, .warning])
    }

    @Test func descriptions() {
        for mismatch in compare("%@ %d %f", "%lld %@") + compare("%@", "%@ %@") {
            #expect(!mismatch.description.isEmpty)
        }
    }
}

@Suite struct SubstitutionResolutionTests {
    private static let lld = FormatSubstitution(argNum: 1, formatSpecifier: "lld")!

    @Test func resolvedTokensCompareByFormatSpecifier() {
        let source = FormatString.parse("%#@items@").resolvingSubstitutions { _ in Self.lld }
        #expect(source.arguments == [1: argument("lld")])
        #expect(source.specifiers[0].isSubstitution)
        #expect(source.specifiers[0].kind == .integer)

        let sameType = FormatString.parse("%#@items@ übrig").resolvingSubstitutions { _ in Self.lld }
        #expect(FormatString.compare(source: source, translation: sameType).isEmpty)

        let narrower = FormatString.parse("%#@items@").resolvingSubstitutions { _ in
            FormatSubstitution(argNum: 1, formatSpecifier: "d")
        }
        #expect(FormatString.compare(source: source, translation: narrower).map(\.severity) == [.warning])
    }

    @Test func argNumOverridesTokenOrder() {
        let catalog: [String: FormatSubstitution] = [
            "files": FormatSubstitution(argNum: 1, formatSpecifier: "lld")!,
            "folders": FormatSubstitution(argNum: 2, formatSpecifier: "@")!,
        ]
        let parsed = FormatString.parse("%#@folders@ hold %#@files@").resolvingSubstitutions { catalog[$0] }
        #expect(parsed.issues.isEmpty)
        #expect(parsed.specifiers.map(\.argumentNumber) == [2, 1])
        #expect(parsed.arguments == [1: argument("lld"), 2: argument("@")])
    }

    @Test func tokenWithoutArgNumKeepsItsNumber() {
        let parsed = FormatString.parse("%@ has %#@count@").resolvingSubstitutions { _ in
            FormatSubstitution(argumentNumber: nil, argument: argument("lld"))
        }
        #expect(parsed.arguments == [1: argument("@"), 2: argument("lld")])
    }

    @Test func unknownSubstitutionStaysUnresolved() {
        let parsed = FormatString.parse("%#@missing@").resolvingSubstitutions { _ in nil }
        #expect(parsed.arguments[1]?.kind == .substitution)
        #expect(parsed.substitutionNames == ["missing"])
    }

    @Test func resolutionRecomputesConflicts() {
        let parsed = FormatString.parse("%1$@ has %#@count@")
        #expect(parsed.issues.isEmpty)
        let wrongArgNum = parsed.resolvingSubstitutions { _ in Self.lld }
        #expect(wrongArgNum.issues == [.conflictingArgument(number: 1, range: 9..<18, compatibility: .differentKind)])
        let rightArgNum = parsed.resolvingSubstitutions { _ in FormatSubstitution(argNum: 2, formatSpecifier: "lld") }
        #expect(rightArgNum.issues.isEmpty)
        #expect(rightArgNum.arguments == [1: argument("@"), 2: argument("lld")])
    }

    @Test func resolutionWithoutTokensIsIdentity() {
        let parsed = FormatString.parse("%@ %d")
        #expect(parsed.resolvingSubstitutions { _ in Self.lld } == parsed)
        #expect(parsed.resolvingArgPlaceholders(as: Self.lld) == parsed)
    }

    @Test func argPlaceholdersTakeTheSubstitutionsArgument() {
        let photos = FormatSubstitution(argNum: 2, formatSpecifier: "lld")!
        let one = FormatString.parse("%1$@ has %arg photo in %3$@", allowArgPlaceholder: true)
            .resolvingArgPlaceholders(as: photos)
        #expect(one.issues.isEmpty)
        #expect(one.specifiers.map(\.argumentNumber) == [1, 2, 3])
        #expect(one.arguments == [1: argument("@"), 2: argument("lld"), 3: argument("@")])
        #expect(one.specifiers[1].isArgPlaceholder)
    }

    @Test func argPlaceholderWithoutArgNumAddsNothing() {
        let parsed = FormatString.parse("%arg items", allowArgPlaceholder: true)
            .resolvingArgPlaceholders(as: FormatSubstitution(argumentNumber: nil, argument: argument("lld")))
        #expect(parsed.arguments.isEmpty)
        #expect(parsed.specifiers[0].kind == .integer)
    }

    /// The whole flow a linter runs for one localization with a substitution.
    @Test func mergingVariationsIntoTheTopLevelValue() {
        func localization(_ value: String, _ cases: [String], formatSpecifier: String) -> (FormatString, [FormatIssue]) {
            let substitution = FormatSubstitution(argNum: 2, formatSpecifier: formatSpecifier)!
            var top = FormatString.parse(value).resolvingSubstitutions { $0 == "photos" ? substitution : nil }
            var conflicts: [FormatIssue] = []
            for text in cases {
                let variation = FormatString.parse(text, allowArgPlaceholder: true).resolvingArgPlaceholders(as: substitution)
                conflicts += top.mergeArguments(from: variation)
            }
            return (top, conflicts)
        }
        let (source, sourceConflicts) = localization(
            "%1$@ has %2$#@photos@", ["%arg photo in %3$@", "%arg photos in %3$@"], formatSpecifier: "lld")
        #expect(sourceConflicts.isEmpty)
        #expect(source.arguments == [1: argument("@"), 2: argument("lld"), 3: argument("@")])
        #expect(source.specifiers.count == 2)  // specifiers stay those of the top-level value

        let (good, _) = localization("%2$#@photos@ von %1$@", ["%arg Foto in %3$@", "%arg Fotos in %3$@"], formatSpecifier: "lld")
        #expect(FormatString.compare(source: source.arguments, translation: good.arguments).isEmpty)

        let (dropped, _) = localization("%2$#@photos@ von %1$@", ["%arg Foto", "%arg Fotos"], formatSpecifier: "lld")
        #expect(FormatString.compare(source: source.arguments, translation: dropped.arguments)
            == [.missingInTranslation(argument: 3, source: argument("@"))])

        let (conflicting, conflicts) = localization("%2$#@photos@ von %1$@", ["%arg Foto in %1$d"], formatSpecifier: "lld")
        #expect(conflicts == [.conflictingArgument(number: 1, range: 13..<17, compatibility: .differentKind)])
        #expect(conflicting.issues.isEmpty)
    }

    @Test func mergeReplacesUnresolvedTokens() {
        var top = FormatString.parse("%#@count@")
        let conflicts = top.mergeArguments(from: .parse("%lld"))
        #expect(conflicts.isEmpty)
        #expect(top.arguments == [1: argument("lld")])
    }
}

@Suite struct IssueTests {
    @Test func severities() {
        // One severity type for every module: the model's, where errors sort first.
        #expect(Severity.error < .warning)
        #expect(FormatIssue.invalidSpecifier(range: 0..<1, reason: .incomplete).severity < ArgumentMismatch.differentIntegerSize(
            argument: 1, source: argument("d"), translation: argument("lld")).severity)
        #expect(FormatIssue.invalidSpecifier(range: 0..<1, reason: .incomplete).severity == .error)
        #expect(FormatIssue.conflictingArgument(number: 1, range: 0..<2, compatibility: .differentKind).severity == .error)
        #expect(FormatIssue.conflictingArgument(number: 1, range: 0..<2, compatibility: .differentIntegerSize).severity == .warning)
    }

    @Test(arguments: InvalidSpecifierReason.allCases)
    func everyReasonHasADescription(_ reason: InvalidSpecifierReason) {
        let issue = FormatIssue.invalidSpecifier(range: 3..<5, reason: reason)
        #expect(!issue.description.isEmpty)
        #expect(issue.range == 3..<5)
    }
}
