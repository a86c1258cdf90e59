import Foundation
import Testing

@testable import CatalogXLIFF

@Suite("xcstrings-xliff in process")
struct CommandTests {
    /// A project folder holding `App/Golden.xcstrings`.
    func project() throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Fixture.data("Golden.xcstrings").write(to: folder.appendingPathComponent("App/Golden.xcstrings"))
        return folder
    }

    @Test func exportWritesABundlePerLanguage() throws {
        let folder = try project()
        let run = runXLIFF(["export", folder.appendingPathComponent("App").path, "--root", folder.path, "-o", folder.appendingPathComponent("out").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote \(folder.path)/out/de.xcloc: 15 units, 11 translated\n")
        for path in ["contents.json", "Localized Contents/de.xliff", "Source Contents/App/Golden.xcstrings", "Notes"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/de.xcloc/\(path)").path), "\(path)")
        }
        let xliff = try String(contentsOf: folder.appendingPathComponent("out/de.xcloc/Localized Contents/de.xliff"), encoding: .utf8)
        #expect(xliff.contains("<file original=\"App/Golden.xcstrings\" source-language=\"en\" target-language=\"de\""))
    }

    /// A file where a folder must be made is said plainly (it printed an NSError's dump once).
    @Test func aFileInTheWayOfTheOutputFolder() throws {
        let folder = try project()
        let file = folder.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        for output in [file.path, file.appendingPathComponent("out").path] {
            let run = runXLIFF(["export", folder.appendingPathComponent("App").path, "--root", folder.path, "-o", output])
            #expect(run.status == 2)
            #expect(run.stderr == "\(file.path): error: cannot create the folder: a file is in the way\n", "\(run.stderr)")
        }
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test func importRefusesErrorsUnlessForcedAndSaysWhatChanged() throws {
        let folder = try project()
        let catalog = folder.appendingPathComponent("App/Golden.xcstrings")
        let before = try Data(contentsOf: catalog)
        let out = folder.appendingPathComponent("out").path
        #expect(runXLIFF(["export", catalog.path, "--root", folder.path, "-l", "de", "--xliff", "-o", out]).status == 0)
        var xliff = try String(contentsOfFile: out + "/de.xliff", encoding: .utf8)
        xliff = settingTarget(xliff, id: "Delete", "Entfernen")
        xliff = settingTarget(xliff, id: "Hello, %@!", "Hallo!")
        try xliff.write(toFile: out + "/de.xliff", atomically: true, encoding: .utf8)

        let refused = runXLIFF(["import", out + "/de.xliff", "--root", folder.path, "--no-config"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(out)/de.xliff:54:36: error: 'de' does not use argument 1 (%@)"), "\(refused.stderr)")
        #expect(refused.stderr.hasSuffix("not written: 1 error in \(out)/de.xliff (--force writes anyway)\n"), "\(refused.stderr)")
        #expect(try Data(contentsOf: catalog) == before)

        let forced = runXLIFF(["import", out + "/de.xliff", "--root", folder.path, "--no-config", "--force"])
        #expect(forced.status == 0)
        #expect(forced.stdout == "wrote \(folder.path)/App/Golden.xcstrings (de: 2 changed, 0 added, 12 unchanged)\n")
        #expect(try String(contentsOf: catalog, encoding: .utf8).contains("\"value\" : \"Entfernen\""))
    }

    @Test func hostileOrForeignFilesExitTwoAndWriteNothing() throws {
        let folder = try project()
        let catalog = folder.appendingPathComponent("App/Golden.xcstrings")
        let before = try Data(contentsOf: catalog)
        let hostile = folder.appendingPathComponent("evil.xliff")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <xliff version="1.2"><file original="App/Golden.xcstrings" source-language="en" target-language="de"><body><trans-unit id="Delete"><source>Delete</source><target>&e;</target></trans-unit></body></file></xliff>
            """.write(to: hostile, atomically: true, encoding: .utf8)
        let run = runXLIFF(["import", hostile.path, "--root", folder.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(hostile.path):2:1: error: a document type declaration (<!DOCTYPE>) is not allowed"))
        #expect(try Data(contentsOf: catalog) == before)

        let missing = folder.appendingPathComponent("other.xliff")
        try """
            <xliff version="1.2"><file original="App/Other.xcstrings" source-language="en" target-language="de"><body/></file></xliff>
            """.write(to: missing, atomically: true, encoding: .utf8)
        let noCatalog = runXLIFF(["import", missing.path, "--root", folder.path])
        #expect(noCatalog.status == 2 && noCatalog.stderr.contains("1:38: error: no catalog for 'App/Other.xcstrings'"), "\(noCatalog.stderr)")
    }

    /// An `original` with `..` led out of --root (`wrote project/../elsewhere/L.xcstrings`), and
    /// of two catalogs one was written when the other could not be: all or none now.
    @Test func importStaysInTheProjectAndWritesAllCatalogsOrNone() throws {
        let folder = try project()
        let outside = folder.appendingPathComponent("Outside.xcstrings")
        try Fixture.data("Golden.xcstrings").write(to: outside)
        let escape = folder.appendingPathComponent("escape.xliff")
        try settingTarget(exported(try Fixture.golden(), "fr", original: "../Outside.xcstrings"), id: "Delete", "Pwned")
            .write(to: escape, atomically: true, encoding: .utf8)
        let run = runXLIFF(["import", escape.path, "--root", folder.appendingPathComponent("App").path, "--no-config"])
        #expect(run.status == 2 && run.stderr.contains("'../Outside.xcstrings' leads out of the project folder"), "\(run.stderr)")
        #expect(try Data(contentsOf: outside) == Fixture.data("Golden.xcstrings"))

        // Two catalogs, the second in a folder that cannot be written: neither changes.
        let locked = folder.appendingPathComponent("Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Fixture.data("Golden.xcstrings").write(to: locked.appendingPathComponent("Golden.xcstrings"))
        let first = settingTarget(exported(try Fixture.golden(), "fr", original: "App/Golden.xcstrings"), id: "Delete", "Supprimer")
        let second = settingTarget(exported(try Fixture.golden(), "fr", original: "Locked/Golden.xcstrings"), id: "Delete", "Effacer")
        let both = folder.appendingPathComponent("both.xliff")
        let fileElement = { (text: String) -> Substring in
            let start = text.range(of: "<file ")!.lowerBound
            let end = text.range(of: "</file>")!.upperBound
            return text[start..<end]
        }
        try first.replacingOccurrences(of: String(fileElement(first)), with: String(fileElement(first)) + "\n" + fileElement(second))
            .write(to: both, atomically: true, encoding: .utf8)
        chmod(locked.path, 0o555)
        defer { chmod(locked.path, 0o755) }
        // Root may write anywhere: then the lock proves nothing.
        guard access(locked.path, W_OK) != 0 else { return }
        let partial = runXLIFF(["import", both.path, "--root", folder.path, "--no-config"])
        #expect(partial.status == 2 && partial.stderr.contains("nothing was written"), "\(partial.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("App/Golden.xcstrings")) == Fixture.data("Golden.xcstrings"))
    }

    @Test func catalogsGivenOnTheCommandLineAreMatchedByTheirPath() throws {
        let folder = try project()
        let catalog = folder.appendingPathComponent("App/Golden.xcstrings")
        let xliff = folder.appendingPathComponent("fr.xliff")
        try settingTarget(exported(try Fixture.golden(), "fr", original: "Elsewhere/App/Golden.xcstrings"), id: "Delete", "Supprimer")
            .write(to: xliff, atomically: true, encoding: .utf8)
        let run = runXLIFF(["import", xliff.path, catalog.path, "--no-config"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: catalog, encoding: .utf8).contains("Supprimer"))
    }

    /// A control character (other than tab and line breaks), U+FFFE or U+FFFF cannot be in an XML
    /// 1.0 document, not even as a reference: export wrote `&#1;`, which Xcode's importer and ours
    /// refuse. Now the language is not written, and the error points at the key.
    @Test func textsXMLCannotHoldAreRefusedAtTheirKey() throws {
        let folder = try temporaryFolder()
        let catalog = folder.appendingPathComponent("Bad.xcstrings")
        try Data(#"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Beep" : {
                  "comment" : "bell\u0007",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Piep" } }
                  }
                },
                "Hello" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Hal\u0001lo" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Salut\uFFFF" } },
                    "it" : { "stringUnit" : { "state" : "translated", "value" : "Ciao\t\n\r" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#.utf8).write(to: catalog)
        let out = folder.appendingPathComponent("out").path
        let run = runXLIFF(["export", catalog.path, "--root", folder.path, "-l", "de,fr", "--xliff", "-o", out])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let tail = "which XML 1.0 (and so XLIFF) cannot hold, not even as a character reference; remove it from the catalog"
        #expect(run.stderr == """
            \(catalog.path):4:5: error: cannot export de: the comment of "Beep" holds U+0007, \(tail)
            \(catalog.path):10:5: error: cannot export de: the de translation of "Hello" holds U+0001, \(tail)
            \(catalog.path):4:5: error: cannot export fr: the comment of "Beep" holds U+0007, \(tail)
            \(catalog.path):10:5: error: cannot export fr: the fr translation of "Hello" holds U+FFFF, \(tail)

            """, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/de.xliff") && !FileManager.default.fileExists(atPath: out + "/fr.xliff"))
        // Tab and line breaks are text XML holds; the export reads back.
        let italian = runXLIFF(["export", catalog.path, "--root", folder.path, "-l", "it", "--xliff", "-o", out])
        #expect(italian.status == 2 && italian.stderr.contains("comment of \"Beep\""))
        #expect(XMLOutput.unwritableCharacter(in: "Ciao\t\n\r") == nil && XMLOutput.unwritableCharacter(in: "é€😀") == nil)
        #expect(XMLOutput.unwritableCharacter(in: "a\u{0}") == "\u{0}" && XMLOutput.unwritableCharacter(in: "\u{FFFE}") == "\u{FFFE}")
    }

    /// A catalog's localization named `../../x` was exported to `DIR/../../x.xliff`, outside DIR.
    /// Two units with one id (a key spelled like another key's form) were exported without a word,
    /// and an import could keep only one. `-l de,de` wrote de twice.
    @Test func languagesThatAreNotTagsAndUnitsWithOneIdAreRefused() throws {
        let folder = try temporaryFolder()
        let catalog = folder.appendingPathComponent("L.xcstrings")
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        try Data(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"../../pwn":\#(unit("x")),"de":\#(unit("y"))}}},"version":"1.0"}"#.utf8)
            .write(to: catalog)
        let out = folder.appendingPathComponent("deep/out").path
        let run = runXLIFF(["export", catalog.path, "--root", folder.path, "--xliff", "-o", out])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix(#"\#(catalog.path):1:57: error: cannot export "../../pwn": it is not a language tag"#), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["de.xliff"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["L.xcstrings", "deep"])
        // Two spellings of one language would write one folder twice on macOS: the second is refused.
        let clash = folder.appendingPathComponent("Clash.xcstrings")
        try Data(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"pt-BR":\#(unit("x")),"pt-br":\#(unit("y"))}}},"version":"1.0"}"#.utf8)
            .write(to: clash)
        let clashOut = folder.appendingPathComponent("clash").path
        let clashed = runXLIFF(["export", clash.path, "--root", folder.path, "--xliff", "-o", clashOut])
        #expect(clashed.status == 2 && clashed.stderr.contains(#"cannot export "pt-br": it is 'pt-BR' in another letter case"#),
                "\(clashed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: clashOut) == ["pt-BR.xliff"])
        let repeated = runXLIFF(["export", catalog.path, "--root", folder.path, "-l", "de,de,DE", "--xliff", "-o", out])
        #expect(repeated.status == 0 && repeated.stdout == "wrote \(out)/de.xliff: 1 unit, 1 translated\n", "\(repeated.stdout)")

        try Data(#"{"sourceLanguage":"en","strings":{"X":{"localizations":{"en":{"variations":{"plural":{"one":\#(unit("one x")),"other":\#(unit("%lld xs"))}}}}},"X|==|plural.one":{"localizations":{"en":\#(unit("literal"))}}},"version":"1.0"}"#.utf8)
            .write(to: catalog)
        let twice = runXLIFF(["export", catalog.path, "--root", folder.path, "-l", "fr", "--xliff", "-o", out])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains(#"error: cannot export fr: two units would have the id "X|==|plural.one""#), "\(twice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/fr.xliff"))

    }

    @Test func usage() {
        #expect(runXLIFF([]).status == 2)
        #expect(runXLIFF(["translate"]).stderr.contains("unknown subcommand 'translate'"))
        #expect(runXLIFF(["--help"]).stdout.contains("SUBCOMMANDS:"))
        #expect(runXLIFF(["export", "--help"]).stdout.contains("USAGE: xcstrings-xliff export"))
        #expect(runXLIFF(["export", "x.xcstrings"]).stderr.contains("no output folder given"))
        #expect(runXLIFF(["export", "x.xcstrings", "-o", ""]).stderr.contains("invalid value '' for -o: expected a path"))
        #expect(runXLIFF(["export", "-l", "not a tag", "-o", "x", "y"]).stderr.contains("invalid value 'not a tag' for -l"))
        // An empty variable in a script (`-l "$LANGS"`) is not "every language".
        #expect(runXLIFF(["export", "-l", "", "-o", "x", "y"]).stderr.contains("invalid value '' for -l: expected at least one LANG"))
        #expect(runXLIFF(["import"]).stderr.contains("no .xcloc or .xliff given"))
    }
}
