@testable import CatalogRuntime
import Dispatch
import Foundation
import SharedState
import Testing
import TestSupport

/// A table compiles a language's values the first time a context shows that language, and keeps
/// them: loading compiles nothing, and each language is compiled once, whichever thread asks.
@Suite("Loading a table")
struct TableLoadingTests {
    /// A fresh table of `Tests/Fixtures/Runtime.xcstrings` (en, with ar, de, fr, ru).
    private func freshTable() throws -> CatalogTable {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/Runtime.xcstrings")
        return try CatalogTable(data: Data(contentsOf: url), name: "Localizable")
    }

    @Test func loadingCompilesNoLanguage() throws {
        let table = try freshTable()
        #expect(table.languages == ["ar", "de", "en", "fr", "ru"])
        #expect(table.contains("Tap to continue"))
        #expect(table.keys.count == 16)
        #expect(table.columns.compiledCount == 0)
        #expect(table.columns.compilations == 0)
    }

    @Test func aContextCompilesItsLanguagesOnlyAndOnce() throws {
        let table = try freshTable()
        let french = context(["fr"], tables: [table])
        #expect(french.language == "fr")
        #expect(table.columns.compiledCount == 2)  // fr, then the source language
        _ = context(["fr-CA"], tables: [table])
        #expect(table.columns.compiledCount == 2)
        let arabic = context(["ar"], tables: [table])
        #expect(table.columns.compiledCount == 3)
        _ = context(["ar", "fr"], tables: [table])
        #expect(table.columns.compilations == 3)
        #expect(french.string("Tap to continue", arguments: []) == "Touchez pour continuer")
        #expect(french.string("Only in English", arguments: []) == "Only in English")
        #expect(arabic.string("%lld files", arguments: [.int(3)]) == context(["ar"]).string("%lld files", arguments: [.int(3)]))
    }

    @Test func aLocalizerCompilesALanguageWhenItIsSelected() throws {
        let table = try freshTable()
        let localizer = Localizer(tables: [table], preferredLanguages: ["en"], device: .other, region: nil)
        #expect(table.columns.compiledCount == 1)
        localizer.selectedLanguage = "fr"
        #expect(table.columns.compiledCount == 2)
        #expect(table.columns.compilations == 2)
        localizer.device = .mac  // a change that shows no new language compiles nothing
        #expect(localizer.string("Tap to continue", arguments: []) == "Cliquez pour continuer")
        localizer.device = .other
        #expect(localizer.string("Tap to continue", arguments: []) == "Touchez pour continuer")
        localizer.selectedLanguage = nil
        #expect(localizer.string("Tap to continue", arguments: []) == "Select to continue")
        #expect(table.columns.compilations == 2)
    }

    @Test func copiesOfATableShareWhatItCompiled() throws {
        let table = try freshTable()
        let copy = table
        _ = context(["de"], tables: [copy])
        #expect(table.columns.compiledCount == 2)
    }

    /// Many threads showing the same new languages at once get the same texts as one thread does.
    @Test func languagesFirstShownOnManyThreadsAtOnce() throws {
        let languages = ["ar", "de", "fr", "ru", "en"]
        let expected = try texts(in: freshTable(), languages: languages)
        let table = try freshTable()
        let results = Synchronized<[Int: [String]]>([:])
        DispatchQueue.concurrentPerform(iterations: 16) { iteration in
            let got = texts(in: table, languages: [languages[iteration % languages.count]])
            results.write { $0[iteration] = got }
        }
        let got = results.read { $0 }
        for iteration in 0..<16 {
            let language = languages[iteration % languages.count]
            #expect(got[iteration] == expected.filter { $0.hasPrefix(language + " ") })
        }
        #expect(table.columns.compiledCount == languages.count)
        // Each language at least once (more only when threads raced for it: the first kept).
        #expect(table.columns.compilations >= languages.count)
    }

    /// Every key's text in each language, with a count of 3 for keys that take arguments.
    private func texts(in table: CatalogTable, languages: [String]) -> [String] {
        var texts: [String] = []
        for language in languages {
            let context = context([language], tables: [table])
            for key in table.keys {
                let count = context.expectedArguments(forKey: key)?.count ?? 0
                let arguments = [LocalizedArgument](repeating: .int(3), count: count)
                texts.append("\(language) \(key): \(context.string(key, arguments: arguments))")
            }
        }
        return texts
    }
}
