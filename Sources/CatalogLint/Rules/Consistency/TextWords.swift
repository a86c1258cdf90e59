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

    /// How a text is read: `fastest` gives what `characters` gives, on bytes when the text is ASCII
    /// but for a few punctuation marks (`isReadableAsBytes`).
    enum Reading {
        case fastest, characters
    }

    /// The words of `text` without the specifiers at `specifiers` (UTF-8 ranges into `text`).
    init(_ text: String, specifiers: [FormatSpecifier] = [], terms: Set<String> = [], reading: Reading = .fastest) {
        let plain = specifiers.isEmpty ? text : Self.removing(specifiers, from: text)
        if !terms.isEmpty, terms.contains(plain.trimmingCharacters(in: Self.isSpaceOrPunctuation)) { return }
        if reading == .fastest && Self.isReadableAsBytes(plain) {
            ordinary = Self.wordsReadOnBytes(of: plain, terms: terms)
            if !ordinary.isEmpty { scripts = [.latin] }
            // Such a word starts with an ASCII letter, whose byte tells its case (no `Character` to make).
            lowercaseCount = ordinary.filter { $0.utf8.first.map(Self.isASCIILowercase) ?? false }.count
            isTitleCase = !ordinary.isEmpty && ordinary.allSatisfy { $0.utf8.first.map(Self.isASCIIUppercase) ?? false }
        } else {
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
            lowercaseCount = ordinary.filter { $0.first?.isLowercase ?? false }.count
            isTitleCase = !ordinary.isEmpty && ordinary.allSatisfy { $0.first?.isUppercase ?? false }
        }
    }

    /// Words written with a small first letter (`list`, `of`): sentences have them, names do not.
    /// (Counted once: the words are kept per source text and asked about for every copy.)
    private(set) var lowercaseCount = 0

    /// Every word starts with a capital: Title Case, as names (and English titles) are written.
    private(set) var isTitleCase = false

    /// Three words or more, two of them in small letters: a phrase, not a name.
    var isSentence: Bool { ordinary.count >= 3 && lowercaseCount >= 2 }

    // MARK: - Reading

    /// Whether `text` is ASCII but for `punctuationMarks`, which `wordsReadOnBytes` reads.
    static func isReadableAsBytes(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte >= 0x80 else { continue }
            guard byte == 0xE2, bytes.next() == 0x80, let last = bytes.next(), punctuationMarks.contains(last) else {
                return false
            }
        }
        return true
    }

    /// The last bytes of the punctuation marks that English source texts have besides ASCII, all
    /// `E2 80 xx` in UTF-8: ‘ ’ “ ” – — • …. Each is a character of its own (unless a combining
    /// mark follows, which is not ASCII), neither white space, a letter nor a number; the apostrophe
    /// `’` joins a word as `'` does.
    private static let punctuationMarks: Set<UInt8> = [0x98, 0x99, 0x9C, 0x9D, 0x93, 0x94, 0xA2, 0xA6]

    /// The last byte of `’` (`E2 80 99`).
    private static let apostropheLastByte: UInt8 = 0x99

    /// The ordinary words of a text that is ASCII but for `punctuationMarks`: the same reading as
    /// the `Character`-based one of `init` (most source texts are so, and that reading was most of
    /// the rule's time), on bytes. There a character is one byte (but `\r\n`, which is white space
    /// either way, and the marks, three bytes none of which is ASCII), the white space is
    /// `\t`…`\r` and the space, the letters are `A`–`Z` and `a`–`z` (all of them Latin and cased),
    /// the numbers `0`–`9`.
    private static func wordsReadOnBytes(of text: String, terms: Set<String>) -> [Substring] {
        // Found on the bytes in place (`withUTF8` copies only a string not stored as UTF-8), by
        // offset; only the words kept are made substrings.
        var copy = text
        let ranges = copy.withUTF8(ordinaryWordRanges(in:))
        let utf8 = text.utf8
        var words: [Substring] = []
        words.reserveCapacity(ranges.count)
        for range in ranges {
            let word = text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
            if !terms.isEmpty && terms.contains(String(word)) { continue }
            words.append(word)
        }
        return words
    }

    /// Where the words of `wordsReadOnBytes` are that are not brand-like, as byte offsets.
    private static func ordinaryWordRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            // A token: the bytes up to the next white space.
            guard !isASCIIWhitespace(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && !isASCIIWhitespace(bytes[end]) { end += 1 }
            // Trimmed of anything but letters and digits at both ends.
            var first = index
            while first < end && !isASCIIAlphanumeric(bytes[first]) { first += 1 }
            var last = end
            while last > first && !isASCIIAlphanumeric(bytes[last - 1]) { last -= 1 }
            index = end
            guard first < last, !bytes[first..<last].contains(where: isASCIIAddressCharacter) else { continue }
            // Runs of letters, joined by an inner apostrophe (`'` or `’`) or hyphen followed by a letter.
            var start: Int?
            var position = first
            while position < last {
                let byte = bytes[position]
                // A mark is three bytes (`E2 80 xx`, whole: the token starts and ends with ASCII),
                // none of them a letter; `’` is an apostrophe.
                let isMark = byte >= 0x80
                let next = position + (isMark ? 3 : 1)
                let isApostrophe = isMark ? bytes[position + 2] == apostropheLastByte : byte == UInt8(ascii: "'")
                let joins = (isApostrophe || byte == UInt8(ascii: "-")) && start != nil
                    && next < last && isASCIILetter(bytes[next])
                if isASCIILetter(byte) || joins {
                    if start == nil { start = position }
                } else if let wordStart = start {
                    if !isBrandLike(bytes[wordStart..<position]) { words.append(wordStart..<position) }
                    start = nil
                }
                position = next
            }
            if let wordStart = start, !isBrandLike(bytes[wordStart..<last]) { words.append(wordStart..<last) }
        }
        return words
    }

    /// `isBrandLike` on the bytes of a word found by `ordinaryWordRanges`: one letter, all
    /// capitals, or a capital after the first letter (every ASCII letter is cased; the bytes of
    /// `’` are neither).
    private static func isBrandLike(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.count > 1 else { return true }
        var capitals = 0, cased = 0
        for index in word.indices {
            let byte = word[index]
            if isASCIIUppercase(byte) {
                if index > word.startIndex { return true }
                capitals += 1
                cased += 1
            } else if isASCIILowercase(byte) {
                cased += 1
            }
        }
        return cased > 1 && capitals == cased
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { (0x09...0x0D).contains(byte) || byte == 0x20 }
    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isASCIILowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { isASCIIUppercase(byte) || isASCIILowercase(byte) }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isASCIIDigit(byte) }

    /// `isAddressLike` on a byte: a digit, or `/ . _ @ : \`.
    private static func isASCIIAddressCharacter(_ byte: UInt8) -> Bool {
        isASCIIDigit(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "\\")
    }

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
    /// (One pass over the characters: finding them is what costs.)
    private static func isBrandLike(_ word: Substring) -> Bool {
        var count = 0, cased = 0, allCasedAreCapitals = true
        for character in word {
            count += 1
            let isCapital = character.isUppercase
            if isCapital && count > 1 { return true }
            if isCapital || character.isLowercase {
                cased += 1
                if !isCapital { allCasedAreCapitals = false }
            }
        }
        return count <= 1 || (cased > 1 && allCasedAreCapitals)
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
