import Foundation

/// The package's root folder, found from this file's path (`Tests/TestSupport/SharedData.swift`).
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The data beside the package, in `../shared`: real catalogs, CLDR, Apple's examples and JSON
/// schemas. CI has it; a user's clone may not, and the project builds and runs without it.
///
/// Every test that reads it asks here, and is *skipped* (not passed) without its part:
///
///     @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
///
/// `XCSTRINGS_SHARED=PATH` reads the data from PATH instead; `XCSTRINGS_SHARED=/nonexistent swift test`
/// shows what runs without it (every such test is reported as skipped).
package enum SharedData {
    /// The environment variable that overrides where the data is.
    package static let environmentVariable = "XCSTRINGS_SHARED"

    /// `$XCSTRINGS_SHARED` when set and not empty, else `../shared` beside the package.
    package static let root: URL = {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared", isDirectory: true)
    }()

    /// `corpus/`: real `.xcstrings` files (in `raw/`), described by `SOURCES.tsv`.
    package static let corpus = Part("corpus", requiring: ["SOURCES.tsv", "raw"])
    /// `cldr/`: CLDR plural rules and language-resolution tables.
    package static let cldr = Part("cldr", requiring: ["plurals.json", "ordinals.json"])
    /// `apple/`: the behaviour examples of Apple's `ualoc.h`.
    package static let apple = Part("apple", requiring: ["ualoc-examples.json"])
    /// `schemas/`: JSON schemas (SARIF 2.1.0).
    package static let schemas = Part("schemas", requiring: ["sarif-schema-2.1.0.json"])

    package static let parts = [corpus, cldr, apple, schemas]

    /// Whether every part is there (CI checks this).
    package static var isAvailable: Bool { parts.allSatisfy(\.isAvailable) }

    /// One folder of the shared data.
    package struct Part: Sendable {
        package let name: String
        /// The files and folders, relative to `directory`, that make the part usable.
        package let required: [String]
        package var directory: URL { SharedData.root.appendingPathComponent(name, isDirectory: true) }

        init(_ name: String, requiring required: [String]) {
            self.name = name
            self.required = required
        }

        /// Whether the folder and every required entry exist.
        package var isAvailable: Bool {
            required.allSatisfy { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
        }

        /// A file in the part: `SharedData.cldr.file("plurals.json")`.
        package func file(_ relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }
    }

    /// Every corpus file listed in `corpus/SOURCES.tsv`, sorted by name; none without the corpus.
    package static let corpusFiles: [CorpusFile] = {
        guard let text = try? String(contentsOf: corpus.file("SOURCES.tsv"), encoding: .utf8) else { return [] }
        let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        guard let header = rows.first, let verdict = header.firstIndex(of: "jsonserialization_roundtrip") else {
            return []
        }
        return rows.dropFirst().filter { $0.count > verdict }
            .map { CorpusFile(name: String($0[0]), verdict: String($0[verdict])) }
            .sorted { $0.name < $1.name }
    }()
}

/// One real catalog of the corpus, with the verdict of `SOURCES.tsv` on rewriting it with
/// `JSONSerialization`: `IDENTICAL` (written by Xcode and untouched), `IDENTICAL_EXCEPT_FINAL_LF`
/// (a final newline added) or `DIFF` (written by another tool).
package struct CorpusFile: CustomStringConvertible, Sendable {
    package let name: String
    package let verdict: String
    package var url: URL { SharedData.corpus.file("raw").appendingPathComponent(name) }
    package var path: String { url.path }
    /// The file's name: what a parameterized test shows for it.
    package var description: String { name }
}
