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
        OptionSpec(["--format"], value: "text|json", help: "Output format (default: text)."),
        OptionSpec(["--explain"], value: "RULE", help: "Describe a rule, with examples, and exit."),
        OptionSpec(["--list-rules"], help: "List every rule with its default severity and exit."),
    ],
    discussion: """
        PATH is a .xcstrings file or a directory searched recursively (skipping .build, .git,
        DerivedData, Pods, Carthage, node_modules). Files are checked in parallel; output order is
        deterministic.

        EXIT STATUS:
          0  no errors, and every language meets its threshold
          1  errors, a language below its threshold, or (with --strict) warnings
          2  usage error, a missing path, or a file that cannot be read as a catalog
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

var options = LintOptions()
options.requiredLanguages = list("--languages")
for language in options.requiredLanguages where !InvalidLanguageTagRule.isValid(language) {
    command.exitWithUsageError("invalid language '\(language)' in --languages")
}
for value in arguments.values("--threshold") {
    let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
    let percentText = parts.count == 2 ? parts[1] : value
    guard let percent = Double(percentText.hasSuffix("%") ? String(percentText.dropLast()) : percentText),
        (0...100).contains(percent)
    else {
        command.exitWithUsageError("invalid --threshold '\(value)': expected a percentage from 0 to 100, or LANG=PERCENT")
    }
    if parts.count == 2 {
        options.languageThresholds[parts[0]] = percent
    } else {
        options.threshold = percent
    }
}
if !arguments.values("--select").isEmpty { options.selectedRules = ruleList("--select") }
options.ignoredRules = ruleList("--ignore")

let format = arguments.value("--format") ?? "text"
guard ["text", "json"].contains(format) else { command.exitWithUsageError("unknown format '\(format)' (text or json)") }
if arguments.positionals.isEmpty { command.exitWithUsageError("no PATH given") }

let files: [String]
do {
    files = try FileDiscovery.files(in: arguments.positionals)
} catch let missing as FileDiscovery.MissingPath {
    command.exitWithUsageError("no such file or directory: \(missing.path)")
}

let run = LintRun.lint(files: files, linter: Linter(options: options), strict: arguments.flag("--strict"))
switch format {
case "json":
    Terminal.standardOutput.write(JSONReporter(quiet: arguments.flag("--quiet")).render(run))
default:
    Terminal.standardOutput.write(
        TextReporter(quiet: arguments.flag("--quiet"), color: Terminal.standardOutput.usesColor).render(run))
}
exit(run.exitStatus)
