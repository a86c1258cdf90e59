import CatalogModel
import Foundation
import CatalogWriting

/// Values of a catalog as short text for people: strings quoted on one line (`"Hello\n"`), and
/// whole entries or localizations as compact JSON, cut at `limit` characters.
enum ValueText {
    static let limit = 160

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String { JSONPathComponent.quoted(text) }

    /// A string as a JSON string literal with every non-ASCII character escaped as `\uXXXX` (UTF-16,
    /// as JSON spells it): how two spellings that differ only in Unicode normalization look
    /// different (`"cafe\u0301"`, `"caf\u00E9"`). JSON reads it back as the same string.
    static func scalars(_ text: String) -> String {
        var escaped = ""
        for scalar in quoted(text).unicodeScalars {
            guard !scalar.isASCII else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 { escaped += "\\u" + String(hexadecimal: unit, digits: 4) }
        }
        return escaped
    }

    /// Whether `text` is spelled other than in Unicode normalization form C, the form Xcode and
    /// most editors write: the spelling is then worth showing with `scalars`.
    static func isUnusuallySpelled(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return !text.utf8.elementsEqual(text.precomposedStringWithCanonicalMapping.utf8)
    }

    /// An entry as compact JSON with sorted keys.
    static func json(_ entry: CatalogEntry) -> String { compact(CatalogWriter.jsonObject(for: entry)) }

    /// A localization (or variation case) as compact JSON with sorted keys.
    static func json(_ localization: Localization) -> String { compact(CatalogWriter.jsonObject(for: localization)) }

    /// Variations as compact JSON (`{"plural":{…}}`).
    static func json(_ variations: Variations) -> String {
        compact(CatalogWriter.jsonObject(for: Localization(variations: variations))["variations"] ?? [:])
    }

    /// A substitution as compact JSON.
    static func json(_ substitution: Substitution) -> String {
        let localization = CatalogWriter.jsonObject(for: Localization(substitutions: ["_": substitution]))
        return compact((localization["substitutions"] as? [String: Any])?["_"] ?? [:])
    }

    /// A member the model does not know as compact JSON, cut at `limit` characters.
    static func compact(_ value: JSONValue) -> String { compact(value.foundationValue) }

    /// Any JSON value as compact JSON, cut at `limit` characters.
    static func compact(_ value: Any) -> String { cut(whole(value)) }

    /// A member the model does not know as compact JSON with sorted keys, whole: what `xcstrings-diff`
    /// compares (a change past `limit` characters is a change), and what its JSON output carries.
    static func whole(_ value: JSONValue) -> String { whole(value.foundationValue) }

    /// Any JSON value as compact JSON with sorted keys, whole.
    static func whole(_ value: Any) -> String {
        let wrapped = ["v": value]
        guard let data = try? JSONSerialization.data(withJSONObject: wrapped, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return "\(value)"
        }
        // {"v":VALUE}
        return String(String(decoding: data, as: UTF8.self).dropFirst(5).dropLast())
    }

    /// `text` cut at `limit` characters, with `…` when it was longer.
    static func cut(_ text: String) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}
