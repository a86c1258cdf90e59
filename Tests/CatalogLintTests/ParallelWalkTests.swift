import CatalogLint
import CatalogModel
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// The linter decodes a catalog, walks its keys and resolves its findings' positions in chunks on
/// all cores (`Linter.chunking`): the report must be the same, finding for finding and in the same
/// order, whatever the split.
@Suite("A large catalog walked on several cores")
struct ParallelWalkTests {
    /// Serially, then 2, 3 and 7 chunks, one chunk per key, and the automatic split.
    static let splits: [Chunking?] = [.chunks(2), .chunks(3), .chunks(7), .onePerItem, nil]

    private static func lint(_ data: Data, file: String, _ chunking: Chunking?) -> FileReport {
        var linter = Linter()
        linter.chunking = chunking
        return linter.lint(data: data, file: file)
    }

    @Test func countsAndOrderDoNotDependOnTheSplit() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 0..<1500 {
            var localizations: [String: Localization] = ["fr": .translated("Valeur \(index)")]
            if index % 3 != 0 { localizations["de"] = .translated("Wert \(index)") }
            catalog.strings["Key \(index)"] = CatalogEntry(localizations: localizations)
        }
        let data = try CatalogWriter.data(for: catalog)
        let serial = Self.lint(data, file: "big.xcstrings", .serial)
        #expect(serial.findings.count == 500)
        #expect(serial.findings.allSatisfy { $0.rule == "missing-translation" && $0.language == "de" })
        #expect(serial.findings.map(\.location) == serial.findings.map(\.location).sorted())
        #expect(serial.completeness.map(\.language) == ["de", "fr"])
        #expect(serial.completeness.map(\.translated) == [1000, 1500])
        #expect(serial.completeness.map(\.total) == [1500, 1500])
        for chunking in Self.splits {
            let split = Self.lint(data, file: "big.xcstrings", chunking)
            #expect(split.findings == serial.findings, "\(chunking.map(String.init(describing:)) ?? "automatic")")
            #expect(split.completeness == serial.completeness)
        }
    }

    /// The resolution rules' catalog visits run beside the walk, with the first chunk: once, whatever
    /// the split, and in a catalog without keys too.
    @Test func visitsBesideTheWalkRunOnceWhateverTheSplit() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 0..<300 {
            catalog.strings["Key \(index)"] = CatalogEntry(localizations: ["zh-Hans": .translated("值 \(index)")])
        }
        let data = try CatalogWriter.data(for: catalog)
        let serial = Self.lint(data, file: "zh.xcstrings", .serial)
        #expect(serial.findings.filter { $0.rule == "language-fall-through" }.count == 1)
        for chunking in Self.splits {
            #expect(Self.lint(data, file: "zh.xcstrings", chunking).findings == serial.findings)
        }
        // No keys: the visits still run (here `language-not-in-project` on the source language).
        var options = LintOptions()
        options.project = ProjectRegions(project: "App.xcodeproj", knownRegions: ["de"])
        let empty = Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8)
        for chunking in [Chunking.serial, .chunks(2), .onePerItem] {
            var linter = Linter(options: options)
            linter.chunking = chunking
            #expect(linter.lint(data: empty, file: "empty.xcstrings").findings.filter { $0.rule == "language-not-in-project" }.count == 1)
        }
    }

    @Test("Every corpus file: the same findings in the same order, serially and with every split",
          .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: SharedData.corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let data = try Data(contentsOf: file.url)
        let serial = Self.lint(data, file: file.name, .serial)
        for chunking in Self.splits {
            let split = Self.lint(data, file: file.name, chunking)
            let name = chunking.map(String.init(describing:)) ?? "automatic"
            #expect(split.findings.count == serial.findings.count, "\(name)")
            #expect(split.findings == serial.findings, "\(name)")
            #expect(split.completeness == serial.completeness, "\(name)")
            #expect(split.unreadable == serial.unreadable, "\(name)")
        }
    }
}
