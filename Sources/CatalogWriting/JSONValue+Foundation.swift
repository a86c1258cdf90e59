import CatalogModel
import Foundation

extension JSONValue {
    /// The value of a `JSONSerialization` object tree (a catalog built or read with Foundation).
    /// A number keeps a text `JSONSerialization` reads back as the same number, a boolean
    /// `NSNumber` becomes `boolean`.
    package init(foundation value: Any) {
        switch value {
        case let text as String:
            self = .string(text)
        case let object as [String: Any]:
            self = .object(object.mapValues(JSONValue.init(foundation:)))
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundation:)))
        case is NSNull:
            self = .null
        case let number as NSNumber:
            if ObjectIdentifier(type(of: number)) == Self.booleanType {
                self = .boolean(number.boolValue)
            } else {
                self = .number(Self.text(of: number))
            }
        case let flag as Bool:
            self = .boolean(flag)
        case let integer as Int:
            self = .number(String(integer))
        default:
            preconditionFailure("not a JSON value: \(type(of: value))")
        }
    }

    /// The value as `JSONSerialization` reads it from its text (a number from its text, exactly).
    package var foundationValue: Any {
        switch self {
        case .string(let text): return text
        case .number(let text): return JSONNumbers.foundationValue(ofText: text)
        case .boolean(let flag): return NSNumber(value: flag)
        case .null: return NSNull()
        case .array(let elements): return elements.map(\.foundationValue)
        case .object(let object): return object.mapValues(\.foundationValue)
        }
    }

    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// A text for `number` that `JSONSerialization` reads back as a number it writes the same way:
    /// the text it writes, unless reading that gives another number (`-0.0` is written `-0`, which
    /// reads back as the integer 0); then the double's own shortest text.
    private static func text(of number: NSNumber) -> String {
        func written(_ value: Any) -> String? {
            (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]))
                .map { String(decoding: $0, as: UTF8.self) }
        }
        guard let text = written(number) else { return number.doubleValue.description }
        return written(JSONNumbers.foundationValue(ofText: text)) == text ? text : number.doubleValue.description
    }
}

extension Dictionary where Key == String, Value == JSONValue {
    /// The object as `JSONSerialization` reads it.
    package var foundationObject: [String: Any] { mapValues(\.foundationValue) }
}
