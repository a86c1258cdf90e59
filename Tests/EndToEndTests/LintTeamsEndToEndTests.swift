import Foundation
import Testing
import TestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("xcstrings-lint for teams end to end")
struct LintTeamsEndToEndTests {
    let lint: Executable

    init() throws { lint = try Executable("xcstrings-lint") }

    /// German complete; French misses "Bye" and has "Hello" waiting for review.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Bye" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } }
              }
            },
            "Hello" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Bonjour" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// A repository (a folder with `.git`) holding `App/Localizable.xcstrings`.
    func repository(config: String? = nil) throws -> URL {
        let root = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try root.appendingPathComponent("App/Localizable.xcstrings").write(Self.catalog)
        if let config { try root.appendingPathComponent(".xcstrings-lint.json").write(config) }
        return root
    }

    @Test func theNearestConfigurationAppliesAndTheCommandLineOverridesIt() throws {
        let root = try repository(config: #"{"threshold": 95, "rules": {"missing-translation": "off"}}"#)
        let run = try lint.run(["App"], in: root)
        #expect(run.status == 1, "fr is below 95%")
        #expect(!run.stdout.contains("[missing-translation]"))
        #expect(run.stdout.contains("App/Localizable.xcstrings:12:45: warning: translation in 'fr' is still 'needs_review' [unfinished-translation]"))
        #expect(run.stdout.contains("  fr               0/2     0.0%      95.0%  FAIL"))

        let overridden = try lint.run(["App", "--threshold", "fr=0"], in: root)
        #expect(overridden.status == 0)
        let selected = try lint.run(["App", "--select", "missing-translation"], in: root)
        #expect(selected.stdout.contains("[missing-translation]"), "--select runs a rule the file turns off")

        let none = try lint.run(["App", "--no-config"], in: root)
        #expect(none.status == 0)
        #expect(none.stdout.contains("[missing-translation]"))

        try root.appendingPathComponent("ci.json").write(#"{"languages": ["it"]}"#)
        let other = try lint.run(["App", "--config", "ci.json"], in: root)
        #expect(other.stdout.contains("required language 'it' is missing from every key [missing-language]"))
        #expect(other.stdout.contains("[missing-translation]"))
    }

    @Test func aBadConfigurationIsReportedAtItsLineAndColumnAndExitsTwo() throws {
        let root = try repository(config: "{\n  \"threshold\": 95,\n  \"rules\": {\"missing-translation\": \"of\"}\n}\n")
        let run = try lint.run(["App"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == ".xcstrings-lint.json:3:36: error: unknown severity 'of' (expected 'error', 'warning', 'info' or 'off')\n")
        #expect(run.stdout.isEmpty)
        let missing = try lint.run(["App", "--config", "nope.json"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.json: error: no such file"))
    }

    @Test func printConfigShowsTheEffectiveConfiguration() throws {
        let root = try repository(config: #"{"threshold": 95, "thresholds": {"fr": 50}}"#)
        let run = try lint.run(["--print-config", "App/Localizable.xcstrings", "--threshold", "fr=60", "--languages", "de,it"],
                               in: root)
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["$comment"] as? String
            == "Effective configuration for App/Localizable.xcstrings: .xcstrings-lint.json, then the command line")
        #expect(object["threshold"] as? Double == 95)
        #expect(object["thresholds"] as? [String: Double] == ["fr": 60])
        #expect(object["languages"] as? [String] == ["de", "it"])
        #expect((object["rules"] as? [String: Any])?["missing-translation"] as? String == "warning")
        // It is itself a configuration.
        try root.appendingPathComponent("printed.json").write(run.stdout)
        #expect(try lint.run(["App", "--config", "printed.json"], in: root).status == 1)
    }

    @Test func baselineWriteThenOnlyNewFindingsThenStaleNotes() throws {
        let root = try repository()
        let write = try lint.run(["App", "--write-baseline", "lint-baseline.json"], in: root)
        #expect(write.status == 0)
        #expect(write.stderr == "xcstrings-lint: recorded 2 findings in lint-baseline.json\n")
        #expect(write.stdout.contains("1 file: 0 errors, 0 warnings, 0 notes"))
        let baseline = try String(contentsOf: root.appendingPathComponent("lint-baseline.json"), encoding: .utf8)
        #expect(baseline.contains(#"{"count":1,"file":"App/Localizable.xcstrings","key":"Bye","language":"fr","#))

        let clean = try lint.run(["App", "--baseline", "lint-baseline.json"], in: root)
        #expect(clean.status == 0)
        #expect(!clean.stdout.contains("warning:"))

        // A new key above moves every line, and brings a new error.
        let moved = Self.catalog.replacingOccurrences(of: "\"strings\" : {\n", with: """
            "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ Dateien" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } }
                  }
                },

            """)
        try root.appendingPathComponent("App/Localizable.xcstrings").write(moved)
        let new = try lint.run(["App", "--baseline", "lint-baseline.json"], in: root)
        #expect(new.status == 1)
        let lines = new.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("[placeholder-mismatch]") == true)

        // French done: the baseline entries that no longer occur are notes.
        let fixed = moved.replacingOccurrences(of: "needs_review", with: "translated")
        try root.appendingPathComponent("App/Localizable.xcstrings").write(fixed)
        let stale = try lint.run(["App", "--baseline", "lint-baseline.json", "--ignore", "placeholder-mismatch"], in: root)
        #expect(stale.status == 0)
        #expect(stale.stdout.contains(
            "lint-baseline.json:5:5: note: baseline entry no longer occurs: unfinished-translation for \"Hello\" in 'fr'; write the baseline again to remove it [baseline-stale]"))
        #expect(try lint.run(["App", "--baseline", "nope.json"], in: root).status == 2)
    }

    @Test func githubFormatUnderGitHubActionsWithAStepSummary() throws {
        let root = try repository(config: #"{"threshold": 95}"#)
        let summary = root.appendingPathComponent("summary.md")
        try summary.write("# Earlier step\n")
        let run = try lint.run(["App"], in: root,
                               environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path,
                                             "GITHUB_WORKSPACE": root.path])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "::error file=App/Localizable.xcstrings,title=xcstrings-lint (completeness-threshold)::'fr' is 0.0%25 translated (0/2), below its threshold of 95.0%25")
        #expect(lines[1] == "::warning file=App/Localizable.xcstrings,line=4,col=5,title=xcstrings-lint (missing-translation)::\"Bye\" has no translation in 'fr'")
        #expect(lines[2] == "::warning file=App/Localizable.xcstrings,line=12,col=45,title=xcstrings-lint (unfinished-translation)::translation in 'fr' is still 'needs_review'")
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("# Earlier step\n## xcstrings-lint\n"))
        #expect(markdown.contains("| `App/Localizable.xcstrings` | fr | 0/2 | 0.0% | 95.0% | **FAIL** |"))
        #expect(markdown.contains("| `missing-translation` | 0 | 1 | 0 |"))
        // An explicit format wins.
        let text = try lint.run(["App", "--format", "text"], in: root, environment: ["GITHUB_ACTIONS": "true"])
        #expect(!text.stdout.contains("::"))
    }

    @Test func severalFormatsAtOnce() throws {
        let root = try repository()
        let run = try lint.run(["App", "--format", "text", "--report", "sarif=out/lint.sarif", "--report", "junit=out.xml",
                                "--report", "markdown=summary.md", "--report", "json=out.json"], in: root)
        #expect(run.status == 2, "out/ does not exist")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        let again = try lint.run(["App", "--format", "text", "--report", "sarif=out/lint.sarif", "--report", "junit=out.xml",
                                  "--report", "markdown=summary.md", "--report", "json=out.json"], in: root)
        #expect(again.status == 0)
        #expect(again.stdout.contains("App/Localizable.xcstrings:4:5: warning:"))
        let sarif = try #require(try JSONSerialization.jsonObject(
            with: root.appendingPathComponent("out/lint.sarif").contents()) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 2)
        #expect(try String(contentsOf: root.appendingPathComponent("summary.md"), encoding: .utf8).hasPrefix("## xcstrings-lint"))
        #expect(try JSONSerialization.jsonObject(with: root.appendingPathComponent("out.json").contents()) is [String: Any])
        #if canImport(FoundationXML)
        let xml = try XMLDocument(data: root.appendingPathComponent("out.xml").contents())
        #expect(xml.rootElement()?.elements(forName: "testsuite").first?.attribute(forName: "name")?.stringValue
            == "App/Localizable.xcstrings")
        #endif
    }

    @Test func suppressionMarkersAndTheirMistakes() throws {
        let root = try repository()
        let marked = Self.catalog.replacingOccurrences(
            of: "\"Bye\" : {\n", with: "\"Bye\" : {\n      \"comment\" : \"[xcstrings-lint: ignore missing-translation, misssing-translation] later\",\n")
        try root.appendingPathComponent("App/Localizable.xcstrings").write(marked)
        let run = try lint.run(["App"], in: root)
        #expect(!run.stdout.contains("[missing-translation]"))
        #expect(run.stdout.contains(
            "App/Localizable.xcstrings:5:65: warning: unknown rule 'misssing-translation' in a suppression marker (see --list-rules) [unknown-suppression]"))
    }

    @Test func usageErrors() throws {
        let root = try repository()
        for arguments in [["--report", "xml=out.xml"], ["--report", "sarif"], ["--config", "a.json", "--no-config"],
                          ["--baseline", "a.json", "--write-baseline", "b.json"], ["--format", "sarif2"],
                          ["--print-config", "App", "Other"]] {
            let run = try lint.run(arguments + ["App"], in: root)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains("xcstrings-lint: error: "), "\(arguments)")
        }
    }

    @Test func theExampleConfigurationShowsEverySetting() throws {
        let examples = packageRoot.appendingPathComponent("Examples/config")
        let config = try #require(try JSONSerialization.jsonObject(
            with: examples.appendingPathComponent(".xcstrings-lint.json").contents()) as? [String: Any])
        for setting in ["languages", "threshold", "thresholds", "rules", "needsReviewCountsAsTranslated", "ignore", "suppress"] {
            #expect(config[setting] != nil, "the example lacks \(setting)")
        }
        let run = try lint.run([examples.path, "--strict"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("2 files: 0 errors, 0 warnings, 0 notes; every language meets its threshold"))
        let without = try lint.run([examples.path, "--no-config"])
        #expect(without.status == 1)
        for rule in ["missing-translation", "unfinished-translation", "placeholder-missing", "placeholder-mismatch"] {
            #expect(without.stdout.contains("[\(rule)]"), "the configuration hides \(rule)")
        }
        #expect(!without.stdout.contains("[line-break-mismatch]"), "the comment marker applies without a configuration")
        let printed = try lint.run(["--print-config", examples.appendingPathComponent("App").path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        // Languages from the project stay tied to it (a plain list lost language-not-in-project),
        // by a path that holds wherever the printed configuration is used.
        #expect(object["languages"] as? [String: String] == ["xcodeproj": examples.appendingPathComponent("App.xcodeproj").path])
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(at: examples.appendingPathComponent("App/Localizable.xcstrings"), to: copy)
        let printedFile = folder.appendingPathComponent("printed.json")
        try printedFile.write(printed.stdout)
        let reused = try lint.run([copy.path, "--config", printedFile.path, "--select", "language-not-in-project,missing-language"])
        let direct = try lint.run([copy.path, "--config", examples.appendingPathComponent(".xcstrings-lint.json").path,
                                   "--select", "language-not-in-project,missing-language"])
        #expect(reused.stdout == direct.stdout && reused.status == direct.status, "\(reused.stdout)\n\(direct.stdout)")
    }
}
