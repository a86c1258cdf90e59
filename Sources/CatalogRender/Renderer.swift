import CatalogRuntime
import CommandLineKit
import FormatSpecifiers
import Foundation

/// The work of `xcstrings-render` on one catalog: reads the arguments' texts as the key's
/// specifiers say, and renders the key for a list of preferred languages.
struct Renderer {
    let table: CatalogTable
    let device: Device
    let region: String?

    /// One rendering: the language users get, the text, and a note when the text came from
    /// another language or is the key.
    struct Result {
        var language: String
        var resolved: ResolvedString
        var note: String?
    }

    /// The arguments `texts` stand for; throws `UsageError` for an unknown key, a count other than
    /// the key's, or a text that is not a number where the key prints one.
    func arguments(_ texts: [String], forKey key: String, catalog: String) throws -> [LocalizedArgument] {
        let context = LocalizationContext(tables: [table], preferredLanguages: [], device: device, region: region)
        guard let expected = context.expectedArguments(forKey: key, table: table.name) else {
            throw UsageError("no key '\(key)' in \(catalog)")
        }
        guard expected.count == texts.count else {
            let list = expected.isEmpty ? "" : " (\(expected.map(\.description).joined(separator: ", ")))"
            throw UsageError(
                "'\(key)' takes \(expected.count) argument\(expected.count == 1 ? "" : "s")\(list); \(texts.count) given")
        }
        return try zip(expected, texts).enumerated().map { index, pair in
            try Self.argument(pair.1, as: pair.0, number: index + 1)
        }
    }

    /// A text read as `argument` asks.
    static func argument(_ text: String, as argument: FormatArgument, number: Int) throws -> LocalizedArgument {
        switch argument.kind {
        case .integer, .pointer:
            if let value = Int64(text) { return .int(value) }
            if let value = UInt64(text) { return .uint(value) }
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                throw UsageError(
                    "argument \(number) is \(argument), but '\(text)' is out of range (\(Int64.min) to \(UInt64.max))")
            }
            throw UsageError("argument \(number) is \(argument), but '\(text)' is not a whole number")
        case .float:
            guard let value = Double(text), value.isFinite || text.lowercased().contains("inf") || text.lowercased() == "nan"
            else { throw UsageError("argument \(number) is \(argument), but '\(text)' is not a number") }
            return .double(value)
        case .character:
            if let value = Int64(text) { return .int(value) }
            guard text.unicodeScalars.count == 1 else {
                throw UsageError("argument \(number) is \(argument), but '\(text)' is not one character")
            }
            return .string(text)
        case .object, .cString, .substitution:
            return .string(text)
        }
    }

    /// `key` for users whose languages are `preferredLanguages`, or in the catalog's language
    /// `exactLanguage` as it names it (no resolution: `--all-languages`).
    func render(
        _ key: String, arguments: [LocalizedArgument], preferredLanguages: [String], exactLanguage: String? = nil
    ) -> Result {
        let context = exactLanguage.map {
            LocalizationContext(tables: [table], exactLanguage: $0, device: device, region: region)
        } ?? LocalizationContext(tables: [table], preferredLanguages: preferredLanguages, device: device, region: region)
        let resolved = context.resolved(key, table: table.name, arguments: arguments)
        var note: String?
        if resolved.language == nil {
            let shipsNone = context.language == table.sourceLanguage
                ? "\(context.language) ships no text" : "neither \(context.language) nor \(table.sourceLanguage) ships a text"
            note = "\(context.language): the key itself (\(shipsNone) for it with these arguments on this device)"
        } else if let source = resolved.language, source != context.language {
            note = "\(context.language): no text that ships; showing \(source)"
        }
        return Result(language: context.language, resolved: resolved, note: note)
    }
}
