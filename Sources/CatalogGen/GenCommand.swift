import CatalogLint
import CommandLineKit
import Foundation

/// `xcstrings-gen`: its options, declared once, and its run, as a library function that tests
/// drive in process. The executable is `exit(GenCommand.run(arguments, io: .process))`.
public enum GenCommand {
    public static let output = Option<String>(
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

    public static let spec = CommandSpec(
        name: "xcstrings-gen",
        abstract: "Generate String Catalogs (.xcstrings) from translations.json, the human-edited source of truth.",
        usage: "[options] translations.json... | --import CATALOG... [-o translations.json]",
        options: [
            output, standardOutput, check, force, keepExtracted, importing, SettingsOptions.ignore, SettingsOptions.config,
            SettingsOptions.noConfig, quiet,
        ],
        exclusions: SettingsOptions.exclusions + [(check, standardOutput), (importing, check), (importing, keepExtracted)],
        discussion: """
            The source is validated with every xcstrings-lint rule and gen's own (gen-unknown-field,
            gen-orphan, duplicate-key, gen-extracted-key, gen-dropped-keys), with the settings of the
            nearest .xcstrings-lint.json; findings point at translations.json:line:col. The catalog is written atomically, in Xcode's exact bytes, and
            only when it changes.

            EXIT STATUS:
              0  written, already up to date, or --check found no difference
              1  validation errors (without --force), or --check found differences
              2  usage error, a missing or malformed input, or a failed write
            """)

    /// Runs `xcstrings-gen` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
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
            if let input = zip(request.inputs, outputs).first(where: { standardized($0) == standardized($1) })?.0 {
                throw UsageError("the output would replace the input \(input)")
            }
        }
        return request
    }
}
