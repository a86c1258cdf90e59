import CatalogModel
import Foundation
import Testing

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// `../shared/corpus/raw` beside the package, when present (CI has it; a user's clone may not).
let corpusDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

/// One row of `SOURCES.tsv`: a corpus file and its round-trip verdict.
struct CorpusFile: CustomTestStringConvertible, Sendable {
    var name: String
    var verdict: String
    var path: String { corpusDirectory.appendingPathComponent("raw").appendingPathComponent(name).path }
    var testDescription: String { name }
}

/// Every corpus file listed in `SOURCES.tsv`, or none when the corpus is absent.
let corpusFiles: [CorpusFile] = {
    let tsv = corpusDirectory.appendingPathComponent("SOURCES.tsv")
    guard let text = try? String(contentsOf: tsv, encoding: .utf8) else { return [] }
    let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    guard let header = rows.first, let verdictColumn = header.firstIndex(of: "jsonserialization_roundtrip") else {
        return []
    }
    return rows.dropFirst().map { CorpusFile(name: String($0[0]), verdict: String($0[verdictColumn])) }
}()

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
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A file from `Tests/Fixtures`.
func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(name))
}
