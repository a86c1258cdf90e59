import Foundation
import TestSupport

/// What these tests read of the shared data (`../shared`, found by `TestSupport.SharedData`);
/// tests that read it are skipped when it is absent.
enum ResolutionData {
    static let packageRoot = TestSupport.packageRoot
    static let cldr = SharedData.cldr.directory
    static let corpus = SharedData.corpus.directory.appendingPathComponent("raw")
    static let ualocExamples = SharedData.apple.directory.appendingPathComponent("ualoc-examples.json")

    /// Every language a corpus catalog names (`sourceLanguage` and the keys of `localizations`),
    /// sorted; empty without the corpus.
    static let corpusLanguages: [String] = {
        guard let files = try? FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil) else {
            return []
        }
        var languages = Set<String>()
        for file in files where file.pathExtension == "xcstrings" {
            guard let data = try? Data(contentsOf: file),
                let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            if let source = catalog["sourceLanguage"] as? String { languages.insert(source) }
            for case let entry as [String: Any] in (catalog["strings"] as? [String: Any] ?? [:]).values {
                languages.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys)
            }
        }
        return languages.sorted()
    }()

    /// A cldr-json style table (`likelySubtags`, `parentLocales`) from ../shared/cldr.
    static func cldrTable(_ name: String) -> [String: String] {
        let url = cldr.appendingPathComponent(name + ".json")
        guard let data = try? Data(contentsOf: url),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return document[name] as? [String: String] ?? [:]
    }
}
