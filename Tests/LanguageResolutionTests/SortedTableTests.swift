import Testing

@testable import LanguageResolution

@Suite("A sorted table searched in its text")
struct SortedTableTests {
    /// Byte order, as the search needs it: every key after the one before it.
    @Test func likelySubtagsAreInByteOrder() {
        let keys = SortedTable(LanguageData.likelySubtags).map(\.key)
        #expect(keys.count == 7745)
        for (previous, next) in zip(keys, keys.dropFirst()) {
            #expect(Array(previous.utf8).lexicographicallyPrecedes(Array(next.utf8)), "\(previous) before \(next)")
        }
    }

    /// Every key finds its value, as the dictionary read from the same text has it; a near miss of
    /// every key (one byte more or less, a byte changed) finds nothing the dictionary does not have.
    @Test func answersAsTheDictionaryDoes() {
        let table = SortedTable(LanguageData.likelySubtags)
        let dictionary = LanguageTables.pairs(LanguageData.likelySubtags)
        #expect(table.count == dictionary.count)
        #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) }) == dictionary)
        for (key, value) in dictionary {
            #expect(table[key] == value, "\(key)")
            for miss in [key + "a", key + "_", String(key.dropLast()), "0" + key, key.uppercased()] {
                #expect(table[miss] == dictionary[miss], "\(miss)")
            }
        }
        for miss in ["", " ", "\n", "0", "a", "zzzz", "~", "en ", "en_Latn_US"] {
            #expect(table[miss] == dictionary[miss], "\(miss.debugDescription)")
        }
    }

    /// Small tables, with empty lines (a byte-halving search of the text missed `a` in `a 1\n\nb 2`).
    @Test func smallTables() {
        let table = SortedTable("a 1\nb\nc 3 4\nd 4")
        #expect(table["a"] == "1")
        #expect(table["b"] == "")
        #expect(table["c"] == "3 4")
        #expect(table["d"] == "4")
        for miss in ["", "0", "aa", "bb", "c ", "e"] { #expect(table[miss] == nil, "\(miss)") }
        #expect(table.map(\.key) == ["a", "b", "c", "d"])
        #expect(table.values == ["1", "", "3 4", "4"])
        #expect(SortedTable("only one")["only"] == "one")
        #expect(SortedTable("")["a"] == nil)
        #expect(SortedTable("").count == 0)
        #expect(SortedTable("a 1\n\nb 2\n")["b"] == "2")
        #expect(SortedTable("a 1\n\nb 2\n")["a"] == "1")
        #expect(SortedTable("\n\na 1\n\n\nb 2\n\nc")["c"] == "")
        #expect(SortedTable("a 1\n\nb 2\n").count == 2)
        #expect(SortedTable("a 1\nb 2")["b 2"] == nil)
    }
}
