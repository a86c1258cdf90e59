import CatalogModel
import Foundation

/// `--format json`: a stable interface for tools.
///
/// ```json
/// {"version": 1, "files": [...],
///  "diagnostics": [{"file", "line", "column", "severity", "rule", "message", "key", "language"}],
///  "languages": [{"file", "language", "translated", "total", "percent", "threshold", "passed"}],
///  "summary": {"errors", "warnings", "notes"}}
/// ```
/// `key`, `language` and `threshold` are `null` where they do not apply.
public struct JSONReporter {
    /// Only errors in `diagnostics` (`--quiet`).
    public var quiet = false

    public init(quiet: Bool = false) { self.quiet = quiet }

    public func render(_ run: LintRun) -> String {
        var diagnostics: [Any] = []
        for finding in run.findings where !quiet || finding.severity == .error {
            diagnostics.append([
                "file": finding.file,
                "line": finding.location.line,
                "column": finding.location.column,
                "severity": finding.severity.rawValue,
                "rule": finding.rule,
                "message": finding.message,
                "key": finding.key as Any? ?? NSNull(),
                "language": finding.language as Any? ?? NSNull(),
            ] as [String: Any])
        }
        let languages: [Any] = run.completeness.map { row in
            [
                "file": row.file,
                "language": row.language,
                "translated": row.translated,
                "total": row.total,
                "percent": (row.percent * 10).rounded(.down) / 10,
                "threshold": row.threshold as Any? ?? NSNull(),
                "passed": row.passed,
            ] as [String: Any]
        }
        let object: [String: Any] = [
            "version": 1,
            "files": run.reports.map(\.file),
            "diagnostics": diagnostics,
            "languages": languages,
            "summary": ["errors": run.errorCount, "warnings": run.warningCount, "notes": run.noteCount],
        ]
        return String(decoding: CatalogWriter.prettyData(forJSONObject: object), as: UTF8.self) + "\n"
    }
}
