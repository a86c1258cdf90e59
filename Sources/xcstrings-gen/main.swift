import CatalogGen
import CatalogLint
import CommandLineKit
import Foundation

let command = CommandSpec(
    name: "xcstrings-gen",
    abstract: "Generate String Catalogs (.xcstrings) from translations.json, the human-edited source of truth.",
    usage: "[options] translations.json... | --import CATALOG... [-o translations.json]",
    options: [
        OptionSpec(["--output", "-o"], value: "FILE", help: "The file to write (one input only). Default: Localizable.xcstrings beside translations.json, NAME.xcstrings beside NAME.translations.json."),
        OptionSpec(["--stdout"], help: "Print the result instead of writing it (one input only)."),
        OptionSpec(["--check"], help: "Write nothing; exit 1 and list the keys that differ when the catalog is not exactly what the source produces."),
        OptionSpec(["--force"], help: "Generate despite validation errors; with --import, replace an existing translations.json."),
        OptionSpec(["--keep-extracted"], help: "Keep keys that the existing catalog has and the source lacks (added by Xcode), with a warning."),
        OptionSpec(["--import"], help: "Import catalogs into translations.json instead (generating from it gives the catalog back)."),
        OptionSpec(["--ignore"], value: "RULE,...", repeatable: true, help: "Do not run these validation rules."),
        OptionSpec(["--config"], value: "PATH", help: "Lint settings for every input (default: the nearest .xcstrings-lint.json)."),
        OptionSpec(["--no-config"], help: "Use no .xcstrings-lint.json."),
        OptionSpec(["--quiet", "-q"], help: "Print only errors."),
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
        """)

let arguments = command.parseOrExit()
var request = GenRequest()
request.inputs = arguments.positionals
request.output = arguments.value("--output")
request.toStandardOutput = arguments.flag("--stdout")
request.check = arguments.flag("--check")
request.importing = arguments.flag("--import")
request.quiet = arguments.flag("--quiet")
request.color = Terminal.standardError.usesColor
request.options.force = arguments.flag("--force")
request.options.keepExtracted = arguments.flag("--keep-extracted")

let knownRules = Set(CatalogGenerator.rules.map { $0.description.identifier } + GenRule.all.map(\.id)
    + RuleRegistry.builtInIdentifiers)
for id in arguments.values("--ignore").flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) })
where !id.isEmpty {
    guard knownRules.contains(id) else { command.exitWithUsageError("unknown rule '\(id)' in --ignore") }
    request.options.lint.ignoredRules.insert(id)
}

if arguments.value("--config") != nil && arguments.flag("--no-config") {
    command.exitWithUsageError("--config and --no-config cannot be combined")
}
request.lintSession = LintSession(
    source: arguments.value("--config").map { .file($0) } ?? (arguments.flag("--no-config") ? .none : .discover))

if request.inputs.isEmpty { command.exitWithUsageError(request.importing ? "no CATALOG given" : "no translations.json given") }
if request.check && request.toStandardOutput { command.exitWithUsageError("--check and --stdout cannot be combined") }
if request.importing && (request.check || request.options.keepExtracted) {
    command.exitWithUsageError("--import cannot be combined with --check or --keep-extracted")
}
if request.inputs.count > 1 && (request.output != nil || request.toStandardOutput) {
    command.exitWithUsageError("-o and --stdout take one input; each of several inputs gets its own output")
}
for input in request.inputs where !FileManager.default.fileExists(atPath: input) {
    command.exitWithUsageError("no such file: \(input)")
}
let outputs = request.inputs.map { input in
    request.output ?? (request.importing ? GenPaths.source(forCatalog: input) : GenPaths.catalog(forSource: input))
}
func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardized.path }
if !request.toStandardOutput {
    if let clash = Dictionary(grouping: outputs, by: standardized).first(where: { $0.value.count > 1 }) {
        command.exitWithUsageError("several inputs would write \(clash.value[0]); name them NAME.translations.json")
    }
    if let input = zip(request.inputs, outputs).first(where: { standardized($0) == standardized($1) })?.0 {
        command.exitWithUsageError("the output would replace the input \(input)")
    }
}

var tool = GenTool(request, standardOutput: Terminal.standardOutput.write, standardError: Terminal.standardError.write)
switch tool.run() {
case .success: exit(ExitCode.success)
case .failure: exit(ExitCode.failure)
case .unusable: exit(ExitCode.usage)
}
