/// The transformations of text (never of protected elements): accents, filler, directional marks.
enum TextTransforms {
    /// Each ASCII letter and its accented look-alike, one scalar for one scalar, so that lengths
    /// and positions do not change. The same letters as Android's `en-XA` where it has one.
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()

    /// `Settings` → `Šéţţîñĝš`; anything but ASCII letters is kept.
    static func accented(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(accents[scalar] ?? scalar) }
        return String(result)
    }

    /// RIGHT-TO-LEFT MARK, RIGHT-TO-LEFT OVERRIDE and POP DIRECTIONAL FORMATTING.
    static let rightToLeftMark: Unicode.Scalar = "\u{200F}"
    static let rightToLeftOverride: Unicode.Scalar = "\u{202E}"
    static let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"

    /// Each word shown right to left, as Android's `ar-XB` does: RLM RLO word PDF RLM. Only the part
    /// from the first to the last letter or digit is wrapped, so punctuation next to a Markdown
    /// delimiter stays next to it; words without letters or digits are left alone.
    static func rightToLeft(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        // Words are slices of the text's scalars, and the marks are appended one by one: no
        // array per word (this runs for every source value `broken-markup` checks).
        func append(word: Substring.UnicodeScalarView) {
            if let first = word.firstIndex(where: \.isAlphanumeric), let last = word.lastIndex(where: \.isAlphanumeric) {
                result.append(contentsOf: word[..<first])
                result.append(rightToLeftMark)
                result.append(rightToLeftOverride)
                result.append(contentsOf: word[first...last])
                result.append(popDirectionalFormatting)
                result.append(rightToLeftMark)
                result.append(contentsOf: word[word.index(after: last)...])
            } else {
                result.append(contentsOf: word)
            }
        }
        var wordStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar.isWhitespace {
                append(word: scalars[wordStart..<index])
                result.append(scalar)
                wordStart = next
            }
            index = next
        }
        append(word: scalars[wordStart...])
        return String(result)
    }

    /// The words filler is made of, as in Android's `en-XA`: plain, so that it reads as filler.
    private static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// What makes up the rest of the filler when the next word does not fit: punctuation that no
    /// Markdown reads.
    private static let fillerDot: Character = "·"

    /// Exactly `count` characters of filler: whole words, each after a space, while they fit, then
    /// dots (` one two··`, ` ·`), so that filler never joins the last word of the text (only a
    /// filler of one character is a single dot); empty for 0.
    static func filler(count: Int) -> String {
        var result = ""
        var word = 0
        while true {
            let next = " " + fillerWords[word % fillerWords.count]
            guard result.count + next.count <= count else { break }
            result += next
            word += 1
        }
        if result.isEmpty && count > 1 { result = " " }
        return result + String(repeating: fillerDot, count: count - result.count)
    }
}
