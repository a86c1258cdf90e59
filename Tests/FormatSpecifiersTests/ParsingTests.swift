import Testing
import FormatSpecifiers

/// The single valid specifier of `text`, requiring no issues.
private func single(_ text: String, allowArgPlaceholder: Bool = false) -> FormatSpecifier? {
    let parsed = FormatString.parse(text, allowArgPlaceholder: allowArgPlaceholder)
    guard parsed.issues.isEmpty, parsed.specifiers.count == 1 else { return nil }
    return parsed.specifiers[0]
}

@Suite struct ConversionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var text: String
        var kind: FormatArgumentKind
        var conversion: Unicode.Scalar
        var length: LengthModifier = .default
        var size: IntegerSize? = nil
        var unsigned = false
        var testDescription: String { text }
    }

    static let conversions: [Row] = [
        Row(text: "%@", kind: .object, conversion: "@"),
        Row(text: "%d", kind: .integer, conversion: "d", size: .int32),
        Row(text: "%i", kind: .integer, conversion: "i", size: .int32),
        Row(text: "%u", kind: .integer, conversion: "u", size: .int32, unsigned: true),
        Row(text: "%x", kind: .integer, conversion: "x", size: .int32, unsigned: true),
        Row(text: "%X", kind: .integer, conversion: "X", size: .int32, unsigned: true),
        Row(text: "%o", kind: .integer, conversion: "o", size: .int32, unsigned: true),
        Row(text: "%D", kind: .integer, conversion: "D", size: .int32),
        Row(text: "%U", kind: .integer, conversion: "U", size: .int32, unsigned: true),
        Row(text: "%O", kind: .integer, conversion: "O", size: .int32, unsigned: true),
        Row(text: "%f", kind: .float, conversion: "f"),
        Row(text: "%F", kind: .float, conversion: "F"),
        Row(text: "%e", kind: .float, conversion: "e"),
        Row(text: "%E", kind: .float, conversion: "E"),
        Row(text: "%g", kind: .float, conversion: "g"),
        Row(text: "%G", kind: .float, conversion: "G"),
        Row(text: "%a", kind: .float, conversion: "a"),
        Row(text: "%A", kind: .float, conversion: "A"),
        Row(text: "%c", kind: .character, conversion: "c"),
        Row(text: "%C", kind: .character, conversion: "C"),
        Row(text: "%s", kind: .cString, conversion: "s"),
        Row(text: "%S", kind: .cString, conversion: "S"),
        Row(text: "%p", kind: .pointer, conversion: "p"),
    ]

    static let lengthModifiers: [Row] = [
        Row(text: "%hhd", kind: .integer, conversion: "d", length: .hh, size: .int8),
        Row(text: "%hd", kind: .integer, conversion: "d", length: .h, size: .int16),
        Row(text: "%ld", kind: .integer, conversion: "d", length: .l, size: .int64),
        Row(text: "%lld", kind: .integer, conversion: "d", length: .ll, size: .int64),
        Row(text: "%qd", kind: .integer, conversion: "d", length: .q, size: .int64),
        Row(text: "%zd", kind: .integer, conversion: "d", length: .z, size: .int64),
        Row(text: "%td", kind: .integer, conversion: "d", length: .t, size: .int64),
        Row(text: "%jd", kind: .integer, conversion: "d", length: .j, size: .int64),
        Row(text: "%hhu", kind: .integer, conversion: "u", length: .hh, size: .int8, unsigned: true),
        Row(text: "%hx", kind: .integer, conversion: "x", length: .h, size: .int16, unsigned: true),
        Row(text: "%lu", kind: .integer, conversion: "u", length: .l, size: .int64, unsigned: true),
        Row(text: "%llX", kind: .integer, conversion: "X", length: .ll, size: .int64, unsigned: true),
        Row(text: "%zu", kind: .integer, conversion: "u", length: .z, size: .int64, unsigned: true),
        Row(text: "%lli", kind: .integer, conversion: "i", length: .ll, size: .int64),
        Row(text: "%llo", kind: .integer, conversion: "o", length: .ll, size: .int64, unsigned: true),
        Row(text: "%lD", kind: .integer, conversion: "D", length: .l, size: .int64),
        Row(text: "%lf", kind: .float, conversion: "f", length: .l),
        Row(text: "%Lf", kind: .float, conversion: "f", length: .L),
        Row(text: "%LG", kind: .float, conversion: "G", length: .L),
        Row(text: "%La", kind: .float, conversion: "a", length: .L),
        Row(text: "%lc", kind: .character, conversion: "c", length: .l),
        Row(text: "%ls", kind: .cString, conversion: "s", length: .l),
    ]

    @Test(arguments: conversions + lengthModifiers)
    func parsesConversion(_ row: Row) throws {
        let specifier = try #require(single(row.text))
        #expect(specifier.range == 0..<row.text.utf8.count)
        #expect(specifier.kind == row.kind)
        #expect(specifier.conversion == row.conversion)
        #expect(specifier.lengthModifier == row.length)
        #expect(specifier.integerSize == row.size)
        #expect(specifier.argument.isUnsigned == row.unsigned)
        #expect(specifier.argument.isLongDouble == (row.length == .L))
        #expect(specifier.position == nil)
        #expect(specifier.argumentNumber == 1)
        #expect(!specifier.isSubstitution && !specifier.isArgPlaceholder)
        #expect(FormatString.parse(row.text).arguments == [1: specifier.argument])
    }

    @Test(arguments: conversions + lengthModifiers)
    func descriptionRoundTrips(_ row: Row) throws {
        let argument = try #require(single(row.text)).argument
        #expect(argument.description == row.text)
        #expect(FormatArgument(formatSpecifier: argument.description) == argument)
    }

    @Test func everyLengthModifierIsCovered() {
        let covered = Set(Self.lengthModifiers.map(\.length))
        #expect(covered == Set(LengthModifier.allCases.filter { $0 != .default }))
    }

    @Test func specifierInsideText() throws {
        let text = "Hello, %@! You have %lld new messages."
        let parsed = FormatString.parse(text)
        #expect(parsed.issues.isEmpty)
        #expect(parsed.specifiers.map(\.range) == [7..<9, 20..<24])
        #expect(parsed.specifiers.map { $0.text(in: text) } == ["%@", "%lld"])
        #expect(parsed.specifiers.map(\.argumentNumber) == [1, 2])
        #expect(parsed.arguments[1]?.kind == .object)
        #expect(parsed.arguments[2]?.integerSize == .int64)
        #expect(parsed.argumentCount == 2)
    }
}

@Suite struct FlagsWidthPrecisionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var text: String
        var flags: FormatFlags = []
        var width: FormatAmount? = nil
        var precision: FormatAmount? = nil
        var position: Int? = nil
        var number = 1
        var testDescription: String { text }
    }

    static let rows: [Row] = [
        Row(text: "%-5d", flags: .leftJustify, width: .fixed(5)),
        Row(text: "%+d", flags: .sign),
        Row(text: "% d", flags: .space),
        Row(text: "%#x", flags: .alternate),
        Row(text: "%05d", flags: .zeroPad, width: .fixed(5)),
        Row(text: "%-+ #0lld", flags: [.leftJustify, .sign, .space, .alternate, .zeroPad]),
        Row(text: "%--5@", flags: .leftJustify, width: .fixed(5)),
        Row(text: "%12@", width: .fixed(12)),
        Row(text: "%.2f", precision: .fixed(2)),
        Row(text: "%.f", precision: .fixed(0)),
        Row(text: "%.0f", precision: .fixed(0)),
        Row(text: "%10.4f", width: .fixed(10), precision: .fixed(4)),
        Row(text: "%-08.3e", flags: [.leftJustify, .zeroPad], width: .fixed(8), precision: .fixed(3)),
        Row(text: "%.3s", precision: .fixed(3)),
        Row(text: "%*d", width: .fromArgument(1), number: 2),
        Row(text: "%.*f", precision: .fromArgument(1), number: 2),
        Row(text: "%*.*f", width: .fromArgument(1), precision: .fromArgument(2), number: 3),
        Row(text: "%-*s", flags: .leftJustify, width: .fromArgument(1), number: 2),
        Row(text: "%1$*2$d", width: .fromArgument(2), position: 1, number: 1),
        Row(text: "%3$*1$.*2$f", width: .fromArgument(1), precision: .fromArgument(2), position: 3, number: 3),
        Row(text: "%2$-5.1f", flags: .leftJustify, width: .fixed(5), precision: .fixed(1), position: 2, number: 2),
        Row(text: "%01$@", position: 1, number: 1),
    ]

    @Test(arguments: rows)
    func parses(_ row: Row) throws {
        let specifier = try #require(single(row.text))
        #expect(specifier.range == 0..<row.text.utf8.count)
        #expect(specifier.flags == row.flags)
        #expect(specifier.width == row.width)
        #expect(specifier.precision == row.precision)
        #expect(specifier.position == row.position)
        #expect(specifier.isPositional == (row.position != nil))
        #expect(specifier.argumentNumber == row.number)
    }

    @Test func starsConsumeIntArguments() {
        let parsed = FormatString.parse("%*.*f then %@")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.arguments == [
            1: .widthOrPrecision, 2: .widthOrPrecision,
            3: FormatArgument(kind: .float, conversion: "f"),
            4: FormatArgument(kind: .object, conversion: "@"),
        ])
        #expect(parsed.arguments[1]?.integerSize == .int32)
        #expect(parsed.specifiers[0].widthFromArgument == 1)
        #expect(parsed.specifiers[0].precisionFromArgument == 2)
        #expect(parsed.specifiers[1].widthFromArgument == nil)
    }

    @Test func positionalStarsAreIntArguments() {
        let parsed = FormatString.parse("%2$*1$d")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.arguments[1] == .widthOrPrecision)
        #expect(parsed.arguments[2]?.conversion == "d")
    }
}

@Suite struct PercentLiteralTests {
    @Test(arguments: ["100%%", "%%", "%%d", "50 %% off", "%%%%"])
    func literalPercentIsNotASpecifier(_ text: String) {
        let parsed = FormatString.parse(text)
        #expect(parsed.isEmpty)
        #expect(parsed.arguments.isEmpty)
    }

    @Test func specifierAfterLiteralPercent() {
        let parsed = FormatString.parse("%%%@")
        #expect(parsed.issues.isEmpty)
        #expect(parsed.specifiers.map(\.range) == [2..<4])
    }

    @Test func loneThirdPercentIsIncomplete() {
        let parsed = FormatString.parse("%%%")
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.issues == [.invalidSpecifier(range: 2..<3, reason: .incomplete)])
    }
}

@Suite struct InvalidSpecifierTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var text: String
        var reason: InvalidSpecifierReason
        var range: Range<Int>
        var testDescription: String { text }
    }

    static let rows: [Row] = [
        Row(text: "%", reason: .incomplete, range: 0..<1),
        Row(text: "100%", reason: .incomplete, range: 3..<4),
        Row(text: "%5$", reason: .incomplete, range: 0..<3),
        Row(text: "%5$ ", reason: .incomplete, range: 0..<4),
        Row(text: "%-", reason: .incomplete, range: 0..<2),
        Row(text: "%l", reason: .incomplete, range: 0..<2),
        Row(text: "%ll", reason: .incomplete, range: 0..<3),
        Row(text: "%.", reason: .incomplete, range: 0..<2),
        Row(text: "%10", reason: .incomplete, range: 0..<3),
        Row(text: "%#", reason: .incomplete, range: 0..<2),
        Row(text: "%y", reason: .unknownConversion, range: 0..<2),
        Row(text: "%k and more", reason: .unknownConversion, range: 0..<2),
        Row(text: "%$", reason: .unknownConversion, range: 0..<2),
        Row(text: "%é", reason: .unknownConversion, range: 0..<3),
        Row(text: "%5😀", reason: .unknownConversion, range: 0..<6),
        Row(text: "%b", reason: .unknownConversion, range: 0..<2),
        // IEEE printf's grouping flag: CoreFoundation has none (`String(format: "%'d", 1234)` is "'d").
        Row(text: "%'d", reason: .groupingFlag, range: 0..<2),
        Row(text: "%-'lld", reason: .groupingFlag, range: 0..<3),
        Row(text: "%1$'d", reason: .groupingFlag, range: 0..<4),
        Row(text: "%'.2f", reason: .groupingFlag, range: 0..<2),
        // Flags may come after the grouping flag too (IEEE printf takes them in any order).
        Row(text: "%'-8lld", reason: .groupingFlag, range: 0..<2),
        Row(text: "%'+d", reason: .groupingFlag, range: 0..<2),
        Row(text: "%'#x", reason: .groupingFlag, range: 0..<2),
        Row(text: "50%' off", reason: .unknownConversion, range: 2..<4),
        // A `%'` before anything but a number's specifier is a stray percent sign, not the flag.
        Row(text: "'100%' for them", reason: .unknownConversion, range: 4..<6),
        Row(text: "%'s", reason: .unknownConversion, range: 0..<2),
        Row(text: "%'", reason: .unknownConversion, range: 0..<2),
        Row(text: "%'ll", reason: .unknownConversion, range: 0..<2),
        Row(text: "%2$y", reason: .unknownConversion, range: 0..<4),
        Row(text: "%n", reason: .unsupportedConversion, range: 0..<2),
        Row(text: "%lln", reason: .unsupportedConversion, range: 0..<4),
        Row(text: "%P", reason: .unsupportedConversion, range: 0..<2),
        Row(text: "%0$@", reason: .zeroPosition, range: 0..<4),
        Row(text: "%00$d", reason: .zeroPosition, range: 0..<5),
        Row(text: "%*0$d", reason: .zeroPosition, range: 0..<5),
        Row(text: "%.*0$f", reason: .zeroPosition, range: 0..<6),
        Row(text: "%128$@", reason: .numberOutOfRange, range: 0..<6),
        Row(text: "%99999999999999999999999$@", reason: .numberOutOfRange, range: 0..<26),
        Row(text: "%*200$d", reason: .numberOutOfRange, range: 0..<7),
        Row(text: "%3000000000d", reason: .numberOutOfRange, range: 0..<12),
        Row(text: "%.3000000000f", reason: .numberOutOfRange, range: 0..<13),
        Row(text: "%*5d", reason: .malformedWidthOrPrecision, range: 0..<4),
        Row(text: "%.*5f", reason: .malformedWidthOrPrecision, range: 0..<5),
        Row(text: "%l@", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%hf", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%hhf", reason: .invalidLengthModifier, range: 0..<4),
        Row(text: "%llf", reason: .invalidLengthModifier, range: 0..<4),
        Row(text: "%Ld", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%hs", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%lS", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%lC", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%lp", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%zc", reason: .invalidLengthModifier, range: 0..<3),
        Row(text: "%5%", reason: .percentWithModifiers, range: 0..<3),
        Row(text: "%1$%", reason: .percentWithModifiers, range: 0..<4),
        Row(text: "%-%", reason: .percentWithModifiers, range: 0..<3),
        Row(text: "%#@", reason: .invalidSubstitution, range: 0..<3),
        Row(text: "%#@items", reason: .invalidSubstitution, range: 0..<8),
        Row(text: "%#@@", reason: .invalidSubstitution, range: 0..<4),
        Row(text: "%#@my items@", reason: .invalidSubstitution, range: 0..<5),
        Row(text: "%#@élan@", reason: .invalidSubstitution, range: 0..<3),
        Row(text: "%1$#@@", reason: .invalidSubstitution, range: 0..<6),
        Row(text: "%-#@items@", reason: .invalidSubstitution, range: 0..<4),
        Row(text: "%5#@items@", reason: .unknownConversion, range: 0..<3),
        Row(text: "%#5@", reason: .invalidSubstitution, range: 0..<4),
        Row(text: "%0$#@items@", reason: .zeroPosition, range: 0..<11),
    ]

    @Test(arguments: rows)
    func reportsInvalidSpecifier(_ row: Row) {
        let parsed = FormatString.parse(row.text)
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.arguments.isEmpty)
        #expect(parsed.issues == [.invalidSpecifier(range: row.range, reason: row.reason)])
        #expect(parsed.issues.first?.severity == .error)
        #expect(parsed.issues.first?.description.isEmpty == false)
    }

    @Test func scanningResumesAfterAnInvalidSpecifier() {
        let parsed = FormatString.parse("%y %@ %#@bad item@ %d")
        #expect(parsed.issues == [
            .invalidSpecifier(range: 0..<2, reason: .unknownConversion),
            .invalidSpecifier(range: 6..<12, reason: .invalidSubstitution),
        ])
        #expect(parsed.specifiers.map(\.range) == [3..<5, 19..<21])
        #expect(parsed.specifiers.map(\.argumentNumber) == [1, 2])
    }

    @Test func substitutionNamesUpToTheNextAtAsFoundationReadsThem() {
        // xcstring-tool's fixtures name substitutions `total.strings`; Foundation formats them.
        let value = "%1$@! There %2$#@total.strings@ and %#@élan@, not %#@my items@"
        #expect(FormatString.parse(value).substitutionNames == [])
        let parsed = FormatString.parse(value, namesUpToNextAt: true)
        #expect(parsed.substitutionNames == ["total.strings", "élan"])
        #expect(parsed.specifiers.map(\.argumentNumber) == [1, 2, 1])
        #expect(parsed.issues == [.invalidSpecifier(range: 51..<56, reason: .invalidSubstitution)])
    }

    @Test func brokenSubstitutionLeavesTheRestAsText() {
        // `%-#@items@`: the `%-#@` is reported; `items@` is plain text.
        let parsed = FormatString.parse("%-#@items@ %@")
        #expect(parsed.specifiers.map(\.range) == [11..<13])
    }

    @Test func invalidUTF8IsScannedSafely() {
        let bytes: [[UInt8]] = [[0x25, 0xFF], [0x25, 0xE2, 0x82], [0x25, 0x80, 0x80], [0x25, 0x31, 0x24]]
        let expected: [FormatIssue] = [
            .invalidSpecifier(range: 0..<2, reason: .unknownConversion),
            .invalidSpecifier(range: 0..<3, reason: .unknownConversion),
            .invalidSpecifier(range: 0..<2, reason: .unknownConversion),
            .invalidSpecifier(range: 0..<3, reason: .incomplete),
        ]
        for (input, issue) in zip(bytes, expected) {
            let parsed = input.withUnsafeBufferPointer { FormatString.parse(utf8: $0) }
            #expect(parsed.issues == [issue])
        }
    }
}

@Suite struct OffsetTests {
    @Test func nonASCIIBeforeSpecifier() throws {
        let text = "Ä %@"
        let specifier = try #require(single(text))
        #expect(specifier.range == 3..<5)
        #expect(FormatString.unicodeScalarOffset(ofUTF8Offset: specifier.range.lowerBound, in: text) == 2)
        #expect(FormatString.utf16Offset(ofUTF8Offset: specifier.range.lowerBound, in: text) == 2)
        #expect(specifier.text(in: text) == "%@")
    }

    @Test func emojiAndCombiningMarks() throws {
        let text = "👍🏽 e\u{301} %1$lld"
        let specifier = try #require(single(text))
        #expect(specifier.range == 13..<19)
        #expect(FormatString.unicodeScalarOffset(ofUTF8Offset: 13, in: text) == 6)
        #expect(FormatString.utf16Offset(ofUTF8Offset: 13, in: text) == 8)
        #expect(specifier.text(in: text) == "%1$lld")
        #expect(FormatString.substring(of: text, utf8Range: 0..<8) == "👍🏽")
    }

    @Test func offsetsAreClamped() {
        #expect(FormatString.unicodeScalarOffset(ofUTF8Offset: 99, in: "ab") == 2)
        #expect(FormatString.unicodeScalarOffset(ofUTF8Offset: -1, in: "ab") == 0)
        #expect(FormatString.utf16Offset(ofUTF8Offset: 0, in: "") == 0)
    }

    @Test func cjkText() {
        let text = "%#@completed@ / %#@total@ ページをダウンロード中 %@"
        let parsed = FormatString.parse(text)
        #expect(parsed.issues.isEmpty)
        let last = parsed.specifiers[2]
        #expect(last.text(in: text) == "%@")
        #expect(FormatString.unicodeScalarOffset(ofUTF8Offset: last.range.lowerBound, in: text) == 38)
    }
}

@Suite struct NoSpecifierTests {
    @Test(arguments: ["", "Hello, world", "Grüße aus Köln 👋", "no percent at all, just text and $ and # and @"])
    func valueWithoutPercentIsEmpty(_ text: String) {
        #expect(!FormatString.mayContainSpecifiers(text))
        let parsed = FormatString.parse(text)
        #expect(parsed.isEmpty)
        #expect(parsed.arguments.isEmpty)
        #expect(parsed == FormatString())
    }

    /// A micro-check, not a timing: a long value without `%` yields the shared empty result
    /// (no storage allocated for specifiers or issues).
    @Test func longValueWithoutPercentAllocatesNoResultStorage() {
        let text = String(repeating: "Lorem ipsum dolor sit amet, ", count: 4_000)
        let parsed = FormatString.parse(text)
        #expect(parsed.isEmpty)
        #expect(parsed.specifiers.capacity == 0)
        #expect(parsed.issues.capacity == 0)
        #expect(parsed.arguments.capacity == 0)
    }

    @Test func mayContainSpecifiers() {
        #expect(FormatString.mayContainSpecifiers("100%"))
        #expect(FormatString.mayContainSpecifiers("%%"))
        #expect(FormatString.mayContainSpecifiers(String(repeating: "x", count: 1000) + "%@"))
        let bytes: [UInt8] = Array("a%d".utf8)
        #expect(bytes.withUnsafeBufferPointer { FormatString.mayContainSpecifiers(utf8: $0) })
        let empty: [UInt8] = []
        #expect(!empty.withUnsafeBufferPointer { FormatString.mayContainSpecifiers(utf8: $0) })
    }

    @Test(arguments: ["Hello %@", "%1$@ %2$lld %%", "Ä %y", "%#@items@ left", "x %*.*f %3$@"])
    func byteLevelParseMatchesStringParse(_ text: String) {
        let fromBytes = Array(text.utf8).withUnsafeBufferPointer { FormatString.parse(utf8: $0) }
        #expect(fromBytes == FormatString.parse(text))
    }

    @Test func parseOfSliceIsRelativeToTheSlice() {
        let bytes = Array("\"key\": \"Hi %@\"".utf8)
        let parsed = bytes.withUnsafeBufferPointer {
            FormatString.parse(utf8: UnsafeBufferPointer(rebasing: $0[8..<13]))
        }
        #expect(parsed.specifiers.map(\.range) == [3..<5])
    }
}
