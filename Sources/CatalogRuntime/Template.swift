import FormatSpecifiers

/// A string value parsed once, when the catalog is loaded: its literal text (with `%%` already
/// read as `%`) and its specifiers, parsed by `FormatSpecifiers`.
struct Template: Sendable {
    /// A piece of the value.
    enum Segment: Sendable {
        case literal(String)
        /// A specifier and its text as written (shown in place of an argument that is missing).
        case specifier(FormatSpecifier, text: String)
    }

    /// The value as written in the catalog: what a lookup without arguments returns.
    let raw: String
    /// The pieces; empty for a value without `%`, which is its own text (no array to allocate).
    private let pieces: [Segment]

    /// The pieces of the value.
    var segments: [Segment] { pieces.isEmpty ? [.literal(raw)] : pieces }

    /// Parses `value`; `inSubstitution` recognizes `%arg` (in a substitution's variation cases).
    /// Substitution names are read up to the next `@`, as Foundation reads them.
    init(_ value: String, inSubstitution: Bool = false) {
        raw = value
        guard FormatString.mayContainSpecifiers(value) else {
            pieces = []
            return
        }
        let parsed = FormatString.parse(value, allowArgPlaceholder: inSubstitution, namesUpToNextAt: true)
        // The malformed specifiers CoreFoundation writes as text (rare: no array for most values).
        var rewritten: [(range: Range<Int>, text: String)] = []
        for issue in parsed.issues {
            guard case .invalidSpecifier(let range, let reason) = issue,
                  let written = Template.writtenByCoreFoundation(FormatString.substring(of: value, utf8Range: range), reason)
            else { continue }
            rewritten.append((range, written))
        }
        var segments: [Segment] = []
        var offset = 0
        func append(_ segment: Segment, at range: Range<Int>) {
            if range.lowerBound > offset {
                let literal = FormatString.substring(of: value, utf8Range: offset..<range.lowerBound)
                segments.append(.literal(Template.unescaped(literal)))
            }
            segments.append(segment)
            offset = range.upperBound
        }
        var next = rewritten.startIndex  // both lists are in the order of the text
        for specifier in parsed.specifiers {
            while next < rewritten.endIndex, rewritten[next].range.lowerBound < specifier.range.lowerBound {
                append(.literal(rewritten[next].text), at: rewritten[next].range)
                next += 1
            }
            append(.specifier(specifier, text: String(specifier.text(in: value))), at: specifier.range)
        }
        for (range, text) in rewritten[next...] { append(.literal(text), at: range) }
        if offset < value.utf8.count {
            let literal = FormatString.substring(of: value, utf8Range: offset..<value.utf8.count)
            segments.append(.literal(Template.unescaped(literal)))
        }
        self.pieces = segments.isEmpty ? [.literal("")] : segments
    }

    /// Whether the value has no `%`: it is its own text, whatever the arguments.
    var isPlain: Bool { pieces.isEmpty }

    /// Whether the value shows that it is a format string (`FormatString.isFormatString(_:)`): a
    /// `%%`, a specifier other than a percent sign before a word (`50% off` is not one), or a
    /// number's specifier with the grouping flag (`%'lld`).
    var isFormatString: Bool {
        for case .specifier(let specifier, _) in pieces where !specifier.mayBePercentSign { return true }
        return !pieces.isEmpty && FormatString.isFormatString(raw)
    }

    /// What CoreFoundation writes for a malformed specifier (`xcstrings-lint` reports them all as
    /// `invalid-specifier`), as `String(format:)` writes it: the character after the `%` for an
    /// unknown conversion (`%y` is `y`, `%5y` is `5`, `%'d` is `'` and then `d`, `%5%` is `5`),
    /// nothing for a lone `%` at the end (`100%` is `100`). `nil` for the rest, which CoreFoundation
    /// reads in ways of its own (`%10` at the end is `1`, `%l` is nothing, `%hf` formats, `%*5d` is
    /// `%55d`, `%n` writes nothing but takes an argument): they are kept as written.
    static func writtenByCoreFoundation(_ specifier: Substring, _ reason: InvalidSpecifierReason) -> String? {
        switch reason {
        case .unknownConversion, .groupingFlag, .percentWithModifiers:
            let scalars = specifier.unicodeScalars.dropFirst()
            guard let first = scalars.first, let conversion = scalars.last else { return "" }
            // CoreFoundation reads flags, digits, `.` and length letters in any order up to a
            // conversion (`%5 y` is `5`, `Save 20%. Offer` reads `%. O`): kept as written.
            if conversion.isASCII, " #+-0123456789.*$hlqLztj[".unicodeScalars.contains(conversion) { return nil }
            // CoreFoundation reads UTF-16: a conversion outside the BMP ends at its first half,
            // and the second half is left as text (U+FFFD after another character, or joined
            // with the first half again when the conversion is the character after the `%`).
            if conversion.value > 0xFFFF, scalars.count > 1 { return String(first) + "\u{FFFD}" }
            return String(first)
        case .incomplete:
            return specifier == "%" ? "" : nil
        default:
            return nil
        }
    }

    /// Literal text of a format string: `%%` is `%`.
    private static func unescaped(_ literal: Substring) -> String {
        guard literal.utf8.contains(UInt8(ascii: "%")) else { return String(literal) }
        var result = ""
        var index = literal.startIndex
        while index < literal.endIndex {
            let character = literal[index]
            result.append(character)
            let next = literal.index(after: index)
            index = character == "%" && next < literal.endIndex && literal[next] == "%" ? literal.index(after: next) : next
        }
        return result
    }
}
