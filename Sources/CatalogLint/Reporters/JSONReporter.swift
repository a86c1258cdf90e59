import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// Only what fails the run in `diagnostics` (`--quiet`: errors, and warnings under `--strict`).
    public var quiet = false

    public init(quiet: Bool = false) { self.quiet = quiet }

    public func render(_ run: LintRun) -> String {
        var diagnostics: [JSONValue] = []
        for finding in run.findings where !quiet || run.failsRun(finding) {
            diagnostics.append([
                "file": .string(finding.file),
                "line": JSONValue(finding.location.line),
                "column": JSONValue(finding.location.column),
                "severity": .string(finding.severity.rawValue),
                "rule": .string(finding.rule),
                "message": .string(finding.message),
                "key": JSONValue(finding.key),
                "language": JSONValue(finding.language),
            ])
        }
        let languages: [JSONValue] = run.completeness.map { row in
            [
                "file": .string(row.file),
                "language": .string(row.language),
                "translated": JSONValue(row.translated),
                "total": JSONValue(row.total),
                "percent": JSONValue((row.percent * 10).rounded(.down) / 10),
                "threshold": row.threshold.map(JSONValue.init(_:)) ?? .null,
                "passed": .boolean(row.passed),
            ]
        }
        let object: JSONValue = [
            "version": 1,
            "files": .array(run.reports.map { .string($0.file) }),
            "diagnostics": .array(diagnostics),
            "languages": .array(languages),
            "summary": [
                "errors": JSONValue(run.errorCount), "warnings": JSONValue(run.warningCount),
                "notes": JSONValue(run.noteCount),
            ],
        ]
        return object.prettyText + "\n"
    }
}
