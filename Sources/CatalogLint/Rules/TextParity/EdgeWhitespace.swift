import LanguageTags

/// The white space at one end of a value, and how a translation's may differ from its source's
/// without anyone seeing it.
enum TextEdge: CaseIterable {
    case leading, trailing

    var name: String { self == .leading ? "leading" : "trailing" }

    /// The white space of `text` at this end.
    func whitespace(of text: String) -> Substring {
        self == .leading ? text.leadingWhitespace : text.trailingWhitespace
    }

    /// The character next to the white space at this end (the first or last one that is not white
    /// space), if any.
    func neighbour(in text: String) -> Character? {
        let rest = self == .leading ? text[whitespace(of: text).endIndex...] : text[..<whitespace(of: text).startIndex]
        return self == .leading ? rest.first : rest.last
    }

    /// Whether a translation's white space `translated` at this end loses or adds something users see
    /// against the source's `source`: it drops white space the source has (a value appended in code is
    /// glued to the text), or has a different number of line breaks. Extra spaces at an end are not
    /// reported (they rarely show), nor is a space dropped next to full-width punctuation (`：`, `（`,
    /// which carries its own spacing), in Chinese and Japanese next to a Han or kana letter (they do not
    /// put spaces between words), or before a Korean value that starts with Hangul (a particle or
    /// suffix that joins the word before it).
    func differsVisibly(translated: Substring, source: Substring, in value: String, language: String) -> Bool {
        guard translated != source else { return false }
        if translated.lineBreakCount != source.lineBreakCount { return true }
        guard translated.isEmpty, !source.isEmpty else { return false }
        guard let neighbour = neighbour(in: value) else { return true }
        if neighbour.isFullWidthPunctuation { return false }
        if language.writesWithoutSpaces && neighbour.isHanOrKana { return false }
        return !(self == .leading && language.isKorean && neighbour.isHangul)
    }
}

extension Character {
    /// CJK symbols and punctuation (`、`, `。`, `「`) and full-width forms (`：`, `（`, `！`).
    fileprivate var isFullWidthPunctuation: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return (0x3000...0x303F).contains(scalar.value) || (0xFF01...0xFF0F).contains(scalar.value)
            || (0xFF1A...0xFF20).contains(scalar.value) || (0xFF3B...0xFF40).contains(scalar.value)
            || (0xFF5B...0xFF65).contains(scalar.value)
    }

    /// A Hangul letter.
    fileprivate var isHangul: Bool {
        guard let scalar = unicodeScalars.first, scalar.properties.isAlphabetic else { return false }
        return WritingScript.of(scalar) == .hangul
    }

    /// A Han ideograph or a kana.
    fileprivate var isHanOrKana: Bool {
        guard let scalar = unicodeScalars.first, scalar.properties.isAlphabetic else { return false }
        let script = WritingScript.of(scalar)
        return script == .han || script == .kana
    }
}

extension String {
    /// Whether the language (`ja`, `zh-Hans`, `zh-HK`) writes words without spaces between them.
    fileprivate var writesWithoutSpaces: Bool {
        let language = (try? LanguageTag(self))?.language
        return language == "ja" || language == "zh" || language == "yue"
    }

    /// Whether the language is Korean.
    fileprivate var isKorean: Bool { (try? LanguageTag(self))?.language == "ko" }
}
