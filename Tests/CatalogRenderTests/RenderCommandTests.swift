import CatalogRender
import CommandLineKit
import Foundation
import Testing
import TestSupport

/// `xcstrings-render` run in process on `Tests/Fixtures/Runtime.xcstrings`.
@Suite("xcstrings-render")
struct RenderCommandTests {
    static let catalog = packageRoot.appendingPathComponent("Tests/Fixtures/Runtime.xcstrings").path

    func render(_ arguments: [String]) -> CapturedRun {
        CapturedRun { RenderCommand.run(arguments, io: $0) }
    }

    @Test func printsTheTextForALanguage() {
        let cases: [([String], String)] = [
            (["%lld files", "3", "--language", "ar"], "3 ملفات\n"),
            (["%lld files", "0"], "No files\n"),
            (["%lld files", "21", "-l", "ru"], "21 файл\n"),
            (["%lld files", "1000000", "--language", "fr"], "1\u{202F}000\u{202F}000 de fichiers\n"),
            (["%lld files", "3", "--language", "ar", "--region", "EG"], "٣ ملفات\n"),
            // The region of the language asked for formats the numbers (it was ignored): as --region EG.
            (["%lld files", "3", "--language", "ar-EG"], "٣ ملفات\n"),
            (["%lld files", "3", "--preferred", "ar-EG,fr"], "٣ ملفات\n"),
            (["%lld files", "3", "--language", "ar-EG", "--region", "US"], "3 ملفات\n"),
            (["%.1f km", "1.5", "--language", "fr"], "1,5 kilomètre\n"),
            (["%lld photos in %lld albums", "5", "1"], "5 photos in 1 album\n"),
            (["%@ has %lld photos", "Anna", "3", "--language", "de"], "3 Fotos von Anna\n"),
            (["Tap to continue", "--device", "mac"], "Click to continue\n"),
            (["Tap to continue", "--device", "iPad"], "Tap anywhere to continue\n"),
            (["Tap to continue"], "Select to continue\n"),
            (["%lld files", "2", "--preferred", "it,fr-CA"], "2 fichiers\n"),
            (["%lld files", "--", "-1"], "-1 file\n"),
        ]
        for (arguments, expected) in cases {
            let run = render([Self.catalog] + arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout == expected, "\(arguments)")
        }
    }

    @Test func saysWhenTheTextComesFromAnotherLanguage() {
        let run = render([Self.catalog, "Only in English", "--language", "de"])
        #expect(run.status == 0)
        #expect(run.stdout == "Only in English\n")
        #expect(run.stderr == "xcstrings-render: de: no text that ships; showing en\n")
    }

    /// `--all-languages` shows each of the catalog's languages as it names it, even those that
    /// resolve to another (`tlh` and `i-klingon`, `en` and `en-u-nu-arab`): each with its own text.
    @Test func everyLanguageIsShownUnderItsOwnName() throws {
        let folder = try TemporaryFolder()
        let languages = ["en": "English", "en-u-nu-arab": "Arabic digits", "tlh": "Klingon", "i-klingon": "Old Klingon"]
        let localizations = languages.map { #""\#($0.key)":{"stringUnit":{"state":"translated","value":"\#($0.value)"}}"# }
        let catalog = try folder.write(
            "Tags.xcstrings",
            #"{"sourceLanguage":"en","strings":{"Hi":{"localizations":{\#(localizations.joined(separator: ","))}}},"version":"1.0"}"#)
        let run = render([catalog, "Hi", "--all-languages"])
        #expect(run.status == 0)
        #expect(run.stdout == "en: English\nen-u-nu-arab: Arabic digits\ni-klingon: Old Klingon\ntlh: Klingon\n")
        #expect(run.stderr.isEmpty)
    }

    /// The key itself is shown when no language ships a text for these arguments: a plural
    /// without the count's case (nor `other`) says so, not that no value ships.
    /// `70% for` is text in a value that is no format string: it takes no argument (render said
    /// "'sale' takes 1 argument (%f); 0 given").
    @Test func aPercentSignBeforeAWordIsText() throws {
        let folder = try TemporaryFolder()
        let catalog = try folder.write(
            "Sale.xcstrings",
            #"{"sourceLanguage":"en","strings":{"sale":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"70% for members"}},"de":{"stringUnit":{"state":"translated","value":"70 % für Mitglieder"}}}}},"version":"1.0"}"#)
        let german = render([catalog, "sale", "-l", "de"])
        #expect(german.status == 0)
        #expect(german.stdout == "70 % für Mitglieder\n")
        #expect(german.stderr.isEmpty)
        let extra = render([catalog, "sale", "3"])
        #expect(extra.status != 0)
        #expect(extra.stderr.contains("'sale' takes 0 arguments; 1 given"))
    }

    @Test func theKeyItselfSaysWhy() throws {
        let folder = try TemporaryFolder()
        let catalog = try folder.write(
            "Plural.xcstrings",
            #"{"sourceLanguage":"en","strings":{"%lld files":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}}}}},"fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld fichier"}}}}}}}},"version":"1.0"}"#)
        let french = render([catalog, "%lld files", "5", "-l", "fr"])
        #expect(french.status == 0)
        #expect(french.stdout == "5 files\n")
        #expect(french.stderr == "xcstrings-render: fr: the key itself (neither fr nor en ships a text for it with these arguments on this device)\n")
        let english = render([catalog, "%lld files", "5"])
        #expect(english.stderr == "xcstrings-render: en: the key itself (en ships no text for it with these arguments on this device)\n")
        #expect(render([catalog, "%lld files", "1", "-l", "fr"]).stdout == "1 fichier\n")
    }

    @Test func everyLanguageAsTextAndJSON() throws {
        let text = render([Self.catalog, "%lld files", "2", "--all-languages"])
        #expect(text.status == 0)
        #expect(text.stdout == "ar: ملفان\nde: 2 files\nen: 2 files\nfr: 2 fichiers\nru: 2 файла\n")
        let json = render([Self.catalog, "%lld files", "2", "--all-languages", "--format", "json"])
        let objects = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: String]]
        #expect(objects?.count == 5)
        #expect(objects?.first == ["key": "%lld files", "language": "ar", "text": "ملفان"])
        let one = render([Self.catalog, "%lld files", "1", "--format", "json"])
        #expect(one.stdout == #"{"key":"%lld files","language":"en","text":"1 file"}"# + "\n")
    }

    @Test func badInputExitsTwo() {
        let cases: [([String], String)] = [
            ([Self.catalog, "No such key"], "no key 'No such key' in \(Self.catalog)"),
            ([Self.catalog, "%lld files"], "'%lld files' takes 1 argument (%lld); 0 given"),
            ([Self.catalog, "%lld files", "1", "2"], "'%lld files' takes 1 argument (%lld); 2 given"),
            ([Self.catalog, "%lld files", "three"], "argument 1 is %lld, but 'three' is not a whole number"),
            ([Self.catalog, "%lld files", "1.5"], "argument 1 is %lld, but '1.5' is not a whole number"),
            ([Self.catalog, "%lld files", "--", "-99999999999999999999"],
             "argument 1 is %lld, but '-99999999999999999999' is out of range (-9223372036854775808 to 18446744073709551615)"),
            ([Self.catalog, "%lld files", "18446744073709551616"],
             "argument 1 is %lld, but '18446744073709551616' is out of range (-9223372036854775808 to 18446744073709551615)"),
            ([Self.catalog, "%.1f km", "far"], "argument 1 is %f, but 'far' is not a number"),
            ([Self.catalog], "no KEY given"),
            ([], "no CATALOG given"),
            ([Self.catalog, "Tap to continue", "--device", "pad"], "invalid value 'pad' for --device"),
            ([Self.catalog, "Tap to continue", "--language", "fr", "--all-languages"], "--language"),
            ([Self.catalog, "Tap to continue", "--format", "xml"], "invalid value 'xml' for --format"),
            // Languages and regions are checked as xcstrings-resolve checks them (they were not).
            ([Self.catalog, "Tap to continue", "-l", "../x"], "invalid value '../x' for -l: '../x' is not a language tag"),
            ([Self.catalog, "Tap to continue", "-l", ""], "invalid value '' for -l: '' is not a language tag"),
            ([Self.catalog, "Tap to continue", "--preferred", "fr,../x"], "invalid value 'fr,../x' for --preferred: '../x' is not a language tag"),
            ([Self.catalog, "Tap to continue", "--region", "../x"], "'../x' is not a region the Settings app offers"),
            ([Self.catalog, "Tap to continue", "--region", "ZZZZ"], "'ZZZZ' is not a region the Settings app offers"),
        ]
        for (arguments, message) in cases {
            let run = render(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments)")
            #expect(run.stderr.hasPrefix("xcstrings-render: error: ") && run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        let missing = render(["/nonexistent/Localizable.xcstrings", "key"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("/nonexistent/Localizable.xcstrings: error: no such file"))
    }

    @Test func aTranslationThatUsesAMissingArgumentIsAWarning() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Broken.xcstrings")
        try Data(#"{"sourceLanguage":"en","strings":{"Hi %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo %2$@"}}}}},"version":"1.0"}"#.utf8).write(to: file)
        let run = render([file.path, "Hi %@", "Anna", "--language", "de"])
        #expect(run.status == 1)
        #expect(run.stdout == "Hallo %2$@\n")
        #expect(run.stderr == "xcstrings-render: warning: de: %2$@ prints argument 2, which was not given\n")
    }

    @Test func helpListsEveryOption() {
        let run = render(["--help"])
        #expect(run.status == 0)
        for option in ["--language", "--preferred", "--device", "--region", "--all-languages", "--format"] {
            #expect(run.stdout.contains(option), "\(option)")
        }
    }
}
