#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The kind of a JSON value, as named in messages.
package enum JSONValueType: String {
    case object = "an object"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case boolean = "a boolean"
    case null = "null"
    case other = "an unsupported value"
}

/// Read access to a parsed JSON document, so that one `ModelDecoder` builds the typed model from
/// either the scanned bytes (files) or a `JSONSerialization` object tree (catalogs built in memory).
/// A tree and its values are only read, and `Sendable`, so that the decoder reads one on all cores.
package protocol JSONValueTree: Sendable {
    associatedtype Value: Sendable

    func type(of value: Value) -> JSONValueType
    /// The string, or `nil` when the value is not a string.
    func string(_ value: Value) -> String?
    /// Calls `body` with each member of an object (in document order when the tree has one);
    /// returns `false` when the value is not an object.
    func forEachMember(of value: Value, _ body: (String, Value) throws -> Void) rethrows -> Bool
    /// How many members the object `value` has, when the tree knows it without decoding them; a
    /// capacity to reserve, 0 when unknown.
    func memberCountHint(of value: Value) -> Int
    func elements(of value: Value) -> [Value]?
    func boolean(_ value: Value) -> Bool?
    /// The integer a number's text denotes exactly (`9007199254740993` stays itself), or why
    /// the value is not one (see `JSONInteger`).
    func integer(_ value: Value) -> Result<Int, JSONInteger.Problem>
    /// The value as the model keeps it, for members it does not know.
    func jsonValue(_ value: Value) -> JSONValue
}

extension JSONValueTree {
    package func memberCountHint(of value: Value) -> Int { 0 }
}

/// The nodes of a `JSONSourceMap` over its bytes: values are decoded straight from the text, in
/// document order, with no intermediate object tree. Valid only inside `JSONSourceMap.withTree`.
///
/// `@unchecked Sendable` because of its buffer pointers: they are read-only views of the source
/// map's nodes and bytes, which `withTree` keeps alive (and unchanged) until `body` returns, and
/// the parallel decode ends inside `body`.
package struct ScannedJSONTree: JSONValueTree, @unchecked Sendable {
    let nodes: UnsafeBufferPointer<JSONSourceMap.Node>
    let bytes: UnsafeBufferPointer<UInt8>

    /// The document's top-level value.
    package var root: Int32 { 0 }

    /// The kind of the value `value`.
    package func kind(of value: Int32) -> JSONSourceMap.ValueKind { nodes[Int(value)].kind }

    package func type(of value: Int32) -> JSONValueType {
        switch nodes[Int(value)].kind {
        case .object: return .object
        case .array: return .array
        case .string: return .string
        case .number: return .number
        case .true, .false: return .boolean
        case .null: return .null
        }
    }

    package func string(_ value: Int32) -> String? {
        let node = nodes[Int(value)]
        guard node.kind == .string else { return nil }
        return JSONStrings.decode(bytes, quote: Int(node.valueOffset))
    }

    package func forEachMember(of value: Int32, _ body: (String, Int32) throws -> Void) rethrows -> Bool {
        guard nodes[Int(value)].kind == .object else { return false }
        var child = nodes[Int(value)].firstChild(at: Int(value))
        while child >= 0 {
            let node = nodes[Int(child)]
            try body(JSONStrings.decode(bytes, quote: Int(node.keyOffset)), child)
            child = node.nextSibling
        }
        return true
    }

    package func memberCountHint(of value: Int32) -> Int {
        guard nodes[Int(value)].kind == .object else { return 0 }
        var count = 0
        var child = nodes[Int(value)].firstChild(at: Int(value))
        while child >= 0 {
            count += 1
            child = nodes[Int(child)].nextSibling
        }
        return count
    }

    package func elements(of value: Int32) -> [Int32]? {
        guard nodes[Int(value)].kind == .array else { return nil }
        var elements: [Int32] = []
        var child = nodes[Int(value)].firstChild(at: Int(value))
        while child >= 0 {
            elements.append(child)
            child = nodes[Int(child)].nextSibling
        }
        return elements
    }

    package func boolean(_ value: Int32) -> Bool? {
        switch nodes[Int(value)].kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    package func integer(_ value: Int32) -> Result<Int, JSONInteger.Problem> {
        guard nodes[Int(value)].kind == .number else { return .failure(.notANumber(type(of: value).rawValue)) }
        return JSONInteger.read(number: numberText(value))
    }

    /// The number's text as written (already validated by the scan).
    func numberText(_ value: Int32) -> String {
        JSONNumbers.text(of: bytes, at: Int(nodes[Int(value)].valueOffset))
    }

    package func jsonValue(_ value: Int32) -> JSONValue {
        switch nodes[Int(value)].kind {
        case .string:
            return .string(string(value)!)
        case .object:
            var object: JSONObject = [:]
            _ = forEachMember(of: value) { key, member in object[key] = jsonValue(member) }
            return .object(object)
        case .array:
            return .array(elements(of: value)!.map(jsonValue))
        case .null:
            return .null
        case .number:
            return .number(numberText(value))
        case .true:
            return .boolean(true)
        case .false:
            return .boolean(false)
        }
    }
}

extension JSONSourceMap {
    /// Runs `body` with the scanned document as a tree the model decoder reads.
    package func withTree<Result>(_ body: (ScannedJSONTree) throws -> Result) rethrows -> Result {
        try nodes.withUnsafeBufferPointer { nodes in
            try bytes.withUnsafeBufferPointer { bytes in
                try body(ScannedJSONTree(nodes: nodes, bytes: bytes))
            }
        }
    }
}
