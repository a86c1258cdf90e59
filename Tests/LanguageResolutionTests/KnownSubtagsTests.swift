@testable import LanguageResolution
import LanguageTags
import Testing

@Suite struct KnownSubtagsTests {
    @Test func languagesCLDRKnowsIncludingDeprecatedOnes() {
        for code in ["en", "de", "he", "fil", "yue", "nb", "zh", "ars", "iw", "deu"] {
            #expect(KnownSubtags.isKnownLanguage(code), "\(code)")
        }
        for code in ["xx", "qaa", "tlh", "zz"] {
            #expect(!KnownSubtags.isKnownLanguage(code), "\(code)")
        }
    }

    @Test func scriptsAndRegionsCLDRUses() {
        #expect(KnownSubtags.isKnownScript("Hant") && KnownSubtags.isKnownScript("latn"))
        #expect(!KnownSubtags.isKnownScript("Abcd"))
        for code in ["US", "GB", "RS", "419", "001", "150", "XK", "br"] {
            #expect(KnownSubtags.isKnownRegion(code), "\(code)")
        }
        for code in ["SP", "UK", "EU", "YU", "AQ", "999"] {
            #expect(!KnownSubtags.isKnownRegion(code), "\(code)")
        }
        #expect(KnownSubtags.isRetiredRegion("YU") && KnownSubtags.isRetiredRegion("AQ"))
        #expect(!KnownSubtags.isRetiredRegion("SP") && !KnownSubtags.isRetiredRegion("US"))
    }

    @Test func usualTagsAreCLDRLocales() throws {
        for tag in ["de", "en-GB", "pt-BR", "zh-Hant-HK", "es-419", "sr-Latn"] {
            #expect(KnownSubtags.isLocale(try LanguageTag(tag)), "\(tag)")
        }
        for tag in ["sr-SP", "iw", "xx", "en-AQ"] {
            #expect(!KnownSubtags.isLocale(try LanguageTag(tag)), "\(tag)")
        }
    }

    /// The locale check reads each table's list in place: it agrees with splitting the list, for
    /// every locale of every language, and for the near misses around them.
    @Test func localeListsAreReadAsWords() {
        var checked = 0
        for (_, locales) in KnownSubtagTables.localesByLanguage {
            let words = Set(locales.split(separator: " ").map(String.init))
            for word in words {
                for candidate in [word, word + "x", String(word.dropLast()), String(word.dropFirst()), "-" + word, ""] {
                    #expect(KnownSubtags.hasWord(candidate, in: locales) == words.contains(candidate), "\(candidate) in \(locales)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1_000)
        #expect(KnownSubtags.hasWord("b", in: "a b c") && KnownSubtags.hasWord("c", in: "a b c") && !KnownSubtags.hasWord("a b", in: "a b c"))
        #expect(!KnownSubtags.hasWord("", in: "a  b") && !KnownSubtags.hasWord("", in: " a") && !KnownSubtags.hasWord("", in: ""))
    }

    @Test func deprecatedLanguageCodesAndTheirReplacements() {
        #expect(KnownSubtags.replacement(forLanguage: "iw") == "he")
        #expect(KnownSubtags.replacement(forLanguage: "in") == "id")
        #expect(KnownSubtags.replacement(forLanguage: "sh") == "sr-Latn")
        #expect(KnownSubtags.replacement(forLanguage: "deu") == "de")
        #expect(KnownSubtags.replacement(forLanguage: "he") == nil)
    }

    @Test func likelyScriptsAndTags() throws {
        #expect(KnownSubtags.likelyScript(of: try LanguageTag("ja")) == "Jpan")
        #expect(KnownSubtags.likelyScript(of: try LanguageTag("ru")) == "Cyrl")
        #expect(KnownSubtags.likelyScript(of: try LanguageTag("zh-TW")) == "Hant")
        #expect(KnownSubtags.likelyScript(of: try LanguageTag("sr-Latn")) == "Latn")
        #expect(KnownSubtags.likelyScript(of: try LanguageTag("xx")) == nil)
        #expect(KnownSubtags.likelyTag(of: try LanguageTag("sr"))?.identifier == "sr-Cyrl-RS")
        #expect(KnownSubtags.hasSeveralScripts("sr") && KnownSubtags.hasSeveralScripts("zh"))
        #expect(!KnownSubtags.hasSeveralScripts("de"))
    }
}
