import CatalogModel
import CatalogRuntime
import CommandLineKit
import FormatSpecifiers
import Foundation
import LanguageResolution
import LanguageTags

/// `xcstrings-render`: what users see for a key, with arguments, in a language, on a device, as
/// `CatalogRuntime` shows it. Its options, declared once, and its run, as a library function that
/// tests drive in process; the executable is `exit(RenderCommand.run(arguments, io: .process))`.
public enum RenderCommand {
    public static let language = Option<String>(
        ["--language", "-l"], value: "LANG",
        help: "Show the text users with this language see (resolved as the runtime resolves it). Default: the catalog's source language.",
        read: { try LanguageValues.tag($0) })
    public static let preferred = Option<[String]>.list(
        ["--preferred"], value: "LANG,LANG...",
        help: "The user's preferred languages, most preferred first: the runtime picks the catalog's language for them (fr-FR,it).",
        item: { try LanguageValues.tag($0) })
    public static let device = Option<Device>(
        ["--device"], value: "DEVICE",
        help: "The device whose variations to show: \(Device.allKnown.map(\.rawValue).joined(separator: ", ")). Default: other.",
        read: { text in
            guard let device = Device.allKnown.first(where: { $0.rawValue == text.lowercased() }) else {
                throw InvalidValue("expected one of \(Device.allKnown.map(\.rawValue).joined(separator: ", "))")
            }
            return device
        })
    public static let region = Option<String>(
        ["--region"], value: "REGION",
        help: "Format numbers for this region too (EG: Arabic-Indic digits with --language ar). Default: the region of --language or of the first --preferred language (de-CH: 1’000), else the catalog language's own.",
        read: { text in
            guard DeviceLanguage.isRegion(text) else { throw InvalidValue(DeviceLanguage.CompositionError.invalidRegion(text).description) }
            return text
        })
    public static let allLanguages = Flag(["--all-languages", "-a"], help: "Print every language's text, one per line (LANG: TEXT).")
    public static let format = Option<OutputFormat>(
        ["--format"], value: "text|json",
        help: "text (default), or json: {\"key\", \"language\", \"text\"} objects (an array with --all-languages).",
        read: { text in
            guard let format = OutputFormat(rawValue: text) else { throw InvalidValue("expected text or json") }
            return format
        })

    /// How the texts are printed.
    public enum OutputFormat: String, Sendable {
        case text
        case json
    }

    public static let spec = CommandSpec(
        name: "xcstrings-render",
        abstract: "Show the text users see for a key of a String Catalog, with its arguments, in a language and on a device.",
        usage: "[options] CATALOG KEY [ARG...]",
        options: [language, preferred, device, region, allLanguages, format],
        exclusions: [(language, preferred), (language, allLanguages), (preferred, allLanguages)],
        discussion: """
            Each ARG is the text of one argument of KEY, read as the key's specifiers say: a number for
            %lld or %d (-- before a negative one), a number with a fraction for %f, any text for %@.
            The text is what CatalogRuntime shows: plural forms by the language's CLDR rules (Apple's
            zero for 0 when the catalog has it), substitutions, device variations, and numbers in the
            language's digits and separators; a language without the key falls back to the source
            language, then to the key. A note on standard error says when the text came from another
            language than the one shown.

            EXAMPLES:
              xcstrings-render Localizable.xcstrings "%lld files" 3 --language ar
              xcstrings-render Localizable.xcstrings "%lld files" 21 --all-languages
              xcstrings-render Localizable.xcstrings "Tap to continue" --device mac --preferred fr-CA,en

            EXIT STATUS:
              0  printed
              1  printed, with warnings: a translation uses an argument the key does not have, or a
                 substitution it does not define or that expands without end
              2  usage error, an unreadable catalog, an unknown key, the wrong number of arguments, or an
                 argument that is not a number where the key prints one
            """)

    /// Runs `xcstrings-render` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                return try render(parsed, io: io)
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch let error as CatalogReadError {
                io.standardError(error.description + "\n")  // file:line:col: error: …
                return ExitCode.usage
            } catch {
                io.standardError("\(spec.name): error: \(error)\n")
                return ExitCode.usage
            }
        }
    }

    private static func render(_ parsed: ParsedArguments, io: CommandIO) throws -> Int32 {
        guard parsed.positionals.count >= 2 else {
            throw UsageError(parsed.positionals.isEmpty ? "no CATALOG given" : "no KEY given")
        }
        let path = parsed.positionals[0]
        let key = parsed.positionals[1]
        let texts = Array(parsed.positionals.dropFirst(2))
        let table = try CatalogTable(contentsOf: URL(fileURLWithPath: path))
        // Numbers for `-l ar-SA` are those of Saudi Arabia, as on a device set to that language and
        // region, though the catalog's language is `ar`.
        let requested = parsed[language] ?? (parsed.contains(preferred) ? parsed.list(preferred).first : nil)
        let requestedRegion = requested.flatMap { try? LanguageTag($0, allowing: .underscores) }?.region
        let renderer = Renderer(
            table: table, device: parsed[device] ?? .other, region: parsed[region] ?? requestedRegion)
        let arguments = try renderer.arguments(texts, forKey: key, catalog: path)

        let requests: [[String]]
        if parsed[allLanguages] {
            requests = table.languages.map { [$0] }
        } else if let language = parsed[language] {
            requests = [[language]]
        } else if parsed.contains(preferred) {
            requests = [parsed.list(preferred)]
        } else {
            requests = [[table.sourceLanguage]]
        }
        let results = requests.map {
            renderer.render(
                key, arguments: arguments, preferredLanguages: $0, exactLanguage: parsed[allLanguages] ? $0[0] : nil)
        }
        var status = ExitCode.success
        for result in results {
            if let note = result.note { io.standardError("\(spec.name): \(note)\n") }
            for problem in result.resolved.problems {
                io.standardError("\(spec.name): warning: \(result.language): \(problem)\n")
                status = ExitCode.failure
            }
        }
        io.standardOutput(try output(results, format: parsed[format] ?? .text, list: parsed[allLanguages]))
        return status
    }

    private static func output(_ results: [Renderer.Result], format: OutputFormat, list: Bool) throws -> String {
        switch format {
        case .text:
            return results.map { list ? "\($0.language): \($0.resolved.text)\n" : $0.resolved.text + "\n" }.joined()
        case .json:
            let objects = results.map { JSONText(key: $0.resolved.key, language: $0.language, text: $0.resolved.text) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = list ? try encoder.encode(objects) : try encoder.encode(objects[0])
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }

    /// One printed object.
    private struct JSONText: Encodable {
        var key: String
        var language: String
        var text: String
    }
}
