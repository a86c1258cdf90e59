import Foundation
import Testing
import TestSupport

@Suite("xcstrings-lint end to end")
struct LintEndToEndTests {
    let lint: Executable

    init() throws { lint = try Executable("xcstrings-lint") }

    /// German complete, French missing one of two keys, one placeholder-free finding.
    let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Bye" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Tschüss"
                  }
                }
              }
            },
            "Hello" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hallo"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Bonjour"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func write(_ text: String, name: String = "Localizable.xcstrings") throws -> URL {
        let file = try makeTemporaryDirectory().appendingPathComponent(name)
        try file.write(text)
        return file
    }

    @Test func textOutputLinesTableAndSummary() throws {
        let file = try write(catalog)
        let run = try lint.run([file.path])
        #expect(run.status == 0, "warnings alone do not fail without a threshold")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("\(file.path):4:5: warning: \"Bye\" has no translation in 'fr' [missing-translation]"))
        #expect(lines.contains("\(file.path):24:23: warning: translation in 'fr' is still 'needs_review' [unfinished-translation]"))
        #expect(run.stdout.contains("Completeness of \(file.path)\n  language  translated  percent  threshold  result\n  de               2/2   100.0%          -  -\n  fr               0/2     0.0%          -  -\n"))
        #expect(lines.contains("1 file: 0 errors, 2 warnings, 0 notes"))
    }

    @Test func thresholdsDecideTheExitStatus() throws {
        let file = try write(catalog)
        let failing = try lint.run([file.path, "--threshold", "95"])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("  fr               0/2     0.0%      95.0%  FAIL"))
        #expect(failing.stdout.contains("1 language below threshold (fr 0.0% < 95.0%)"))
        let perLanguage = try lint.run([file.path, "--threshold", "95", "--threshold", "fr=0"])
        #expect(perLanguage.status == 0)
        #expect(perLanguage.stdout.contains("every language meets its threshold"))
        let strict = try lint.run([file.path, "--strict"])
        #expect(strict.status == 1)
    }

    @Test func jsonOutputIsStable() throws {
        let file = try write(catalog)
        let run = try lint.run([file.path, "--format", "json", "--threshold", "fr=50", "--languages", "it"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["files"] as? [String] == [file.path])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let missing = try #require(diagnostics.first { $0["rule"] as? String == "missing-language" })
        #expect(missing["key"] is NSNull)
        #expect(missing["language"] as? String == "it")
        #expect(missing["line"] as? Int == 1 && missing["column"] as? Int == 1)
        #expect(missing["severity"] as? String == "warning")
        let first = try #require(diagnostics.first { $0["rule"] as? String == "missing-translation" })
        #expect(first["key"] as? String == "Bye")
        #expect(first["file"] as? String == file.path)
        let languages = try #require(object["languages"] as? [[String: Any]])
        #expect(languages.map { $0["language"] as? String } == ["de", "fr", "it"])
        let french = languages[1]
        #expect(french["translated"] as? Int == 0 && french["total"] as? Int == 2)
        #expect(french["threshold"] as? Double == 50 && french["passed"] as? Bool == false)
        #expect(languages[0]["threshold"] is NSNull)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 0, "warnings": 3, "notes": 0])
    }

    @Test func selectIgnoreAndQuiet() throws {
        let file = try write(catalog)
        let selected = try lint.run([file.path, "--select", "unfinished-translation"])
        #expect(!selected.stdout.contains("[missing-translation]"))
        #expect(selected.stdout.contains("[unfinished-translation]"))
        let ignored = try lint.run([file.path, "--ignore", "unfinished-translation,missing-translation"])
        #expect(!ignored.stdout.contains("warning:"))
        let quiet = try lint.run([file.path, "--quiet"])
        #expect(!quiet.stdout.contains("warning:"))
        #expect(quiet.stdout.contains("1 file: 0 errors, 2 warnings"))
        // Under --strict the warnings fail the run: --quiet shows them (it showed nothing and exited 1).
        for format in ["text", "json", "github"] {
            let strict = try lint.run([file.path, "--quiet", "--strict", "--format", format])
            #expect(strict.status == 1)
            #expect(strict.stdout.contains("unfinished-translation"), "\(format): \(strict.stdout)")
        }
    }

    @Test func errorsFailTheRun() throws {
        let file = try write("""
            {"sourceLanguage":"en","strings":{"Hi %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo %d"}}}}},"version":"1.0"}
            """)
        let run = try lint.run([file.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains(": error: argument 1 is %d in 'de', but %@ in the key (used as source text)"))
    }

    @Test func unreadableCatalogsExitTwoAndOthersAreStillLinted() throws {
        let directory = try makeTemporaryDirectory()
        try directory.appendingPathComponent("A.xcstrings").write("{\"strings\": [")
        try directory.appendingPathComponent("B.xcstrings").write(catalog)
        let run = try lint.run([directory.path])
        #expect(run.status == 2)
        #expect(run.stdout.contains("A.xcstrings:1:14: error: unexpected end of file"))
        #expect(run.stdout.contains("[invalid-catalog]"))
        #expect(run.stdout.contains("B.xcstrings:4:5: warning:"))
        #expect(run.stdout.contains("1 file could not be read as a catalog"))
    }

    @Test func duplicateKeysAreReportedAndLintingGoesOn() throws {
        let file = try write("{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\n\"a\":{}},\"version\":\"1.0\"}")
        let run = try lint.run([file.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("\(file.path):2:1: error: duplicate key \"a\" in one object"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try lint.run([]).status == 2)
        #expect(try lint.run(["/nonexistent.xcstrings"]).stderr.contains("no such file or directory"))
        let file = try write(catalog)
        for arguments in [["--select", "no-such-rule"], ["--threshold", "120"], ["--threshold", "x"],
                          ["--format", "xml"], ["--languages", "../x"], ["--bogus"]] {
            let run = try lint.run(arguments + [file.path])
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains("xcstrings-lint: error: "))
        }
    }

    @Test func explainListAndHelp() throws {
        let explain = try lint.run(["--explain", "missing-translation"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("missing-translation: Missing translation\n"))
        #expect(explain.stdout.contains("Triggering examples"))
        #expect(explain.stdout.contains("↓"))
        #expect(try lint.run(["--explain", "nope"]).status == 2)
        let list = try lint.run(["--list-rules"])
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("missing-translation ") && $0.hasSuffix(" warning  Missing translation") })
        #expect(try lint.run(["--help"]).stdout.contains("EXIT STATUS"))
        #expect(try lint.run(["--version"]).stdout.hasPrefix("xcstrings-lint "))
    }

    @Test func colourOnlyOnRequestAndNeverWithNoColor() throws {
        let file = try write(catalog)
        let run = try lint.run([file.path])
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func everyCorpusFileLintsWithoutACrash() throws {
        let run = try lint.run([SharedData.corpus.file("raw").path, "--format", "json"])
        #expect(run.status == 0 || run.status == 1, "stderr: \(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((object?["files"] as? [String])?.count == 55)
    }
}

@Suite("xcstrings-lint on the bundled examples")
struct LintExamplesTests {
    @Test func brokenExamplesTriggerEveryRuleAndTheCleanOneNothing() throws {
        let lint = try Executable("xcstrings-lint")
        let examples = packageRoot.appendingPathComponent("Examples")
        let broken = try lint.run([examples.appendingPathComponent("lint").path, "--languages", "it", "--format", "json"])
        #expect(broken.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(broken.stdout.utf8)) as? [String: Any])
        let rules = Set((object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
        let list = try lint.run(["--list-rules"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(list.count >= 28)
        for rule in list {
            #expect(rules.contains(rule), "Examples/lint triggers no \(rule)")
        }
        let clean = try lint.run([examples.appendingPathComponent("Localizable.xcstrings").path, "--strict", "--threshold", "100"])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains("1 file: 0 errors, 0 warnings, 0 notes; every language meets its threshold"))
    }
}
