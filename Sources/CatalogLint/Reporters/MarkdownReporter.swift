import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format markdown`: the summary alone, for a pull-request comment or a GitHub step summary:
/// the counts, the completeness of every catalog, and the findings per rule.
public struct MarkdownReporter {
    public init() {}

    public func render(_ run: LintRun) -> String {
        var out = "## xcstrings-lint\n\n"
        out += "**\(TextReporter().summary(run))**\n"
        let rows = run.completeness
        if !rows.isEmpty {
            out += "\n### Completeness\n\n"
            out += "| Catalog | Language | Translated | Percent | Threshold | Result |\n"
            out += "|---|---|---:|---:|---:|---|\n"
            for row in rows {
                let result = row.threshold == nil ? "–" : row.passed ? "pass" : "**FAIL**"
                out += "| \(Self.code(row.file)) | \(Self.cell(row.language)) | \(row.translated)/\(row.total) | "
                    + "\(TextReporter.percent(row.percent)) | \(row.threshold.map(TextReporter.threshold) ?? "–") | \(result) |\n"
            }
        }
        var counts: [String: [Severity: Int]] = [:]
        for finding in run.findings { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        if !counts.isEmpty {
            out += "\n### Findings per rule\n\n"
            out += "| Rule | Errors | Warnings | Notes |\n|---|---:|---:|---:|\n"
            // Most errors first, then most warnings, then by id.
            let rules = counts.keys.sorted { lhs, rhs in
                let l = counts[lhs]!, r = counts[rhs]!
                return (-(l[.error] ?? 0), -(l[.warning] ?? 0), -(l[.note] ?? 0), lhs)
                    < (-(r[.error] ?? 0), -(r[.warning] ?? 0), -(r[.note] ?? 0), rhs)
            }
            for rule in rules {
                let count = counts[rule]!
                out += "| \(Self.code(rule)) | \(count[.error] ?? 0) | \(count[.warning] ?? 0) | \(count[.note] ?? 0) |\n"
            }
        }
        return out
    }

    /// Text safe in a table cell: no `|`, no line break.
    static func cell(_ text: String) -> String {
        text.replacing(every: "|", with: "\\|").replacing(every: "\n", with: " ").replacing(every: "\r", with: " ")
    }

    /// Text in a code span (backticks inside it are doubled around).
    static func code(_ text: String) -> String {
        let cell = cell(text)
        return cell.contains("`") ? "`` \(cell) ``" : "`\(cell)`"
    }
}
