/// One step of a path into a JSON document: an object member or an array element.
public enum JSONPathComponent: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral
{
    case key(String)
    case index(Int)

    public init(stringLiteral value: String) { self = .key(value) }
    public init(integerLiteral value: Int) { self = .index(value) }

    /// Keys that look like identifiers print bare, others quoted: `strings › "Files" › localizations`.
    public var description: String {
        switch self {
        case .index(let index): return "[\(index)]"
        case .key(let key):
            let bare = !key.isEmpty && key.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
            return bare ? key : Self.quoted(key)
        }
    }

    /// `key` in double quotes, with quotes, backslashes, line breaks and other control characters
    /// escaped as in JSON (`\u001B`: a key never writes raw control characters to a terminal).
    package static func quoted(_ key: String) -> String {
            // Most keys have nothing to escape: quoted whole, not scalar by scalar, in a string of
            // the right size (read in place: findings quote values by the tens of thousands).
            func needsEscaping(_ bytes: some Sequence<UInt8>) -> Bool {
                bytes.contains { byte in
                    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F
                }
            }
            guard key.utf8.withContiguousStorageIfAvailable(needsEscaping) ?? needsEscaping(key.utf8) else {
                var quoted = ""
                quoted.reserveCapacity(key.utf8.count + 2)
                quoted += "\""
                quoted += key
                quoted += "\""
                return quoted
            }
            var escaped = "\""
            for scalar in key.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    escaped += "\\u" + String(hexadecimal: scalar.value, digits: 4)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
    }
}

/// A path from the top of a JSON document to one value, such as
/// `strings › "Files" › localizations › ar › stringUnit › value`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// The steps from the top of the document, outermost first.
    public var components: [JSONPathComponent]

    /// The path made of `components`; no components is the top level.
    public init(_ components: [JSONPathComponent] = []) { self.components = components }
    public init(arrayLiteral elements: JSONPathComponent...) { self.components = elements }

    /// This path with `component` appended.
    public func appending(_ component: JSONPathComponent) -> JSONPath {
        appending(CollectionOfOne(component))
    }

    /// This path with `components` appended.
    public func appending(_ more: [JSONPathComponent]) -> JSONPath {
        appending(more[...])
    }

    /// The new path's array is allocated at its exact size: findings keep their paths, tens of
    /// thousands of them on a large catalog, and `components + more` would double the capacity.
    private func appending<Tail: Collection<JSONPathComponent>>(_ more: Tail) -> JSONPath {
        var joined: [JSONPathComponent] = []
        joined.reserveCapacity(components.count + more.count)
        joined.append(contentsOf: components)
        joined.append(contentsOf: more)
        return JSONPath(joined)
    }

    public var description: String {
        components.isEmpty ? "(top level)" : components.map(\.description).joined(separator: " › ")
    }
}
