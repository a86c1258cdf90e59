import CatalogPseudo
import LanguageTags
import Testing

/// A pseudo-language with `modes` under en-XA (or ar-XB for right to left).
func pseudo(_ modes: [PseudoMode], expansion: Int = PseudoLanguage.defaultExpansion) -> Pseudolocalizer {
    Pseudolocalizer(try! PseudoLanguage(tag: PseudoLanguage.defaultTag(for: modes), modes: modes, expansion: expansion))
}

/// The directional marks of right to left, spelled out: `⟨word⟩` is RLM RLO word PDF RLM.
func rtl(_ words: String) -> String {
    var result = ""
    var word = ""
    func flush() {
        if !word.isEmpty { result += "\u{200F}\u{202E}\(word)\u{202C}\u{200F}" }
        word = ""
    }
    var inside = false
    for character in words {
        if character == "⟨" { inside = true; continue }
        if character == "⟩" { inside = false; flush(); continue }
        if inside { word.append(character) } else { result.append(character) }
    }
    return result
}

@Suite("Pseudo-localization: each mode")
struct ModeGoldenTests {
    @Test func accented() {
        #expect(pseudo([.accented]).pseudolocalize("Settings").value == "Šéţţîñĝš")
        #expect(pseudo([.accented]).pseudolocalize("The quick brown fox JUMPS over 13 lazy dogs.").value
                == "Ţĥé ǫûîçķ ƀŕöŵñ ƒöẋ ĴÛṀÞŠ öṽéŕ 13 ļåžý ðöĝš.")
        #expect(pseudo([.accented]).pseudolocalize("Größe 日本語").value == "Ĝŕößé 日本語", "only ASCII letters change")
    }

    @Test func bounded() {
        #expect(pseudo([.bounded]).pseudolocalize("Settings").value == "[Settings]")
        #expect(pseudo([.bounded]).pseudolocalize("  Settings\n").value == "  [Settings]\n",
                "leading and trailing white space stays outside")
    }

    @Test func expandedByFortyPercentWithWholeFillerWordsThenDots() {
        // 8 letters × 40 % = 3.2 → 3 characters of filler.
        #expect(pseudo([.expanded]).pseudolocalize("Settings").value == "Settings ··")
        // 20 characters × 40 % = 8.
        #expect(pseudo([.expanded]).pseudolocalize("Delete all the files").value == "Delete all the files one two")
        #expect(pseudo([.expanded], expansion: 100).pseudolocalize("Delete").value == "Delete one··")
        #expect(pseudo([.expanded]).pseudolocalize("OK").value == "OK·")
    }

    @Test func doubleLength() {
        #expect(pseudo([.double]).pseudolocalize("Settings").value == "Settings one two")
        #expect(pseudo([.double]).pseudolocalize("Open %@").value == "Open %@ one·", "placeholders are not text")
    }

    /// A value of 100,000 characters doubles to exactly twice its length, in words then dots (the
    /// filler counted its own length on every word: 200,000 characters took 14 s).
    @Test func aLongValueDoubles() {
        let value = String(repeating: "k", count: 100_000)
        let doubled = pseudo([.double]).pseudolocalize(value).value
        #expect(doubled.count == 200_000)
        #expect(doubled.hasPrefix(value + " one two three four five six seven eight nine ten one"))
        #expect(doubled.unicodeScalars.allSatisfy { $0.isASCII || $0 == "·" })
    }

    @Test func rightToLeft() {
        #expect(pseudo([.rtl]).pseudolocalize("Settings").value == rtl("⟨Settings⟩"))
        #expect(pseudo([.rtl]).pseudolocalize("Open (all) files, now!").value == rtl("⟨Open⟩ (⟨all⟩) ⟨files⟩, ⟨now⟩!"),
                "punctuation around a word stays outside its marks")
        #expect(pseudo([.rtl]).pseudolocalize("%@ files").value == "\u{200F}%@ " + rtl("⟨files⟩"),
                "a value that starts with a placeholder starts with a mark")
    }

    @Test func combined() {
        #expect(pseudo([.accented, .bounded, .expanded]).pseudolocalize("Settings").value == "[Šéţţîñĝš ··]")
        #expect(pseudo([.accented, .bounded, .rtl]).pseudolocalize("Hi there").value == "[" + rtl("⟨Ĥî⟩ ⟨ţĥéŕé⟩") + "]")
        #expect(PseudoLanguage.accented.modes == [.accented, .bounded, .expanded])
        #expect(PseudoLanguage.rightToLeft.modes == [.rtl])
    }

    @Test func emptyAndBlankValuesStayAsTheyAre() {
        for modes: [PseudoMode] in [[.accented, .bounded, .expanded], [.rtl], [.double]] {
            #expect(pseudo(modes).pseudolocalize("").value == "")
            #expect(pseudo(modes).pseudolocalize(" \n").value == " \n")
        }
    }

    @Test func deterministic() {
        let value = "Tap **%@** to open [the guide](https://example.com), then ^[%lld file](inflect: true)"
        let results = (0..<5).map { _ in pseudo([.accented, .bounded, .expanded, .rtl]).pseudolocalize(value).value }
        #expect(Set(results).count == 1)
    }
}

@Suite("Pseudo-languages: tags and settings")
struct PseudoLanguageTests {
    @Test func defaultTagsArePrivateUseAndSelectTheirLanguagesRules() throws {
        #expect(PseudoLanguage.defaults.map(\.tag.identifier) == ["en-XA", "ar-XB"])
        for text in ["en-XA", "ar-XB", "fr-XC", "qps-ploc", "en-x-pseudo", "de-ZZ", "en-QM"] {
            #expect(PseudoLanguage.isPrivateUse(try LanguageTag(text)), "\(text)")
        }
        for text in ["en", "de-DE", "es-419", "qu", "en-XK0"].compactMap({ try? LanguageTag($0) }) {
            #expect(!PseudoLanguage.isPrivateUse(text), "\(text)")
        }
    }

    @Test func refusedSettings() throws {
        #expect(throws: PseudoSettingError.self) { try PseudoLanguage(tag: LanguageTag("de"), modes: [.accented]) }
        #expect(throws: PseudoSettingError.self) { try PseudoLanguage(tag: LanguageTag("en-XA"), modes: []) }
        #expect(throws: PseudoSettingError.self) { try PseudoLanguage(tag: LanguageTag("en-XA"), modes: [.expanded, .double]) }
        #expect(throws: PseudoSettingError.self) { try PseudoMode.named("wide") }
        #expect(try PseudoMode.named("RTL") == .rtl)
    }
}
