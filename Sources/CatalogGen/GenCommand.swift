import CatalogAccessors
import CatalogLint
import CatalogModel
import CommandLineKit
import Foundation

/// `xcstrings-gen`: its options, declared once, and its run, as a library function that tests
/// drive in process. The executable is `exit(GenCommand.run(arguments, io: .process))`.
public enum GenCommand {
    public static let output = Option<String>.path(
        ["--output", "-o"], value: "FILE",
        help: "The file to write (one input only). Default: Localizable.xcstrings beside translations.json, NAME.xcstrings beside NAME.translations.json.")
    public static let standardOutput = Flag(["--stdout"], help: "Print the result instead of writing it (one input only).")
    public static let check = Flag(
        ["--check"], help: "Write nothing; exit 1 and list the keys that differ when the catalog is not exactly what the source produces.")
    public static let force = Flag(
        ["--force"], help: "Generate despite validation errors; with --import, replace an existing translations.json.")
    public static let keepExtracted = Flag(
        ["--keep-extracted"], help: "Keep keys that the existing catalog has and the source lacks (added by Xcode), with a warning.")
    public static let importing = Flag(
        ["--import"], help: "Import catalogs into translations.json instead (generating from it gives the catalog back).")
    public static let quiet = Flag(["--quiet", "-q"], help: "Print only errors.")
    public static let swift = Flag(
        ["--swift"], help: "Write type-safe Swift accessors for the CATALOGs instead (with -o FILE or --stdout; Docs/accessors.md).")
    public static let typeName = Option<String>(
        ["--type-name"], value: "NAME", help: "With --swift: the root type's name. Default: Strings.") { text in
            guard SwiftAccessorsRun.isTypeName(text) else { throw InvalidValue("not a Swift type name") }
            return text
        }
    public static let accessLevel = Option<AccessorOptions.AccessLevel>(
        ["--access-level"], value: "LEVEL", help: "With --swift: internal (default), public or package.") { text in
            guard let level = AccessorOptions.AccessLevel(rawValue: text) else {
                throw InvalidValue("expected one of internal, public, package")
            }
            return level
        }
    public static let bundle = Option<String>(
        ["--bundle"], value: "BUNDLE",
        help: "With --swift: module (Bundle.module, the default: a package target), main (an app), or a Swift expression of type Bundle.")
    public static let table = Option<String>(
        ["--table"], value: "NAME", help: "With --swift and one catalog: its table name. Default: the file name without .xcstrings.")
    public static let flat = Flag(
        ["--flat"], help: "With --swift: one name per key (dashboardViewTitle) instead of types by the key's '.' segments (DashboardView.title).")

    public static let spec = CommandSpec(
        name: "xcstrings-gen",
        abstract: "Generate String Catalogs (.xcstrings) from translations.json, the human-edited source of truth.",
        usage: "[options] translations.json... | --import CATALOG... [-o translations.json] | --swift CATALOG... -o FILE.swift",
        options: [
            output, standardOutput, check, force, keepExtracted, importing, SettingsOptions.ignore, SettingsOptions.config,
            SettingsOptions.noConfig, quiet, swift, typeName, accessLevel, bundle, table, flat,
        ],
        exclusions: SettingsOptions.exclusions + [
            (check, standardOutput), (importing, check), (importing, keepExtracted), (swift, importing), (swift, check),
            (swift, keepExtracted), (swift, force), (swift, SettingsOptions.ignore), (swift, SettingsOptions.config),
            (swift, SettingsOptions.noConfig),
        ],
        discussion: """
            The source is validated with every xcstrings-lint rule and gen's own (gen-unknown-field,
            gen-orphan, duplicate-key, gen-extracted-key, gen-dropped-keys), with the settings of the
            nearest .xcstrings-lint.json; findings point at translations.json:line:col. The catalog is written atomically, in Xcode's exact bytes, and
            only when it changes.

            EXIT STATUS:
              0  written, already up to date, or --check found no difference
              1  validation errors (without --force), or --check found differences
              2  usage error, a missing or malformed input, or a failed write

            --swift reads String Catalogs and writes Swift accessors (one namespace per table, the
            default table Localizable at the root): a static property per key without arguments, a
            static function per key with arguments, typed from the source language's specifiers.
            """)

    /// Runs `xcstrings-gen` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                if parsed[swift] { return try SwiftAccessorsRun.run(parsed, io: io) }
                for option in [typeName, bundle, table] as [any OptionDeclaration] + [accessLevel, flat] where parsed.contains(option) {
                    throw UsageError("\(option.key) needs --swift")
                }
                var tool = GenTool(
                    try request(parsed, io: io), standardOutput: io.standardOutput, standardError: io.standardError)
                switch tool.run() {
                case .success: return ExitCode.success
                case .failure: return ExitCode.failure
                case .unusable: return ExitCode.usage
                }
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch {
                io.standardError("\(spec.name): error: \(error)\n")
                return ExitCode.usage
            }
        }
    }

    /// The request the arguments make; throws `UsageError` for inputs and outputs that do not fit.
    static func request(_ arguments: ParsedArguments, io: CommandIO) throws -> GenRequest {
        var request = GenRequest()
        request.inputs = arguments.positionals
        request.output = arguments[output]
        request.toStandardOutput = arguments[standardOutput]
        request.check = arguments[check]
        request.importing = arguments[importing]
        request.quiet = arguments[quiet]
        request.color = io.colorsStandardError
        request.options.force = arguments[force]
        request.options.keepExtracted = arguments[keepExtracted]
        let commandLine = SettingsOptions.settings(from: arguments)
        request.options.lint.ignoredRules = commandLine.ignoredRules
        request.lintSession = LintSession(
            commandLine: commandLine, source: SettingsOptions.configurationSource(from: arguments))

        if request.inputs.isEmpty {
            throw UsageError(request.importing ? "no CATALOG given" : "no translations.json given")
        }
        if request.inputs.count > 1 && (request.output != nil || request.toStandardOutput) {
            throw UsageError("-o and --stdout take one input; each of several inputs gets its own output")
        }
        for input in request.inputs where !FileManager.default.fileExists(atPath: input) {
            throw UsageError("no such file: \(input)")
        }
        let outputs = request.inputs.map { input in
            request.output ?? (request.importing ? GenPaths.source(forCatalog: input) : GenPaths.catalog(forSource: input))
        }
        func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }
        if !request.toStandardOutput {
            if let clash = Dictionary(grouping: outputs, by: standardized).first(where: { $0.value.count > 1 }) {
                throw UsageError("several inputs would write \(clash.value[0]); name them NAME.translations.json")
            }
            if let input = zip(request.inputs, outputs).first(where: { AtomicFile.isSameFile($0, $1) })?.0 {
                throw UsageError("the output would replace the input \(input)")
            }
        }
        return request
    }
}
