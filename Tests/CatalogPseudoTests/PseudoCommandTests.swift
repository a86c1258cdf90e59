import CatalogModel
import CatalogPseudo
import CatalogPseudoCommand
import CommandLineKit
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// Runs `xcstrings-pseudo` in process; returns the status and what it printed.
func runPseudo(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    let run = CapturedRun { PseudoCommand.run(arguments, io: $0) }
    return (run.status, run.stdout, run.stderr)
}

/// A temporary catalog file with `text`.
func temporaryCatalog(_ text: String, name: String = "Localizable.xcstrings") throws -> URL {
    let folder = try TestScratch.folder("pseudo")
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file
}

let sampleCatalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"Hello, %@!":{},"Bye":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}}}}}}"#

@Suite("xcstrings-pseudo in process")
struct PseudoCommandTests {
    @Test func addsTheDefaultLanguagesInXcodesFormatThenChangesNothing() throws {
        let file = try temporaryCatalog(sampleCatalog)
        let first = runPseudo([file.path])
        #expect(first.status == 0)
        #expect(first.stdout == "\(file.path): en-XA, ar-XB written for 2 keys\n")
        let written = try Data(contentsOf: file)
        let document = try CatalogReader.read(data: written, file: file.path)
        #expect(try CatalogWriter.data(for: document.catalog) == written, "Xcode's exact format")
        #expect(document.catalog.strings["Hello, %@!"]?.localizations?["en-XA"]?.stringUnit?.value == "[Ĥéļļö, %@! ··]")
        let second = runPseudo([file.path])
        #expect(second.status == 0)
        #expect(second.stdout == "\(file.path): en-XA, ar-XB up to date\n")
        #expect(try Data(contentsOf: file) == written)
        #expect(runPseudo(["--check", file.path]).status == 0)
    }

    @Test func modesLanguageAndExpansionChooseOneLanguage() throws {
        let file = try temporaryCatalog(sampleCatalog)
        #expect(runPseudo(["--modes", "accented,double", "--language", "fr-XC", file.path]).status == 0)
        let catalog = try CatalogReader.read(contentsOf: file.path).catalog
        #expect(catalog.strings["Bye"]?.localizations?["fr-XC"]?.stringUnit?.value == "Ɓýé ··")
        #expect(catalog.strings["Bye"]?.localizations?["en-XA"] == nil)
        #expect(runPseudo(["--modes", "rtl", file.path]).status == 0)
        #expect(try CatalogReader.read(contentsOf: file.path).catalog.strings["Bye"]?.localizations?["ar-XB"] != nil)
        #expect(runPseudo(["--modes", "expanded", "--expansion", "100%", "--language", "en-XA", file.path]).status == 0)
        #expect(try CatalogReader.read(contentsOf: file.path).catalog.strings["Bye"]?.localizations?["en-XA"]?.stringUnit?.value == "Bye ··")
    }

    @Test func outputWritesASeparateCatalogAndCheckFindsAnOutdatedOne() throws {
        let file = try temporaryCatalog(sampleCatalog)
        let output = file.deletingLastPathComponent().appendingPathComponent("Pseudo.xcstrings")
        #expect(runPseudo([file.path, "-o", output.path]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == sampleCatalog, "the input is untouched")
        #expect(try CatalogReader.read(contentsOf: output.path).catalog.strings["Bye"]?.localizations?["ar-XB"] != nil)
        let check = runPseudo(["--check", file.path])
        #expect(check.status == 1)
        #expect(check.stdout == "\(file.path): en-XA, ar-XB missing or out of date\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == sampleCatalog)
    }

    @Test func badInputIsAnErrorAndLeavesTheFileUntouched() throws {
        let file = try temporaryCatalog(sampleCatalog)
        let unknownMode = runPseudo(["--modes", "accented,wide", file.path])
        #expect(unknownMode.status == 2)
        #expect(unknownMode.stderr.hasPrefix(
            "xcstrings-pseudo: error: invalid value 'accented,wide' for --modes: unknown mode 'wide'; the modes are accented, bounded, expanded, double, rtl\n"))
        let collision = runPseudo(["--language", "de", file.path])
        #expect(collision.status == 2)
        #expect(collision.stderr == "\(file.path): error: 'de' is a language of this catalog ('de'): pseudo text would replace its text; use a private-use tag such as en-XA or ar-XB\n")
        let source = runPseudo(["--language", "en", file.path])
        #expect(source.stderr.contains("'en' is the source language of this catalog"))
        let notPrivate = runPseudo(["--language", "fr", file.path])
        #expect(notPrivate.status == 2)
        #expect(notPrivate.stderr.contains("'fr' is not a private-use language tag"))
        #expect(runPseudo(["--modes", "expanded,double", file.path]).status == 2)
        #expect(runPseudo(["--modes", "rtl", "--expansion", "50", file.path]).stderr.contains("--expansion 50 needs the expanded mode"))
        let other = try temporaryCatalog(sampleCatalog)
        #expect(runPseudo([file.path, other.path, "-o", "x.xcstrings"]).stderr.contains("-o takes one catalog"))
        #expect(runPseudo([]).status == 2)
        #expect(try String(contentsOf: file, encoding: .utf8) == sampleCatalog)

        let broken = try temporaryCatalog("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {},\n  }\n}")
        let before = try Data(contentsOf: broken)
        let run = runPseudo([file.path, broken.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(broken.path):5:3: error:"), "\(run.stderr)")
        #expect(try Data(contentsOf: broken) == before)
        #expect(try String(contentsOf: file, encoding: .utf8) == sampleCatalog, "nothing is written when one catalog is broken")
    }

    @Test func aValueThatCanOnlyBeAccentedIsAWarningAtItsPlace() throws {
        let file = try temporaryCatalog("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Battery: 100%\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
        let run = runPseudo([file.path])
        #expect(run.status == 0)
        #expect(run.stderr == "\(file.path):4:5: warning: \"Battery: 100%\" is only accented in 'en-XA': malformed specifier '%' does not survive text added around it: it becomes specifier '% o'\n")
    }
}
