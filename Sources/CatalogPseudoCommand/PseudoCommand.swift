import CatalogPseudo
import CommandLineKit
import Foundation
import LanguageTags

/// `xcstrings-pseudo`: its options, declared once, and its run, as a library function that tests
/// drive in process. The executable is `exit(PseudoCommand.run(arguments, io: .process))`.
public enum PseudoCommand {
    public static let modes = Option<[PseudoMode]>.list(
        ["--modes"], value: "MODE,...",
        help: "One pseudo-language with these modes: accented, bounded, expanded, double, rtl (tag ar-XB with rtl, else en-XA).",
        item: { try PseudoMode.named($0) })
    public static let language = Option<LanguageTag>(
        ["--language"], value: "TAG",
        help: "One pseudo-language under this private-use tag (default modes: accented,bounded,expanded).",
        read: { try LanguageTag($0) })
    public static let expansion = Option<Int>(
        ["--expansion"], value: "PERCENT",
        help: "How much longer the expanded mode makes text (default \(PseudoLanguage.defaultExpansion)).",
        read: { text in
            guard let value = Int(text.hasSuffix("%") ? String(text.dropLast()) : text), (1...1000).contains(value) else {
                throw InvalidValue("expected a percentage from 1 to 1000")
            }
            return value
        })
    public static let output = Option<String>.path(
        ["--output", "-o"], value: "FILE", help: "Write the result to FILE instead of changing the catalog (one input only).")
    public static let check = Flag(
        ["--check"], help: "Write nothing; exit 1 when a catalog's pseudo-languages are missing or out of date.")
    public static let quiet = Flag(["--quiet", "-q"], help: "Print only errors and warnings.")

    public static let spec = CommandSpec(
        name: "xcstrings-pseudo",
        abstract: "Add pseudo-languages to String Catalogs (.xcstrings): accented, bracketed, longer or right-to-left text with every placeholder and markup element intact.",
        usage: "[--modes MODE,...] [--language TAG] [--expansion PERCENT] [-o FILE | --check] CATALOG...",
        options: [modes, language, expansion, output, check, quiet],
        exclusions: [(output, check)],
        discussion: """
            CATALOG is a .xcstrings file or a directory searched recursively. Without --modes or
            --language, two pseudo-languages are added, as Android's: en-XA (accented, bounded, expanded
            by 40%) and ar-XB (rtl). Values come from the source language; keys with shouldTranslate
            false and stale keys get none. The catalog is written atomically, in Xcode's exact format,
            and only when it changes: running again changes nothing.

            EXIT STATUS:
              0  written, or already up to date
              1  --check found catalogs whose pseudo-languages are missing or out of date
              2  usage error, a missing path, a catalog that cannot be read, a tag that is a real
                 language of a catalog, or a failed write (nothing is written then)
            """)

    /// Runs `xcstrings-pseudo` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                var tool = PseudoTool(try request(parsed), io: io)
                return tool.run()
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch {
                return spec.usageError("\(error)", io: io).status
            }
        }
    }

    /// The request the arguments make; throws `UsageError` for combinations that do not fit.
    static func request(_ arguments: ParsedArguments) throws -> PseudoRequest {
        var request = PseudoRequest()
        request.output = arguments[output]
        request.check = arguments[check]
        request.quiet = arguments[quiet]
        guard !arguments.positionals.isEmpty else { throw UsageError("no CATALOG given") }
        do {
            request.catalogs = try FileDiscovery.files(in: arguments.positionals)
        } catch let missing as FileDiscovery.MissingPath {
            throw UsageError("\(missing.reason): \(missing.path)")
        }
        if request.output != nil && request.catalogs.count != 1 {
            throw UsageError("-o takes one catalog; without it each catalog is changed in place")
        }
        let chosenModes = arguments.list(modes)
        let chosenExpansion = arguments[expansion]
        if let chosenExpansion, !chosenModes.isEmpty, !chosenModes.contains(.expanded) {
            throw UsageError("--expansion \(chosenExpansion) needs the expanded mode")
        }
        if chosenModes.isEmpty && arguments[language] == nil {
            request.tags = PseudoLanguage.defaults.map(\.tag)
            request.modes = PseudoLanguage.defaults.map(\.modes)
        } else {
            let languageModes = chosenModes.isEmpty ? PseudoLanguage.accented.modes : chosenModes
            request.tags = [arguments[language] ?? PseudoLanguage.defaultTag(for: languageModes)]
            request.modes = [languageModes]
        }
        request.expansion = chosenExpansion ?? PseudoLanguage.defaultExpansion
        return request
    }
}

/// What a run of `xcstrings-pseudo` is asked to do.
struct PseudoRequest {
    var catalogs: [String] = []
    /// The tags of the pseudo-languages, and the modes of each.
    var tags: [LanguageTag] = []
    var modes: [[PseudoMode]] = []
    var expansion = PseudoLanguage.defaultExpansion
    var output: String?
    var check = false
    var quiet = false

    /// The pseudo-languages; throws for a tag that is not private use or modes that do not combine.
    func languages() throws -> [PseudoLanguage] {
        try zip(tags, modes).map { try PseudoLanguage(tag: $0, modes: $1, expansion: expansion) }
    }
}
