/// A JSON value the model keeps as it was read: the members of a catalog it does not know
/// (`unknownFields`), written back in Xcode's format.
///
/// Plain Swift values, `Sendable` and `Equatable`, rather than the object tree `JSONSerialization`
/// makes (`Any`, `NSNumber`, `NSNull`): a catalog can be shared between threads with the compiler
/// checking it, compared with `==`, and read without Foundation.
///
/// Literals make one: `["note": "kept", "count": 2, "flags": [true, nil]]`.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    /// A number as written in the source (`2`, `-1.5e3`), so that a large integer or a fraction
    /// is kept exactly; a writer writes it as `JSONSerialization` writes the number it denotes.
    /// Numbers compare by this text.
    case number(String)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object(JSONObject)
}

/// The members of a JSON object the model does not know, by key.
public typealias JSONObject = [String: JSONValue]

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(String(value)) }
    public init(floatLiteral value: Double) { self = .number(String(value)) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements, uniquingKeysWith: { _, last in last }))
    }
}
