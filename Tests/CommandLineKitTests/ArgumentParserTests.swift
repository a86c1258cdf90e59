import CommandLineKit
import Foundation
import Testing
import TestSupport

@Suite("Argument parsing")
struct ArgumentParserTests {
    static let check = Flag(["--check"], help: "Check only.")
    static let output = Option<String>(["--output", "-o"], value: "FILE", help: "Where to write.")
    static let threshold = Option<Int>(["--threshold"], value: "N", repeatable: true, help: "A threshold.") { text in
        guard let value = Int(text) else { throw InvalidValue("expected a whole number") }
        return value
    }
    static let languages = Option<[String]>.list(["--languages"], value: "LANG,...", help: "Languages.") { $0 }
    static let stdout = Flag(["--stdout"], help: "Print.")
    static let undeclared = Flag(["--undeclared"], help: "Not part of the command.")

    let spec = CommandSpec(
        name: "tool", abstract: "Does things.", usage: "[options] PATH...",
        options: [check, output, threshold, languages, stdout],
        exclusions: [(check, stdout)])

    func run(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try spec.parse(arguments) else {
            Issue.record("expected to run")
            throw CommandExit(1)
        }
        return parsed
    }

    @Test func flagsValuesAndPositionals() throws {
        let parsed = try run(["a.xcstrings", "--check", "-o", "out", "--threshold=90", "--threshold", "80", "b"])
        #expect(parsed[Self.check])
        #expect(!parsed[Self.stdout])
        #expect(parsed[Self.output] == "out")
        #expect(parsed.all(Self.threshold) == [90, 80])
        #expect(parsed[Self.threshold] == 80)
        #expect(parsed.positionals == ["a.xcstrings", "b"])
        #expect(parsed.contains(Self.output))
        #expect(!parsed.contains(Self.languages))
        #expect(parsed.declares(Self.check) && !parsed.declares(Self.undeclared))
    }

    @Test func listOptionsSplitOnCommas() throws {
        let parsed = try run(["--languages", "de, fr,,", "--languages=it"])
        #expect(parsed.list(Self.languages) == ["de", "fr", "it"])
    }

    @Test func doubleDashEndsOptionsAndDashIsStandardInput() throws {
        let parsed = try run(["-", "--", "--check"])
        #expect(parsed.positionals == ["-", "--check"])
        #expect(!parsed[Self.check])
    }

    @Test func helpAndVersionWinWherever() throws {
        guard case .help = try spec.parse(["x", "--help"]) else { Issue.record("expected help"); return }
        guard case .help = try spec.parse(["-h"]) else { Issue.record("expected help"); return }
        guard case .version = try spec.parse(["--version"]) else { Issue.record("expected version"); return }
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"),
        (["--output"], "option '--output' needs a value (--output FILE)"),
        (["-o", "a", "-o", "b"], "option '-o' given more than once"),
        (["--check=yes"], "option '--check' takes no value"),
        (["--threshold", "ninety"], "invalid value 'ninety' for --threshold: expected a whole number"),
        (["--stdout", "--check"], "--check and --stdout cannot be used together"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try spec.parse(arguments) }
    }

    @Test func inProcessParsingPrintsHelpAndUsageErrors() {
        var output = ""
        var errors = ""
        let io = CommandIO(standardOutput: { output += $0 }, standardError: { errors += $0 })
        #expect(spec.parse(["--help"], io: io).failureStatus == ExitCode.success)
        #expect(output == spec.helpText)
        #expect(spec.parse(["--nope"], io: io).failureStatus == ExitCode.usage)
        #expect(errors == "tool: error: unknown option '--nope'\nUsage: tool [options] PATH...\nSee 'tool --help'.\n")
    }

    @Test func namesTakingValuesComeFromTheDeclarations() {
        #expect(spec.namesTakingValues == ["--output", "-o", "--threshold", "--languages"])
    }

    @Test func helpTextListsEveryOption() {
        let help = spec.helpText
        #expect(help.hasPrefix("OVERVIEW: Does things.\n\nUSAGE: tool [options] PATH...\n"))
        for name in ["--check", "-o, --output FILE", "--threshold N", "-h, --help", "--version"] {
            #expect(help.contains(name), "\(name)")
        }
    }
}

extension Result where Failure == CommandExit {
    var failureStatus: Int32? {
        if case .failure(let end) = self { return end.status }
        return nil
    }
}

@Suite("File discovery")
struct FileDiscoveryTests {
    @Test func searchesDirectoriesSortedAndSkipsBuildFolders() throws {
        let root = try TestScratch.folder("discovery")
        let manager = FileManager.default
        for folder in ["b", "a/deep", ".build", "Pods", "node_modules", ".hidden"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["b/Z.xcstrings", "a/deep/Y.xcstrings", "a/X.xcstrings", ".build/S.xcstrings", "Pods/S.xcstrings",
                     "node_modules/S.xcstrings", ".hidden/S.xcstrings", "a/notes.json"] {
            try Data("{}".utf8).write(to: root.appendingPathComponent(file))
        }
        let files = try FileDiscovery.files(in: [root.path])
        #expect(files == ["a/X.xcstrings", "a/deep/Y.xcstrings", "b/Z.xcstrings"].map { root.path + "/" + $0 })
        // Files named explicitly are kept whatever their extension; duplicates are dropped.
        let explicit = root.appendingPathComponent("a/notes.json").path
        #expect(try FileDiscovery.files(in: [explicit, explicit]) == [explicit])
        #expect(throws: FileDiscovery.MissingPath(path: "/nonexistent")) {
            try FileDiscovery.files(in: ["/nonexistent"])
        }
    }
}
