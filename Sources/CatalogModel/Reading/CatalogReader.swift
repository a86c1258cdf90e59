import Foundation

/// A catalog as read from a file: the typed model, where everything stands in the text, and
/// the warnings reading it gave (a byte order mark, UTF-16).
public struct CatalogDocument {
    /// The file name as given to the reader, used in diagnostics.
    public var file: String
    public var catalog: StringCatalog
    /// Positions of every key and value in the (UTF-8) text.
    public var sourceMap: JSONSourceMap
    /// Warnings: the file was read, but is not as Xcode writes it.
    public var warnings: [ReadDiagnostic]
    /// The encoding the file was in.
    public var encoding: TextEncoding
    /// The file's bytes as read.
    public var originalData: Data
    /// Duplicate and normalization-twin keys, when the reader was asked to tolerate them (the
    /// linter reports them and goes on; the last of duplicates is in the model).
    public var keyProblems: [ReadDiagnostic] = []
}

extension CatalogDocument {
    /// The document of a catalog built in memory: its Xcode-format bytes (`originalData`) and their
    /// positions, without parsing them again.
    /// Throws when the bytes could not be read back (nesting deeper than `JSONSerialization` reads).
    public init(generating catalog: StringCatalog, file: String) throws {
        let data = try CatalogWriter.data(for: catalog)
        let map = JSONSourceMap(utf8: [UInt8](data))
        if let problem = map.problems.first {
            throw CatalogReadError([
                ReadDiagnostic(problem.kind, "the generated catalog could not be read back: \(problem.message)",
                               file: file, at: nil)
            ])
        }
        self.init(file: file, catalog: catalog, sourceMap: map, warnings: [], encoding: .utf8, originalData: data)
    }
}

/// Reads `.xcstrings` files: `JSONSerialization` for the values, `JSONSourceMap` for positions and
/// for what `JSONSerialization` hides, then a typed model that keeps every unknown member.
public enum CatalogReader {
    /// Reads and checks the catalog at `path`. Throws `CatalogReadError` naming `file:line:col`.
    public static func read(contentsOf path: String, toleratingDuplicateKeys: Bool = false) throws -> CatalogDocument {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CatalogReadError([
                ReadDiagnostic(.unreadableFile, "cannot read the file: \(describe(error))", file: path, at: nil)
            ])
        }
        return try read(data: data, file: path, toleratingDuplicateKeys: toleratingDuplicateKeys)
    }

    /// Reads and checks a catalog from `data`; `file` names it in diagnostics. Duplicate keys
    /// are errors unless `toleratingDuplicateKeys`, which puts them in `keyProblems` instead.
    public static func read(data: Data, file: String, toleratingDuplicateKeys: Bool = false) throws
        -> CatalogDocument
    {
        let json = try JSONText.parse(data: data, file: file, toleratingDuplicateKeys: toleratingDuplicateKeys)
        var decoder = ModelDecoder(file: file, sourceMap: json.sourceMap)
        let catalog = try decoder.catalog(json.object)
        return CatalogDocument(
            file: file, catalog: catalog, sourceMap: json.sourceMap, warnings: json.warnings,
            encoding: json.encoding, originalData: data, keyProblems: json.keyProblems)
    }

    /// Builds the typed model from a JSON object tree (as `JSONSerialization` produces it), for
    /// catalogs assembled in memory. Errors carry the JSON path of the wrong value; positions only
    /// when `sourceMap` describes the text the tree was read from.
    public static func catalog(fromJSONObject object: JSONObject, file: String, sourceMap: JSONSourceMap? = nil)
        throws -> StringCatalog
    {
        var decoder = ModelDecoder(file: file, sourceMap: sourceMap ?? JSONSourceMap(utf8: []))
        return try decoder.catalog(object)
    }

    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

/// A JSON object read from text with `JSONSerialization`, checked by `JSONSourceMap`.
/// Generic: catalogs, `translations.json` and configuration files use it.
public struct JSONText {
    public var object: JSONObject
    public var sourceMap: JSONSourceMap
    public var warnings: [ReadDiagnostic]
    public var encoding: TextEncoding
    /// Duplicate keys found when tolerated.
    public var keyProblems: [ReadDiagnostic] = []

    /// Parses `data` as a JSON document whose top level must be an object. Every problem is
    /// reported with its line and column; nothing that `JSONSerialization` would silently merge
    /// or tolerate gets through.
    public static func parse(data: Data, file: String, toleratingDuplicateKeys: Bool = false) throws -> JSONText {
        var warnings: [ReadDiagnostic] = []
        guard !data.isEmpty else {
            throw CatalogReadError([
                ReadDiagnostic(.emptyFile, "the file is empty; expected a JSON object", file: file,
                    at: SourceLocation(line: 1, column: 1))
            ])
        }
        let decoded: TextDecoding.Decoded
        do {
            decoded = try TextDecoding.decode(data)
        } catch TextDecoding.Failure.invalidUTF16(let offset) {
            throw CatalogReadError([
                ReadDiagnostic(.invalidUTF8, "invalid UTF-16 near byte \(offset)", file: file,
                    at: SourceLocation(line: 1, column: 1))
            ])
        }
        switch decoded.encoding {
        case .utf8: break
        case .utf8WithBOM:
            warnings.append(ReadDiagnostic(.byteOrderMark, "the file starts with a UTF-8 byte order mark, which Xcode does not write; xcstrings-fmt removes it", severity: .warning,
                file: file, at: SourceLocation(line: 1, column: 1)))
        case .utf16BigEndian, .utf16LittleEndian:
            warnings.append(ReadDiagnostic(.utf16, "the file is encoded in \(decoded.encoding.rawValue); Xcode writes UTF-8, and xcstrings-fmt converts it", severity: .warning,
                file: file, at: SourceLocation(line: 1, column: 1)))
        }

        // Scan the bytes on another core while JSONSerialization parses them; the scan's findings
        // come first, JSONSerialization's result is used only when the scan found nothing fatal.
        final class Box: @unchecked Sendable { var map: JSONSourceMap? }
        let box = Box()
        let group = DispatchGroup()
        let utf8 = decoded.utf8
        DispatchQueue.global().async(group: group) { box.map = JSONSourceMap(utf8: utf8) }
        let parseResult = Result<Any, Error> {
            try JSONSerialization.jsonObject(with: decoded.encoding == .utf8 ? data : Data(utf8), options: [])
        }
        group.wait()
        let sourceMap = box.map!
        let problems = sourceMap.problems.map { problem in
            ReadDiagnostic(
                problem.kind, problem.message, file: file,
                at: sourceMap.location(ofOffset: problem.offset),
                related: problem.relatedOffset.map { [sourceMap.location(ofOffset: $0)] } ?? [])
        }
        let onlyDuplicates = problems.allSatisfy { $0.kind == .duplicateKey || $0.kind == .normalizationTwin }
        if !problems.isEmpty && !(toleratingDuplicateKeys && onlyDuplicates) {
            throw CatalogReadError(warnings + problems)
        }
        guard sourceMap.kind(at: []) == .object else {
            throw CatalogReadError(warnings + [
                ReadDiagnostic(.wrongType, "the top level must be a JSON object", file: file,
                    at: sourceMap.valueLocation(of: []))
            ])
        }
        let parsed: Any
        do {
            parsed = try parseResult.get()
        } catch {
            // The scan accepts only what JSONSerialization reads; should they ever disagree, turn
            // its "around character N" into a position.
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            var location = SourceLocation(line: 1, column: 1)
            if let range = description.range(of: "around character "),
                let offset = Int(description[range.upperBound...].prefix { $0.isNumber })
            {
                location = sourceMap.location(ofOffset: offset)
            }
            throw CatalogReadError(warnings + [
                ReadDiagnostic(.syntax, "invalid JSON: \(description)", file: file, at: location)
            ])
        }
        guard let object = parsed as? JSONObject else {
            throw CatalogReadError(warnings + [
                ReadDiagnostic(.wrongType, "the top level must be a JSON object", file: file,
                    at: SourceLocation(line: 1, column: 1))
            ])
        }
        return JSONText(
            object: object, sourceMap: sourceMap, warnings: warnings, encoding: decoded.encoding, keyProblems: problems)
    }
}
