import CatalogModel
import Foundation
import TestSupport

/// The texts of the corpus, for tests that check a fast reading of text against a plain one.
enum CorpusTexts {
    /// Every key, and every string unit's value at any depth, of every corpus catalog.
    static func keysAndValues() throws -> [String] {
        var texts: [String] = []
        for file in SharedData.corpusFiles {
            let document = try CatalogReader.read(data: Data(contentsOf: file.url), file: file.name, toleratingDuplicateKeys: true)
            for (key, entry) in document.catalog.strings {
                texts.append(key)
                for localization in (entry.localizations ?? [:]).values {
                    localization.forEachStringUnit { unit, _ in texts.append(unit.value) }
                }
            }
        }
        return texts
    }
}
