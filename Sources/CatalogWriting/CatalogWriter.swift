import CatalogModel
import Foundation

/// Writes catalogs in Xcode's exact format: `JSONSerialization` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (2-space indent, `"key" : value`,
/// every object sorted with Foundation's collation comparator, empty objects as `{`, blank line,
/// `}`), UTF-8 without a byte order mark and without a final newline.
public enum CatalogWriter {
    /// The options that reproduce Xcode's bytes.
    package static let writingOptions: JSONSerialization.WritingOptions = [
        .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]

    /// The bytes Xcode would write for `catalog`: written straight from the model, byte for byte
    /// what `JSONSerialization` gives (`foundationData(for:)`, used when a value needs it).
    ///
    /// `keyOrder`, the catalog's keys in the order of the file they were read or generated from,
    /// only makes writing faster: sorting keys that are already in Xcode's order, or nearly, takes
    /// one comparison per key instead of about twenty. The bytes are the same with any order or none.
    public static func data(for catalog: StringCatalog, keyOrder: [String]? = nil) throws -> Data {
        Data(try bytes(for: catalog, keyOrder: keyOrder))
    }

    /// `data(for:keyOrder:)` as an array of bytes (what positions are scanned from, without a copy).
    package static func bytes(for catalog: StringCatalog, keyOrder: [String]? = nil) throws -> [UInt8] {
        let writer = XcodeJSONWriter(capacity: max(1 << 16, catalog.strings.count * 512), conventions: .xcode)
        writer.keyOrder = keyOrder
        do {
            try writer.catalog(catalog)
            return writer.bytes
        } catch is XcodeJSONWriter.Unsupported {
            return [UInt8](try foundationData(for: catalog))
        }
    }

    /// `keys` in the order Xcode writes an object's members: Foundation's collation, as
    /// `JSONSerialization` sorts them for `.sortedKeys`.
    package static func xcodeOrder(_ keys: some Sequence<String>) -> [String] {
        keys.sorted(by: XcodeJSONWriter.precedes)
    }

    /// The keys of `catalog` in the order Xcode writes them; `keyOrder` only makes it faster, as
    /// for `data(for:keyOrder:)`.
    package static func keys(of catalog: StringCatalog, keyOrder: [String]? = nil) -> [String] {
        XcodeJSONWriter.xcodeOrder(of: catalog.strings, hint: keyOrder, by: XcodeJSONWriter.precedes)
    }

    /// The same bytes, produced by `JSONSerialization` from a Foundation object tree (slower; the
    /// reference the fast writer is tested against).
    package static func foundationData(for catalog: StringCatalog) throws -> Data {
        try data(forJSONObject: jsonObject(for: catalog))
    }

    /// What `JSONSerialization` writes for `object` with `writingOptions` (pretty, sorted keys,
    /// slashes as they are), written by the fast writer: reports with tens of thousands of
    /// findings (`--format json`, SARIF) spent most of their run in `JSONSerialization`.
    /// `JSONSerialization` itself writes what the fast writer cannot.
    package static func prettyData(forJSONObject object: Any) -> Data {
        let writer = XcodeJSONWriter(conventions: .xcode)
        do {
            try writer.any(object, indent: 0)
            return Data(writer.bytes)
        } catch {
            return (try? JSONSerialization.data(withJSONObject: object, options: writingOptions)) ?? Data()
        }
    }

    /// Xcode-format bytes for any JSON object tree.
    package static func data(forJSONObject object: [String: Any]) throws -> Data {
        var data = try JSONSerialization.data(withJSONObject: object, options: writingOptions)
        // Xcode ends the file with `}`; strip a newline should Foundation ever add one.
        while data.last == UInt8(ascii: "\n") { data.removeLast() }
        return data
    }

    /// Writes `catalog` to `path` atomically (temporary file, then rename), keeping the
    /// permissions of the file it replaces. A failure leaves the file untouched and throws an
    /// error that reads `path: error: cannot write the file: <reason>`.
    public static func write(_ catalog: StringCatalog, toFile path: String) throws {
        try AtomicFile.write(try data(for: catalog), toFile: path)
    }

    // MARK: - Model to JSON objects

    /// The `JSONSerialization` object tree for `catalog`.
    package static func jsonObject(for catalog: StringCatalog) -> [String: Any] {
        var object = catalog.unknownFields.foundationObject
        if let sourceLanguage = catalog.sourceLanguage { object["sourceLanguage"] = sourceLanguage }
        if let version = catalog.version { object["version"] = version }
        var strings: [String: Any] = [:]
        strings.reserveCapacity(catalog.strings.count)
        for (key, entry) in catalog.strings { strings[key] = jsonObject(for: entry) }
        object["strings"] = strings
        return object
    }

    /// The `JSONSerialization` object tree for one entry.
    package static func jsonObject(for entry: CatalogEntry) -> [String: Any] {
        var object = entry.unknownFields.foundationObject
        if let comment = entry.comment { object["comment"] = comment }
        if let state = entry.extractionState { object["extractionState"] = state.rawValue }
        if let generated = entry.isCommentAutoGenerated { object["isCommentAutoGenerated"] = generated }
        if let shouldTranslate = entry.shouldTranslate { object["shouldTranslate"] = shouldTranslate }
        if let localizations = entry.localizations {
            var languages: [String: Any] = [:]
            languages.reserveCapacity(localizations.count)
            for (language, localization) in localizations { languages[language] = jsonObject(for: localization) }
            object["localizations"] = languages
        }
        return object
    }

    /// The `JSONSerialization` object tree for one localization (or variation case).
    package static func jsonObject(for localization: Localization) -> [String: Any] {
        var object = localization.unknownFields.foundationObject
        if let unit = localization.stringUnit {
            var unitObject = unit.unknownFields.foundationObject
            if let state = unit.state { unitObject["state"] = state.rawValue }
            unitObject["value"] = unit.value
            object["stringUnit"] = unitObject
        }
        if let set = localization.stringSet {
            var setObject = set.unknownFields.foundationObject
            if let state = set.state { setObject["state"] = state.rawValue }
            setObject["values"] = set.values
            object["stringSet"] = setObject
        }
        if let variations = localization.variations { object["variations"] = jsonObject(for: variations) }
        if let substitutions = localization.substitutions {
            var names: [String: Any] = [:]
            for (name, substitution) in substitutions {
                var substitutionObject = substitution.unknownFields.foundationObject
                if let argNum = substitution.argNum { substitutionObject["argNum"] = argNum }
                if let specifier = substitution.formatSpecifier { substitutionObject["formatSpecifier"] = specifier }
                if let variations = substitution.variations {
                    substitutionObject["variations"] = jsonObject(for: variations)
                }
                names[name] = substitutionObject
            }
            object["substitutions"] = names
        }
        return object
    }

    static func jsonObject(for variations: Variations) -> [String: Any] {
        var object: [String: Any] = [:]
        for (kind, cases) in variations.kinds {
            var casesObject: [String: Any] = [:]
            for (name, value) in cases { casesObject[name] = jsonObject(for: value) }
            object[kind.rawValue] = casesObject
        }
        return object
    }
}
