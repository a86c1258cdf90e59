@testable import CatalogLint
import Testing
import TestSupport

/// `line-break-mismatch` counts line breaks and splits lines on a text's UTF-8 bytes: the same
/// count as decoding every scalar, the same lines as reading every character.
@Suite struct LineBreakCountTests {
    @Test func bytesCountWhatScalarsCount() {
        let texts = [
            "", "\n", "a\nb", "\u{2028}", "\u{2029}x", "x\u{2028}\u{2029}\n", "\r\n", "\r\n\r\n",
            // Near misses: other scalars whose UTF-8 starts with E2 80 (U+2027, U+202A, U+2000,
            // the ellipsis and quotation marks).
            "\u{2027}\u{202A}\u{2000}", "…\n…", "‘quoted’\u{2028}”",
            "Ленинград\nЛенинград", "文件\u{2029}文件", "😀\n😀\u{2028}",
            // A carriage return is part of the line break only right before a line feed.
            "a\rb", "a\r\r\nb", "\r", "a\n\r\nb\r", "e\u{301}\r\n\u{301}x",
        ]
        for text in texts {
            // Substrings in the middle of a text too, whose bytes are a slice of the whole: the
            // line breaks around them must not be counted.
            for substring in [text[...], ("\n\u{2028}a" + text + "b\u{2029}\n").dropFirst(2).dropLast(2)] {
                #expect(substring.separatedLineCount == substring.separatedLineCountByScalars, "\(text.debugDescription)")
                #expect(substring.separatedLines.map(\.utf8Bytes) == substring.separatedLinesByCharacters.map(\.utf8Bytes), "\(text.debugDescription)")
            }
        }
    }

    /// Every key and every value at any depth in the corpus.
    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func bytesCountWhatScalarsCountOnTheCorpus() throws {
        let texts = try CorpusTexts.keysAndValues()
        // Each text whole, and without its first and last characters (a slice of its bytes).
        let differing = texts.filter { text in
            [text[...], text.dropFirst().dropLast()].contains {
                $0.separatedLineCount != $0.separatedLineCountByScalars || $0.separatedLines.map(\.utf8Bytes) != $0.separatedLinesByCharacters.map(\.utf8Bytes)
            }
        }
        #expect(texts.count > 10_000)
        #expect(texts.contains { $0[...].separatedLineCount > 0 }, "the corpus has texts with line breaks")
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}

extension Substring {
    /// The exact bytes (`==` on substrings compares canonically equivalent characters).
    fileprivate var utf8Bytes: [UInt8] { Array(utf8) }
}
