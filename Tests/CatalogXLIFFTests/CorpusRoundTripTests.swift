import CatalogModel
import Foundation
import Testing
import TestSupport

@testable import CatalogXLIFF
import CatalogWriting

/// Every corpus catalog, exported in every language it has, its source language and Arabic, and
/// imported back: the XLIFF reads back as written, nothing is applied, the catalog is unchanged.
@Suite("Corpus round trip", .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
struct CorpusRoundTripTests {
    static var files: [URL] {
        let folder = SharedData.corpus.file("raw")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: files)
    func exportThenImportChangesNothing(file: URL) throws {
        let data = try Data(contentsOf: file)
        let original = try CatalogReader.read(data: data, file: file.lastPathComponent).catalog
        let before = try CatalogWriter.data(for: original)
        var languages = Set(original.strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] })
        languages.formUnion([original.sourceLanguage ?? "en", "ar"])
        var catalog = original
        for language in languages.sorted() {
            let files = XLIFFExporter.files([ExportCatalog(original: file.lastPathComponent, catalog: catalog)], language: language)
            let xliff = XLIFFWriter.document(files, tool: ExportCommand.thisTool)
            let document = try XLIFFDocument.read(data: Data(xliff), path: "\(language).xliff")
            let units = files[0].units
            let read = document.files[0].units
            #expect(read.map(\.id) == units.map(\.id), "\(language): ids read back")
            #expect(read.map(\.source) == units.map(\.source), "\(language): sources read back")
            #expect(read.map { $0.target?.text } == units.map { $0.target?.text }, "\(language): targets read back")
            let outcome = XLIFFImporter.apply(document.files[0], to: &catalog)
            #expect(outcome.applied.isEmpty && outcome.problems.isEmpty, "\(language): \(outcome.applied.prefix(3).map(\.id))")
        }
        #expect(try CatalogWriter.data(for: catalog) == before)
    }

    /// The whole corpus through the command: exported, imported from the bundles, every file's
    /// bytes identical (written by Xcode or not).
    @Test func theCommandLeavesEveryCatalogByteIdentical() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, file) in Self.files.enumerated() {
            let project = folder.appendingPathComponent("p\(index)")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            let copy = project.appendingPathComponent(file.lastPathComponent)
            try FileManager.default.copyItem(at: file, to: copy)
            let out = project.appendingPathComponent("out").path
            let export = runXLIFF(["export", copy.path, "--root", project.path, "-l", "ar,fr,ja", "-o", out, "-q"])
            #expect(export.status == 0, "\(export.stderr)")
            let bundles = ["ar", "fr", "ja"].map { "\(out)/\($0).xcloc" }
            let imported = runXLIFF(["import"] + bundles + ["--root", project.path, "--no-config", "-q"])
            #expect(imported.status == 0, "\(file.lastPathComponent): \(imported.stderr)")
            #expect(try Data(contentsOf: copy) == (try Data(contentsOf: file)), "\(file.lastPathComponent)")
        }
    }
}
