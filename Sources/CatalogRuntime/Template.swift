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
        var segments: [Segment] = []
        var offset = 0
        for specifier in parsed.specifiers {
            if specifier.range.lowerBound > offset {
                let literal = FormatString.substring(of: value, utf8Range: offset..<specifier.range.lowerBound)
                segments.append(.literal(Template.unescaped(literal)))
            }
            segments.append(.specifier(specifier, text: String(specifier.text(in: value))))
            offset = specifier.range.upperBound
        }
        if offset < value.utf8.count {
            let literal = FormatString.substring(of: value, utf8Range: offset..<value.utf8.count)
            segments.append(.literal(Template.unescaped(literal)))
        }
        self.pieces = segments.isEmpty ? [.literal("")] : segments
    }

    /// Whether the value has no `%`: it is its own text, whatever the arguments.
    var isPlain: Bool { pieces.isEmpty }

    /// Whether the value shows that it is a format string (`FormatString.isFormatString(_:)`): a
    /// `%%` or a specifier other than a percent sign before a word (`50% off` is not one).
    var isFormatString: Bool {
        for case .specifier(let specifier, _) in pieces where !specifier.mayBePercentSign { return true }
        return !pieces.isEmpty && FormatString.isFormatString(raw)
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
