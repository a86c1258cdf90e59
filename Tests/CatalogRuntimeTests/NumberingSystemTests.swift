@testable import CatalogRuntime
import Testing

/// A catalog language may carry a numbering system (`ar-u-nu-latn`); one the system does not know
/// must not stop the app (Foundation's formatter on Linux traps on it): the language's own digits
/// are written instead.
@Suite("Unknown numbering systems")
struct NumberingSystemTests {
    private func catalog(_ languages: [String]) throws -> CatalogTable {
        let localizations = (["en"] + languages).map {
            #""\#($0)":{"stringUnit":{"state":"translated","value":"%lld %.1f"}}"#
        }.joined(separator: ",")
        return try table(#"{"sourceLanguage":"en","strings":{"%lld %.1f":{"localizations":{\#(localizations)}}},"version":"1.0"}"#)
    }

    /// `1234` and `2.5` as users of `language` see them, from a catalog in English and `language`.
    private func numbers(in language: String) throws -> String {
        try context([language], tables: [catalog([language])]).string("%lld %.1f", arguments: [1234, 2.5])
    }

    @Test func anUnknownNumberingSystemWritesTheLanguagesDigits() throws {
        #expect(try numbers(in: "fr-u-nu-bogus") == "1\u{202F}234 2,5")
        #expect(try numbers(in: "en-u-nu-xxx") == "1,234 2.5")
        #expect(try numbers(in: "de-u-nu-bogus-x-u-nu-q") == "1.234 2,5")
        // Arabic's own digits, and a known system still applies.
        #expect(try numbers(in: "ar-u-ca-gregory-nu-nope") == numbers(in: "ar"))
        #expect(try numbers(in: "fr-u-nu-arab").contains("٢"))
    }

    /// Unknown systems that reached the formatter another way stopped the process: a source
    /// language in ICU's `_` form, two `u` extensions, a region carrying keywords.
    @Test func anUnknownNumberingSystemFromAnyWhereDoesNotStopTheApp() throws {
        let source = try table(#"{"sourceLanguage":"fr_u_nu_bogus","strings":{"%lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"en %lld"}}}}},"version":"1.0"}"#)
        #expect(context(["en"], tables: [source]).string("%lld", arguments: [1234]) == "en 1,234")
        #expect(try numbers(in: "en-u-nu-bogus-u-nu-x") == "1,234 2.5")
        for region in ["EG-u-nu-bogus", "EG@numbers=bogus", "US@numbers=bogus;currency=XXX"] {
            let formatting = LanguageFormatting(language: "en", region: region)
            let digits = formatting.symbols.digits.joined()
            #expect(digits.allSatisfy { $0.isNumber }, "\(region)")
        }
        #expect(LanguageFormatting.numberLocale(identifier: "fr_CH@numbers=bogus").identifier == "fr_CH")
        #expect(LanguageFormatting.numberLocale(identifier: "ar_EG@numbers=latn").numberingSystem.identifier == "latn")
        // The context's locale keeps what the catalog's language says (a variant, keywords).
        #expect(LanguageFormatting(language: "ca-ES-valencia", region: nil).locale.identifier.lowercased().contains("valencia"))
    }

    @Test func theKeywordIsRemovedOnlyWhenUnknown() {
        let remove = LanguageFormatting.withoutUnknownNumberingSystem
        #expect(remove(["fr", "u", "nu", "bogus"]) == ["fr"])
        #expect(remove(["fr", "u", "ca", "gregory", "nu", "bogus"]) == ["fr", "u", "ca", "gregory"])
        #expect(remove(["fr", "u", "nu", "bogus", "ca", "gregory"]) == ["fr", "u", "ca", "gregory"])
        #expect(remove(["fr", "u", "nu", "bogus", "t", "en"]) == ["fr", "t", "en"])
        #expect(remove(["fr", "u", "nu", "arab"]) == ["fr", "u", "nu", "arab"])
        #expect(remove(["fr", "U", "NU", "Latn"]) == ["fr", "U", "NU", "Latn"])
        #expect(remove(["fr", "x", "u", "nu", "bogus"]) == ["fr", "x", "u", "nu", "bogus"])
        // Only the `u` extension's keyword: `nu` in another extension is not one.
        #expect(remove(["fr", "u", "ca", "gregory", "a", "nu", "bogus"]) == ["fr", "u", "ca", "gregory", "a", "nu", "bogus"])
        #expect(remove(["fr", "a", "nu", "bogus", "u", "nu", "bogus"]) == ["fr", "a", "nu", "bogus"])
        #expect(remove(["fr"]) == ["fr"])
        #expect(LanguageFormatting.localeIdentifier(language: "fr@numbers=bogus", region: nil) == "fr")
        #expect(LanguageFormatting.localeIdentifier(language: "fr-u-nu-bogus", region: "CH") == "fr_CH")
    }
}
