import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The result of linting several files: what every reporter prints and what the exit status is.
///
/// Each report holds the findings of its own file only. Besides the catalogs, two kinds of files
/// that steer the run have findings of their own, each in its own report: configuration files (an
/// unknown rule in `suppress`), printed before the catalogs, and the baseline (entries that no
/// longer occur), printed after them. They count in the summary's errors, warnings and notes, not
/// as files, and have no completeness.
public struct LintRun: Sendable {
    /// The configuration files' own findings: one report per configuration file that has some and
    /// applies to a linted catalog, in the order the catalogs first use them.
    public var configurationReports: [FileReport]
    /// The catalogs' reports, in the order of the files.
    public var reports: [FileReport]
    /// The baseline file's own findings (`baseline-stale` notes), when a baseline applied has some.
    public var baselineReport: FileReport?
    /// Whether warnings fail the run (`--strict`).
    public var strict: Bool

    package init(
        reports: [FileReport], configurationReports: [FileReport] = [], baselineReport: FileReport? = nil,
        strict: Bool = false
    ) {
        self.configurationReports = configurationReports
        self.reports = reports
        self.baselineReport = baselineReport
        self.strict = strict
    }

    /// Lints `files` in parallel on all cores; the reports are in the order of `files`.
    public static func lint(files: [String], linter: Linter, strict: Bool = false) -> LintRun {
        let reports = Parallel.map(files, chunking: .onePerItem) { file in linter.lint(file: file) }
        return LintRun(reports: reports, strict: strict)
    }

    /// Every report in the order findings are printed: configuration files, catalogs, the baseline.
    public var allReports: [FileReport] { configurationReports + reports + (baselineReport.map { [$0] } ?? []) }

    /// Every finding, in the order of `allReports`.
    public var findings: [Finding] { allReports.flatMap(\.findings) }
    public var completeness: [LanguageCompleteness] { reports.flatMap(\.completeness) }

    public var errorCount: Int { allReports.reduce(0) { $0 + $1.errorCount } }
    public var warningCount: Int { allReports.reduce(0) { $0 + $1.warningCount } }
    public var noteCount: Int { allReports.reduce(0) { $0 + $1.noteCount } }
    /// Languages below their threshold.
    public var failedLanguages: [LanguageCompleteness] { completeness.filter { !$0.passed } }
    /// Whether some file could not be read as a catalog.
    public var hasUnreadableFiles: Bool { reports.contains { $0.unreadable } }

    /// Whether `--quiet` keeps `finding`: an error, or a warning when warnings fail the run
    /// (`--strict`), so that a failed run always shows why.
    public func failsRun(_ finding: Finding) -> Bool {
        finding.severity == .error || (strict && finding.severity == .warning)
    }

    /// 0: no errors and every threshold met; 1: errors, a threshold failed, or (strict) warnings;
    /// 2: a file could not be read as a catalog.
    public var exitStatus: Int32 {
        if hasUnreadableFiles { return 2 }
        if errorCount > 0 || !failedLanguages.isEmpty || (strict && warningCount > 0) { return 1 }
        return 0
    }
}
