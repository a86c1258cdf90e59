import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format junit`: JUnit XML, for CI systems that show test reports (GitLab, Jenkins, Azure,
/// CircleCI).
///
/// A `<testsuite>` per catalog (named by its path), with a `<testcase>` per rule that ran on it
/// (`name` the rule id, `classname` the catalog). A case fails (`<failure>`) when its rule found
/// errors, or warnings with `--strict`: what fails the run fails the case. Findings that do not
/// fail are listed in the case's `<system-out>`. A catalog that cannot be read has an
/// `invalid-catalog` case with an `<error>`; a catalog with thresholds has a
/// `completeness-threshold` case that fails when a language is below its threshold. Ids of
/// findings that are not rules (`encoding`, `unknown-suppression`, `baseline-stale`) get a case
/// when they occur. A configuration file or a baseline with findings of its own has a suite too,
/// with a case per id found (before the catalogs' suites, and after them, as the run orders them).
public struct JUnitReporter {
    /// The ids of the rules that ran, by file (every rule for a file not listed).
    public var enabledRules: [String: [String]]

    public init(enabledRules: [String: [String]] = [:]) {
        self.enabledRules = enabledRules
    }

    struct TestCase {
        var name: String
        var failing: [String] = []
        var isError = false
        var passing: [String] = []
    }

    public func render(_ run: LintRun) -> String {
        let allRules = RuleRegistry.all.map { $0.description.identifier }
        var suites: [Suite] = run.configurationReports.map { suite(for: $0, rules: [], strict: run.strict) }
        for report in run.reports {
            let rules = report.unreadable ? [] : enabledRules[report.file] ?? allRules
            suites.append(suite(for: report, rules: rules, strict: run.strict))
        }
        if let baseline = run.baselineReport { suites.append(suite(for: baseline, rules: [], strict: run.strict)) }
        let totals = (tests: suites.reduce(0) { $0 + $1.tests }, failures: suites.reduce(0) { $0 + $1.failures },
                      errors: suites.reduce(0) { $0 + $1.errors })
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"xcstrings-lint\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\">\n"
            + suites.map(\.text).joined() + "</testsuites>\n"
    }

    /// One `<testsuite>` and its counts.
    struct Suite {
        var text: String
        var tests: Int
        var failures: Int
        var errors: Int
    }

    /// The suite of one file: a case per rule in `rules` (in that order), then one per other id
    /// found, and a `completeness-threshold` case when the file has thresholds.
    func suite(for report: FileReport, rules: [String], strict: Bool) -> Suite {
        var cases: [TestCase] = []
        var caseIndex: [String: Int] = [:]
        func index(of name: String) -> Int {
            if let index = caseIndex[name] { return index }
            caseIndex[name] = cases.count
            cases.append(TestCase(name: name))
            return cases.count - 1
        }
        for rule in rules { _ = index(of: rule) }
        for finding in report.findings {
            let position = index(of: finding.rule)
            let fails = finding.severity == .error || (strict && finding.severity == .warning)
            if fails {
                cases[position].failing.append(finding.textLine)
                if finding.rule == ToolFindings.invalidCatalog { cases[position].isError = true }
            } else {
                cases[position].passing.append(finding.textLine)
            }
        }
        if report.completeness.contains(where: { $0.threshold != nil }) {
            let position = index(of: ToolFindings.completenessThreshold)
            for row in report.completeness where row.threshold != nil {
                let line = "\(row.language): \(TextReporter.percent(row.percent)) (\(row.translated)/\(row.total)), "
                    + "threshold \(TextReporter.threshold(row.threshold ?? 0))"
                if row.passed { cases[position].passing.append(line) } else { cases[position].failing.append(line) }
            }
        }
        let failures = cases.filter { !$0.failing.isEmpty && !$0.isError }.count
        let errors = cases.filter(\.isError).count
        var text = "  <testsuite name=\"\(Self.escape(report.file))\" tests=\"\(cases.count)\" "
            + "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
        for testCase in cases {
            text += "    <testcase name=\"\(Self.escape(testCase.name))\" classname=\"\(Self.escape(report.file))\""
            if testCase.failing.isEmpty && testCase.passing.isEmpty {
                text += "/>\n"
                continue
            }
            text += ">\n"
            if !testCase.failing.isEmpty {
                let element = testCase.isError ? "error" : "failure"
                let count = testCase.failing.count
                let summary = testCase.name == ToolFindings.completenessThreshold
                    ? "\(count) language\(count == 1 ? "" : "s") below threshold"
                    : "\(count) finding\(count == 1 ? "" : "s")"
                text += "      <\(element) type=\"\(Self.escape(testCase.name))\" message=\"\(Self.escape(summary))\">"
                    + Self.escape(testCase.failing.joined(separator: "\n")) + "</\(element)>\n"
            }
            if !testCase.passing.isEmpty {
                text += "      <system-out>" + Self.escape(testCase.passing.joined(separator: "\n")) + "</system-out>\n"
            }
            text += "    </testcase>\n"
        }
        text += "  </testsuite>\n"
        return Suite(text: text, tests: cases.count, failures: failures, errors: errors)
    }

    /// Text for XML content and attribute values: markup characters escaped, carriage returns as
    /// references (parsers would drop them), and characters XML 1.0 cannot hold replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
