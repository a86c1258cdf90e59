@testable import CatalogLint
import CatalogModel
import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A finding made up for reporter tests.
private func finding(
    _ severity: Severity, _ rule: String = "placeholder-mismatch", file: String = "App/Localizable.xcstrings",
    line: Int = 3, column: Int = 7, message: String = "message", key: String? = "Key", language: String? = "de"
) -> Finding {
    Finding(
        file: file, location: CatalogModel.SourceLocation(line: line, column: column), severity: severity, rule: rule,
        message: message, key: key, language: language, path: ["strings", "Key", "localizations", "de"])
}

private func report(_ file: String, _ findings: [Finding],
                    completeness: [LanguageCompleteness] = [], unreadable: Bool = false) -> FileReport {
    FileReport(file: file, findings: findings, completeness: completeness, unreadable: unreadable)
}

@Suite("Report formats")
struct ReporterFormatTests {
    // MARK: - Text, in pieces

    @Test("The text report written in pieces is the rendered text, cut only after whole lines")
    func textInPieces() {
        let findings = (1...50).map { finding(.warning, line: $0, message: "message \($0) " + String(repeating: "é", count: $0)) }
        let completeness = [LanguageCompleteness(file: "A.xcstrings", language: "de", translated: 1, total: 2, threshold: 90)]
        let run = LintRun(reports: [report("A.xcstrings", findings, completeness: completeness), report("B.xcstrings", [])])
        for reporter in [TextReporter(), TextReporter(quiet: true), TextReporter(color: true)] {
            var pieces: [String] = []
            reporter.write(run, pieceSize: 300) { pieces.append($0) }
            #expect(pieces.joined() == reporter.render(run))
            #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 300 && $0.hasSuffix("\n") })
            if !reporter.quiet { #expect(pieces.count > 10) }
        }
    }

    @Test("A text line is `file:line:col: severity: message [rule]`, its numbers written as String(_:) writes them")
    func textLineFormat() {
        let numbers = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 12_345, 1_000_000, Int.max, -1, -10, Int.min]
        for number in numbers {
            for severity in [Severity.error, .warning, .note] {
                let line = finding(
                    severity, "rule-id", file: "Ü/A b.xcstrings", line: number, column: number + (number < Int.max ? 1 : 0),
                    message: "é ✓ \"x\"").textLine
                let column = number + (number < Int.max ? 1 : 0)
                #expect(line == "Ü/A b.xcstrings:\(number):\(column): \(severity.rawValue): é ✓ \"x\" [rule-id]")
            }
        }
    }

    @Test("Many findings are formatted in chunks on all cores: the same lines, in order, still in whole-line pieces")
    func manyFindingsInPieces() {
        // More than a batch, with a short last batch formatted line by line.
        let count = TextReporter.linesPerBatch + TextReporter.linesPerChunk + 7
        let severities: [Severity] = [.warning, .error, .note]
        let findings = (0..<count).map { index in
            finding(severities[index % 3], line: index + 1, message: "message \(index) " + String(repeating: "ü", count: index % 5))
        }
        let run = LintRun(reports: [report("A.xcstrings", findings), report("B.xcstrings", Array(findings.prefix(2_000)))])
        let all = run.allReports.flatMap(\.findings)
        // Chunks written as pieces of their own (300), chunks too small for that, gathered (1 MB),
        // and pieces so small that a quarter of one is nothing (3): never an empty piece.
        let reporters = [TextReporter(), TextReporter(quiet: true), TextReporter(color: true)]
        for (reporter, pieceSize) in reporters.flatMap({ reporter in [300, 1 << 20, 3].map { (reporter, $0) } }) {
            var pieces: [String] = []
            reporter.write(run, pieceSize: pieceSize) { pieces.append($0) }
            let text = pieces.joined()
            #expect(text == reporter.render(run))
            #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= pieceSize / 4 && $0.hasSuffix("\n") })
            #expect(pieceSize == 1 << 20 ? pieces.count == 1 : pieces.count > 10)
            #expect(pieces.allSatisfy { !$0.isEmpty })
            let shown = all.filter { !reporter.quiet || $0.severity == .error }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(shown.count)
            if reporter.color {
                #expect(zip(lines, shown).allSatisfy { $0.contains($1.message) && $0.contains(":\($1.location.line):") })
            } else {
                #expect(Array(lines) == shown.map { Substring($0.textLine) })
            }
        }
        // Quiet, and nothing fails: every chunk is empty, and no piece is.
        let warnings = (0..<count).map { finding(.warning, line: $0 + 1) }
        for pieceSize in [3, 300] {
            var pieces: [String] = []
            let quiet = TextReporter(quiet: true)
            let calm = LintRun(reports: [report("A.xcstrings", warnings)])
            quiet.write(calm, pieceSize: pieceSize) { pieces.append($0) }
            #expect(pieces.joined() == quiet.render(calm))
            #expect(pieces.allSatisfy { !$0.isEmpty })
        }
    }

    // MARK: - GitHub

    /// Percentages are cut to tenths, never rounded up, and written exactly as
    /// `String(format: "%.1f%%")` wrote the cut value: for every share of up to 400 keys, and
    /// every thousandth from 0 to 100.
    @Test func percentagesAreCutToTenths() {
        func formatted(_ value: Double) -> String { String(format: "%.1f%%", (value * 10).rounded(.down) / 10) }
        var values = (0...100_000).map { Double($0) / 1000 }
        for total in 1...400 { for translated in 0...total { values.append(Double(translated) * 100 / Double(total)) } }
        for value in values where TextReporter.percent(value) != formatted(value) {
            Issue.record("\(value): \(TextReporter.percent(value)) is not \(formatted(value))")
        }
        #expect(TextReporter.percent(100) == "100.0%")
        #expect(TextReporter.percent(0) == "0.0%")
        #expect(TextReporter.percent(Double(7999) * 100 / 8000) == "99.9%")
        #expect(TextReporter.percent(96.65) == "96.6%")
    }

    @Test func githubCommandsCharacterByCharacter() {
        let run = LintRun(reports: [
            report("My, App:1/A%.xcstrings", [
                finding(.warning, "missing-translation", file: "My, App:1/A%.xcstrings", line: 1, column: 2,
                        message: "plain"),
                finding(.error, file: "My, App:1/A%.xcstrings", line: 12, column: 34,
                        message: "50% done\r\nnext: a, b"),
                finding(.note, "unknown-plural-language", file: "My, App:1/A%.xcstrings", line: 5, column: 1,
                        message: "n"),
            ])
        ])
        let lines = GitHubReporter().render(run).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "::error file=My%2C App%3A1/A%25.xcstrings,line=12,col=34,title=xcstrings-lint (placeholder-mismatch)::50%25 done%0D%0Anext: a, b")
        #expect(lines[1] == "::warning file=My%2C App%3A1/A%25.xcstrings,line=1,col=2,title=xcstrings-lint (missing-translation)::plain")
        #expect(lines[2] == "::notice file=My%2C App%3A1/A%25.xcstrings,line=5,col=1,title=xcstrings-lint (unknown-plural-language)::n")
        #expect(lines[3] == "")
        #expect(lines[4] == "1 file: 1 error, 1 warning, 1 note")
        #expect(GitHubReporter.escapeData("%\r\n:,") == "%25%0D%0A:,")
        #expect(GitHubReporter.escapeProperty("%\r\n:,") == "%25%0D%0A%3A%2C")
        #expect(GitHubReporter.escapeProperty("100%25") == "100%2525", "escaped once, never decoded")
    }

    @Test func githubPathsAreRelativeToTheSourceRoot() {
        let run = LintRun(reports: [report("/work/repo/App/A.xcstrings", [finding(.error, file: "/work/repo/App/A.xcstrings")])])
        let text = GitHubReporter(sourceRoot: "/work/repo").render(run)
        #expect(text.hasPrefix("::error file=App/A.xcstrings,line=3,col=7,"))
    }

    @Test func githubPrintsTheMostSevereFirstAndCountsWhatItCannotAnnotate() {
        var findings: [Finding] = []
        for line in 1...11 { findings.append(finding(.note, "unknown-plural-language", line: line, message: "note \(line)")) }
        for line in 1...3 { findings.append(finding(.warning, "missing-translation", line: 100 + line, message: "warning \(line)")) }
        for line in 1...12 { findings.append(finding(.error, line: 200 + line, message: "error \(line)")) }
        let failing = LanguageCompleteness(file: "App/Localizable.xcstrings", language: "fr", translated: 1, total: 4, threshold: 90)
        let run = LintRun(reports: [report("App/Localizable.xcstrings", findings, completeness: [failing])])
        let lines = GitHubReporter().render(run).split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        #expect(commands.count == 10 + 3 + 10)
        #expect(commands[0] == "::error file=App/Localizable.xcstrings,title=xcstrings-lint (completeness-threshold)::'fr' is 25.0%25 translated (1/4), below its threshold of 90.0%25")
        #expect(commands[1].hasSuffix("::error 1") && commands[9].hasSuffix("::error 9"))
        #expect(commands[10].hasPrefix("::warning ") && commands[12].hasSuffix("::warning 3"))
        #expect(commands[13].hasPrefix("::notice ") && commands[22].hasSuffix("::note 10"))
        let countLine = lines.first { $0.hasPrefix("xcstrings-lint: ") }
        #expect(countLine == "xcstrings-lint: 3 more errors, 1 more note not annotated (GitHub shows the first 10 errors, warnings and notices of a step):")
        let index = lines.firstIndex(of: countLine ?? "")!
        #expect(lines[index + 1] == "App/Localizable.xcstrings:210:7: error: error 10 [placeholder-mismatch]")
        #expect(lines[index + 3] == "App/Localizable.xcstrings:212:7: error: error 12 [placeholder-mismatch]")
        #expect(lines[index + 4] == "App/Localizable.xcstrings:11:7: note: note 11 [unknown-plural-language]")
        #expect(lines.contains("Completeness of App/Localizable.xcstrings"))
        #expect(lines.last == "1 file: 12 errors, 3 warnings, 11 notes; 1 language below threshold (fr 25.0% < 90.0%)")
    }

    // MARK: - SARIF

    static func sarifRun() -> LintRun {
        LintRun(reports: [
            report("/src/App/A b.xcstrings", [
                finding(.error, file: "/src/App/A b.xcstrings", message: "bad %@"),
                finding(.warning, "missing-translation", file: "/src/App/A b.xcstrings", line: 4, column: 5),
                finding(.note, "baseline-stale", file: "/src/baseline.json", line: 2, column: 5),
            ], completeness: [LanguageCompleteness(file: "/src/App/A b.xcstrings", language: "fr", translated: 0, total: 2, threshold: 50)]),
            report("/elsewhere/B.xcstrings", [finding(.error, "invalid-catalog", file: "/elsewhere/B.xcstrings", key: nil, language: nil)],
                   unreadable: true),
        ])
    }

    /// SARIF says its columns count code points; findings count characters. `é` written as `e` and a
    /// combining accent is one character and two code points, a flag two, `👍🏽` two (the columns were
    /// left in characters once).
    @Test func sarifColumnsCountCodePoints() throws {
        let file = "{\n  \"e\u{301}e\u{301}\" : { \"comment\" : 5 },\n  \"🇫🇷 👍🏽\" : x,\n  \"ab\" : y\n}\n"
        var reporter = SARIFReporter(sourceRoot: "/src", toolVersion: "0.1.0")
        reporter.fileContents = { $0 == "/src/A.xcstrings" ? Data(file.utf8) : nil }
        let run = LintRun(reports: [report("/src/A.xcstrings", [
            finding(.error, file: "/src/A.xcstrings", line: 2, column: 26),
            finding(.error, file: "/src/A.xcstrings", line: 3, column: 10),
            finding(.error, file: "/src/A.xcstrings", line: 4, column: 10),
            finding(.error, file: "/src/A.xcstrings", line: 9, column: 3),
            finding(.error, file: "/src/Gone.xcstrings", line: 2, column: 26),
        ])])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(reporter.render(run).utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let columns = results.map { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any])?["startColumn"] as? Int
        }
        // 2:26 is after `  "éé" : { "comment" : 5 ` (2 more code points); 3:10 after `  "🇫🇷 👍🏽" :` (2 more);
        // ASCII, a line past the end and an unreadable file keep their columns.
        #expect(columns == [28, 12, 10, 3, 26])
    }

    @Test func sarifHasTheRequiredStructureAndRuleIndices() throws {
        let text = SARIFReporter(sourceRoot: "/src", toolVersion: "0.1.0").render(Self.sarifRun())
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "xcstrings-lint" && driver["version"] as? String == "0.1.0")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleRegistry.all.count + ToolFindings.descriptions.count)
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count, "ids are unique")
        for rule in rules {
            #expect(rule["name"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""))
        }
        let mismatch = try #require(rules.first { $0["id"] as? String == "placeholder-mismatch" })
        #expect((mismatch["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect(((mismatch["help"] as? [String: Any])?["text"] as? String)?.contains("xcstrings-lint --explain placeholder-mismatch") == true)

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 5)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String, "ruleIndex points at its rule")
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
        let first = results[0]
        #expect(first["level"] as? String == "error")
        let artifact = ((first["locations"] as? [[String: Any]])?[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "App/A%20b.xcstrings" && artifact?["uriBaseId"] as? String == "%SRCROOT%")
        let outside = ((results[3]["locations"] as? [[String: Any]])?[0]["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
        #expect(outside?["uri"] as? String == "file:///elsewhere/B.xcstrings" && outside?["uriBaseId"] == nil)
        #expect(results[4]["ruleId"] as? String == "completeness-threshold")
        let base = (runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == "file:///src/")
        let fingerprint = (first["partialFingerprints"] as? [String: String])?["xcstringsLintIdentity/v1"]
        #expect(fingerprint?.count == 16)
    }

    @Test(.enabled(if: SharedData.schemas.isAvailable, "needs ../shared/schemas"))
    func sarifValidatesAgainstTheSchema() throws {
        let data = try Data(contentsOf: SharedData.schemas.file("sarif-schema-2.1.0.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let text = SARIFReporter(sourceRoot: "/src", toolVersion: "0.1.0").render(Self.sarifRun())
        let log = try JSONSerialization.jsonObject(with: Data(text.utf8))
        var validator = SchemaValidator(root: schema)
        validator.validate(log, against: schema, at: "$")
        #expect(validator.errors.isEmpty, "\(validator.errors.prefix(10))")
        // The validator does catch mistakes.
        var broken = log as! [String: Any]
        broken["version"] = "2.0"
        var check = SchemaValidator(root: schema)
        check.validate(broken, against: schema, at: "$")
        #expect(!check.errors.isEmpty)
    }

    // MARK: - JUnit

    @Test func junitIsXMLWithASuitePerCatalogAndACasePerRule() throws {
        let tricky = "a <b> & \"c\" 'd'\u{1} end"
        let run = LintRun(reports: [
            report("App/A.xcstrings", [
                finding(.error, file: "App/A.xcstrings", message: tricky),
                finding(.warning, "missing-translation", file: "App/A.xcstrings"),
            ], completeness: [LanguageCompleteness(file: "App/A.xcstrings", language: "fr", translated: 1, total: 2, threshold: 90)]),
            report("B.xcstrings", [finding(.error, "invalid-catalog", file: "B.xcstrings")], unreadable: true),
        ])
        let text = JUnitReporter(enabledRules: ["App/A.xcstrings": ["missing-translation", "placeholder-mismatch", "stale-key"]])
            .render(run)
        #if canImport(FoundationXML)
        let document = try XMLDocument(data: Data(text.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "5")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["App/A.xcstrings", "B.xcstrings"])
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == [
            "missing-translation", "placeholder-mismatch", "stale-key", "completeness-threshold",
        ])
        #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "App/A.xcstrings" })
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.stringValue == "App/A.xcstrings:3:7: error: a <b> & \"c\" 'd'\u{FFFD} end [placeholder-mismatch]")
        #expect(cases[0].elements(forName: "failure").isEmpty, "warnings do not fail without --strict")
        #expect(cases[0].elements(forName: "system-out").first?.stringValue?.contains("[missing-translation]") == true)
        #expect(cases[2].children == nil || cases[2].childCount == 0)
        #expect(cases[3].elements(forName: "failure").first?.stringValue == "fr: 50.0% (1/2), threshold 90.0%")
        let unreadable = suites[1].elements(forName: "testcase")
        #expect(unreadable.map { $0.attribute(forName: "name")?.stringValue } == ["invalid-catalog"])
        #expect(unreadable[0].elements(forName: "error").count == 1)

        // With --strict, warnings fail their case.
        let strict = JUnitReporter().render(LintRun(reports: run.reports, strict: true))
        let strictRoot = try #require(try XMLDocument(data: Data(strict.utf8)).rootElement())
        let missing = strictRoot.elements(forName: "testsuite")[0].elements(forName: "testcase")
            .first { $0.attribute(forName: "name")?.stringValue == "missing-translation" }
        #expect(missing?.elements(forName: "failure").count == 1)
        #else
        #expect(text.hasPrefix("<?xml"))
        #endif
    }

    // MARK: - Markdown

    @Test func markdownSummaryHasTheTableAndCountsPerRule() {
        let run = LintRun(reports: [
            report("App/A|B.xcstrings", [
                finding(.warning, "missing-translation", file: "App/A|B.xcstrings"),
                finding(.warning, "missing-translation", file: "App/A|B.xcstrings"),
                finding(.error, file: "App/A|B.xcstrings"),
            ], completeness: [
                LanguageCompleteness(file: "App/A|B.xcstrings", language: "de", translated: 2, total: 2, threshold: 90),
                LanguageCompleteness(file: "App/A|B.xcstrings", language: "fr", translated: 1, total: 2, threshold: nil),
            ])
        ])
        let text = MarkdownReporter().render(run)
        #expect(text == """
            ## xcstrings-lint

            **1 file: 1 error, 2 warnings, 0 notes; every language meets its threshold**

            ### Completeness

            | Catalog | Language | Translated | Percent | Threshold | Result |
            |---|---|---:|---:|---:|---|
            | `App/A\\|B.xcstrings` | de | 2/2 | 100.0% | 90.0% | pass |
            | `App/A\\|B.xcstrings` | fr | 1/2 | 50.0% | – | – |

            ### Findings per rule

            | Rule | Errors | Warnings | Notes |
            |---|---:|---:|---:|
            | `placeholder-mismatch` | 1 | 0 | 0 |
            | `missing-translation` | 0 | 2 | 0 |

            """)
    }

    @Test func reportDestinations() throws {
        #expect(ReportFormat.Destination("sarif=out/lint.sarif") == ReportFormat.Destination("sarif=out/lint.sarif"))
        #expect(ReportFormat.Destination("sarif=out/lint.sarif")?.path == "out/lint.sarif")
        #expect(ReportFormat.Destination("junit=a=b.xml")?.path == "a=b.xml")
        #expect(ReportFormat.Destination("xml=out.xml") == nil)
        #expect(ReportFormat.Destination("sarif=") == nil)
        #expect(ReportFormat.Destination("sarif") == nil)
        #expect(ReportFormat.standard(environment: ["GITHUB_ACTIONS": "true"]) == .github)
        #expect(ReportFormat.standard(environment: [:]) == .text)
        #expect(try ReportFormat.named("json") == .json)
        #expect(throws: SettingError("expected one of text, json, github, sarif, junit, markdown")) {
            try ReportFormat.named("xml")
        }
    }
}

/// A JSON Schema (draft 4) validator for what the SARIF schema uses: `$ref`, `type`, `required`,
/// `properties`, `additionalProperties`, `items`, `enum`, `minimum`, `minItems`, `uniqueItems`,
/// `anyOf`, `oneOf`. (`pattern` and `format` are not checked.)
struct SchemaValidator {
    let root: [String: Any]
    var errors: [String] = []

    init(root: [String: Any]) { self.root = root }

    private func resolve(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/definitions/") else { return schema }
        let name = String(reference.dropFirst("#/definitions/".count))
        return ((root["definitions"] as? [String: Any])?[name] as? [String: Any]).map(resolve) ?? [:]
    }

    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return ObjectIdentifier(type(of: number)) == booleanType
    }

    private static func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBoolean(value)
        case "integer":
            guard !isBoolean(value), let number = value as? NSNumber else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        case "number": return !isBoolean(value) && value is NSNumber
        case "null": return value is NSNull
        default: return true
        }
    }

    mutating func validate(_ value: Any, against schema: [String: Any], at path: String) {
        let schema = resolve(schema)
        if let type = schema["type"] as? String, !Self.matches(value, type: type) {
            errors.append("\(path): expected \(type)")
            return
        }
        if let types = schema["type"] as? [String], !types.contains(where: { Self.matches(value, type: $0) }) {
            errors.append("\(path): expected one of \(types)")
            return
        }
        if let options = schema["enum"] as? [Any], !options.contains(where: { "\($0)" == "\(value)" }) {
            errors.append("\(path): \(value) not in \(options)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            errors.append("\(path): below \(minimum)")
        }
        for key in ["anyOf", "oneOf"] {
            guard let alternatives = schema[key] as? [[String: Any]] else { continue }
            let passing = alternatives.filter { alternative in
                var probe = SchemaValidator(root: root)
                probe.validate(value, against: alternative, at: path)
                return probe.errors.isEmpty
            }.count
            if passing == 0 || (key == "oneOf" && passing > 1) { errors.append("\(path): \(key) matched \(passing)") }
        }
        if let object = value as? [String: Any] {
            for required in schema["required"] as? [String] ?? [] where object[required] == nil {
                errors.append("\(path): missing required '\(required)'")
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    validate(member, against: property, at: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    validate(member, against: additional, at: "\(path).\(key)")
                } else if let allowed = schema["additionalProperties"] as? Bool, !allowed {
                    errors.append("\(path): unexpected '\(key)'")
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum { errors.append("\(path): too few items") }
            if schema["uniqueItems"] as? Bool == true, Set(array.map { "\($0)" }).count != array.count {
                errors.append("\(path): items not unique")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() { validate(element, against: items, at: "\(path)[\(index)]") }
            }
        }
    }
}
