/// The transformations of text (never of protected elements): accents, filler, directional marks.
///
/// They work on Unicode scalars and write UTF-8 into a `RenderedText`: `broken-markup` renders
/// every source value with elements through them, so no `String` is made per piece of text.
enum TextTransforms {
    /// Each ASCII letter's accented look-alike, indexed by the letter's value (every other ASCII
    /// scalar maps to itself), one scalar for one scalar, so that lengths and positions do not
    /// change. The same letters as Android's `en-XA` where it has one.
    private static let asciiAccents: [Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        var table = (0..<128).map { Unicode.Scalar(UInt8($0)) }
        for (letter, lookAlike) in zip(plain.unicodeScalars, accented.unicodeScalars) { table[Int(letter.value)] = lookAlike }
        return table
    }()

    /// `S` → `Š`; anything but an ASCII letter is kept.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.value < 0x80 ? asciiAccents[Int(scalar.value)] : scalar
    }

    /// RIGHT-TO-LEFT MARK, RIGHT-TO-LEFT OVERRIDE and POP DIRECTIONAL FORMATTING.
    static let rightToLeftMark: Unicode.Scalar = "\u{200F}"
    static let rightToLeftOverride: Unicode.Scalar = "\u{202E}"
    static let popDirectionalFormatting: Unicode.Scalar = "\u{202C}"

    /// Appends `text` to `result`, accented (each ASCII letter, `Settings` → `Šéţţîñĝš`) when
    /// `accented`, then each word shown right to left when `rightToLeft`, as Android's `ar-XB` does:
    /// RLM RLO word PDF RLM. Only the part from the first to the last letter or digit is wrapped, so
    /// punctuation next to a Markdown delimiter stays next to it; words without letters or digits are
    /// left alone. Words are told apart after the accents, as when the two were applied in turn.
    static func append(
        _ text: ArraySlice<Unicode.Scalar>, accented: Bool, rightToLeft: Bool, to result: inout RenderedText
    ) {
        guard rightToLeft else {
            if accented {
                for scalar in text { result.append(self.accented(scalar)) }
            } else {
                for scalar in text { result.append(scalar) }
            }
            return
        }
        func transformed(_ index: Int) -> Unicode.Scalar { accented ? self.accented(text[index]) : text[index] }
        // One word: the scalars in `range`, without white space.
        func append(word range: Range<Int>) {
            var first = range.lowerBound
            while first < range.upperBound, !transformed(first).isAlphanumeric { first += 1 }
            guard first < range.upperBound else {
                for index in range { result.append(transformed(index)) }
                return
            }
            var last = range.upperBound - 1
            while !transformed(last).isAlphanumeric { last -= 1 }
            for index in range.lowerBound..<first { result.append(transformed(index)) }
            result.append(rightToLeftMark)
            result.append(rightToLeftOverride)
            for index in first...last { result.append(transformed(index)) }
            result.append(popDirectionalFormatting)
            result.append(rightToLeftMark)
            for index in (last + 1)..<range.upperBound { result.append(transformed(index)) }
        }
        var wordStart = text.startIndex
        for index in text.indices where transformed(index).isWhitespace {
            append(word: wordStart..<index)
            result.append(transformed(index))
            wordStart = index + 1
        }
        append(word: wordStart..<text.endIndex)
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
        // Its length in characters, counted as it grows (`result.count` walks the whole string:
        // a long value took quadratic time).
        var length = 0
        var word = 0
        while true {
            let next = " " + fillerWords[word % fillerWords.count]
            let nextLength = next.count
            guard length + nextLength <= count else { break }
            result += next
            length += nextLength
            word += 1
        }
        if result.isEmpty && count > 1 {
            result = " "
            length = 1
        }
        return result + String(repeating: fillerDot, count: count - length)
    }
}

/// A value being rendered, as UTF-8: scalars are encoded as they are appended, and the `String`
/// is made once at the end.
struct RenderedText {
    private var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func append(_ scalar: Unicode.Scalar) {
        if scalar.value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    mutating func append<Scalars: Sequence<Unicode.Scalar>>(contentsOf scalars: Scalars) {
        for scalar in scalars { append(scalar) }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
