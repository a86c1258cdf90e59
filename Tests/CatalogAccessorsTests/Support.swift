import CatalogAccessors
import CatalogModel
import Foundation

/// Generates the accessors of a catalog given as JSON text.
func generate(_ json: String, file: String = "Localizable.xcstrings", options: AccessorOptions = AccessorOptions()) throws -> AccessorOutput {
    let document = try CatalogReader.read(data: Data(json.utf8), file: file)
    return try AccessorGenerator.generate([AccessorCatalog(file: file, document: document)], options: options)
}

/// A catalog with `en` as its source language and these keys, each `key: value` (a nil value: the
/// key is its own source text).
func catalog(_ keys: [(String, String?)]) -> String {
    var strings: [String: Any] = [:]
    for (key, value) in keys {
        if let value {
            strings[key] = ["localizations": ["en": ["stringUnit": ["state": "translated", "value": value]]]]
        } else {
            strings[key] = [String: Any]()
        }
    }
    let object: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

/// The declaration lines of the generated source (`static var …` and `static func …`, and the
/// nested enums), trimmed, without the housekeeping.
func declarations(_ source: String) -> [String] {
    let housekeeping = ["selectedLanguage: String?", "static var locale: Locale", "bundleDescription:", "static func localized(",
                        "static let localizer", "static let selection"]
    return source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.contains("static var ") || $0.contains("static func ") || $0.contains(" enum ") }
        .filter { line in !housekeeping.contains { line.contains($0) } }
        .map { $0.replacingOccurrences(of: "internal ", with: "").replacingOccurrences(of: " {", with: "") }
        .dropFirst()  // the root type
        .map { $0 }
}
