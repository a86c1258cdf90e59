import CatalogModel
import Foundation
import Testing
import TestSupport

/// Every corpus file (`../shared/corpus`), or none without it: tests of them are enabled only
/// when `SharedData.corpus.isAvailable`, so that they are reported as skipped rather than passed.
let corpusFiles = SharedData.corpusFiles

func data(_ text: String) -> Data { Data(text.utf8) }

/// Reads `text` expecting failure; returns the diagnostics.
func readErrors(_ text: String, file: String = "test.xcstrings") -> [ReadDiagnostic] {
    readErrors(Data(text.utf8), file: file)
}

func readErrors(_ bytes: Data, file: String = "test.xcstrings") -> [ReadDiagnostic] {
    do {
        _ = try CatalogReader.read(data: bytes, file: file)
        return []
    } catch let error as CatalogReadError {
        return error.errors
    } catch {
        Issue.record("unexpected error type \(error)")
        return []
    }
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    try TestScratch.folder("model")
}

/// A file from `Tests/Fixtures`.
func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(name))
}
