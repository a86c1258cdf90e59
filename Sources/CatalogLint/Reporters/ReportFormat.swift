import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The output formats of `xcstrings-lint`, for `--format` and `--report FORMAT=PATH`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, github, sarif, junit, markdown

    /// What a reporter needs besides the run.
    public struct Context: Sendable {
        /// Errors only, and warnings under `--strict`, where the format has a list (`--quiet`: text, json, github).
        public var quiet = false
        /// ANSI colours (text on a terminal).
        public var color = false
        /// The folder report paths are relative to (github, sarif).
        public var sourceRoot: String
        public var toolVersion: String
        /// The ids of the rules that ran, by file (junit).
        public var enabledRules: [String: [String]] = [:]

        public init(sourceRoot: String = FilePaths.sourceRoot(), toolVersion: String) {
            self.sourceRoot = sourceRoot
            self.toolVersion = toolVersion
        }
    }

    /// The format when none is named: `github` when run by GitHub Actions (`GITHUB_ACTIONS=true`),
    /// otherwise `text`.
    public static func standard(environment: [String: String]) -> ReportFormat {
        environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }

    /// The format named `name`; throws a message listing the formats when there is none.
    public static func named(_ name: String) throws -> ReportFormat {
        guard let format = ReportFormat(rawValue: name) else { throw SettingError("expected one of \(names)") }
        return format
    }

    /// Every format's name: `text, json, github, sarif, junit, markdown`.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    public func render(_ run: LintRun, context: Context) -> String {
        switch self {
        case .text: return TextReporter(quiet: context.quiet, color: context.color).render(run)
        case .json: return JSONReporter(quiet: context.quiet).render(run)
        case .github: return GitHubReporter(quiet: context.quiet, sourceRoot: context.sourceRoot).render(run)
        case .sarif: return SARIFReporter(sourceRoot: context.sourceRoot, toolVersion: context.toolVersion).render(run)
        case .junit: return JUnitReporter(enabledRules: context.enabledRules).render(run)
        case .markdown: return MarkdownReporter().render(run)
        }
    }

    /// Writes the report to `output`: text in pieces as it is made (see `TextReporter.write`),
    /// the other formats whole.
    public func write(_ run: LintRun, context: Context, to output: (String) -> Void) {
        switch self {
        case .text: TextReporter(quiet: context.quiet, color: context.color).write(run, to: output)
        default: output(render(run, context: context))
        }
    }

    /// A `--report FORMAT=PATH` value.
    public struct Destination: Sendable, Equatable {
        public var format: ReportFormat
        public var path: String

        public init(format: ReportFormat, path: String) {
            self.format = format
            self.path = path
        }

        /// Parses `FORMAT=PATH`; `nil` when it is not one.
        public init?(_ argument: String) {
            guard let destination = try? Destination.parse(argument) else { return nil }
            self = destination
        }

        /// Parses `FORMAT=PATH`; throws a message saying what is expected when it is not one.
        public static func parse(_ argument: String) throws -> Destination {
            guard let equals = argument.firstIndex(of: "="), let format = ReportFormat(rawValue: String(argument[..<equals])),
                equals < argument.index(before: argument.endIndex)
            else { throw SettingError("expected FORMAT=PATH, FORMAT one of \(ReportFormat.names)") }
            return Destination(format: format, path: String(argument[argument.index(after: equals)...]))
        }

        /// Renders the run into the file, atomically.
        public func write(_ run: LintRun, context: Context) throws {
            var plain = context
            plain.color = false
            try AtomicFile.write(Data(format.render(run, context: plain).utf8), toFile: path)
        }
    }

    /// Appends the Markdown summary to `$GITHUB_STEP_SUMMARY` when it is set (with the github
    /// format), as GitHub asks: the file collects every step's summary.
    public static func appendStepSummary(_ run: LintRun, environment: [String: String]) throws {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        try AtomicFile.append(Data((MarkdownReporter().render(run) + "\n").utf8), toFile: path)
    }
}

extension LanguageCompleteness {
    /// What a language below its threshold is told, where a format reports it as a finding
    /// (`completeness-threshold`).
    var belowThresholdMessage: String {
        "'\(language)' is \(TextReporter.percent(percent)) translated (\(translated)/\(total)), "
            + "below its threshold of \(TextReporter.threshold(threshold ?? 0))"
    }
}
