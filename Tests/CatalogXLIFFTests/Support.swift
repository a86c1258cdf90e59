import CatalogLint
import CatalogModel
import CommandLineKit
import Foundation
import TestSupport

@testable import CatalogXLIFF

/// The fixtures of these tests, in `Tests/Fixtures/xliff`.
enum Fixture {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/xliff")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// `Golden.xcstrings`: plain, plural, device, substitutions, shouldTranslate false, comments,
    /// states, escaping, an empty key.
    static func golden() throws -> StringCatalog {
        try CatalogReader.read(data: data("Golden.xcstrings"), file: "Golden.xcstrings").catalog
    }
}

/// A catalog from compact JSON (`{"sourceLanguage":…}`), read by the project's reader.
func catalog(_ json: String) throws -> StringCatalog {
    try CatalogReader.read(data: Data(json.utf8), file: "Test.xcstrings").catalog
}

/// The XLIFF of `catalog` in `language`, as text.
func exported(_ catalog: StringCatalog, _ language: String, original: String = "Test.xcstrings",
              tool: ExportTool = ExportCommand.thisTool) -> String {
    let files = XLIFFExporter.files([ExportCatalog(original: original, catalog: catalog)], language: language)
    return String(decoding: XLIFFWriter.document(files, tool: tool), as: UTF8.self)
}

/// Reads `xliff` and applies its first `<file>` to `catalog`.
func imported(_ xliff: String, into catalog: inout StringCatalog, path: String = "de.xliff") throws -> ImportOutcome {
    let document = try XLIFFDocument.read(data: Data(xliff.utf8), path: path)
    return XLIFFImporter.apply(document.files[0], to: &catalog)
}

/// Reads `xliff` (as `de.xliff`), applies its first `<file>` to `catalog`, and returns the lint
/// findings about what it wrote, placed in the XLIFF.
func validatedImport(_ xliff: String, into catalog: inout StringCatalog) throws -> [Finding] {
    let document = try XLIFFDocument.read(data: Data(xliff.utf8), path: "de.xliff")
    let outcome = XLIFFImporter.apply(document.files[0], to: &catalog)
    return try ImportValidation.findings(
        of: catalog, file: "Golden.xcstrings", sources: outcome.applied.map { .init(unit: $0, document: document) },
        options: LintOptions())
}

/// `xliff` with the target of the unit `id` set to `text` (added after its source when absent).
func settingTarget(_ xliff: String, id: String, _ text: String, state: String? = "translated") -> String {
    let anchor = "<trans-unit id=\"\(id)\" xml:space=\"preserve\">"
    guard let unit = xliff.range(of: anchor), let end = xliff.range(of: "</trans-unit>", range: unit.upperBound..<xliff.endIndex)
    else { fatalError("no unit \(id)") }
    var body = String(xliff[unit.upperBound..<end.lowerBound])
    if let target = body.range(of: "        <target[^\n]*\n", options: .regularExpression) { body.removeSubrange(target) }
    let stateAttribute = state.map { " state=\"\($0)\"" } ?? ""
    let line = "        <target\(stateAttribute)>\(text)</target>\n"
    if let source = body.range(of: "</source>\n") ?? body.range(of: "<source/>\n") {
        body.insert(contentsOf: line, at: source.upperBound)
    }
    return String(xliff[..<unit.upperBound]) + body + String(xliff[end.lowerBound...])
}

/// Runs `xcstrings-xliff` in process; returns the status and what it printed.
func runXLIFF(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    // `@unchecked Sendable` for `CommandIO`'s `@Sendable` closures: the command prints on this thread only.
    final class Box: @unchecked Sendable { var out = ""; var err = "" }
    let box = Box()
    let io = CommandIO(standardOutput: { box.out += $0 }, standardError: { box.err += $0 })
    let status = XLIFFCommand.run(arguments, io: io)
    return (status, box.out, box.err)
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    try TestScratch.folder("xliff")
}
