import CatalogModel
import CommandLineKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `xcstrings-lint`: its options, declared once, and its run, as a library function that tests
/// drive in process. The executable is `exit(LintCommand.run(arguments, io: .process))`.
public enum LintCommand {
    public static let strict = Flag(["--strict"], help: "Warnings fail the run too.")
    public static let quiet = Flag(["--quiet", "-q"], help: "Report errors only, and warnings with --strict (the table and summary stay).")
    public static let format = Option<ReportFormat>(
        ["--format"], value: "FORMAT",
        help: "Output format: text, json, github, sarif, junit or markdown (default: text; github under GitHub Actions).",
        read: { try ReportFormat.named($0) })
    public static let report = Option<ReportFormat.Destination>(
        ["--report"], value: "FORMAT=PATH", repeatable: true,
        help: "Also write the report in FORMAT to PATH (repeatable): --report sarif=lint.sarif.",
        read: { try ReportFormat.Destination.parse($0) })
    public static let printConfig = Flag(
        ["--print-config"], help: "Print the effective configuration for PATH (or the current folder) and exit.")
    public static let baseline = Option<String>.path(
        ["--baseline"], value: "FILE", help: "Report only findings not recorded in FILE; entries that no longer occur are notes.")
    public static let writeBaseline = Option<String>.path(
        ["--write-baseline"], value: "FILE", help: "Record today's findings in FILE, and report none of them.")
    public static let changedSince = Option<String>(
        ["--changed-since"], value: "REF",
        help: "Report only findings new since git revision REF (matched by rule, key, language and message, not by line).")
    public static let explain = Option<String>(
        ["--explain"], value: "RULE", help: "Describe a rule, with examples, and exit.")
    public static let listRules = Flag(["--list-rules"], help: "List every rule with its default severity and exit (--format markdown or json for a table or JSON).")

    public static let spec = CommandSpec(
        name: "xcstrings-lint",
        abstract: "Check String Catalogs (.xcstrings) for what would ship broken: placeholders, plurals, missing and unfinished translations.",
        usage: "[options] PATH...",
        options: [
            SettingsOptions.threshold, SettingsOptions.languages, SettingsOptions.select, SettingsOptions.ignore,
            strict, quiet, format, report, SettingsOptions.config, SettingsOptions.noConfig, printConfig, baseline,
            writeBaseline, changedSince, explain, listRules,
        ],
        exclusions: SettingsOptions.exclusions + [(baseline, writeBaseline), (changedSince, writeBaseline)],
        discussion: """
            PATH is a .xcstrings file or a directory searched recursively (skipping .build, .git,
            DerivedData, Pods, Carthage, node_modules). Files are checked in parallel; output order is
            deterministic.

            CONFIGURATION: each file uses the nearest .xcstrings-lint.json in its folder or above, up to
            the repository root; command-line options override it. Settings: languages, threshold,
            thresholds, rules, needsReviewCountsAsTranslated, ignore, suppress (see Docs/configuration.md).
            A comment marker [xcstrings-lint: ignore RULE, ...] opts a key out of rules.

            EXIT STATUS:
              0  no errors, and every language meets its threshold
              1  errors, a language below its threshold, or (with --strict) warnings
              2  usage error, a missing path, a file that cannot be read as a catalog, or an error in a
                 configuration or baseline file
            """)

    /// Runs `xcstrings-lint` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                return try run(parsed, io: io)
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch let error as CatalogReadError {
                io.standardError(error.description + "\n")
                return ExitCode.usage
            } catch let error as AtomicFile.WriteError {
                // It names its file already: `wb: error: cannot write the file: Is a directory`.
                io.standardError(error.description + "\n")
                return ExitCode.usage
            } catch {
                io.standardError("\(spec.name): error: \(error)\n")
                return ExitCode.usage
            }
        }
    }

    private static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
        if arguments[listRules] {
            // `--list-rules --format markdown` prints the rule table of Docs/rules.md.
            switch arguments[format] {
            case nil, .text?: io.standardOutput(RuleDocumentation.list())
            case .markdown?: io.standardOutput(RuleDocumentation.markdownTable())
            case .json?: io.standardOutput(RuleDocumentation.json())
            case let other?: throw UsageError("--list-rules prints text, markdown or json, not \(other.rawValue)")
            }
            return ExitCode.success
        }
        if let rule = arguments[explain] {
            guard let type = RuleRegistry.rule(rule) else { throw UsageError("unknown rule '\(rule)' (see --list-rules)") }
            io.standardOutput(RuleDocumentation.explain(type.description))
            return ExitCode.success
        }
        let session = LintSession(
            commandLine: SettingsOptions.settings(from: arguments),
            source: SettingsOptions.configurationSource(from: arguments))
        if arguments[printConfig] {
            return try printConfiguration(arguments, session: session, io: io)
        }
        let format = arguments[format] ?? ReportFormat.standard(environment: io.environment)
        if arguments.positionals.isEmpty { throw UsageError("no PATH given") }
        let files: [String]
        do {
            files = try FileDiscovery.files(in: arguments.positionals)
        } catch let missing as FileDiscovery.MissingPath {
            throw UsageError("\(missing.reason): \(missing.path)")
        }
        // A report or baseline written over a catalog would lose it.
        let outputs = arguments.all(report).map { ("--report", $0.path) } + (arguments[writeBaseline].map { [("--write-baseline", $0)] } ?? [])
        for (index, (option, output)) in outputs.enumerated() {
            // Two reports to one file: the last would replace the first (a baseline is checked below).
            if option == "--report", let (_, earlier) = outputs[..<index].first(where: {
                FilePaths.absolute($0.1) == FilePaths.absolute(output) || AtomicFile.isSameFile(output, $0.1)
            }) {
                throw UsageError("--report \(output) and --report \(earlier) are one file: one file per report")
            }
            if let file = files.first(where: { AtomicFile.isSameFile(output, $0) }) {
                throw UsageError("\(option) \(output) would replace the catalog \(file)")
            }
            // A report over the baseline being read (or being written) would lose it.
            for (other, path) in [("--baseline", arguments[baseline]), ("--write-baseline", arguments[writeBaseline])]
            where option == "--report" {
                if let path, AtomicFile.isSameFile(output, path) || output == path {
                    throw UsageError("--report \(output) would replace the baseline \(path) (\(other))")
                }
            }
        }
        let result = try session.lint(files: files, strict: arguments[strict])
        var run = result.run
        // The findings too (tens of thousands of values on a large catalog) are released with the process.
        defer { ProcessLifetime.keepUntilExit(run) }
        if let revision = arguments[changedSince] {
            run = try ChangedSince(revision: revision).apply(to: run, session: session)
        }
        if let path = arguments[writeBaseline] {
            let baseline = Baseline(run: run, directory: FilePaths.directory(of: path))
            try baseline.write(to: path)
            run = baseline.apply(to: run, baselineFile: path).run
            let count = baseline.entries.reduce(0) { $0 + $1.count }
            io.standardError("\(spec.name): recorded \(count) finding\(count == 1 ? "" : "s") in \(path)\n")
        } else if let path = arguments[baseline] {
            run = try Baseline.read(contentsOf: path).apply(to: run, baselineFile: path, enabledRules: result.enabledRules).run
        }
        var context = ReportFormat.Context(toolVersion: ToolchainVersion.current)
        context.quiet = arguments[quiet]
        context.color = format == .text && io.colorsStandardOutput
        context.enabledRules = result.enabledRules
        format.write(run, context: context, to: io.standardOutput)
        for destination in arguments.all(report) { try destination.write(run, context: context) }
        if format == .github { try ReportFormat.appendStepSummary(run, environment: io.environment) }
        return run.exitStatus
    }

    private static func printConfiguration(_ arguments: ParsedArguments, session: LintSession, io: CommandIO) throws
        -> Int32
    {
        if arguments.positionals.count > 1 { throw UsageError("--print-config takes at most one PATH") }
        let path = arguments.positionals.first ?? "."
        guard let kind = FileDiscovery.itemKind(atPath: path) else {
            throw UsageError("no such file or directory: \(path)")
        }
        let settings = try session.settings(for: path, isDirectory: kind == .directory)
        io.standardOutput(settings.configurationText(for: path))
        return ExitCode.success
    }
}
