import CatalogGen
import CatalogLint
import CatalogModel
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// Every corpus file written by Xcode and untouched since (`IDENTICAL` in `SOURCES.tsv`), or none
/// without `../shared/corpus` (the tests of them are then skipped).
let identicalCorpusFiles = SharedData.corpusFiles.filter { $0.verdict == "IDENTICAL" }

/// A line and column in a text file (`Testing` has a `SourceLocation` too).
typealias TextLocation = CatalogModel.SourceLocation

/// The file name findings and errors name.
let sourceName = "translations.json"

/// Generates from `text` as `translations.json`.
func generate(_ text: String, existing: ExistingCatalog? = nil, options: GenerationOptions = GenerationOptions())
    -> Generation
{
    CatalogGenerator.generate(translations: Data(text.utf8), file: sourceName, existing: existing, options: options)
}

/// A catalog given as (compact) JSON, in Xcode's exact bytes.
func canonical(_ catalog: String) throws -> Data {
    try CatalogFormatter.format(data: Data(catalog.utf8), file: "expected.xcstrings").formatted
}

/// `text` without its `↓` markers, and the locations the markers stood at.
func marked(_ text: String) -> (text: String, markers: [TextLocation]) {
    let (clean, offsets) = RuleExample.catalog(text).catalogTextAndMarkers
    let map = JSONSourceMap(utf8: Array(clean.utf8))
    return (clean, offsets.map { map.location(ofOffset: $0) })
}

/// Imports the catalog `data` (read as `file`).
func importCatalog(_ data: Data, file: String = "Localizable.xcstrings") throws -> TranslationsImporter.Result {
    try TranslationsImporter.importCatalog(CatalogReader.read(data: data, file: file))
}

/// Asserts that importing `data` and generating from the result gives `data` back, without
/// falling back to raw keys, and that importing again gives the same text.
func expectRoundTrip(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let imported = try importCatalog(data)
    #expect(imported.fallbackKeys.isEmpty, "keys needing the fallback: \(imported.fallbackKeys)", sourceLocation: sourceLocation)
    #expect(imported.reproducesOriginal, sourceLocation: sourceLocation)
    let generated = try CatalogGenerator.catalogData(fromTranslations: imported.data, file: sourceName)
    #expect(generated == data, "generated:\n\(String(decoding: generated, as: UTF8.self))", sourceLocation: sourceLocation)
    let again = try importCatalog(generated)
    #expect(again.data == imported.data, "import → generate → import is not stable", sourceLocation: sourceLocation)
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    try TestScratch.folder("gen")
}
