import CatalogModel
import Foundation
import CatalogWriting

/// How a committed catalog differs from what its source produces (`xcstrings-gen --check`).
public struct CatalogDrift {
    /// The catalog compared.
    public var file: String
    /// The catalog does not exist.
    public var isMissing = false
    /// The catalog cannot be read as a catalog (why).
    public var unreadable: [ReadDiagnostic] = []
    /// Keys the source has and the catalog lacks.
    public var keysToAdd: [String] = []
    /// Keys the catalog has and the source lacks.
    public var keysToRemove: [String] = []
    /// Keys in both whose contents differ.
    public var changedKeys: [String] = []
    /// Top-level members that differ (`sourceLanguage`, `version`, others).
    public var changedFields: [String] = []

    /// The bytes differ but the contents do not: only the formatting does.
    public var onlyFormatting: Bool {
        !isMissing && unreadable.isEmpty && keysToAdd.isEmpty && keysToRemove.isEmpty && changedKeys.isEmpty
            && changedFields.isEmpty
    }

    /// Compares the catalog `actual` (`nil`: missing) with the `expected` bytes of `catalog`;
    /// `nil` when they are identical.
    public static func compare(expected: Data, catalog: StringCatalog, actual: Data?, file: String) -> CatalogDrift? {
        guard let actual else { return CatalogDrift(file: file, isMissing: true) }
        guard actual != expected else { return nil }
        var drift = CatalogDrift(file: file)
        let committed: StringCatalog
        do {
            committed = try CatalogReader.read(data: actual, file: file).catalog
        } catch let error as CatalogReadError {
            drift.unreadable = error.errors.isEmpty ? error.diagnostics : error.errors
            return drift
        } catch {
            drift.unreadable = [ReadDiagnostic(.unreadableFile, "\(error)", file: file, at: nil)]
            return drift
        }
        drift.keysToAdd = catalog.strings.keys.filter { committed.strings[$0] == nil }.sorted()
        drift.keysToRemove = committed.strings.keys.filter { catalog.strings[$0] == nil }.sorted()
        drift.changedKeys = catalog.strings.keys.filter { key in
            guard let old = committed.strings[key] else { return false }
            return (try? TranslationsImporter.entryData(old)) != (try? TranslationsImporter.entryData(catalog.strings[key]))
        }.sorted()
        if catalog.sourceLanguage != committed.sourceLanguage { drift.changedFields.append("sourceLanguage") }
        if catalog.version != committed.version { drift.changedFields.append("version") }
        for name in Set(catalog.unknownFields.keys).union(committed.unknownFields.keys).sorted() {
            func bytes(_ fields: JSONObject) -> Data? {
                guard let value = fields[name] else { return nil }
                return try? CatalogWriter.data(for: StringCatalog(sourceLanguage: nil, version: nil, unknownFields: [name: value]))
            }
            if bytes(catalog.unknownFields) != bytes(committed.unknownFields) { drift.changedFields.append(name) }
        }
        return drift
    }

    /// What differs, one line each (to print under a heading naming the file).
    public var details: [String] {
        if isMissing { return ["the catalog does not exist"] }
        if !unreadable.isEmpty { return ["it cannot be read as a catalog: " + unreadable.map(\.description).joined(separator: "; ")] }
        if onlyFormatting { return ["only the formatting differs (not Xcode's exact bytes)"] }
        func list(_ keys: [String]) -> String {
            let shown = keys.prefix(20).map { JSONPathComponent.quoted($0) }.joined(separator: ", ")
            return keys.count > 20 ? "\(shown) and \(keys.count - 20) more" : shown
        }
        var lines: [String] = []
        if !keysToAdd.isEmpty { lines.append("missing from the catalog (\(keysToAdd.count)): \(list(keysToAdd))") }
        if !keysToRemove.isEmpty { lines.append("not in the source (\(keysToRemove.count)): \(list(keysToRemove))") }
        if !changedKeys.isEmpty { lines.append("different (\(changedKeys.count)): \(list(changedKeys))") }
        if !changedFields.isEmpty { lines.append("top-level members that differ: \(changedFields.joined(separator: ", "))") }
        return lines
    }
}
