import AppLocalizations
import CatalogLint
import CatalogModel
import Foundation
import Testing
import TestSupport

/// A temporary folder tree (see `TemporaryFolder`).
typealias Sandbox = TemporaryFolder

/// The line and column (characters) where `needle` starts in `text`.
func position(of needle: String, in text: String, occurrence: Int = 1) -> CatalogModel.SourceLocation {
    var searchStart = text.startIndex
    var found = text.startIndex
    for _ in 0..<occurrence {
        found = text.range(of: needle, range: searchStart..<text.endIndex)!.lowerBound
        searchStart = text.index(after: found)
    }
    let before = text[..<found]
    let line = before.filter { $0 == "\n" }.count + 1
    let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    return CatalogModel.SourceLocation(line: line, column: column)
}

/// A catalog whose `strings` members are given, source language English.
func catalogText(_ strings: String) -> String {
    "{\n\"sourceLanguage\":\"en\",\n\"version\":\"1.0\",\n\"strings\":{\n" + strings + "\n}\n}"
}

/// Reads a configuration from text; the folder is the sandbox root (or `/tmp`).
func configuration(_ text: String, directory: String = NSTemporaryDirectory()) throws -> LintSettings {
    try ConfigurationFile.read(data: Data(text.utf8), file: "config.json", directory: directory)
}

/// The error a configuration text gives: its position and message.
func configurationError(_ text: String, directory: String = NSTemporaryDirectory()) -> ReadDiagnostic? {
    do {
        _ = try configuration(text, directory: directory)
        return nil
    } catch let error as CatalogReadError {
        return error.diagnostics.first
    } catch {
        return nil
    }
}

@Suite("Configuration")
struct ConfigurationTests {
    static let everySetting = """
        {
          "$comment": "every setting",
          "languages": ["de", "fr"],
          "threshold": 95,
          "thresholds": {"ar": 80},
          "rules": {
            "placeholder-size": "error",
            "missing-translation": "off",
            "unknown-plural-language": "info",
            "unfinished-translation": {"severity": "warning", "states": ["new"]}
          },
          "needsReviewCountsAsTranslated": true,
          "ignore": {"keys": ["debug.*"], "languages": ["en-GB"], "files": ["**/Generated/*.xcstrings"]},
          "suppress": [{"rule": "placeholder-missing", "key": "Welcome, %@!", "language": "ja", "reason": "name in the title"}]
        }
        """

    @Test func everySettingIsRead() throws {
        let settings = try configuration(Self.everySetting, directory: "/project")
        #expect(settings.languages == ["de", "fr"])
        #expect(settings.threshold == 95)
        #expect(settings.thresholds == ["ar": 80])
        #expect(settings.severities["placeholder-size"] == .some(.error))
        #expect(settings.severities["missing-translation"] == .some(nil))
        #expect(settings.severities["unknown-plural-language"] == .some(.note))
        #expect(settings.ruleOptions.unfinishedStates == ["new"])
        #expect(settings.needsReviewCountsAsTranslated == true)
        #expect(settings.ignoredKeys == ["debug.*"] && settings.ignoredLanguages == ["en-GB"])
        #expect(settings.ignoredFiles == ["**/Generated/*.xcstrings"])
        #expect(settings.suppressions.count == 1 && settings.suppressions[0].reason == "name in the title")
        #expect(settings.baseDirectory == "/project")

        let options = settings.options
        #expect(options.requiredLanguages == ["de", "fr"])
        #expect(options.threshold(for: "ar") == 80 && options.threshold(for: "de") == 95)
        #expect(!options.enabledRules.contains("missing-translation"))
        #expect(options.enabledRules.contains("placeholder-size"))
        #expect(options.needsReviewCountsAsTranslated)
        #expect(options.filters.ignoresFile("/project/App/Generated/Strings.xcstrings"))
        #expect(options.filters.ignoresFile("/project/Generated/Strings.xcstrings"))
        #expect(!options.filters.ignoresFile("/project/App/Localizable.xcstrings"))
    }

    @Test func theCommandLineOverridesTheFile() throws {
        let file = try configuration(Self.everySetting)
        var commandLine = LintSettings()
        commandLine.languages = ["it"]
        commandLine.threshold = 50
        commandLine.thresholds = ["de": 100]
        commandLine.selectedRules = ["missing-translation", "placeholder-size"]
        let merged = file.overridden(by: commandLine)
        #expect(merged.languages == ["it"])
        #expect(merged.threshold == 50)
        #expect(merged.thresholds == ["ar": 80, "de": 100])
        // A rule named with --select runs although the file turns it off.
        #expect(merged.options.enabledRules == ["missing-translation", "placeholder-size"])
        #expect(merged.severities["placeholder-size"] == .some(.error))
        // What the command line does not set stays.
        #expect(merged.ignoredKeys == ["debug.*"] && merged.needsReviewCountsAsTranslated == true)
    }

    // MARK: - Errors at file:line:col

    @Test(arguments: [
        (#"{"languages": ["de"], "treshold": 95}"#, "\"treshold\"", "unknown setting 'treshold'"),
        (#"{"threshold": "95"}"#, "\"95\"", "expected a number for 'threshold', found a string"),
        (#"{"threshold": 120}"#, "120", "a threshold is a percentage from 0 to 100"),
        (#"{"thresholds": {"ar": true}}"#, "true", "expected a number for 'ar', found a boolean"),
        (#"{"thresholds": {"ar_EG": 50}}"#, "\"ar_EG\"", "'ar_EG' is not a language tag"),
        (#"{"languages": ["de", 7]}"#, "7", "expected a string for '[1]', found a number"),
        (#"{"languages": "de"}"#, "\"de\"", "expected an array of languages or {\"xcodeproj\": PATH}"),
        (#"{"rules": {"placeholder-sise": "error"}}"#, "\"placeholder-sise\"", "unknown rule 'placeholder-sise'"),
        (#"{"rules": {"placeholder-size": "fatal"}}"#, "\"fatal\"", "unknown severity 'fatal'"),
        (#"{"rules": {"placeholder-size": {"level": "error"}}}"#, "\"level\"", "unknown setting 'level' in 'placeholder-size'"),
        (#"{"rules": {"unfinished-translation": {"states": ["new", "old"]}}}"#, "\"old\"", "'old' is not a value of 'states'"),
        (#"{"needsReviewCountsAsTranslated": 1}"#, "1", "expected true or false"),
        (#"{"ignore": {"keys": "debug.*"}}"#, "\"debug.*\"", "expected an array of strings for 'keys'"),
        (#"{"ignore": {"key": ["debug.*"]}}"#, "\"key\"", "unknown setting 'key' in 'ignore'"),
        (#"{"suppress": [{"rule": "placeholder-missing"}]}"#, "{\"rule\"", "a suppression needs 'reason'"),
        (#"{"suppress": [{"rule": "placeholder-missing", "reason": " "}]}"#, "\" \"", "'reason' must say why"),
        (#"{"suppress": {"rule": "x"}}"#, "{\"rule\"", "expected an array for 'suppress'"),
        (#"{"threshold": 90, "threshold": 95}"#, "\"threshold\": 95", "duplicate key"),
        ("{\"threshold\": 90,\n}", "}", "trailing comma"),
    ])
    func errorsArePositioned(_ text: String, _ needle: String, _ message: String) throws {
        let diagnostic = try #require(configurationError(text))
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(diagnostic.file == "config.json")
        #expect(diagnostic.location == position(of: needle, in: text), "\(diagnostic.description)")
        #expect(diagnostic.severity == .error)
    }

    @Test func anErrorOnALaterLineHasItsLineAndColumn() throws {
        let text = "{\n  \"threshold\": 95,\n  \"rules\": {\n    \"missing-translation\": \"of\"\n  }\n}\n"
        let diagnostic = try #require(configurationError(text))
        #expect(diagnostic.location == CatalogModel.SourceLocation(line: 4, column: 28))
        #expect(diagnostic.description == "config.json:4:28: error: unknown severity 'of' (expected 'error', 'warning', 'info' or 'off')")
    }

    @Test func anUnknownRuleInASuppressionIsAFindingNotAnError() throws {
        let text = #"{"suppress": [{"rule": "placeholder-mising", "key": "a", "reason": "typo"}, {"rule": "placeholder-missing", "reason": "ok"}]}"#
        let settings = try configuration(text)
        #expect(settings.suppressions.map(\.rule) == ["placeholder-missing"])
        let finding = try #require(settings.findings.first)
        #expect(finding.rule == "unknown-suppression")
        #expect(finding.file == "config.json")
        #expect(finding.location == position(of: "\"placeholder-mising\"", in: text))
        #expect(finding.message.contains("'placeholder-mising'"))
    }

    // MARK: - Discovery

    @Test func theNearestConfigurationWinsAndDiscoveryStopsAtTheRepositoryRoot() throws {
        let outside = try Sandbox(repository: false)
        try outside.write(".xcstrings-lint.json", #"{"threshold": 10}"#)
        let repository = "repo"
        try FileManager.default.createDirectory(atPath: outside.root + "/repo/.git", withIntermediateDirectories: true)
        let rootConfig = try outside.write("\(repository)/.xcstrings-lint.json", #"{"threshold": 90}"#)
        let nestedConfig = try outside.write("\(repository)/Feature/.xcstrings-lint.json", #"{"threshold": 50}"#)
        let top = try outside.write("\(repository)/App/Deep/A.xcstrings", catalogText(""))
        let nested = try outside.write("\(repository)/Feature/Sub/B.xcstrings", catalogText(""))
        let above = try outside.write("C.xcstrings", catalogText(""))

        let session = LintSession()
        #expect(session.configurationFile(for: top).map { FilePaths.absolute($0) } == rootConfig)
        #expect(session.configurationFile(for: nested).map { FilePaths.absolute($0) } == nestedConfig)
        #expect(try session.settings(for: top).threshold == 90)
        #expect(try session.settings(for: nested).threshold == 50, "the nearest wins; files are not merged")
        // The file above the repository root does not apply inside it, but does beside it.
        #expect(session.configurationFile(for: above).map { FilePaths.absolute($0) } == outside.root + "/.xcstrings-lint.json")
        // A folder starts the search at itself.
        #expect(session.configurationFile(for: outside.root + "/repo/Feature", isDirectory: true)
            .map { FilePaths.absolute($0) } == nestedConfig)
    }

    @Test func anExplicitConfigurationOrNoneOverridesDiscovery() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".xcstrings-lint.json", #"{"threshold": 90}"#)
        let other = try sandbox.write("ci/strict.json", #"{"threshold": 100}"#)
        let file = try sandbox.write("App/A.xcstrings", catalogText(""))
        #expect(try LintSession(source: .file(other)).settings(for: file).threshold == 100)
        #expect(try LintSession(source: .none).settings(for: file).threshold == nil)
        var commandLine = LintSettings()
        commandLine.threshold = 42
        #expect(try LintSession(commandLine: commandLine).settings(for: file).threshold == 42)
    }

    @Test func aBadConfigurationFileThrowsWithItsPath() throws {
        let sandbox = try Sandbox()
        let config = try sandbox.write(".xcstrings-lint.json", "{\n  \"threshold\": true\n}")
        let diagnostic = try Self.discoveredConfigurationError(linting: sandbox.write("A.xcstrings", catalogText("")))
        #expect(diagnostic.map { FilePaths.absolute($0.file) } == config)
        #expect(diagnostic?.location == CatalogModel.SourceLocation(line: 2, column: 16))
    }

    /// The first diagnostic of the configuration error that linting `file` throws (`nil`: none).
    static func discoveredConfigurationError(linting file: String) -> ReadDiagnostic? {
        do {
            _ = try LintSession().lint(files: [file])
            return nil
        } catch {
            return (error as? CatalogReadError)?.diagnostics.first
        }
    }

    /// A configuration that is a broken link was skipped (the team's settings dropped without a
    /// word), and a named pipe waited forever for a writer: both are errors now.
    @Test func aBrokenLinkOrAPipeAsConfigurationIsAnError() throws {
        for make in ["link", "pipe"] {
            let sandbox = try Sandbox()
            let config = sandbox.root + "/.xcstrings-lint.json"
            if make == "link" {
                try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: "nowhere.json")
            } else {
                #expect(mkfifo(config, 0o600) == 0)
            }
            let diagnostic = try Self.discoveredConfigurationError(linting: sandbox.write("A.xcstrings", catalogText("")))
            #expect(diagnostic.map { FilePaths.absolute($0.file) } == config)
            #expect(diagnostic?.message == (make == "link"
                ? "a symbolic link to nothing" : "cannot read: it is not a regular file (a pipe, a socket or a device)"))
        }
    }

    @Test func filesAreLintedWithTheirOwnConfigurationAndIgnoredFilesAreSkipped() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".xcstrings-lint.json", #"{"languages": ["de"], "ignore": {"files": ["Generated/**"]}}"#)
        try sandbox.write("Legacy/.xcstrings-lint.json", #"{"languages": ["fr"]}"#)
        let app = try sandbox.write("App/A.xcstrings", catalogText(#""Hi":{}"#))
        let legacy = try sandbox.write("Legacy/B.xcstrings", catalogText(#""Hi":{}"#))
        let generated = try sandbox.write("Generated/Sub/C.xcstrings", catalogText(#""Hi":{}"#))
        let result = try LintSession().lint(files: [app, generated, legacy])
        #expect(result.run.reports.map(\.file) == [app, legacy])
        #expect(result.ignoredFiles == [generated])
        #expect(result.run.reports[0].completeness.map(\.language) == ["de"])
        #expect(result.run.reports[1].completeness.map(\.language) == ["fr"])
        #expect(result.enabledRules[app]?.count == RuleRegistry.all.count)
    }

    /// `ignore.languages` matches in any letter case, as every other language setting does (`FR`
    /// left `fr` linted, with its completeness row).
    @Test func ignoredLanguagesMatchInAnyCase() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".xcstrings-lint.json", #"{"ignore": {"languages": ["FR", "Zh-*"]}}"#)
        let catalog = try sandbox.write("A.xcstrings", catalogText(#"""
            "Hi":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},
            "fr":{"stringUnit":{"state":"needs_review","value":"Salut"}},"zh-Hant":{"stringUnit":{"state":"new","value":"你好"}}}},
            "Bye":{}
            """#))
        let report = try #require(try LintSession().lint(files: [catalog]).run.reports.first)
        #expect(report.completeness.map(\.language) == ["de"])
        #expect(!report.findings.contains { $0.language == "fr" || $0.language == "zh-Hant" })
    }

    // MARK: - Xcode projects

    static let project = """
        // !$*UTF8*$!
        {
        	objects = {
        		A /* Project object */ = {
        			isa = PBXProject;
        			knownRegions = (
        				en,
        				Base, /* Base Internationalization */
        				"zh-Hans",
        				de,
        			);
        		};
        	};
        }
        """

    @Test func knownRegionsAreReadWithoutBase() throws {
        #expect(try XcodeProject.knownRegions(in: Array(Self.project.utf8), file: "project.pbxproj")
            == ["en", "zh-Hans", "de"])
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", Self.project)
        let settings = try configuration(#"{"languages": {"xcodeproj": "App.xcodeproj"}}"#, directory: sandbox.root)
        #expect(settings.languages == ["en", "zh-Hans", "de"])
        #expect(settings.languagesProject == "App.xcodeproj")
    }

    @Test func projectErrorsArePositioned() throws {
        let broken = "{\n\tknownRegions = (\n\t\ten,\n\t\tde\n\t\tfr,\n\t);\n}"
        #expect {
            _ = try XcodeProject.knownRegions(in: Array(broken.utf8), file: "project.pbxproj")
        } throws: { error in
            let diagnostic = (error as? CatalogReadError)?.diagnostics.first
            return diagnostic?.description == "project.pbxproj:5:3: error: expected ',' or ')' in knownRegions"
        }
        let none = "{\n\tobjects = {};\n}"
        #expect(throws: CatalogReadError.self) {
            _ = try XcodeProject.knownRegions(in: Array(none.utf8), file: "project.pbxproj")
        }
        let text = #"{"languages": {"xcodeproj": "Missing.xcodeproj"}}"#
        let diagnostic = try #require(configurationError(text, directory: try Sandbox().root))
        #expect(diagnostic.location == position(of: "\"Missing", in: text))
        #expect(diagnostic.message.contains("cannot read the Xcode project"))
    }

    // MARK: - Globs

    @Test func globs() {
        #expect(Glob("debug.*").matches("debug.menu.title"))
        #expect(!Glob("debug.*").matches("Debug.menu"))
        #expect(Glob("*.title").matches("a/b.title"), "in keys, * crosses /")
        #expect(Glob("Hello?").matches("Hello!") && Glob("Hello?").matches("Helloé") && !Glob("Hello?").matches("Hello"))
        #expect(Glob("Really\\?").matches("Really?") && !Glob("Really\\?").matches("Really!"))
        #expect(Glob("Welcome, %@!").matches("Welcome, %@!"))
        #expect(Glob("a*b*c").matches("abc") && Glob("a*b*c").matches("aXbYc") && !Glob("a*b*c").matches("aXbY"))
        #expect(!Glob("*a*a*a*a*a*a*a*b").matches(String(repeating: "a", count: 200)))

        #expect(Glob("Generated/*.xcstrings", kind: .path).matches("Generated/A.xcstrings"))
        #expect(!Glob("Generated/*.xcstrings", kind: .path).matches("Generated/Sub/A.xcstrings"), "* stops at /")
        #expect(Glob("**/Generated/*.xcstrings", kind: .path).matches("Generated/A.xcstrings"), "**/ matches no folder")
        #expect(Glob("**/Generated/*.xcstrings", kind: .path).matches("a/b/Generated/A.xcstrings"))
        #expect(Glob("Generated/**", kind: .path).matches("Generated/a/b/C.xcstrings"))
        #expect(Glob("*.generated.xcstrings", kind: .path).matches("App/Deep/X.generated.xcstrings"),
                "a pattern without / matches the name in any folder")
        #expect(Glob("./App/*.xcstrings", kind: .path).matches("App/A.xcstrings"))
        #expect(GlobList(["en-*", "fr"]).matches("en-GB") && GlobList(["en-*", "fr"]).matches("fr"))
        #expect(!GlobList(["en-*", "fr"]).matches("en"))
    }

    // MARK: - Ignores and rule options in a lint

    @Test func ignoredKeysAndLanguagesLeaveFindingsAndCompleteness() throws {
        let text = catalogText(#"""
            "debug.flag":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}}}},
            "Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},
                     "en-GB":{"stringUnit":{"state":"new","value":"Hello"}}}},
            "Bye":{}
            """#)
        var settings = try configuration(#"{"languages": ["de", "en-GB", "it"], "ignore": {"keys": ["debug.*"], "languages": ["en-*"]}}"#)
        settings.threshold = 50
        let report = Linter(options: settings.options).lint(data: Data(text.utf8), file: "A.xcstrings")
        #expect(!report.findings.contains { $0.key == "debug.flag" })
        #expect(!report.findings.contains { $0.language == "en-GB" })
        #expect(report.findings.contains { $0.rule == "missing-language" && $0.language == "it" })
        #expect(report.completeness.map(\.language) == ["de", "it"])
        let german = try #require(report.completeness.first)
        #expect(german.total == 2 && german.translated == 1, "the ignored key is not counted")
    }

    @Test func unfinishedTranslationStatesOption() throws {
        let text = catalogText(#"""
            "A":{"localizations":{"de":{"stringUnit":{"state":"new","value":"A"}}}},
            "B":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"needs_review","value":"B"}},
                                                               "other":{"stringUnit":{"state":"new","value":"B"}}}}}}},
            "C":{"localizations":{"de":{"stringSet":{"state":"needs_review","values":["C"]}}}}
            """#)
        func states(_ config: String) throws -> [String] {
            let options = try configuration(config).options
            return Linter(options: options).lint(data: Data(text.utf8), file: "A.xcstrings").findings
                .filter { $0.rule == "unfinished-translation" }.map(\.message).sorted()
        }
        #expect(try states("{}").count == 4)
        let onlyNew = try states(#"{"rules": {"unfinished-translation": {"states": ["new"]}}}"#)
        #expect(onlyNew.count == 2 && onlyNew.allSatisfy { $0.hasSuffix("'new'") })
        let onlyReview = try states(#"{"rules": {"unfinished-translation": {"states": ["needs_review"]}}}"#)
        #expect(onlyReview.count == 2 && onlyReview.allSatisfy { $0.hasSuffix("'needs_review'") })
        #expect(try states(#"{"rules": {"unfinished-translation": "off"}}"#).isEmpty)
    }

    @Test func printedConfigurationIsAValidConfiguration() throws {
        var settings = try configuration(Self.everySetting)
        settings.thresholds["fr"] = 99
        let text = settings.configurationText(for: "App/Localizable.xcstrings")
        #expect(text.contains("\"$comment\" : \"Effective configuration for App/Localizable.xcstrings: config.json, then the command line; file paths are relative to the folder of config.json\""))
        let reread = try configuration(text)
        #expect(reread.languages == settings.languages)
        #expect(reread.thresholds == ["ar": 80, "fr": 99] && reread.threshold == 95)
        #expect(reread.options.enabledRules == settings.options.enabledRules)
        #expect(reread.severities["unknown-plural-language"] == .some(.note))
        #expect(reread.ruleOptions.unfinishedStates == ["new"])
        #expect(reread.ignoredFiles == settings.ignoredFiles && reread.ignoredKeys == settings.ignoredKeys)
        #expect(reread.suppressions == settings.suppressions)
        #expect(reread.severities.count == RuleRegistry.all.count, "every rule is listed")
    }
}
