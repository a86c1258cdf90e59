@testable import CatalogLint
import CatalogModel
import Foundation
import Testing

/// A run's reports each hold the findings of their own file: the catalogs', the configuration
/// files' (before them) and the baseline's (after them); every reporter and the baseline handle
/// all three.
@Suite("The run's reports")
struct RunStructureTests {
    static func finding(_ file: String, _ severity: Severity, _ rule: String, line: Int, key: String? = nil) -> Finding {
        Finding(
            file: file, location: CatalogModel.SourceLocation(line: line, column: 3), severity: severity, rule: rule,
            message: "\(rule) in \(file)", key: key, language: key == nil ? nil : "de", path: JSONPath())
    }

    /// A configuration with an unknown suppression, a catalog with an error, and a stale baseline entry.
    static let run = LintRun(
        reports: [FileReport(
            file: "App/A.xcstrings", findings: [finding("App/A.xcstrings", .error, "placeholder-mismatch", line: 4, key: "K")],
            completeness: [], unreadable: false)],
        configurationReports: [FileReport(
            file: ".xcstrings-lint.json", findings: [finding(".xcstrings-lint.json", .warning, "unknown-suppression", line: 2)],
            completeness: [], unreadable: false)],
        baselineReport: FileReport(
            file: "baseline.json", findings: [finding("baseline.json", .note, "baseline-stale", line: 3, key: "Old")],
            completeness: [], unreadable: false))

    @Test func findingsAreInTheOrderConfigurationsCatalogsBaseline() {
        #expect(Self.run.allReports.map(\.file) == [".xcstrings-lint.json", "App/A.xcstrings", "baseline.json"])
        #expect(Self.run.findings.map(\.file) == [".xcstrings-lint.json", "App/A.xcstrings", "baseline.json"])
        #expect((Self.run.errorCount, Self.run.warningCount, Self.run.noteCount) == (1, 1, 1))
        #expect(Self.run.exitStatus == 1)
    }

    @Test func textListsThemAllAndCountsOnlyCatalogsAsFiles() {
        let lines = TextReporter().render(Self.run).split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == Self.run.findings.map(\.textLine))
        #expect(lines.last == "1 file: 1 error, 1 warning, 1 note")
    }

    @Test func jsonHasTheirDiagnosticsButListsOnlyCatalogsAsFiles() throws {
        let text = JSONReporter().render(Self.run)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["files"] as? [String] == ["App/A.xcstrings"])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["file"] as? String } == [".xcstrings-lint.json", "App/A.xcstrings", "baseline.json"])
    }

    @Test func githubSarifAndMarkdownReportThem() throws {
        let github = GitHubReporter().render(Self.run)
        #expect(github.contains("::warning file=.xcstrings-lint.json,line=2,col=3,title=xcstrings-lint (unknown-suppression)::"))
        #expect(github.contains("::notice file=baseline.json,line=3,col=3,title=xcstrings-lint (baseline-stale)::"))
        let sarif = SARIFReporter(sourceRoot: FilePaths.currentDirectory, toolVersion: "1").render(Self.run)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["unknown-suppression", "placeholder-mismatch", "baseline-stale"])
        let markdown = MarkdownReporter().render(Self.run)
        #expect(markdown.contains("| `unknown-suppression` | 0 | 1 | 0 |") && markdown.contains("| `baseline-stale` | 0 | 0 | 1 |"))
    }

    @Test func junitHasASuiteForEachFileWithFindingsOfItsOwn() {
        let xml = JUnitReporter(enabledRules: ["App/A.xcstrings": ["placeholder-mismatch"]]).render(Self.run)
        let suites = xml.components(separatedBy: "<testsuite name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(suites == [".xcstrings-lint.json", "App/A.xcstrings", "baseline.json"])
        #expect(xml.contains("<testcase name=\"unknown-suppression\" classname=\".xcstrings-lint.json\">"))
        #expect(xml.contains("<testcase name=\"baseline-stale\" classname=\"baseline.json\">"))
        #expect(!xml.contains("<testcase name=\"placeholder-mismatch\" classname=\".xcstrings-lint.json\""),
                "a configuration file's suite lists no rules that did not report in it")
        #expect(xml.contains("<testsuites name=\"xcstrings-lint\" tests=\"3\" failures=\"1\" errors=\"0\">"))
    }

    @Test func theBaselineRecordsAConfigurationsFindingsAndPutsItsNotesInItsOwnReport() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".xcstrings-lint.json", #"{"suppress": [{"rule": "no-such-rule", "reason": "typo"}]}"#)
        let catalog = try sandbox.write("A.xcstrings", catalogText(BaselineTests.strings))
        let run = try LintSession().lint(files: [catalog]).run
        #expect(run.configurationReports.map { $0.findings.count } == [1])
        let baselinePath = sandbox.root + "/baseline.json"
        try Baseline(run: run, directory: sandbox.root).write(to: baselinePath)
        let baseline = try Baseline.read(contentsOf: baselinePath)
        #expect(baseline.entries.contains { $0.identity.file == ".xcstrings-lint.json" && $0.identity.rule == "unknown-suppression" })

        let applied = baseline.apply(to: run, baselineFile: baselinePath)
        #expect(applied.run.findings.isEmpty && applied.run.baselineReport == nil, "everything recorded, nothing stale")
        #expect(applied.matched == run.findings.count)

        // The catalog is fixed: its entries are stale, notes of the baseline's own report.
        try sandbox.write("A.xcstrings", catalogText(""))
        let later = baseline.apply(to: try LintSession().lint(files: [catalog]).run, baselineFile: baselinePath).run
        #expect(later.reports.allSatisfy { $0.findings.isEmpty } && later.configurationReports.allSatisfy { $0.findings.isEmpty })
        let report = try #require(later.baselineReport)
        #expect(report.file == baselinePath && report.findings.count == 2, "one per entry: Bye, and the two mismatches")
        #expect(report.findings.allSatisfy { $0.rule == "baseline-stale" && $0.file == baselinePath })
        #expect(report.findings.map(\.location) == report.findings.map(\.location).sorted())
        #expect(later.findings.last == report.findings.last, "the baseline's notes come after the catalogs'")
    }
}
