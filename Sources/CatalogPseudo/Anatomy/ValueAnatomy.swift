import FormatSpecifiers

/// A value split into what may be pseudo-localized (text) and what must stay as it is (protected
/// elements), with the markup whose end cannot be found.
///
/// ```swift
/// let anatomy = ValueAnatomy("Tap **%@** to open [the guide](https://example.com)")
/// anatomy.elements.map(\.text)    // ["**", "%@", "**", "[", "](https://example.com)"]
/// ValueAnatomy("**Warning: unsaved").problems.first?.kind   // .unclosedEmphasis
/// ```
///
/// Format specifiers come from `FormatString`, the one parser of them; the markup is what Apple's
/// runtime interprets in localized strings (Markdown emphasis, code, links and inflection, with
/// backslash escapes), App Shortcut phrase variables (`${applicationName}`), plus HTML and XML
/// tags, entities, URLs and e-mail addresses. Elements are
/// found in that order, and a later kind never starts inside an earlier one.
public struct ValueAnatomy: Sendable {
    /// The value's Unicode scalars.
    public let scalars: [Unicode.Scalar]
    /// The protected elements, in order.
    public internal(set) var elements: [ProtectedElement] = []
    /// Markup that is opened and never closed.
    public private(set) var problems: [MarkupProblem] = []
    /// The UTF-8 offset of each scalar, and of the end.
    let utf8Offsets: [Int]
    /// Whether each scalar belongs to a protected element.
    private(set) var isProtected: [Bool]

    /// Analyses `value`; `inSubstitution` for the cases of a substitution, where `%arg` is a specifier.
    public init(_ value: String, inSubstitution: Bool = false) {
        // One pass for both (a value has at most as many scalars as bytes).
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(value.utf8.count)
        offsets.reserveCapacity(value.utf8.count + 1)
        var offset = 0
        for scalar in value.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        utf8Offsets = offsets
        isProtected = [Bool](repeating: false, count: scalars.count)
        findFormatElements(in: value, inSubstitution: inSubstitution)
        findEscapes()
        findPhraseVariables()
        findCodeSpans()
        findTagsAndEntities()
        findLinks()
        findURLs()
        findEmailAddresses()
        findEmphasis()
        elements.sort { $0.range.lowerBound < $1.range.lowerBound }
        problems.sort { $0.utf8Offset < $1.utf8Offset }
    }

    /// The elements without their positions: what a pseudo-localized value must have too.
    public var signatures: [ProtectedElement.Signature] { elements.map(\.signature) }

    /// The UTF-8 offset of the element, for positions in diagnostics.
    public func utf8Offset(of element: ProtectedElement) -> Int { utf8Offsets[element.range.lowerBound] }

    // MARK: - Building blocks for the finders

    var count: Int { scalars.count }

    func scalar(at index: Int) -> Unicode.Scalar? { index >= 0 && index < count ? scalars[index] : nil }

    func isFree(_ index: Int) -> Bool { index >= 0 && index < count && !isProtected[index] }

    /// Whether the scalars from `index` are `text` and none is protected.
    func matches(_ text: String, at index: Int) -> Bool {
        var position = index
        for expected in text.unicodeScalars {
            guard isFree(position), scalars[position] == expected else { return false }
            position += 1
        }
        return true
    }

    func text(_ range: Range<Int>) -> String {
        var result = RenderedText(capacity: utf8Offsets[range.upperBound] - utf8Offsets[range.lowerBound])
        result.append(contentsOf: scalars[range])
        return result.string
    }

    /// Records an element; elements inside `range` found earlier become part of it (a specifier
    /// inside a code span or a link destination).
    mutating func protect(_ range: Range<Int>, as kind: ElementKind, detail: String = "") {
        guard !range.isEmpty else { return }
        // Only scalars protected earlier can belong to elements inside `range` (most have none: a
        // search of every element for each would be quadratic in a value's elements).
        if range.contains(where: { isProtected[$0] }) {
            elements.removeAll { range.contains($0.range.lowerBound) }
        }
        for index in range { isProtected[index] = true }
        elements.append(ProtectedElement(kind: kind, range: range, text: text(range), detail: detail))
    }

    mutating func report(_ kind: MarkupProblem.Kind, at index: Int, delimiter: String) {
        problems.append(MarkupProblem(kind: kind, utf8Offset: utf8Offsets[index], delimiter: delimiter))
    }

    // MARK: - Format specifiers

    /// The scalar index of a UTF-8 offset (specifier ranges are on scalar boundaries).
    private func scalarIndex(ofUTF8Offset offset: Int) -> Int {
        var low = 0
        var high = utf8Offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if utf8Offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Characters that end the word a malformed specifier takes with it: they belong to markup.
    private static let markupStops: Set<Unicode.Scalar> = ["`", "*", "~", "[", "]", "(", ")", "<", ">", "\""]

    private mutating func findFormatElements(in value: String, inSubstitution: Bool) {
        guard FormatString.mayContainSpecifiers(value) else { return }
        let format = FormatString.parse(value, allowArgPlaceholder: inSubstitution)
        for specifier in format.specifiers {
            protect(
                scalarIndex(ofUTF8Offset: specifier.range.lowerBound)..<scalarIndex(ofUTF8Offset: specifier.range.upperBound),
                as: .specifier)
        }
        for issue in format.issues {
            guard case .invalidSpecifier(let range, let reason) = issue else { continue }
            let start = scalarIndex(ofUTF8Offset: range.lowerBound)
            guard isFree(start) else { continue }
            var end = max(scalarIndex(ofUTF8Offset: range.upperBound), start + 1)
            while isFree(end), !scalars[end].isWhitespace, !Self.markupStops.contains(scalars[end]) { end += 1 }
            protect(start..<end, as: .malformedSpecifier, detail: reason.rawValue)
        }
        for index in 0..<count where scalars[index] == "%" && isFree(index) {
            protect(index..<index + 1, as: .percent)
        }
    }

    // MARK: - Escapes

    private mutating func findEscapes() {
        var index = 0
        while index < count {
            if scalars[index] == "\\", isFree(index) {
                protect(index..<(isFree(index + 1) ? index + 2 : index + 1), as: .escape)
                index += 2
            } else {
                index += 1
            }
        }
    }

    // MARK: - App Shortcut phrase variables

    /// `${name}`: a `$`, a `{`, a name without spaces or braces, and a `}`, on one line.
    private mutating func findPhraseVariables() {
        var index = 0
        while index + 3 < count {
            guard scalars[index] == "$", scalars[index + 1] == "{", isFree(index), isFree(index + 1) else {
                index += 1
                continue
            }
            var end = index + 2
            while isFree(end), scalars[end] != "}", scalars[end] != "{", !scalars[end].properties.isWhitespace { end += 1 }
            if end > index + 2, isFree(end), scalars[end] == "}" {
                protect(index..<end + 1, as: .variable)
                index = end + 1
            } else {
                index += 1
            }
        }
    }
}
