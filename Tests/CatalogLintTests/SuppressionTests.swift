import CatalogLint
import CatalogModel
import Foundation
import Testing

@Suite("Suppression")
struct SuppressionTests {
    /// "Welcome, %@!" with a Japanese translation that drops the name (placeholder-missing) and a
    /// German one with an extra line break at its end (whitespace-mismatch); "Other %@" drops its argument in
    /// Japanese too.
    static func catalog(comment: String?) -> String {
        let commentMember = comment.map { "\"comment\":\(JSONPathComponent.quoted($0))," } ?? ""
        return catalogText("""
            "Welcome, %@!":{\(commentMember)"localizations":{
            "ja":{"stringUnit":{"state":"translated","value":"ようこそ！"}},
            "de":{"stringUnit":{"state":"translated","value":"Willkommen, %@!\\n"}}}},
            "Other %@":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"他"}}}}
            """)
    }

    static func lint(_ text: String, options: LintOptions = LintOptions(), file: String = "A.xcstrings") -> [Finding] {
        let report = Linter(options: options).lint(data: Data(text.utf8), file: file)
        #expect(!report.unreadable)
        return report.findings
    }

    @Test func withoutAMarkerTheFindingsAreReported() {
        let rules = Self.lint(Self.catalog(comment: "A greeting")).map(\.rule)
        #expect(rules.filter { $0 == "placeholder-missing" }.count == 2)
        #expect(rules.contains("whitespace-mismatch"))
    }

    @Test func aMarkerSuppressesItsRulesForItsKeyOnly() {
        let findings = Self.lint(Self.catalog(
            comment: "A greeting. [xcstrings-lint: ignore placeholder-missing, whitespace-mismatch] the name is in the title"))
        #expect(!findings.contains { $0.key == "Welcome, %@!" && $0.rule == "placeholder-missing" })
        #expect(!findings.contains { $0.rule == "whitespace-mismatch" })
        #expect(findings.contains { $0.key == "Other %@" && $0.rule == "placeholder-missing" }, "other keys keep theirs")
        #expect(!findings.contains { $0.rule == "unknown-suppression" })
    }

    @Test func markerSyntax() {
        let (markers, problems) = SuppressionMarker.parse(
            "x [xcstrings-lint: ignore a-b, c_d  — why not] y [xcstrings-lint:ignore e] after")
        #expect(problems.isEmpty)
        #expect(markers.map { $0.identifiers.map(\.text) } == [["a-b", "c_d"], ["e"]])
        #expect(markers[0].reason == "why not")
        #expect(markers[0].identifiers[1].offset == "x [xcstrings-lint: ignore a-b, ".utf8.count)

        #expect(SuppressionMarker.parse("[xcstrings-lint: disable x]").problems.first?.message.contains("unknown directive 'disable'") == true)
        #expect(SuppressionMarker.parse("[xcstrings-lint: ignore]").problems.first?.message.contains("names no rule") == true)
        #expect(SuppressionMarker.parse("[xcstrings-lint: ignore x").problems.first?.message.contains("closing ']'") == true)
        #expect(SuppressionMarker.parse("no marker [xcstrings-lint] here").markers.isEmpty)
    }

    /// The search that sends a comment to `parse` finds the prefix wherever it is, and only then
    /// (checked against Foundation's `contains` too).
    @Test func markerSearch() {
        let found = ["[xcstrings-lint:", "[xcstrings-lint: ignore x]", "why: [xcstrings-lint: ignore x]", "é…[xcstrings-lint:",
                     "[[xcstrings-lint:", "[xcstrings-lint[xcstrings-lint:"]
        let missed = ["", "[", "[xcstrings-lint", "[xcstrings-lint ignore x]", "[XCSTRINGS-LINT:", "xcstrings-lint:",
                      "[xcstrings-lint;", "é [xcstrings-lin:t", "a comment for translators"]
        for comment in found { #expect(SuppressionMarker.occurs(in: comment), "\(comment)") }
        for comment in missed { #expect(!SuppressionMarker.occurs(in: comment), "\(comment)") }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["[", "xcstrings", "-lint", ":", " ", "é", "[xcstrings-lint", "x"]
        for _ in 0..<2_000 {
            let comment = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SuppressionMarker.occurs(in: comment) == comment.contains(SuppressionMarker.prefix), "\(comment)")
        }
    }

    @Test func unknownIdsInAMarkerAreReportedAtTheirPlaceInTheComment() throws {
        let comment = "Greeting [xcstrings-lint: ignore placeholder-missing, placeholder-mising]"
        let text = Self.catalog(comment: comment)
        let findings = Self.lint(text)
        let unknown = try #require(findings.first { $0.rule == "unknown-suppression" })
        #expect(unknown.severity == .warning)
        #expect(unknown.key == "Welcome, %@!")
        #expect(unknown.message == "unknown rule 'placeholder-mising' in a suppression marker (see --list-rules)")
        #expect(unknown.location == position(of: "placeholder-mising]", in: text))
        // The known id still applies.
        #expect(!findings.contains { $0.key == "Welcome, %@!" && $0.rule == "placeholder-missing" })
    }

    @Test func aMalformedMarkerIsReported() throws {
        let text = Self.catalog(comment: "[xcstrings-lint: ignore]")
        let unknown = try #require(Self.lint(text).first { $0.rule == "unknown-suppression" })
        #expect(unknown.location == position(of: "[xcstrings-lint", in: text))
    }

    @Test func configurationSuppressionsMatchRuleKeyLanguageAndFile() throws {
        let text = Self.catalog(comment: nil)
        func remaining(_ suppress: String, file: String = "/project/App/A.xcstrings") throws -> [String] {
            let settings = try configuration(#"{"suppress": [\#(suppress)]}"#, directory: "/project")
            return Self.lint(text, options: settings.options, file: file)
                .filter { $0.rule == "placeholder-missing" }.map { $0.key ?? "" }.sorted()
        }
        let all = ["Other %@", "Welcome, %@!"]
        #expect(try remaining(#"{"rule": "placeholder-missing", "reason": "r"}"#).isEmpty)
        #expect(try remaining(#"{"rule": "placeholder-missing", "key": "Welcome, %@!", "reason": "r"}"#) == ["Other %@"])
        #expect(try remaining(#"{"rule": "placeholder-missing", "key": "*%@*", "language": "ja", "reason": "r"}"#).isEmpty)
        #expect(try remaining(#"{"rule": "placeholder-missing", "language": "de", "reason": "r"}"#) == all)
        #expect(try remaining(#"{"rule": "placeholder-size", "reason": "r"}"#) == all)
        #expect(try remaining(#"{"rule": "placeholder-missing", "file": "App/*.xcstrings", "reason": "r"}"#).isEmpty)
        #expect(try remaining(#"{"rule": "placeholder-missing", "file": "Other/*.xcstrings", "reason": "r"}"#) == all)
    }

    @Test func unknownRulesOfTheConfigurationAreTheConfigurationsReport() throws {
        let sandbox = try Sandbox()
        let config = try sandbox.write(".xcstrings-lint.json", """
            {"suppress": [
              {"rule": "no-such-rule", "reason": "typo"}
            ]}
            """)
        let first = try sandbox.write("A.xcstrings", catalogText(""))
        let second = try sandbox.write("B.xcstrings", catalogText(""))
        let run = try LintSession().lint(files: [first, second]).run
        #expect(run.configurationReports.count == 1)
        let report = try #require(run.configurationReports.first)
        #expect(FilePaths.absolute(report.file) == config && report.completeness.isEmpty && !report.unreadable)
        let finding = try #require(report.findings.first)
        #expect(finding.rule == "unknown-suppression" && FilePaths.absolute(finding.file) == config)
        #expect(finding.file == report.file, "a report holds the findings of its own file")
        #expect(finding.location == CatalogModel.SourceLocation(line: 2, column: 12))
        #expect(run.reports.map(\.file) == [first, second])
        #expect(run.reports[0].findings.isEmpty && run.reports[1].findings.isEmpty)
        #expect(run.findings.first == finding && run.warningCount == 1, "it counts in the run")
        #expect(run.exitStatus == 0, "a warning does not fail the run")
    }
}
