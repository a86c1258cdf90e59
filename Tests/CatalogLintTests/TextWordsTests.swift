@testable import CatalogLint
import Testing
import TestSupport

/// `TextWords` reads a text that is ASCII but for a few punctuation marks on its bytes: the words
/// must be those the reading by characters gives.
@Suite struct TextWordsTests {
    /// On edge cases and on every key and value of the corpus, the fastest reading gives the
    /// words, scripts, counts and cases of the reading by characters.
    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func theBytesReadingGivesTheCharactersWords() throws {
        var texts = [
            "Don't show 'Auto-off' again...", "iCloud - macOS 14 / H.264", "line\r\nbreak\tand\u{0B}tabs", "Open\t2 files", "Save\u{0C}v2 now",
            "'quoted' -dash- a-b- -c", "OK URL iPhone GitHub x", "foo_bar path/to me@x.com a:b c\\d 2nd",
        ]
        // ASCII but for punctuation marks, also read on bytes; then texts that are not.
        texts += [
            "Don’t stop…", "“Quoted” text", "a–b — c", "•item", "’twas", "rock’n’roll", "O’Brien’s", "x’", "’", "it’", "’s",
            "Loading… please wait", "‘single’ and “double”", "“iCloud” – ‘URL’ — OK", "a’-b -’c", "don’’t", "rock’\n’roll",
            "…\u{301}x", "café’s", "Don’t\u{2028}stop", "naïve “quote”",
        ]
        texts += try CorpusTexts.keysAndValues()
        let readable = texts.filter(TextWords.isReadableAsBytes)
        var differing: [String] = []
        for text in readable {
            let fastest = TextWords(text)
            let characters = TextWords(text, reading: .characters)
            if fastest.ordinary != characters.ordinary || fastest.scripts != characters.scripts
                || fastest.isSentence != characters.isSentence || fastest.isTitleCase != characters.isTitleCase
                || fastest.lowercaseCount != characters.lowercaseCount
            {
                differing.append(text)
            }
        }
        #expect(readable.count > 10_000)
        // The marks are read on bytes (and the texts that have other characters are not).
        #expect(readable.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }.count > 300)
        #expect(!TextWords.isReadableAsBytes("…\u{301}x") && !TextWords.isReadableAsBytes("café’s"))
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
