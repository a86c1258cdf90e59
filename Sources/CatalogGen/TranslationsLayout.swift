import CatalogModel
import Foundation
import CatalogWriting

/// An ordered JSON document: how the import lays out `translations.json` for people to read and
/// review. Members keep the order they are given in; the text has a 2-space indent, one member per
/// line, `"key": value`, `/` unescaped and non-ASCII raw, and ends with a newline.
indirect enum TranslationsLayout {
    case object([(String, TranslationsLayout)])
    case array([TranslationsLayout])
    case string(String)
    /// A number, `true`, `false` or `null`, already as JSON text.
    case literal(String)

    static let null = TranslationsLayout.literal("null")

    /// Raw JSON as `JSONSerialization` reads it (escape-hatch content), objects in Xcode's order.
    static func raw(_ value: Any) -> TranslationsLayout {
        switch value {
        case let text as String:
            return .string(text)
        case let object as [String: Any]:
            return .object(xcodeOrder(object.keys).map { ($0, raw(object[$0]!)) })
        case let array as [Any]:
            return .array(array.map(raw))
        default:
            return .literal(fragment(value))
        }
    }

    /// Keys in the order Xcode writes them (Foundation's collation, as `JSONSerialization` sorts).
    static func xcodeOrder<Keys: Sequence>(_ keys: Keys) -> [String] where Keys.Element == String {
        CatalogWriter.xcodeOrder(keys)
    }

    /// A scalar (or a string needing escapes) as `JSONSerialization` writes it.
    private static func fragment(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])
        else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The document's text.
    var text: String {
        var out = ""
        append(to: &out, indent: "")
        out += "\n"
        return out
    }

    private func append(to out: inout String, indent: String) {
        switch self {
        case .string(let value):
            Self.quote(value, into: &out)
        case .literal(let text):
            out += text
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            let inner = indent + "  "
            out += "["
            for (index, element) in elements.enumerated() {
                out += index == 0 ? "\n" + inner : ",\n" + inner
                element.append(to: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                out += index == 0 ? "\n" + inner : ",\n" + inner
                Self.quote(key, into: &out)
                out += ": "
                value.append(to: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }

    private static func quote(_ value: String, into out: inout String) {
        let plain = value.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if plain {
            out += "\""
            out += value
            out += "\""
        } else {
            out += fragment(value)
        }
    }
}
