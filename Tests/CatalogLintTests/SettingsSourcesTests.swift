import CatalogLint
import CatalogModel
import CommandLineKit
import Foundation
import TestSupport
import Testing

/// Runs `xcstrings-lint` in process; returns the exit status, standard output and standard error.
func lintCommand(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let io = CommandIO(standardOutput: { output += $0 }, standardError: { errors += $0 }, environment: environment)
    let status = LintCommand.run(arguments, io: io)
    return (status, output, errors)
}

/// Every source of settings (the command line, the configuration file) is read with the same checks
/// and says the same thing about the same mistake.
@Suite struct SettingsSourcesTests {
    @Test func aLanguageWithAnUnderscoreIsRefusedAlikeOnTheCommandLineAndInTheConfiguration() throws {
        let commandLine = lintCommand(["--threshold", "en_GB=80", "."])
        #expect(commandLine.status == ExitCode.usage)
        let reason = "'en_GB' is not a language tag (such as de, pt-BR, zh-Hans); did you mean 'en-GB'?"
        #expect(commandLine.errors.hasPrefix("xcstrings-lint: error: invalid value 'en_GB=80' for --threshold: \(reason)\n"))

        let file = configurationError(#"{"thresholds": {"en_GB": 80}}"#)
        #expect(file?.message == reason)
        #expect(file?.location == CatalogModel.SourceLocation(line: 1, column: 17))

        #expect(lintCommand(["--languages", "de,en_GB", "."]).errors.contains(
            "invalid value 'de,en_GB' for --languages: \(reason)"))
        #expect(configurationError(#"{"languages": ["de", "en_GB"]}"#)?.message == reason)
    }

    @Test func thresholdsOutOfRangeAreRefusedAlike() {
        let reason = "a threshold is a percentage from 0 to 100, not 120"
        #expect(lintCommand(["--threshold", "ar=120", "."]).errors.contains("invalid value 'ar=120' for --threshold: \(reason)"))
        #expect(configurationError(#"{"thresholds": {"ar": 120}}"#)?.message == reason)
        #expect(configurationError(#"{"threshold": 120}"#)?.message == reason)
        // `Double` reads hexadecimal and exponents: `0x10` was a threshold of 16.
        for text in ["0x10", "1e2", "inf", "nan", ".", "9 5", "95.5.1"] {
            #expect(lintCommand(["--threshold", text, "."]).errors.contains(
                "invalid value '\(text)' for --threshold: expected a percentage from 0 to 100, or LANG=PERCENT"), "\(text)")
        }
        for text in ["95", "95%", "ar=80.5", "0", "100", ".5", "5."] {
            #expect((try? SettingValues.threshold(text)) != nil, "\(text)")
        }
    }

    @Test func languagesAreKeptInCanonicalCase() throws {
        let settings = try configuration(#"{"languages": ["PT-br"], "thresholds": {"zh-hans": 90}}"#)
        #expect(settings.languages == ["pt-BR"])
        #expect(settings.thresholds == ["zh-Hans": 90])
        let parsed = try #require(try? LintCommand.spec.parse(["--threshold", "zh-hans=90", "--languages", "PT-br"]))
        guard case .run(let arguments) = parsed else { Issue.record("expected to run"); return }
        let commandLine = SettingsOptions.settings(from: arguments)
        #expect(commandLine.thresholds == ["zh-Hans": 90])
        #expect(commandLine.languages == ["pt-BR"])
    }

    @Test func ruleIdsAreTheSameSetEverywhere() throws {
        // `encoding` is configurable in every source; xcstrings-gen's ids are accepted by lint's settings,
        // because one configuration file serves both tools.
        for id in ["encoding", "gen-orphan", "placeholder-mismatch"] {
            #expect(configurationError(#"{"rules": {"\#(id)": "off"}}"#) == nil, "\(id)")
            guard case .run = try LintCommand.spec.parse(["--ignore", id]) else { Issue.record("\(id)"); continue }
        }
        let unknown = "unknown rule 'no-such-rule' (see xcstrings-lint --list-rules)"
        #expect(configurationError(#"{"rules": {"no-such-rule": "off"}}"#)?.message == unknown)
        #expect(lintCommand(["--ignore", "no-such-rule", "."]).errors.contains(
            "invalid value 'no-such-rule' for --ignore: \(unknown)"))
        let always = "'invalid-catalog' cannot be selected, ignored or turned off: a file that cannot be read is always an error"
        #expect(configurationError(#"{"rules": {"invalid-catalog": "off"}}"#)?.message == always)
        #expect(lintCommand(["--select", "invalid-catalog", "."]).errors.contains(always))
        // An empty variable in a script (`--select "$RULES"`) selected no rule, and every catalog passed.
        for empty in ["", ","] {
            let run = lintCommand(["--select", empty, "."])
            #expect(run.status == ExitCode.usage)
            #expect(run.errors.contains("invalid value '\(empty)' for --select: expected at least one RULE"), "\(run.errors)")
        }
    }

    /// A threshold with hundredths was shown cut to tenths: `de 66.6% < 66.6%`.
    @Test func thresholdsAreShownAsGiven() throws {
        let sandbox = try Sandbox()
        let units = (0..<3).map { #""k\#($0)":{"localizations":{"de":{"stringUnit":{"state":"\#($0 < 2 ? "translated" : "new")","value":"x"}}}}"# }
        let path = try sandbox.write("T.xcstrings", #"{"sourceLanguage":"en","strings":{\#(units.joined(separator: ","))},"version":"1.0"}"#)
        let run = lintCommand(["--no-config", "--threshold", "66.67", path])
        #expect(run.status == ExitCode.failure)
        #expect(run.output.contains("de 66.6% < 66.67%"), "\(run.output)")
        #expect(run.output.contains("66.6%     66.67%  FAIL"), "\(run.output)")

    }

    /// `--list-rules --format json` printed the text table.
    @Test func listRulesInEachFormat() throws {
        let json = lintCommand(["--list-rules", "--format", "json"])
        #expect(json.status == ExitCode.success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: String]])
        #expect(rules.map { $0["id"] } == RuleRegistry.descriptions.map(\.identifier))
        #expect(rules.first?["severity"] == "error" && rules.allSatisfy { $0["description"]?.isEmpty == false })
        #expect(lintCommand(["--list-rules", "--format", "markdown"]).output == RuleDocumentation.markdownTable())
        #expect(lintCommand(["--list-rules"]).output == RuleDocumentation.list())
        let sarif = lintCommand(["--list-rules", "--format", "sarif"])
        #expect(sarif.status == ExitCode.usage && sarif.errors.contains("--list-rules prints text, markdown or json, not sarif"))
    }

    @Test func theEncodingWarningFollowsTheSettings() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("BOM.xcstrings", "\u{FEFF}" + catalogText(""))
        let plain = lintCommand(["--format", "json", path])
        #expect(plain.output.contains("\"encoding\""))
        let ignored = lintCommand(["--format", "json", "--ignore", "encoding", path])
        #expect(ignored.status == ExitCode.success)
        #expect(!ignored.output.contains("\"encoding\""))
        try sandbox.write(".xcstrings-lint.json", #"{"rules": {"encoding": "error"}}"#)
        let graded = lintCommand([path])
        #expect(graded.status == ExitCode.failure)
        #expect(graded.output.contains("error: the file starts with a UTF-8 byte order mark"))
    }

    @Test func exclusiveOptionsHaveOneWording() {
        #expect(lintCommand(["--config", "a.json", "--no-config", "."]).errors.hasPrefix(
            "xcstrings-lint: error: --config and --no-config cannot be used together\n"))
        #expect(lintCommand(["--baseline", "a", "--write-baseline", "b", "."]).errors.hasPrefix(
            "xcstrings-lint: error: --baseline and --write-baseline cannot be used together\n"))
    }

    @Test func anExplicitFormatWinsOverGitHubActions() throws {
        let sandbox = try Sandbox()
        let path = try sandbox.write("Clean.xcstrings", catalogText(""))
        let run = lintCommand(["--format", "json", path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(run.status == ExitCode.success)
        #expect(run.output.hasPrefix("{"))
        let standard = lintCommand([path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(!standard.output.hasPrefix("{"))
    }

    /// The SwiftPM command plugin cannot link our modules, so it lists lint's options that take a
    /// value by hand; they must be exactly the declared ones.
    @Test func theCommandPluginKnowsEveryOptionThatTakesAValue() throws {
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent("Plugins/XCStringsLintCommand/XCStringsLintCommand.swift"),
            encoding: .utf8)
        let start = try #require(source.range(of: "static let optionsWithValues: Set<String> = ["))
        let end = try #require(source.range(of: "]", range: start.upperBound..<source.endIndex))
        let listed = Set(source[start.upperBound..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }.filter { !$0.isEmpty })
        #expect(listed == LintCommand.spec.namesTakingValues)
    }
}

/// A report or baseline written over a catalog that is linted would lose the catalog.
@Suite struct OutputOverInputTests {
    @Test func aReportOrBaselineOverALintedCatalogIsAUsageError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lint-over-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings").path
        let text = #"{"sourceLanguage":"en","strings":{"Hi":{}},"version":"1.0"}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: catalog))
        for arguments in [["--report", "sarif=\(catalog)"], ["--write-baseline", directory.path + "/./Localizable.xcstrings"]] {
            let run = lintCommand(["--no-config"] + arguments + [directory.path])
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("xcstrings-lint: error: \(arguments[0]) "), "\(run.errors)")
            #expect(run.errors.contains("would replace the catalog \(catalog)"), "\(run.errors)")
            #expect(try String(contentsOfFile: catalog, encoding: .utf8) == text)
        }
        // A report over the baseline being read replaced it without a word.
        let baseline = directory.appendingPathComponent("baseline.json").path
        #expect(lintCommand(["--no-config", "--write-baseline", baseline, catalog]).status == 0)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        for arguments in [["--baseline", baseline, "--report", "json=\(baseline)"],
                          ["--write-baseline", directory.path + "/new.json", "--report", "json=\(directory.path)/new.json"]] {
            let run = lintCommand(["--no-config"] + arguments + [catalog])
            #expect(run.status == 2)
            #expect(run.errors.contains("would replace the baseline \(arguments[1]) (\(arguments[0]))"), "\(run.errors)")
        }
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == recorded)
        // Two reports to one file: the first was lost without a word.
        let twice = lintCommand(["--no-config", "--report", "json=\(directory.path)/r.out", "--report", "sarif=\(directory.path)/./r.out", catalog])
        #expect(twice.status == 2)
        #expect(twice.errors.contains("--report \(directory.path)/./r.out and --report \(directory.path)/r.out are one file"), "\(twice.errors)")
        let report = directory.appendingPathComponent("report.sarif").path
        #expect(lintCommand(["--no-config", "--report", "sarif=\(report)", catalog]).status == 0)
        #expect(FileManager.default.fileExists(atPath: report))
        // A baseline that cannot be written says so once (it said "xcstrings-lint: error: PATH: error: …").
        let folder = directory.appendingPathComponent("folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let unwritable = lintCommand(["--no-config", "--write-baseline", folder, catalog])
        #expect(unwritable.status == 2)
        #expect(unwritable.errors.hasPrefix("\(folder): error: cannot write the file: "), "\(unwritable.errors)")
    }
}
