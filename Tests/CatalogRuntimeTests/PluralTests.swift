import CatalogRuntime
import Testing

/// Plural forms by CLDR rules of the localization's language, with hand-checked expectations.
@Suite("Plural variations")
struct PluralTests {
    @Test func englishUsesItsZeroCaseForExactlyZero() {
        let english = context(["en"])
        #expect(english.string("\(0) files") == "No files")
        #expect(english.string("\(1) files") == "1 file")
        #expect(english.string("\(2) files") == "2 files")
        #expect(english.string("\(1_234_567) files") == "1,234,567 files")
        #expect(english.string(LocalizedKey("%lld files", arguments: [.double(0)])) == "No files")
    }

    /// The category is the one of the number the text shows: the argument as its specifier reads
    /// it (`%d` reads 32 bits, `%hhd` 8, `%u` unsigned), as Foundation chooses a stringsdict's form.
    @Test func theCountIsTheNumberTheSpecifierReads() throws {
        func render(_ specifier: String, _ argument: LocalizedArgument, language: String = "en") throws -> String {
            let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"\#(language)":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"ONE \#(specifier)"}},"other":{"stringUnit":{"state":"translated","value":"OTHER \#(specifier)"}}}}}}}},"version":"1.0"}"#
            return try context([language], tables: [table(json)]).string("k", arguments: [argument])
        }
        #expect(try render("%d", .int(4_294_967_297)) == "ONE 1")
        #expect(try render("%hhd", .int(257)) == "ONE 1")
        #expect(try render("%lld", .uint(UInt64.max)) == "ONE -1")
        #expect(try render("%u", .int(-1)) == "OTHER 4,294,967,295")
        #expect(try render("%llu", .uint(UInt64.max)) == "OTHER 18,446,744,073,709,551,615")
        #expect(try render("%lld", .int(1)) == "ONE 1")
        #expect(try render("%lld", .int(-1)) == "ONE -1")
        #expect(try render("%lld", .int(2)) == "OTHER 2")
        #expect(try render("%d", .int(4_294_967_298)) == "OTHER 2")
        // Apple's zero case too is chosen by the number shown.
        let zero = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"plural":{"zero":{"stringUnit":{"state":"translated","value":"ZERO %d"}},"one":{"stringUnit":{"state":"translated","value":"ONE %d"}},"other":{"stringUnit":{"state":"translated","value":"OTHER %d"}}}}}}}},"version":"1.0"}"#
        #expect(try context(["en"], tables: [table(zero)]).string("k", arguments: [.int(4_294_967_296)]) == "ZERO 0")
        #expect(try context(["en"], tables: [table(zero)]).string("k", arguments: [.int(0)]) == "ZERO 0")
        #expect(try context(["en"], tables: [table(zero)]).string("k", arguments: [.int(2)]) == "OTHER 2")
    }

    @Test func arabicHasSixForms() {
        let arabic = context(["ar"])
        #expect(arabic.language == "ar")
        #expect(arabic.string("\(0) files") == "لا ملفات")
        #expect(arabic.string("\(1) files") == "ملف واحد")
        #expect(arabic.string("\(2) files") == "ملفان")
        #expect(arabic.string("\(3) files") == "3 ملفات")
        #expect(arabic.string("\(11) files") == "11 ملفًا")
        #expect(arabic.string("\(100) files") == "100 ملف")
        #expect(arabic.string(LocalizedKey("%.1f km", arguments: [1.5])) == "1.5 كيلومتر")
        #expect(arabic.layoutDirection == .rightToLeft)
    }

    @Test func russianFormsAndDecimals() {
        let russian = context(["ru-RU"])
        #expect(russian.string("\(1) files") == "1 файл")
        #expect(russian.string("\(2) files") == "2 файла")
        #expect(russian.string("\(5) files") == "5 файлов")
        #expect(russian.string("\(21) files") == "21 файл")
        #expect(russian.string(LocalizedKey("%.1f km", arguments: [1.5])) == "1,5 километра")
        #expect(russian.layoutDirection == .leftToRight)
    }

    @Test func frenchZeroIsOneAndMillionsAreMany() {
        let french = context(["fr-FR"])
        #expect(french.string("\(0) files") == "0 fichier")
        #expect(french.string("\(1) files") == "1 fichier")
        #expect(french.string(LocalizedKey("%.1f km", arguments: [1.5])) == "1,5 kilomètre")
        #expect(french.string("\(1_000_000) files") == "1\u{202F}000\u{202F}000 de fichiers")
        #expect(french.string("\(2) files") == "2 fichiers")
    }

    @Test func aFractionChoosesByTheDigitsItShows() {
        let english = context(["en"])
        // %.1f writes 1.0: one visible fraction digit, so "other" in English.
        #expect(english.string(LocalizedKey("%.1f km", arguments: [1])) == "1.0 kilometers")
        #expect(english.string(LocalizedKey("%.1f km", arguments: [1.5])) == "1.5 kilometers")
    }

    @Test func substitutionsWithTwoCounts() {
        let english = context(["en"])
        #expect(english.string("\(1) photos in \(1) albums") == "1 photo in 1 album")
        #expect(english.string("\(5) photos in \(2) albums") == "5 photos in 2 albums")
        let russian = context(["ru"])
        #expect(russian.string("\(3) photos in \(21) albums") == "3 фото в 21 альбоме")
        #expect(russian.string("\(1) photos in \(5) albums") == "1 фото в 5 альбомах")
    }

    @Test func aCategoryWithoutACaseUsesOther() throws {
        // German has no "few": Russian's few for 3 in a German-less catalog is covered above; here
        // an English catalog without "one" shows "other" for 1.
        let onlyOther = try table(#"{"sourceLanguage":"en","strings":{"%lld items":{"localizations":{"en":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}}}}"#)
        #expect(context(["en"], tables: [onlyOther]).string("\(1) items") == "1 items")
    }
}
