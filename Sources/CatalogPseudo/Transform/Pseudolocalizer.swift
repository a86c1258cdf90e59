/// Pseudo-localizes values for one pseudo-language, leaving every protected element as it is.
///
/// ```swift
/// let accented = Pseudolocalizer(.accented)
/// accented.pseudolocalize("Settings").value          // "[Šéţţîñĝš one]"
/// accented.pseudolocalize("Hello, %@!").value        // "[Ĥéļļö, %@! one]"
/// ```
///
/// Leading and trailing white space stays outside the brackets; text is accented one letter for
/// one letter; filler is added at the end; right to left wraps each word in directional marks;
/// the brackets go around the whole. The result is analysed again and must have the same protected
/// elements as the source, in the same order, each reading the same way: a value whose markup or
/// specifiers would change (a `%` at the end of `100%`, which the closing bracket would complete
/// into `%]`) falls back to accents only, which never insert anything, and reports why.
public struct Pseudolocalizer: Sendable {
    public let language: PseudoLanguage

    public init(_ language: PseudoLanguage) { self.language = language }

    /// The pseudo-localized value, and what prevented the full transformation, if anything.
    public struct Result: Hashable, Sendable {
        public var value: String
        /// Why the value is only accented (or left as it is): set when the full transformation
        /// would have changed a protected element.
        public var breakage: PseudoBreakage?
    }

    /// Pseudo-localizes `value`; `inSubstitution` for the cases of a substitution (`%arg`).
    public func pseudolocalize(_ value: String, inSubstitution: Bool = false) -> Result {
        let anatomy = ValueAnatomy(value, inSubstitution: inSubstitution)
        let full = render(anatomy, modes: language.modes)
        guard let breakage = PseudoBreakage(source: anatomy, result: ValueAnatomy(full, inSubstitution: inSubstitution))
        else { return Result(value: full, breakage: nil) }
        let safe = render(anatomy, modes: language.modes.filter { $0 == .accented })
        let safeAnatomy = ValueAnatomy(safe, inSubstitution: inSubstitution)
        let fallback = PseudoBreakage(source: anatomy, result: safeAnatomy) == nil ? safe : value
        return Result(value: fallback, breakage: breakage)
    }

    /// What prevents the full transformation of a value already analysed (`anatomy`), if anything:
    /// `pseudolocalize(_:inSubstitution:).breakage` without analysing the value again, nor working
    /// out the fallback value (`broken-markup` asks this of every source value with elements).
    public func breakage(of anatomy: ValueAnatomy, inSubstitution: Bool = false) -> PseudoBreakage? {
        PseudoBreakage(source: anatomy, result: ValueAnatomy(render(anatomy, modes: language.modes), inSubstitution: inSubstitution))
    }

    /// The value with `modes` applied to its text.
    func render(_ anatomy: ValueAnatomy, modes: [PseudoMode]) -> String {
        let scalars = anatomy.scalars
        var start = 0
        while anatomy.isFree(start), scalars[start].isWhitespace { start += 1 }
        var end = scalars.count
        while end > start, anatomy.isFree(end - 1), scalars[end - 1].isWhitespace { end -= 1 }
        guard start < end else { return anatomy.text(0..<scalars.count) }
        var result = RenderedText(capacity: anatomy.utf8Offsets[scalars.count] * 2 + 16)
        result.append(contentsOf: scalars[..<start])
        let rightToLeft = modes.contains(.rtl)
        let accented = modes.contains(.accented)
        if modes.contains(.bounded) { result.append("[") }
        if rightToLeft, let first = anatomy.elements.first(where: { $0.range.lowerBound == start }), first.kind != .emphasis {
            // The value starts with a placeholder: a mark makes the paragraph right to left.
            result.append(TextTransforms.rightToLeftMark)
        }
        var textLength = 0
        var elements = anatomy.elements.drop { $0.range.lowerBound < start }[...]
        var index = start
        while index < end {
            if let element = elements.first, element.range.lowerBound == index {
                result.append(contentsOf: scalars[element.range])
                index = element.range.upperBound
                elements = elements.dropFirst()
                continue
            }
            let textEnd = min(elements.first?.range.lowerBound ?? end, end)
            textLength += textEnd - index
            TextTransforms.append(scalars[index..<textEnd], accented: accented, rightToLeft: rightToLeft, to: &result)
            index = textEnd
        }
        let increase = PseudoLanguage.lengthIncrease(of: modes, expansion: language.expansion)
        if increase > 0 {
            let filler = Array(TextTransforms.filler(count: (textLength * increase + 50) / 100).unicodeScalars)
            TextTransforms.append(filler[...], accented: false, rightToLeft: rightToLeft, to: &result)
        }
        if modes.contains(.bounded) { result.append("]") }
        result.append(contentsOf: scalars[end...])
        return result.string
    }
}
