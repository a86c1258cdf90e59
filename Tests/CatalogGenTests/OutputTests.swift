import CatalogGen
import CatalogModel
import Foundation
import Testing
import CatalogWriting

let driftSource = #"{"sourceLanguage":"en","strings":{"A":{"en":"A","de":"A"},"B":{"en":"B","de":"B"},"C":{"en":"C","de":"C"}}}"#

@Suite("Drift check")
struct DriftTests {
    func expected() throws -> (Data, StringCatalog) {
        let generation = generate(driftSource)
        return (try #require(generation.data), try #require(generation.catalog))
    }

    func committed(_ transform: (inout StringCatalog) -> Void) throws -> Data {
        var catalog = try expected().1
        transform(&catalog)
        return try CatalogWriter.data(for: catalog)
    }

    @Test func identicalCatalogsMatch() throws {
        let (data, catalog) = try expected()
        #expect(CatalogDrift.compare(expected: data, catalog: catalog, actual: data, file: "L.xcstrings") == nil)
    }

    @Test func missingCatalog() throws {
        let (data, catalog) = try expected()
        let drift = try #require(CatalogDrift.compare(expected: data, catalog: catalog, actual: nil, file: "L.xcstrings"))
        #expect(drift.isMissing)
        #expect(drift.details == ["the catalog does not exist"])
    }

    @Test func keysAddedRemovedAndChanged() throws {
        let (data, catalog) = try expected()
        let actual = try committed { catalog in
            catalog.strings["A"] = nil
            catalog.strings["Z"] = CatalogEntry(comment: "extracted")
            catalog.strings["B"]?.localizations?["de"] = .translated("Bee")
            catalog.version = "1.1"
        }
        let drift = try #require(CatalogDrift.compare(expected: data, catalog: catalog, actual: actual, file: "L.xcstrings"))
        #expect(drift.keysToAdd == ["A"])
        #expect(drift.keysToRemove == ["Z"])
        #expect(drift.changedKeys == ["B"])
        #expect(drift.changedFields == ["version"])
        #expect(!drift.onlyFormatting)
        #expect(drift.details == [
            #"missing from the catalog (1): "A""#, #"not in the source (1): "Z""#, #"different (1): "B""#,
            "top-level members that differ: version",
        ])
    }

    @Test func onlyFormatting() throws {
        let (data, catalog) = try expected()
        let compact = try JSONSerialization.data(withJSONObject: CatalogWriter.jsonObject(for: catalog))
        let drift = try #require(CatalogDrift.compare(expected: data, catalog: catalog, actual: compact, file: "L.xcstrings"))
        #expect(drift.onlyFormatting)
        #expect(drift.details == ["only the formatting differs (not Xcode's exact bytes)"])
    }

    @Test func unreadableCatalog() throws {
        let (data, catalog) = try expected()
        let drift = try #require(CatalogDrift.compare(expected: data, catalog: catalog, actual: Data("{".utf8), file: "L.xcstrings"))
        #expect(drift.unreadable.first?.location == TextLocation(line: 1, column: 2))
    }
}

@Suite("Keys extracted by Xcode")
struct ExtractedKeyTests {
    /// The catalog generated from the source, plus two keys Xcode extracted.
    func existing() throws -> ExistingCatalog {
        var catalog = try #require(generate(driftSource).catalog)
        catalog.strings["New in code"] = CatalogEntry(comment: "extracted")
        catalog.strings["Also new"] = CatalogEntry()
        return ExistingCatalog(file: "Localizable.xcstrings", data: try CatalogWriter.data(for: catalog))
    }

    @Test func keptWithAWarningAtTheirPlaceInTheCatalog() throws {
        let existing = try existing()
        var options = GenerationOptions()
        options.keepExtracted = true
        let generation = generate(driftSource, existing: existing, options: options)
        #expect(generation.data == existing.data)
        #expect(generation.extractedKeys == ["Also new", "New in code"])
        let map = try CatalogReader.read(data: existing.data, file: existing.file).sourceMap
        let warnings = generation.findings.filter { $0.rule == "gen-extracted-key" }
        #expect(warnings.map(\.file) == ["Localizable.xcstrings", "Localizable.xcstrings"])
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(warnings.map(\.location) == [map.keyLocation(of: ["strings", "Also new"]), map.keyLocation(of: ["strings", "New in code"])])
        #expect(warnings[0].message.contains("add it to translations.json"))
        #expect(generation.errorCount == 0)
    }

    @Test func droppedOtherwiseAndSaidSo() throws {
        let existing = try existing()
        let generation = generate(driftSource, existing: existing)
        #expect(generation.data == generate(driftSource).data)
        let notes = generation.findings.filter { $0.rule == "gen-dropped-keys" }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.hasPrefix(#"dropped 2 keys extracted by Xcode, in Localizable.xcstrings but not in translations.json: "Also new", "New in code""#) == true)
    }

    @Test func anUnreadableCatalogCannotKeepItsKeys() {
        var options = GenerationOptions()
        options.keepExtracted = true
        let existing = ExistingCatalog(file: "Localizable.xcstrings", data: Data("{\"strings\":".utf8))
        #expect(!generate(driftSource, existing: existing, options: options).malformed.isEmpty)
        #expect(generate(driftSource, existing: existing).malformed.isEmpty, "without --keep-extracted it is replaced")
    }
}

@Suite("Output files")
struct OutputFileTests {
    @Test func defaultNames() {
        #expect(GenPaths.catalog(forSource: "translations.json") == "Localizable.xcstrings")
        #expect(GenPaths.catalog(forSource: "App/Resources/translations.json") == "App/Resources/Localizable.xcstrings")
        #expect(GenPaths.catalog(forSource: "App/InfoPlist.translations.json") == "App/InfoPlist.xcstrings")
        #expect(GenPaths.catalog(forSource: "/abs/strings.json") == "/abs/Localizable.xcstrings")
        #expect(GenPaths.source(forCatalog: "App/Localizable.xcstrings") == "App/translations.json")
        #expect(GenPaths.source(forCatalog: "InfoPlist.xcstrings") == "InfoPlist.translations.json")
    }

    @Test func writesOnlyWhenTheBytesChange() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("Localizable.xcstrings").path
        #expect(try GenPaths.writeIfChanged(Data("a".utf8), to: file))
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        #expect(try !GenPaths.writeIfChanged(Data("a".utf8), to: file))
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == past)
        #expect(try GenPaths.writeIfChanged(Data("b".utf8), to: file))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("b".utf8))
    }

    /// A write that fails (here: the temporary name would be too long) leaves the old file intact,
    /// whoever runs the test (permissions do not stop root).
    @Test func aFailingWriteLeavesTheOldFileIntact() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent(String(repeating: "x", count: 240) + ".xcstrings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: AtomicFile.WriteError.self) { try GenPaths.writeIfChanged(Data("new".utf8), to: file) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("old".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers.count == 1)
    }

    @Test func aReadOnlyFolderLeavesTheOldFileIntact() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("Localizable.xcstrings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        chmod(directory.path, 0o555)
        defer { chmod(directory.path, 0o755) }
        // Root writes anyway: then there is nothing to test here.
        guard access(directory.path, W_OK) != 0 else { return }
        #expect(throws: AtomicFile.WriteError.self) { try GenPaths.writeIfChanged(Data("new".utf8), to: file) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("old".utf8))
    }
}

@Suite("xcstrings-gen: a translations.json that cannot be read")
struct UnreadableSourceTests {
    @Test("The one wording of every tool (it said 'cannot read the file' once)")
    func missingAndDirectory() throws {
        let directory = try temporaryDirectory()
        let missing = directory.appendingPathComponent("none.json").path
        for (input, expected) in [(missing, "no such file"), (directory.path, "cannot read: it is a directory")] {
            var request = GenRequest()
            request.inputs = [input]
            var errors = ""
            var tool = GenTool(request, standardOutput: { _ in }, standardError: { errors += $0 })
            #expect(tool.run() == .unusable)
            #expect(errors == "\(input): error: \(expected)\n")
        }
    }
}
