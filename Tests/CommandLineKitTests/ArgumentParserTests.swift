import CommandLineKit
import Foundation
import Testing

@Suite("Argument parsing")
struct ArgumentParserTests {
    let spec = CommandSpec(
        name: "tool", abstract: "Does things.", usage: "[options] PATH...",
        options: [
            OptionSpec(["--check"], help: "Check only."),
            OptionSpec(["--output", "-o"], value: "FILE", help: "Where to write."),
            OptionSpec(["--threshold"], value: "N", repeatable: true, help: "A threshold."),
        ])

    func run(_ arguments: [String]) throws -> ParsedArguments {
        guard case .run(let parsed) = try spec.parse(arguments) else {
            Issue.record("expected to run")
            return ParsedArguments()
        }
        return parsed
    }

    @Test func flagsValuesAndPositionals() throws {
        let parsed = try run(["a.xcstrings", "--check", "-o", "out", "--threshold=90", "--threshold", "ar=80", "b"])
        #expect(parsed.flag("--check"))
        #expect(parsed.value("--output") == "out")
        #expect(parsed.values("--threshold") == ["90", "ar=80"])
        #expect(parsed.positionals == ["a.xcstrings", "b"])
    }

    @Test func doubleDashEndsOptionsAndDashIsStandardInput() throws {
        let parsed = try run(["-", "--", "--check"])
        #expect(parsed.positionals == ["-", "--check"])
        #expect(!parsed.flag("--check"))
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
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try spec.parse(arguments) }
    }

    @Test func helpTextListsEveryOption() {
        let help = spec.helpText
        #expect(help.hasPrefix("OVERVIEW: Does things.\n\nUSAGE: tool [options] PATH...\n"))
        for name in ["--check", "-o, --output FILE", "--threshold N", "-h, --help", "--version"] {
            #expect(help.contains(name), "\(name)")
        }
    }
}

@Suite("File discovery")
struct FileDiscoveryTests {
    @Test func searchesDirectoriesSortedAndSkipsBuildFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
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
