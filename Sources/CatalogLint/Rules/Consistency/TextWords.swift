import FormatSpecifiers

/// The words of a text as the copy rules read them: format specifiers, addresses, paths, versions
/// and brand-like tokens left out, so that what remains is what a translator would translate.
///
/// A token (text between white space, trimmed of punctuation) that holds a digit or an inner `/`,
/// `.`, `_`, `@`, `:` or `\` is an address, a path, a version or an identifier (`https://x.com`,
/// `Info.plist`, `H.264`, `user_id`) and has no words. Elsewhere a word is a run of letters, with
/// inner apostrophes and hyphens (`don't`, `Auto-off`). A word is brand-like, and left out, when it
/// is one letter, all capitals (`OK`, `URL`), has a capital after its first letter (`iCloud`,
/// `GitHub`, `macOS`), or is one of the `terms` the configuration names.
struct TextWords {
    /// The words a translator would translate, in order.
    private(set) var ordinary: [Substring] = []
    /// The scripts of the words' letters.
    private(set) var scripts: Set<WritingScript> = []

    /// The words of `text` without the specifiers at `specifiers` (UTF-8 ranges into `text`).
    init(_ text: String, specifiers: [FormatSpecifier] = [], terms: Set<String> = []) {
        let plain = specifiers.isEmpty ? text : Self.removing(specifiers, from: text)
        if !terms.isEmpty, terms.contains(plain.trimmingCharacters(in: Self.isSpaceOrPunctuation)) { return }
        for token in plain.split(whereSeparator: \.isWhitespace) {
            let trimmed = token.trimmingCharacters(in: Self.isSpaceOrPunctuation)
            guard !trimmed.isEmpty, !Self.isAddressLike(trimmed) else { continue }
            for word in Self.words(in: trimmed) where !Self.isBrandLike(word) && !terms.contains(String(word)) {
                ordinary.append(word)
            }
        }
        for word in ordinary {
            for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
                scripts.insert(WritingScript.of(scalar))
            }
        }
    }

    /// Words written with a small first letter (`list`, `of`): sentences have them, names do not.
    var lowercaseCount: Int { ordinary.filter { $0.first?.isLowercase ?? false }.count }

    /// Every word starts with a capital: Title Case, as names (and English titles) are written.
    var isTitleCase: Bool { !ordinary.isEmpty && ordinary.allSatisfy { $0.first?.isUppercase ?? false } }

    /// Three words or more, two of them in small letters: a phrase, not a name.
    var isSentence: Bool { ordinary.count >= 3 && lowercaseCount >= 2 }

    // MARK: - Reading

    /// `text` with the specifiers replaced by spaces.
    private static func removing(_ specifiers: [FormatSpecifier], from text: String) -> String {
        var bytes = Array(text.utf8)
        for specifier in specifiers where specifier.range.upperBound <= bytes.count {
            for index in specifier.range { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Characters trimmed from a token's ends: anything but letters and digits.
    private static func isSpaceOrPunctuation(_ character: Character) -> Bool {
        !character.isLetter && !character.isNumber
    }

    /// An address, a path, a version or an identifier: a digit, or `/ . _ @ : \` inside.
    private static func isAddressLike(_ token: Substring) -> Bool {
        token.contains { character in
            character.isNumber || character == "/" || character == "." || character == "_" || character == "@"
                || character == ":" || character == "\\"
        }
    }

    /// Runs of letters, joined by an inner apostrophe or hyphen.
    private static func words(in token: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        var index = token.startIndex
        while index < token.endIndex {
            let character = token[index]
            let next = token.index(after: index)
            let joins = (character == "'" || character == "’" || character == "-") && start != nil
                && next < token.endIndex && token[next].isLetter
            if character.isLetter || joins {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(token[wordStart..<index])
                start = nil
            }
            index = next
        }
        if let wordStart = start { words.append(token[wordStart...]) }
        return words
    }

    /// One letter, all capitals, or a capital after the first letter.
    private static func isBrandLike(_ word: Substring) -> Bool {
        guard word.count > 1 else { return true }
        let cased = word.filter { $0.isUppercase || $0.isLowercase }
        if cased.count > 1 && cased.allSatisfy(\.isUppercase) { return true }
        return word.dropFirst().contains { $0.isUppercase }
    }
}

extension Substring {
    /// The substring without the characters at both ends for which `trimmed` is true.
    fileprivate func trimmingCharacters(in trimmed: (Character) -> Bool) -> Substring {
        guard let first = firstIndex(where: { !trimmed($0) }), let last = lastIndex(where: { !trimmed($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}

extension String {
    /// The string without the characters at both ends for which `trimmed` is true.
    fileprivate func trimmingCharacters(in trimmed: (Character) -> Bool) -> String {
        String(self[...].trimmingCharacters(in: trimmed))
    }
}
