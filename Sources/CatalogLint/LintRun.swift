import CatalogModel
import Foundation

/// The result of linting several files: what every reporter prints and what the exit status is.
public struct LintRun: Sendable {
    public var reports: [FileReport]
    /// Whether warnings fail the run (`--strict`).
    public var strict: Bool

    public init(reports: [FileReport], strict: Bool = false) {
        self.reports = reports
        self.strict = strict
    }

    /// Lints `files` in parallel on all cores; the reports are in the order of `files`.
    public static func lint(files: [String], linter: Linter, strict: Bool = false) -> LintRun {
        var reports = [FileReport?](repeating: nil, count: files.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let report = linter.lint(file: files[index])
            lock.lock()
            reports[index] = report
            lock.unlock()
        }
        return LintRun(reports: reports.map { $0! }, strict: strict)
    }

    public var findings: [Finding] { reports.flatMap(\.findings) }
    public var completeness: [LanguageCompleteness] { reports.flatMap(\.completeness) }

    public var errorCount: Int { reports.reduce(0) { $0 + $1.errorCount } }
    public var warningCount: Int { reports.reduce(0) { $0 + $1.warningCount } }
    public var noteCount: Int { reports.reduce(0) { $0 + $1.noteCount } }
    /// Languages below their threshold.
    public var failedLanguages: [LanguageCompleteness] { completeness.filter { !$0.passed } }
    /// Whether some file could not be read as a catalog.
    public var hasUnreadableFiles: Bool { reports.contains { $0.unreadable } }

    /// 0: no errors and every threshold met; 1: errors, a threshold failed, or (strict) warnings;
    /// 2: a file could not be read as a catalog.
    public var exitStatus: Int32 {
        if hasUnreadableFiles { return 2 }
        if errorCount > 0 || !failedLanguages.isEmpty || (strict && warningCount > 0) { return 1 }
        return 0
    }
}
