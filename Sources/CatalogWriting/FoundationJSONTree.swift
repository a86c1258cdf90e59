import CatalogModel
import Foundation

// Reading and checking catalogs built as `JSONSerialization` object trees: the reference the
// model decoder is tested against, and catalogs assembled in memory.

extension JSONValueType {
    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// The kind of a value of `JSONSerialization`'s object tree.
    package init(of value: Any) {
        switch value {
        case is String: self = .string
        case is [String: Any]: self = .object
        case is [Any]: self = .array
        case is NSNull: self = .null
        case let number as NSNumber:
            self = ObjectIdentifier(type(of: number)) == Self.booleanType ? .boolean : .number
        case is Bool: self = .boolean
        case is Int, is Double: self = .number
        default: self = .other
        }
    }
}

/// A value of `JSONSerialization`'s object tree (or of one built in memory the same way).
///
/// `@unchecked Sendable` because `Any` is not: the values are JSON values (see `JSONObject`),
/// which nothing changes once made, and the decoder only reads them.
package struct FoundationJSONValue: @unchecked Sendable {
    package let value: Any
    package init(_ value: Any) { self.value = value }
}

/// `JSONSerialization`'s object tree.
package struct FoundationJSONTree: JSONValueTree {
    package init() {}

    package func type(of value: FoundationJSONValue) -> JSONValueType { JSONValueType(of: value.value) }
    package func string(_ value: FoundationJSONValue) -> String? { value.value as? String }

    package func forEachMember(of value: FoundationJSONValue, _ body: (String, FoundationJSONValue) throws -> Void) rethrows -> Bool {
        guard let object = value.value as? [String: Any] else { return false }
        for (key, member) in object { try body(key, FoundationJSONValue(member)) }
        return true
    }

    package func elements(of value: FoundationJSONValue) -> [FoundationJSONValue]? {
        (value.value as? [Any])?.map(FoundationJSONValue.init)
    }

    package func boolean(_ value: FoundationJSONValue) -> Bool? {
        JSONValueType(of: value.value) == .boolean ? value.value as? Bool : nil
    }

    package func integer(_ value: FoundationJSONValue) -> Result<Int, JSONInteger.Problem> {
        guard JSONValueType(of: value.value) == .number, let number = value.value as? NSNumber else {
            return .failure(.notANumber(JSONValueType(of: value.value).rawValue))
        }
        return JSONInteger.read(number: String(describing: number))
    }
    package func jsonValue(_ value: FoundationJSONValue) -> JSONValue { JSONValue(foundation: value.value) }
}


extension JSONNumbers {
    /// The number or boolean `JSONSerialization` reads from `text`, for writing a number the model
    /// keeps as text exactly as `JSONSerialization` writes it.
    package static func foundationValue(ofText text: String) -> Any {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) ?? NSNull()
    }
}


extension CatalogDocument {
    /// The document of a catalog built in memory: its Xcode-format bytes (`originalData`) and their
    /// positions, without parsing them again.
    /// Throws when the bytes could not be read back (nesting deeper than `JSONSerialization` reads).
    /// `keyOrder`: the keys in the order of the source, which makes writing faster (see
    /// `CatalogWriter.data(for:keyOrder:)`).
    package init(generating catalog: StringCatalog, file: String, keyOrder: [String]? = nil) throws {
        let bytes = try CatalogWriter.bytes(for: catalog, keyOrder: keyOrder)
        let data = Data(bytes)
        let map = JSONSourceMap(utf8: bytes)
        if let problem = map.problems.first {
            throw CatalogReadError([
                ReadDiagnostic(problem.kind, "the generated catalog could not be read back: \(problem.message)",
                               file: file, at: nil)
            ])
        }
        self.init(file: file, catalog: catalog, sourceMap: map, warnings: [], encoding: .utf8, originalData: data)
    }

}

extension CatalogReader {
    /// Builds the typed model from a JSON object tree (as `JSONSerialization` produces it), for
    /// catalogs assembled in memory. Errors carry the JSON path of the wrong value; positions only
    /// when `sourceMap` describes the text the tree was read from.
    package static func catalog(
        fromJSONObject object: [String: Any], file: String, sourceMap: JSONSourceMap? = nil,
        chunking: Chunking = CatalogReader.decoding
    ) throws -> StringCatalog {
        var decoder = ModelDecoder(
            file: file, sourceMap: sourceMap ?? JSONSourceMap(utf8: []), tree: FoundationJSONTree(), chunking: chunking)
        return try decoder.catalog(FoundationJSONValue(object))
    }
}
