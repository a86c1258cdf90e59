import CatalogModel
import CatalogPseudo
import Foundation
import Testing
import CatalogWriting

/// Reads a catalog written as compact JSON.
func catalog(_ json: String) throws -> StringCatalog {
    try CatalogReader.read(data: Data(json.utf8), file: "test.xcstrings").catalog
}

@Suite("Pseudo-localization: catalogs")
struct CatalogMirrorTests {
    let defaults = CatalogPseudolocalizer(languages: PseudoLanguage.defaults)

    @Test func pluralVariationsGetThePseudoLanguagesOwnCategories() throws {
        let source = try catalog(#"""
            {"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{
              "en":{"variations":{"plural":{"zero":{"stringUnit":{"state":"translated","value":"No files"}},
                "one":{"stringUnit":{"state":"translated","value":"%lld file"}},
                "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}}}
            """#)
        let result = defaults.apply(to: source).catalog.strings["%lld files"]?.localizations
        let english = try #require(result?["en-XA"]?.variations?.plural)
        #expect(english.keys.sorted() == ["one", "other", "zero"], "English's one and other, and the source's zero")
        #expect(english["one"]?.stringUnit?.value == "[%lld ƒîļé ·]")
        #expect(english["one"]?.stringUnit?.state == .translated)
        let arabic = try #require(result?["ar-XB"]?.variations?.plural)
        #expect(arabic.keys.sorted() == ["few", "many", "one", "other", "two", "zero"])
        #expect(arabic["two"]?.stringUnit?.value == arabic["other"]?.stringUnit?.value, "a case the source lacks comes from its other")
        #expect(arabic["zero"]?.stringUnit?.value == "\u{200F}\u{202E}No\u{202C}\u{200F} \u{200F}\u{202E}files\u{202C}\u{200F}")
    }

    @Test func deviceVariationsSubstitutionsAndStringSetsAreMirrored() throws {
        let source = try catalog(#"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "photos":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@photos@ in %2$@"},
                "substitutions":{"photos":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                  "one":{"stringUnit":{"state":"translated","value":"%arg photo"}},
                  "other":{"stringUnit":{"state":"translated","value":"%arg photos"}}}}}}}}},
              "Tap":{"localizations":{"en":{"variations":{"device":{
                "mac":{"stringUnit":{"state":"translated","value":"Click"}},
                "other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}},
              "Shortcut":{"localizations":{"en":{"stringSet":{"state":"translated","values":["Open App","Launch App"]}}}}}}
            """#)
        let strings = defaults.apply(to: source).catalog.strings
        let photos = try #require(strings["photos"]?.localizations?["en-XA"])
        #expect(photos.stringUnit?.value == "[%#@photos@ îñ %2$@ ·]")
        let substitution = try #require(photos.substitutions?["photos"])
        #expect(substitution.argNum == 1 && substitution.formatSpecifier == "lld")
        #expect(substitution.variations?.plural?["one"]?.stringUnit?.value == "[%arg þĥöţö ·]")
        #expect(strings["Tap"]?.localizations?["en-XA"]?.variations?.device?["mac"]?.stringUnit?.value == "[Çļîçķ ·]")
        #expect(strings["Shortcut"]?.localizations?["en-XA"]?.stringSet?.values == ["[Öþéñ Åþþ ··]", "[Ļåûñçĥ Åþþ one]"])
    }

    @Test func keysNotToTranslateAndStaleKeysGetNothingAndLoseAnOldPseudoLocalization() throws {
        let source = try catalog(#"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "Brand":{"shouldTranslate":false,"localizations":{"en-XA":{"stringUnit":{"state":"translated","value":"[Ɓŕåñð]"}}}},
              "Old":{"extractionState":"stale"},
              "manual-key":{"extractionState":"manual"},
              "Hello":{}}}
            """#)
        let outcome = defaults.apply(to: source)
        #expect(outcome.keyCount == 1)
        #expect(outcome.catalog.strings["Brand"]?.localizations == nil)
        #expect(outcome.catalog.strings["Old"]?.localizations == nil)
        #expect(outcome.catalog.strings["manual-key"]?.localizations == nil)
        #expect(outcome.catalog.strings["Hello"]?.localizations?["en-XA"]?.stringUnit?.value == "[Ĥéļļö ·]",
                "a key without a source localization is its own source text")
    }

    /// A pseudo-language spelled in another case (`en-xa`, from an older tool or by hand) is the
    /// same language: it is replaced, not kept beside the new one.
    @Test func anOtherwiseSpelledPseudoLanguageIsReplaced() throws {
        let source = try catalog(#"""
            {"sourceLanguage":"en","version":"1.0","strings":{
              "Hello":{"localizations":{"en-xa":{"stringUnit":{"state":"translated","value":"old"}},"ar_xb":{"stringUnit":{"state":"translated","value":"old"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},
              "Brand":{"shouldTranslate":false,"localizations":{"EN-XA":{"stringUnit":{"state":"translated","value":"old"}}}}}}
            """#)
        let outcome = defaults.apply(to: source)
        let hello = try #require(outcome.catalog.strings["Hello"]?.localizations)
        #expect(hello.keys.sorted() == ["ar-XB", "de", "en-XA"])
        #expect(hello["en-XA"]?.stringUnit?.value == "[Ĥéļļö ·]")
        #expect(outcome.catalog.strings["Brand"]?.localizations == nil)
    }

    @Test func applyingTwiceGivesTheSameBytes() throws {
        let source = try catalog(#"{"sourceLanguage":"en","version":"1.0","strings":{"Hello, %@!":{},"Bye":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}}}}}}"#)
        let once = defaults.apply(to: source).catalog
        let twice = defaults.apply(to: once).catalog
        #expect(try CatalogWriter.data(for: once) == CatalogWriter.data(for: twice))
        #expect(twice.strings["Bye"]?.localizations?["de"]?.stringUnit?.value == "Tschüss")
    }

    @Test func aTagThatIsALanguageOfTheCatalogCollides() throws {
        let source = try catalog(#"{"sourceLanguage":"en","version":"1.0","strings":{"Bye":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}},"en-XA":{"stringUnit":{"state":"translated","value":"old"}}}}}}"#)
        #expect(CatalogPseudolocalizer.collision(of: try .init("de"), in: source) == "de")
        #expect(CatalogPseudolocalizer.collision(of: try .init("EN"), in: source) == "en")
        #expect(CatalogPseudolocalizer.collision(of: try .init("en-XA"), in: source) == nil, "a pseudo-language is replaced")
        #expect(CatalogPseudolocalizer.collision(of: try .init("fr"), in: source) == nil)
    }
}
