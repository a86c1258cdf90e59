import CatalogModel
import Foundation

/// Puts a catalog into Xcode's exact format: the work of `xcstrings-fmt`, as a library.
public enum CatalogFormatter {
    /// What formatting one file gives.
    public struct Result {
        /// The canonical bytes.
        public var formatted: Data
        /// The input as read.
        public var original: Data
        /// Warnings from reading (a byte order mark, UTF-16).
        public var warnings: [ReadDiagnostic]
        /// Where the input first differs from the canonical bytes, or `nil` when it is canonical.
        public var firstDifference: SourceLocation?

        /// Whether the input is already in Xcode's format.
        public var isCanonical: Bool { firstDifference == nil }
    }

    /// Formats the catalog in `data`. Throws `CatalogReadError` for anything that cannot be
    /// represented without loss (invalid JSON, duplicate keys, wrong types): such a file must not
    /// be rewritten.
    public static func format(data: Data, file: String) throws -> Result {
        let document = try CatalogReader.read(data: data, file: file)
        let formatted = try CatalogWriter.data(for: document.catalog, keyOrder: document.keyOrder)
        var difference: SourceLocation?
        if formatted != data {
            difference = firstDifference(formatted, document)
        }
        var warnings = document.warnings
        if document.sourceMap.keyLocation(of: ["strings"]) == nil {
            // Xcode writes `"strings" : {}` even when there is no key; so does the writer: say so.
            warnings.append(ReadDiagnostic(
                .missingField, "the catalog has no \"strings\" member; Xcode's format has an empty one, which xcstrings-fmt adds",
                severity: .warning, file: file, at: SourceLocation(line: 1, column: 1)))
        }
        return Result(formatted: formatted, original: data, warnings: warnings, firstDifference: difference)
    }

    /// Formats the catalog file at `path`.
    public static func format(contentsOf path: String) throws -> Result {
        try format(data: FileReading.contents(atPath: path), file: path)
    }

    /// The location in the original text of the first byte that differs from `formatted`.
    private static func firstDifference(_ formatted: Data, _ document: CatalogDocument) -> SourceLocation {
        guard document.encoding == .utf8 else { return SourceLocation(line: 1, column: 1) }
        let original = document.originalData
        let offset = formatted.withUnsafeBytes { new -> Int in
            original.withUnsafeBytes { old -> Int in
                let count = min(new.count, old.count)
                var index = 0
                while index < count && new[index] == old[index] { index += 1 }
                return index
            }
        }
        return document.sourceMap.location(ofOffset: offset)
    }
}
