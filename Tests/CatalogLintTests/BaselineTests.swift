import CatalogLint
import CatalogModel
import Foundation
import Testing

@Suite("Baseline")
struct BaselineTests {
    /// French misses "Bye"; German formats a name as an integer twice in one value.
    static let strings = #"""
        "Bye":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}}}},
        "%@ and %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%d und %d"}},
                                      "fr":{"stringUnit":{"state":"translated","value":"%@ et %@"}}}}
        """#

    static func lint(_ files: [String]) throws -> LintRun {
        try LintSession(source: .none).lint(files: files).run
    }

    @Test func writeReadAndOnlyNewFindingsWithMovedLines() throws {
        let sandbox = try Sandbox()
        let catalog = try sandbox.write("App/Localizable.xcstrings", catalogText(Self.strings))
        let before = try Self.lint([catalog])
        #expect(before.errorCount == 2 && before.warningCount == 1)

        let baselinePath = sandbox.root + "/ci/baseline.json"
        try FileManager.default.createDirectory(atPath: sandbox.root + "/ci", withIntermediateDirectories: true)
        let written = Baseline(run: before, directory: FilePaths.directory(of: baselinePath))
        try written.write(to: baselinePath)
        let read = try Baseline.read(contentsOf: baselinePath)
        #expect(read.entries.map(\.identity) == written.entries.map(\.identity))
        #expect(read.entries.map(\.count) == [1, 2])
        #expect(read.entries.allSatisfy { $0.identity.file == "../App/Localizable.xcstrings" })

        // Today's findings are all in the baseline.
        let same = read.apply(to: before, baselineFile: baselinePath)
        #expect(same.matched == 3 && same.run.findings.isEmpty && same.run.exitStatus == 0)

        // New keys above move every line; only the new finding is reported.
        try sandbox.write("App/Localizable.xcstrings", catalogText(#"""
            "Added 1":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Neu"}},
                                        "fr":{"stringUnit":{"state":"translated","value":"Nouveau"}}}},
            "Added %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ neu"}},
                                           "fr":{"stringUnit":{"state":"translated","value":"%lld nouveaux"}}}},
            """# + "\n\n" + Self.strings))
        let moved = try Self.lint([catalog])
        #expect(moved.findings.filter { $0.rule == "placeholder-mismatch" }.map(\.location.line) != before.findings
            .filter { $0.rule == "placeholder-mismatch" }.map(\.location.line))
        let applied = read.apply(to: moved, baselineFile: baselinePath).run
        #expect(applied.findings.map(\.key) == ["Added %lld"])
        #expect(applied.findings.map(\.rule) == ["placeholder-mismatch"])
        #expect(applied.exitStatus == 1)
    }

    /// Two entries of one identity whose counts add up past Int.max cover every finding (their
    /// sum trapped once).
    @Test func countsThatAddUpPastIntMaxCoverEverything() throws {
        let sandbox = try Sandbox()
        let catalog = try sandbox.write("Localizable.xcstrings", catalogText(Self.strings))
        let run = try Self.lint([catalog])
        let baselinePath = sandbox.root + "/baseline.json"
        let entry = #"{"count":9223372036854775807,"file":"Localizable.xcstrings","key":"%@ and %@","language":"de","path":"","rule":"placeholder-mismatch"}"#
        try Data(#"{"version":1,"findings":[\#(entry),\#(entry)]}"#.utf8).write(to: URL(fileURLWithPath: baselinePath))
        let applied = try Baseline.read(contentsOf: baselinePath).apply(to: run, baselineFile: baselinePath)
        #expect(applied.matched == 2)
        #expect(applied.run.findings.filter { $0.rule != "baseline-stale" }.map(\.rule) == ["missing-translation"])
    }

    /// An entry of a rule that did not run (`--select`), or of a catalog that could not be read,
    /// is not said to be gone: rewriting the baseline as the note advised dropped it, and the
    /// finding came back as new on the next full run.
    @Test func entriesOfRulesThatDidNotRunOrOfUnreadableCatalogsAreNotStale() throws {
        let sandbox = try Sandbox()
        let catalog = try sandbox.write("Localizable.xcstrings", catalogText(Self.strings))
        let baselinePath = sandbox.root + "/baseline.json"
        try Baseline(run: try Self.lint([catalog]), directory: sandbox.root).write(to: baselinePath)
        let baseline = try Baseline.read(contentsOf: baselinePath)

        var settings = LintSettings()
        settings.selectedRules = ["missing-translation"]
        let selected = try LintSession(commandLine: settings, source: .none).lint(files: [catalog])
        let applied = baseline.apply(to: selected.run, baselineFile: baselinePath, enabledRules: selected.enabledRules).run
        #expect(applied.findings.isEmpty, "\(applied.findings.map(\.message))")
        // Without the rules that ran, every placeholder-mismatch entry looked gone.
        #expect(baseline.apply(to: selected.run, baselineFile: baselinePath).run.findings.map(\.rule) == ["baseline-stale"])

        // A finding of the tool itself (a byte order mark: `encoding`) is not a rule's: its entry is
        // stale once the mark is gone, with or without --select (it never was with the first fix).
        let marked = try sandbox.write("Marked.xcstrings", "\u{FEFF}" + catalogText(#""Hi":{}"#))
        let markedBaseline = sandbox.root + "/marked.json"
        try Baseline(run: try Self.lint([marked]), directory: sandbox.root).write(to: markedBaseline)
        #expect(try Baseline.read(contentsOf: markedBaseline).entries.map(\.identity.rule).contains("encoding"))
        try sandbox.write("Marked.xcstrings", catalogText(#""Hi":{}"#))
        let unmarked = try LintSession(commandLine: settings, source: .none).lint(files: [marked])
        #expect(try Baseline.read(contentsOf: markedBaseline)
            .apply(to: unmarked.run, baselineFile: markedBaseline, enabledRules: unmarked.enabledRules).run.findings
            .map(\.rule) == ["baseline-stale"])

        try sandbox.write("Localizable.xcstrings", "{ broken")
        let broken = try LintSession(source: .none).lint(files: [catalog])
        let unread = baseline.apply(to: broken.run, baselineFile: baselinePath, enabledRules: broken.enabledRules).run
        #expect(!unread.findings.contains { $0.rule == "baseline-stale" })
    }

    @Test func entriesThatNoLongerOccurAreNotesAtTheirLine() throws {
        let sandbox = try Sandbox()
        let catalog = try sandbox.write("Localizable.xcstrings", catalogText(Self.strings))
        let baselinePath = sandbox.root + "/baseline.json"
        try Baseline(run: try Self.lint([catalog]), directory: sandbox.root).write(to: baselinePath)

        // French translated "Bye", and one of the two German integers is fixed.
        try sandbox.write("Localizable.xcstrings", catalogText(#"""
            "Bye":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}},
                                    "fr":{"stringUnit":{"state":"translated","value":"Au revoir"}}}},
            "%@ and %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ und %d"}},
                                          "fr":{"stringUnit":{"state":"translated","value":"%@ et %@"}}}}
            """#))
        let run = try Baseline.read(contentsOf: baselinePath).apply(
            to: try Self.lint([catalog]), baselineFile: baselinePath).run
        let notes = run.findings.filter { $0.rule == "baseline-stale" }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.severity == .note && $0.file == baselinePath })
        #expect(run.findings.count == 2, "nothing new")
        #expect(run.exitStatus == 0)
        let text = try String(contentsOfFile: baselinePath, encoding: .utf8)
        let bye = try #require(notes.first { $0.key == "Bye" })
        #expect(bye.message == "baseline entry no longer occurs: missing-translation for \"Bye\" in 'fr'; write the baseline again to remove it")
        #expect(bye.location == position(of: "{\"count\":1,\"file\":\"Localizable.xcstrings\",\"key\":\"Bye\"", in: text))
        let half = try #require(notes.first { $0.key == "%@ and %@" })
        #expect(half.message.hasPrefix("baseline entry no longer occurs (1 of 2): placeholder-mismatch for \"%@ and %@\" in 'de'"))
    }

    @Test func theFileIsSortedOneEntryPerLine() throws {
        let sandbox = try Sandbox()
        let catalog = try sandbox.write("A.xcstrings", catalogText(Self.strings))
        let baseline = Baseline(run: try Self.lint([catalog]), directory: sandbox.root)
        let text = baseline.text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "{" && lines[1] == "  \"version\": 1," && lines[2] == "  \"findings\": [")
        #expect(lines.count == 3 + baseline.entries.count + 2)
        #expect(lines[3].hasPrefix("    {\"count\":1,\"file\":\"A.xcstrings\",\"key\":\"Bye\",\"language\":\"fr\","))
        #expect(lines[4].hasPrefix("    {\"count\":2,\"file\":\"A.xcstrings\",\"key\":\"%@ and %@\",\"language\":\"de\","))
        #expect(lines[4].hasSuffix("\"path\":\"\",\"rule\":\"placeholder-mismatch\"}"))
        #expect(text.hasSuffix("  ]\n}\n"))
        // Sorted by file, then rule.
        #expect(baseline.entries.map(\.identity) == baseline.entries.map(\.identity).sorted())
        // Writing again gives the same bytes.
        #expect(Baseline(run: try Self.lint([catalog]), directory: sandbox.root).text == text)
        #expect(Baseline(run: LintRun(reports: []), directory: "/").text == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    @Test func variationPaths() {
        let base: [JSONPathComponent] = ["strings", "k", "localizations", "ar"]
        #expect(Baseline.variationPath(of: JSONPath(base + ["stringUnit", "value"])) == "")
        #expect(Baseline.variationPath(of: JSONPath(["strings", "k"])) == "")
        #expect(Baseline.variationPath(of: JSONPath(base + ["variations", "plural", "few", "stringUnit", "value"]))
            == "variations.plural.few")
        #expect(Baseline.variationPath(of: JSONPath(base + ["substitutions", "photos", "variations", "plural", "one", "stringUnit", "state"]))
            == "substitutions.photos.variations.plural.one")
        #expect(Baseline.variationPath(of: JSONPath(base + ["substitutions", "a.b"])) == "substitutions.\"a.b\"")
    }

    @Test func pluralCasesAreDistinctIdentities() throws {
        let sandbox = try Sandbox()
        let plural = #"{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"x"}},"other":{"stringUnit":{"state":"new","value":"y"}}}}}"#
        let catalog = try sandbox.write("A.xcstrings", catalogText("\"%lld x\":{\"localizations\":{\"de\":\(plural)}}"))
        let baseline = Baseline(run: try Self.lint([catalog]), directory: sandbox.root)
        let unfinished = baseline.entries.filter { $0.identity.rule == "unfinished-translation" }
        #expect(unfinished.map(\.identity.path) == ["variations.plural.one", "variations.plural.other"])
        #expect(unfinished.allSatisfy { $0.count == 1 })
    }

    @Test func badBaselinesArePositioned() throws {
        let sandbox = try Sandbox()
        let text = "{\n  \"version\": 1,\n  \"findings\": [\n    {\"file\": \"A.xcstrings\", \"rule\": 3}\n  ]\n}\n"
        let path = try sandbox.write("baseline.json", text)
        let place = position(of: "3}", in: text)
        #expect(place.line == 4)
        #expect {
            _ = try Baseline.read(contentsOf: path)
        } throws: { error in
            (error as? CatalogReadError)?.description
                == "\(path):4:\(place.column): error: expected a string for 'rule', found a number"
        }
        let missing = try sandbox.write("other.json", "{\"version\": 1}")
        #expect(throws: CatalogReadError.self) { _ = try Baseline.read(contentsOf: missing) }
        #expect(throws: CatalogReadError.self) { _ = try Baseline.read(contentsOf: sandbox.root + "/none.json") }
    }

    @Test func unreadableCatalogsAreNeverRecorded() throws {
        let sandbox = try Sandbox()
        let catalog = try sandbox.write("A.xcstrings", "{")
        let run = try Self.lint([catalog])
        #expect(run.exitStatus == 2)
        #expect(Baseline(run: run, directory: sandbox.root).entries.isEmpty)
    }
}
