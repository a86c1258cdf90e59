#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// A catalog as read from a file: the typed model, where everything stands in the text, and
/// the warnings reading it gave (a byte order mark, UTF-16).
public struct CatalogDocument: Sendable {
    /// The file name as given to the reader, used in diagnostics.
    public var file: String
    /// The typed model, with every member it does not know kept.
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

    package init(
        file: String, catalog: StringCatalog, sourceMap: JSONSourceMap, warnings: [ReadDiagnostic],
        encoding: TextEncoding, originalData: Data, keyProblems: [ReadDiagnostic] = []
    ) {
        self.file = file
        self.catalog = catalog
        self.sourceMap = sourceMap
        self.warnings = warnings
        self.encoding = encoding
        self.originalData = originalData
        self.keyProblems = keyProblems
    }
}

extension CatalogDocument {
    /// The keys of `strings` in the order of the file (duplicates as often as they occur): what
    /// writing the catalog back is given to sort its keys faster.
    package var keyOrder: [String] { sourceMap.memberKeys(of: ["strings"]) }
}

/// Reads `.xcstrings` files: one pass over the bytes (`JSONSourceMap`) checks them, finds what
/// `JSONSerialization` would hide and records every position; the typed model, which keeps every
/// unknown member (as a `JSONValue`, numbers by their text), is then decoded straight from the text.
public enum CatalogReader {
    /// How entries are split to be decoded on all cores: up to 64 chunks per core, each of at least
    /// 64 entries (catalogs with fewer than 128 are decoded on one core). Chunks are taken as cores
    /// free up, so small ones leave little for one core to finish alone.
    package static var decoding: Chunking { .automatic(itemsPerChunk: 64, chunksPerCore: 64) }

    /// Reads and checks the catalog at `path`. Throws `CatalogReadError` naming `file:line:col`
    /// (or only `file` when it cannot be read at all).
    public static func read(contentsOf path: String, toleratingDuplicateKeys: Bool = false) throws -> CatalogDocument {
        try read(data: FileReading.contents(atPath: path), file: path, toleratingDuplicateKeys: toleratingDuplicateKeys)
    }

    /// Reads and checks a catalog from `data`; `file` names it in diagnostics. Duplicate keys
    /// are errors unless `toleratingDuplicateKeys`, which puts them in `keyProblems` instead.
    public static func read(data: Data, file: String, toleratingDuplicateKeys: Bool = false) throws
        -> CatalogDocument
    {
        try read(data: data, file: file, toleratingDuplicateKeys: toleratingDuplicateKeys, chunking: decoding)
    }

    /// `read(data:file:toleratingDuplicateKeys:)` with the keys decoded in parallel as `chunking`
    /// splits them (tests check that the split never changes the model).
    package static func read(data: Data, file: String, toleratingDuplicateKeys: Bool = false, chunking: Chunking) throws
        -> CatalogDocument
    {
        let text = try CheckedText(data: data, file: file, toleratingDuplicateKeys: toleratingDuplicateKeys)
        return try document(text, file: file, originalData: data, chunking: chunking)
    }

    /// Reads a catalog for checking only: `bytes` are taken as they are when they are plain UTF-8
    /// (otherwise decoded as `read(data:)` does), and `originalData` is left empty, so that the
    /// file is not held twice (the linter's peak memory).
    package static func readForChecking(
        bytes: [UInt8], file: String, toleratingDuplicateKeys: Bool = false, chunking: Chunking = decoding
    ) throws -> CatalogDocument {
        guard TextDecoding.isPlainUTF8(bytes) else {
            var document = try read(
                data: Data(bytes), file: file, toleratingDuplicateKeys: toleratingDuplicateKeys, chunking: chunking)
            document.originalData = Data()
            return document
        }
        let text = try CheckedText(plainUTF8: bytes, file: file, toleratingDuplicateKeys: toleratingDuplicateKeys)
        return try document(text, file: file, originalData: Data(), chunking: chunking)
    }

    /// The document of a checked text: its model decoded (keys in parallel as `chunking` splits them).
    private static func document(_ text: CheckedText, file: String, originalData: Data, chunking: Chunking) throws
        -> CatalogDocument
    {
        let catalog = try text.sourceMap.withTree { tree in
            var decoder = ModelDecoder(file: file, sourceMap: text.sourceMap, tree: tree, chunking: chunking)
            return try decoder.catalog(tree.root)
        }
        return CatalogDocument(
            file: file, catalog: catalog, sourceMap: text.sourceMap, warnings: text.warnings,
            encoding: text.encoding, originalData: originalData, keyProblems: text.keyProblems)
    }
}

/// A JSON document's text, decoded to UTF-8 and scanned: its positions, the warnings about its
/// encoding, and the duplicate keys tolerated. Throws every problem with its line and column;
/// nothing that `JSONSerialization` would silently merge or tolerate gets through. Its values are
/// read from the scan (`sourceMap.withTree`), without `JSONSerialization`.
package struct CheckedText: Sendable {
    package var sourceMap: JSONSourceMap
    package var warnings: [ReadDiagnostic]
    package var encoding: TextEncoding
    package var keyProblems: [ReadDiagnostic]

    /// Checks `data`, whose top level must be an object.
    package init(data: Data, file: String, toleratingDuplicateKeys: Bool) throws {
        try self.init(data: data, file: file, toleratingDuplicateKeys: toleratingDuplicateKeys, alongside: nil)
    }

    /// Checks `data`, whose top level must be an object. `alongside` runs on the calling thread
    /// with the UTF-8 bytes while the scan runs on another core.
    init(
        data: Data, file: String, toleratingDuplicateKeys: Bool, alongside: ((Data) -> Void)?
    ) throws {
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
        } catch TextDecoding.Failure.invalidUTF16(let offset, let location) {
            throw CatalogReadError([
                ReadDiagnostic(.invalidUTF8, "invalid UTF-16 at byte \(offset) (a code unit that is no part of a character, or a last odd byte)", file: file,
                    at: location)
            ])
        } catch TextDecoding.Failure.utf32 {
            throw CatalogReadError([
                ReadDiagnostic(.invalidUTF8, "the file is encoded in UTF-32, which Xcode does not read; save it as UTF-8", file: file,
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

        let utf8 = decoded.utf8
        let sourceMap: JSONSourceMap
        if let alongside {
            // `@unchecked Sendable`: the one write (on the other thread) is ordered before the read
            // by `group.wait()`.
            final class Box: @unchecked Sendable { var map: JSONSourceMap? }
            let box = Box()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { box.map = JSONSourceMap(utf8: utf8) }
            alongside(decoded.encoding == .utf8 ? data : Data(utf8))
            group.wait()
            sourceMap = box.map!
        } else {
            sourceMap = JSONSourceMap(utf8: utf8)
        }
        try self.init(checking: sourceMap, warnings: warnings, encoding: decoded.encoding, file: file,
                      toleratingDuplicateKeys: toleratingDuplicateKeys)
    }

    /// Checks plain UTF-8 bytes (no byte order mark, not UTF-16: `TextDecoding.isPlainUTF8`), as
    /// they are: without the copy that decoding `Data` makes.
    init(plainUTF8 utf8: [UInt8], file: String, toleratingDuplicateKeys: Bool) throws {
        guard !utf8.isEmpty else {
            throw CatalogReadError([
                ReadDiagnostic(.emptyFile, "the file is empty; expected a JSON object", file: file,
                    at: SourceLocation(line: 1, column: 1))
            ])
        }
        try self.init(checking: JSONSourceMap(utf8: utf8), warnings: [], encoding: .utf8, file: file,
                      toleratingDuplicateKeys: toleratingDuplicateKeys)
    }

    /// The scanned text, or its problems with positions.
    private init(
        checking sourceMap: JSONSourceMap, warnings: [ReadDiagnostic], encoding: TextEncoding, file: String,
        toleratingDuplicateKeys: Bool
    ) throws {
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
        self.sourceMap = sourceMap
        self.warnings = warnings
        self.encoding = encoding
        self.keyProblems = problems
    }
}

/// A JSON object read from text and checked by `JSONSourceMap`, whose scan is the only judge of
/// its syntax (as for catalogs); its values are built from the scan, without `JSONSerialization`.
/// Generic: configuration files and baselines use it.
package struct JSONText {
    package var object: JSONObject
    package var sourceMap: JSONSourceMap
    package var warnings: [ReadDiagnostic]
    package var encoding: TextEncoding
    /// Duplicate keys found when tolerated.
    package var keyProblems: [ReadDiagnostic] = []

    /// Parses `data` as a JSON document whose top level must be an object. Every problem is
    /// reported with its line and column; nothing that `JSONSerialization` would silently merge
    /// or tolerate gets through.
    package static func parse(data: Data, file: String, toleratingDuplicateKeys: Bool = false) throws -> JSONText {
        let text = try CheckedText(data: data, file: file, toleratingDuplicateKeys: toleratingDuplicateKeys)
        guard case .object(let object) = text.sourceMap.withTree({ $0.jsonValue($0.root) }) else {
            throw CatalogReadError(text.warnings + [
                ReadDiagnostic(.wrongType, "the top level must be a JSON object", file: file,
                    at: SourceLocation(line: 1, column: 1))
            ])
        }
        return JSONText(
            object: object, sourceMap: text.sourceMap, warnings: text.warnings, encoding: text.encoding,
            keyProblems: text.keyProblems)
    }
}
