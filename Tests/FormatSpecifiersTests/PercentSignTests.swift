import CatalogModel
import FormatSpecifiers
import Foundation
import Testing

/// The one reading of a `%` that lint, the runtime and the accessor generator share.
@Suite("Percent signs: when a % is text and when a value is a format string")
struct PercentSignTests {
    @Test(arguments: [
        ("50% off", true), ("70% for", true), ("a 10% 2x", true), ("100%  done", true),
        ("%@", false), ("%lld", false), ("%1$ d", false), ("% @", false), ("%d", false), ("%.1f", false),
        ("%#@files@", false),
    ])
    func aPercentSignBeforeAWord(value: String, mayBe: Bool) throws {
        let specifier = try #require(FormatString.parse(value).specifiers.first)
        #expect(specifier.mayBePercentSign == mayBe)
    }

    @Test func argPlaceholdersAreNeverPercentSigns() throws {
        let specifier = try #require(FormatString.parse("%arg", allowArgPlaceholder: true).specifiers.first)
        #expect(!specifier.mayBePercentSign)
    }

    @Test(arguments: [
        // Format strings: a specifier that reads an argument, or `%%`.
        ("%lld files", true), ("Save 50% on %@", true), ("50%% off", true), ("%1$@", true), ("%#@n@", true),
        ("100%%", true), ("%d%%", true),
        // IEEE printf's grouping flag before a number's conversion: meant as a specifier (reported).
        ("Total: %'lld", true), ("%'d", true), ("%'.2f km", true), ("%-'5d", true), ("%'-8lld steps", true),
        // Text: no `%`, a percent sign before a word, a lone or malformed `%`.
        ("Hello", false), ("50% off", false), ("70% for members", false), ("100%", false), ("", false),
        ("50 % de réduction", false), ("% ", false),
        ("100%' of them", false), ("100%'", false), ("l'%'s", false), ("50%' off", false),
    ])
    func aValueIsAFormatStringWhenItShowsIt(value: String, isFormat: Bool) {
        #expect(FormatString.isFormatString(value) == isFormat)
    }

    /// The grouping flag's specifier runs from its `%` through the number's conversion, flags
    /// before or after the `'` included.
    @Test(arguments: [
        ("Total: %'lld", 7..<12), ("%'-8lld steps", 0..<7), ("%-'5d", 0..<5), ("%1$'.2f", 0..<7),
    ])
    func theGroupingSpecifierIsFoundWhole(value: String, range: Range<Int>) {
        #expect(FormatString.parse(value).firstGroupingSpecifier(in: value) == range)
    }

    func localization(_ json: String) throws -> Localization {
        let catalog = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":\#(json)}}},"version":"1.0"}"#
        let document = try CatalogReader.read(data: Data(catalog.utf8), file: "test.xcstrings")
        return try #require(document.catalog.strings["k"]?.localizations?["en"])
    }

    @Test func anEntryIsAFormatStringWhenItsKeyOrSourceShowsIt() throws {
        let text = try localization(#"{"stringUnit":{"state":"translated","value":"50% off"}}"#)
        let format = try localization(#"{"stringUnit":{"state":"translated","value":"%@ is 50% off"}}"#)
        #expect(!FormatString.isFormatString(key: "sale", source: text))
        #expect(!FormatString.isFormatString(key: "50% off", source: nil))
        #expect(FormatString.isFormatString(key: "sale", source: format))
        #expect(FormatString.isFormatString(key: "%@ sale", source: text))
        // Plural variations and substitutions choose by an argument, whatever their values say.
        let plural = try localization(
            #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"one"}},"#
                + #""other":{"stringUnit":{"state":"translated","value":"many"}}}}}"#)
        #expect(FormatString.isFormatString(key: "sale", source: plural))
        let device = try localization(
            #"{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"50% off"}},"#
                + #""other":{"stringUnit":{"state":"translated","value":"%@ off"}}}}}"#)
        #expect(FormatString.isFormatString(key: "sale", source: device))
        // A string set's values are never formatted.
        let set = try localization(#"{"stringSet":{"state":"translated","values":["%@ sale"]}}"#)
        #expect(!FormatString.isFormatString(key: "sale", source: set))
    }
}
