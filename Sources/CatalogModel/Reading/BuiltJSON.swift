#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value assembled in memory, in the catalog's shape, for `ModelDecoder` to read: what
/// `xcstrings-gen` builds from `translations.json` before the one model decoder turns it into a
/// `StringCatalog`. Plain Swift values, so that building and decoding it costs no `Any` boxing,
/// dynamic casts or bridging (the `JSONSerialization` object tree it replaces did).
///
/// Numbers keep their text, as the scanned bytes do: `ModelDecoder` reads an integer from it
/// exactly, and a member the model does not know keeps it (`JSONValue.number`).
package enum BuiltJSON: Sendable, Equatable {
    case object(BuiltJSONObject)
    case array([BuiltJSON])
    case string(String)
    /// A number, as written in the source.
    case number(String)
    case boolean(Bool)
    case null
}

/// The members of a `BuiltJSON` object, in the order they were added. Setting a member that is
/// already there replaces its value in place (as a dictionary would); objects of the format are
/// small, and the large one (`strings`) is assembled with `append`, whose keys are unique.
package struct BuiltJSONObject: Sendable, Equatable {
    package private(set) var members: [(key: String, value: BuiltJSON)] = []

    package init() {}

    package init(_ members: [(key: String, value: BuiltJSON)]) {
        self.members = members
    }

    package var isEmpty: Bool { members.isEmpty }

    package subscript(key: String) -> BuiltJSON? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// Adds a member known not to be there yet.
    package mutating func append(_ key: String, _ value: BuiltJSON) {
        members.append((key, value))
    }

    package mutating func reserveCapacity(_ count: Int) {
        members.reserveCapacity(count)
    }

    package static func == (lhs: BuiltJSONObject, rhs: BuiltJSONObject) -> Bool {
        lhs.members.count == rhs.members.count && zip(lhs.members, rhs.members).allSatisfy { $0 == $1 }
    }
}

extension BuiltJSON {
    /// The value the scanned document holds at `value`, with every member and element (what
    /// `translations.json` passes through verbatim, under its escape hatch).
    package init(scanned value: Int32, in tree: ScannedJSONTree) {
        switch tree.nodes[Int(value)].kind {
        case .string:
            self = .string(tree.string(value)!)
        case .number:
            self = .number(tree.numberText(value))
        case .true:
            self = .boolean(true)
        case .false:
            self = .boolean(false)
        case .null:
            self = .null
        case .array:
            self = .array(tree.elements(of: value)!.map { BuiltJSON(scanned: $0, in: tree) })
        case .object:
            var object = BuiltJSONObject()
            _ = tree.forEachMember(of: value) { key, member in object[key] = BuiltJSON(scanned: member, in: tree) }
            self = .object(object)
        }
    }
}

/// `BuiltJSON` as a tree `ModelDecoder` reads.
struct BuiltJSONTree: JSONValueTree {
    func type(of value: BuiltJSON) -> JSONValueType {
        switch value {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .boolean: return .boolean
        case .null: return .null
        }
    }

    func string(_ value: BuiltJSON) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    func forEachMember(of value: BuiltJSON, _ body: (String, BuiltJSON) throws -> Void) rethrows -> Bool {
        guard case .object(let object) = value else { return false }
        for (key, member) in object.members { try body(key, member) }
        return true
    }

    func elements(of value: BuiltJSON) -> [BuiltJSON]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    func boolean(_ value: BuiltJSON) -> Bool? {
        if case .boolean(let flag) = value { return flag }
        return nil
    }

    func integer(_ value: BuiltJSON) -> Result<Int, JSONInteger.Problem> {
        guard case .number(let text) = value else { return .failure(.notANumber(type(of: value).rawValue)) }
        return JSONInteger.read(number: text)
    }

    func jsonValue(_ value: BuiltJSON) -> JSONValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let text): return .number(text)
        case .boolean(let flag): return .boolean(flag)
        case .null: return .null
        case .array(let elements): return .array(elements.map(jsonValue))
        case .object(let object):
            var result: JSONObject = [:]
            for (key, member) in object.members { result[key] = jsonValue(member) }
            return .object(result)
        }
    }
}

extension CatalogReader {
    /// Builds the typed model from a `BuiltJSON` catalog (its top-level object), as
    /// `catalog(fromJSONObject:file:)` does from a `JSONSerialization` tree. Errors carry the JSON
    /// path of the wrong value, without positions.
    package static func catalog(
        fromBuilt value: BuiltJSON, file: String, chunking: Chunking = CatalogReader.decoding
    ) throws -> StringCatalog {
        var decoder = ModelDecoder(file: file, sourceMap: JSONSourceMap(utf8: []), tree: BuiltJSONTree(), chunking: chunking)
        return try decoder.catalog(value)
    }
}
