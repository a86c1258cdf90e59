import CatalogLint
import CatalogModel
import CommandLineKit
import Foundation

let command = CommandSpec(
    name: "xcstrings-lint",
    abstract: "Check String Catalogs (.xcstrings) for what would ship broken: placeholders, plurals, missing and unfinished translations.",
    usage: "[options] PATH...",
    options: [
        OptionSpec(["--threshold"], value: "[LANG=]PERCENT", repeatable: true,
                   help: "Fail when a language is less translated than PERCENT (e.g. 95, or ar=80 for one language)."),
        OptionSpec(["--languages"], value: "LANG,...", repeatable: true,
                   help: "Languages every catalog must have, besides those present."),
        OptionSpec(["--select"], value: "RULE,...", repeatable: true, help: "Run only these rules."),
        OptionSpec(["--ignore"], value: "RULE,...", repeatable: true, help: "Do not run these rules."),
        OptionSpec(["--strict"], help: "Warnings fail the run too."),
        OptionSpec(["--quiet", "-q"], help: "Report errors only (the table and summary stay)."),
        OptionSpec(["--format"], value: "FORMAT",
                   help: "Output format: text, json, github, sarif, junit or markdown (default: text; github under GitHub Actions)."),
        OptionSpec(["--report"], value: "FORMAT=PATH", repeatable: true,
                   help: "Also write the report in FORMAT to PATH (repeatable): --report sarif=lint.sarif."),
        OptionSpec(["--config"], value: "PATH", help: "Use this configuration file instead of the nearest .xcstrings-lint.json."),
        OptionSpec(["--no-config"], help: "Ignore configuration files."),
        OptionSpec(["--print-config"], help: "Print the effective configuration for PATH (or the current folder) and exit."),
        OptionSpec(["--baseline"], value: "FILE", help: "Report only findings not recorded in FILE; entries that no longer occur are notes."),
        OptionSpec(["--write-baseline"], value: "FILE", help: "Record today's findings in FILE, and report none of them."),
        OptionSpec(["--explain"], value: "RULE", help: "Describe a rule, with examples, and exit."),
        OptionSpec(["--list-rules"], help: "List every rule with its default severity and exit."),
    ],
    discussion: """
        PATH is a .xcstrings file or a directory searched recursively (skipping .build, .git,
        DerivedData, Pods, Carthage, node_modules). Files are checked in parallel; output order is
        deterministic.

        CONFIGURATION: each file uses the nearest .xcstrings-lint.json in its folder or above, up to
        the repository root; command-line options override it. Settings: languages, threshold,
        thresholds, rules, needsReviewCountsAsTranslated, ignore, suppress (see the README).
        A comment marker [xcstrings-lint: ignore RULE, ...] opts a key out of rules.

        EXIT STATUS:
          0  no errors, and every language meets its threshold
          1  errors, a language below its threshold, or (with --strict) warnings
          2  usage error, a missing path, a file that cannot be read as a catalog, or an error in a
             configuration or baseline file
        """)

let arguments = command.parseOrExit()

if arguments.flag("--list-rules") {
    // `--list-rules --format markdown` prints the README's rule table.
    let markdown = arguments.value("--format") == "markdown"
    Terminal.standardOutput.write(markdown ? RuleDocumentation.markdownTable() : RuleDocumentation.list())
    exit(ExitCode.success)
}
if let rule = arguments.value("--explain") {
    guard let type = RuleRegistry.rule(rule) else { command.exitWithUsageError("unknown rule '\(rule)' (see --list-rules)") }
    Terminal.standardOutput.write(RuleDocumentation.explain(type.description))
    exit(ExitCode.success)
}

func list(_ name: String) -> [String] {
    arguments.values(name).flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
}

func ruleList(_ name: String) -> Set<String> {
    let ids = list(name)
    for id in ids where RuleRegistry.rule(id) == nil {
        command.exitWithUsageError("unknown rule '\(id)' in \(name) (see --list-rules)")
    }
    return Set(ids)
}

var commandLine = LintSettings()
let languages = list("--languages")
for language in languages where !InvalidLanguageTagRule.isValid(language) {
    command.exitWithUsageError("invalid language '\(language)' in --languages")
}
if !languages.isEmpty { commandLine.languages = languages }
for value in arguments.values("--threshold") {
    let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
    let percentText = parts.count == 2 ? parts[1] : value
    guard let percent = Double(percentText.hasSuffix("%") ? String(percentText.dropLast()) : percentText),
        (0...100).contains(percent)
    else {
        command.exitWithUsageError("invalid --threshold '\(value)': expected a percentage from 0 to 100, or LANG=PERCENT")
    }
    if parts.count == 2 {
        commandLine.thresholds[parts[0]] = percent
    } else {
        commandLine.threshold = percent
    }
}
if !arguments.values("--select").isEmpty { commandLine.selectedRules = ruleList("--select") }
commandLine.ignoredRules = ruleList("--ignore")

/// Prints the errors of a configuration or baseline file (`file:line:col: error: ...`) and exits with 2.
func exitWithFileError(_ error: CatalogReadError) -> Never {
    Terminal.standardError.write(error.description + "\n")
    exit(ExitCode.usage)
}

if arguments.flag("--no-config") && arguments.value("--config") != nil {
    command.exitWithUsageError("--config and --no-config exclude each other")
}
let session = LintSession(
    commandLine: commandLine,
    source: arguments.flag("--no-config") ? .none : arguments.value("--config").map { .file($0) } ?? .discover)

if arguments.flag("--print-config") {
    if arguments.positionals.count > 1 { command.exitWithUsageError("--print-config takes at most one PATH") }
    let path = arguments.positionals.first ?? "."
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        command.exitWithUsageError("no such file or directory: \(path)")
    }
    do {
        let settings = try session.settings(for: path, isDirectory: isDirectory.boolValue)
        Terminal.standardOutput.write(settings.configurationText(for: path))
    } catch let error as CatalogReadError {
        exitWithFileError(error)
    }
    exit(ExitCode.success)
}

let environment = ProcessInfo.processInfo.environment
let formatName = ReportFormat.standard(explicit: arguments.value("--format"), environment: environment)
guard let format = ReportFormat(rawValue: formatName) else {
    command.exitWithUsageError(
        "unknown format '\(formatName)' (\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
}
let destinations = arguments.values("--report").map { value -> ReportFormat.Destination in
    guard let destination = ReportFormat.Destination(value) else {
        command.exitWithUsageError(
            "invalid --report '\(value)': expected FORMAT=PATH, FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return destination
}
if arguments.value("--baseline") != nil && arguments.value("--write-baseline") != nil {
    command.exitWithUsageError("--baseline and --write-baseline exclude each other")
}
if arguments.positionals.isEmpty { command.exitWithUsageError("no PATH given") }

let files: [String]
do {
    files = try FileDiscovery.files(in: arguments.positionals)
} catch let missing as FileDiscovery.MissingPath {
    command.exitWithUsageError("\(missing.reason): \(missing.path)")
}

let result: LintSession.Result
do {
    result = try session.lint(files: files, strict: arguments.flag("--strict"))
} catch let error as CatalogReadError {
    exitWithFileError(error)
}
var run = result.run
do {
    if let path = arguments.value("--write-baseline") {
        let baseline = Baseline(run: run, directory: FilePaths.directory(of: path))
        try baseline.write(to: path)
        run = baseline.apply(to: run, baselineFile: path).run
        let count = baseline.entries.reduce(0) { $0 + $1.count }
        Terminal.standardError.write("xcstrings-lint: recorded \(count) finding\(count == 1 ? "" : "s") in \(path)\n")
    } else if let path = arguments.value("--baseline") {
        run = try Baseline.read(contentsOf: path).apply(to: run, baselineFile: path).run
    }
} catch let error as CatalogReadError {
    exitWithFileError(error)
} catch {
    Terminal.standardError.write("\(error)\n")
    exit(ExitCode.usage)
}

var context = ReportFormat.Context(toolVersion: ToolchainVersion.current)
context.quiet = arguments.flag("--quiet")
context.color = format == .text && Terminal.standardOutput.usesColor
context.enabledRules = result.enabledRules
Terminal.standardOutput.write(format.render(run, context: context))
do {
    for destination in destinations { try destination.write(run, context: context) }
    if format == .github { try ReportFormat.appendStepSummary(run, environment: environment) }
} catch {
    Terminal.standardError.write("xcstrings-lint: error: \(error)\n")
    exit(ExitCode.usage)
}
exit(run.exitStatus)
