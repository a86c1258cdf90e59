import CatalogPseudo
import Testing

/// Everything en-XA and ar-XB do, at once, so that every insertion point is exercised.
let everything = pseudo([.accented, .bounded, .expanded, .rtl])
let accentedOnly = pseudo([.accented])

@Suite("Pseudo-localization: protected elements")
struct ProtectedElementTests {
    /// `value` accented: `expected`; and with every mode, the same protected elements in the same order.
    func check(_ value: String, accented expected: String, elements: [String], inSubstitution: Bool = false,
               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(accentedOnly.pseudolocalize(value, inSubstitution: inSubstitution).value == expected,
                sourceLocation: sourceLocation)
        let anatomy = ValueAnatomy(value, inSubstitution: inSubstitution)
        #expect(anatomy.elements.map(\.text) == elements, sourceLocation: sourceLocation)
        let result = everything.pseudolocalize(value, inSubstitution: inSubstitution)
        #expect(result.breakage == nil, "\(result.breakage?.message ?? "")", sourceLocation: sourceLocation)
        #expect(ValueAnatomy(result.value, inSubstitution: inSubstitution).signatures == anatomy.signatures,
                sourceLocation: sourceLocation)
    }

    @Test func formatSpecifiersOfEveryForm() {
        check("%@ has %lld photos", accented: "%@ ĥåš %lld þĥöţöš", elements: ["%@", "%lld"])
        check("%1$@ sent %2$ld of %3$lu", accented: "%1$@ šéñţ %2$ld öƒ %3$lu", elements: ["%1$@", "%2$ld", "%3$lu"])
        check("%.2f km, %5d items, %-10s|%x", accented: "%.2f ķɱ, %5d îţéɱš, %-10s|%x", elements: ["%.2f", "%5d", "%-10s", "%x"])
        check("%#@files@ in %1$#@folders@", accented: "%#@files@ îñ %1$#@folders@", elements: ["%#@files@", "%1$#@folders@"])
        check("%arg files", accented: "%arg ƒîļéš", elements: ["%arg"], inSubstitution: true)
        check("100%% done", accented: "100%% ðöñé", elements: ["%", "%"])
        check("%#@total.strings@ left", accented: "%#@total.strings@ ļéƒţ", elements: ["%#@total.strings@"])
    }

    /// App Shortcut phrases name the app as `${applicationName}`, which App Intents must find as
    /// written: it was accented (`${åþþļîçåţîöñÑåɱé}`) and, in ar-XB, split by bidi marks.
    @Test func appShortcutPhraseVariables() {
        check("Create a document in ${applicationName}", accented: "Çŕéåţé å ðöçûɱéñţ îñ ${applicationName}",
              elements: ["${applicationName}"])
        check("Open ${folder} in ${applicationName}", accented: "Öþéñ ${folder} îñ ${applicationName}",
              elements: ["${folder}", "${applicationName}"])
        // Not a variable: no name, a space, or no closing brace.
        check("${} ${a b} ${open", accented: "${} ${å ƀ} ${öþéñ", elements: [])
    }

    /// Values with thousands of elements are analysed as short ones are: every element found, and
    /// every emphasis paired (elements are now found without searching the others; its speed is
    /// measured by hand, not here).
    @Test func manyElements() {
        let specifiers = ValueAnatomy(String(repeating: "%@ ", count: 3_000))
        #expect(specifiers.elements.count == 3_000)
        #expect(specifiers.elements.allSatisfy { $0.text == "%@" })
        let emphasis = ValueAnatomy(String(repeating: "**a** ", count: 3_000))
        #expect(emphasis.elements.count == 6_000)
        #expect(emphasis.elements.allSatisfy { $0.text == "**" && $0.isPaired })
        #expect(emphasis.problems.isEmpty)
        let codeSpans = ValueAnatomy(String(repeating: "`%@` ", count: 1_000))
        #expect(codeSpans.elements.map(\.text) == Array(repeating: "`%@`", count: 1_000))
    }

    @Test func markdownAndInflection() {
        check("Tap **Save** or *Cancel*", accented: "Ţåþ **Šåṽé** öŕ *Çåñçéļ*", elements: ["**", "**", "*", "*"])
        check("_Note_: ~~old~~ new", accented: "_Ñöţé_: ~~öļð~~ ñéŵ", elements: ["_", "_", "~~", "~~"])
        check("Run `make demo` now", accented: "Ŕûñ `make demo` ñöŵ", elements: ["`make demo`"])
        check("Read [the guide](https://example.com/guide).", accented: "Ŕéåð [ţĥé ĝûîðé](https://example.com/guide).",
              elements: ["[", "](https://example.com/guide)"])
        check("^[%lld file](inflect: true) selected", accented: "^[%lld ƒîļé](inflect: true) šéļéçţéð",
              elements: ["^[", "%lld", "](inflect: true)"])
        check("snake_case stays a word", accented: "šñåķé_çåšé šţåýš å ŵöŕð", elements: [])
    }

    @Test func tagsEntitiesAndEscapes() {
        check("<b>Bold</b> &amp; <a href=\"x\">link</a><br/>", accented: "<b>Ɓöļð</b> &amp; <a href=\"x\">ļîñķ</a><br/>",
              elements: ["<b>", "</b>", "&amp;", "<a href=\"x\">", "</a>", "<br/>"])
        check("Line\none\\nTwo \\*star\\*", accented: "Ļîñé\nöñé\\nŢŵö \\*šţåŕ\\*", elements: ["\\n", "\\*", "\\*"])
    }

    @Test func addresses() {
        check("Visit https://example.com/a_b?x=1.", accented: "Ṽîšîţ https://example.com/a_b?x=1.", elements: ["https://example.com/a_b?x=1"])
        check("See www.example.com or write to help@example.com", accented: "Šéé www.example.com öŕ ŵŕîţé ţö help@example.com",
              elements: ["www.example.com", "help@example.com"])
        check("(https://example.com/guide)をご覧ください", accented: "(https://example.com/guide)をご覧ください",
              elements: ["https://example.com/guide"])
    }

    @Test func whiteSpaceAroundTheValueStays() {
        #expect(everything.pseudolocalize("  Name: ").value == "  [" + rtl("⟨Ñåɱé⟩:") + " ·] ")
        #expect(pseudo([.accented, .bounded]).pseudolocalize("\tName\n").value == "\t[Ñåɱé]\n")
    }

    @Test func aValueWhosePercentSignWouldBeCompletedIsOnlyAccented() {
        let result = pseudo([.accented, .bounded, .expanded]).pseudolocalize("Battery: 100%")
        #expect(result.value == "Ɓåţţéŕý: 100%")
        #expect(result.breakage?.element?.kind == .malformedSpecifier)
        #expect(result.breakage?.message.contains("'%'") == true)
        #expect(pseudo([.rtl]).pseudolocalize("Battery: 100%").breakage == nil, "nothing follows the % without brackets or filler")
    }

    @Test func unclosedMarkupIsReported() {
        let cases: [(String, MarkupProblem.Kind, String)] = [
            ("Tap **Save to keep", .unclosedEmphasis, "**"),
            ("Read [the guide](https://example.com", .unclosedLinkDestination, "]("),
            ("Read the guide](https://example.com)", .linkWithoutText, "]("),
            ("You have ^[%lld new message]", .inflectionWithoutAttributes, "^["),
            ("Run `make demo", .unclosedCode, "`"),
        ]
        for (value, kind, delimiter) in cases {
            let problems = ValueAnatomy(value).problems
            #expect(problems.map(\.kind) == [kind], "\(value)")
            #expect(problems.first?.delimiter == delimiter)
        }
        for value in ["* required", "Price*", "5 * 3 = 15", "a_b", "**ok**", "[x]", "^[%lld file](inflect: true)"] {
            #expect(ValueAnatomy(value).problems.isEmpty, "\(value)")
        }
    }
}
