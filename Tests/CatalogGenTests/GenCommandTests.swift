import CatalogGen
import CatalogLint
import CommandLineKit
import Foundation
import Testing

/// `xcstrings-gen`'s command line, run in process.
@Suite struct GenCommandTests {
    func gen(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = GenCommand.run(arguments, io: CommandIO(standardOutput: { output += $0 }, standardError: { errors += $0 }))
        return (status, output, errors)
    }

    @Test func settingsAreCheckedAsXcstringsLintChecksThem() {
        // `--ignore encoding` is accepted by both tools; an unknown id is refused by both, in the same words.
        let encoding = gen(["--ignore", "encoding", "/nonexistent/translations.json"])
        #expect(encoding.errors.hasPrefix("xcstrings-gen: error: no such file: /nonexistent/translations.json\n"))
        let unknown = gen(["--ignore", "no-such-rule", "translations.json"])
        #expect(unknown.status == ExitCode.usage)
        #expect(unknown.errors.hasPrefix(
            "xcstrings-gen: error: invalid value 'no-such-rule' for --ignore: unknown rule 'no-such-rule' (see xcstrings-lint --list-rules)\n"))
        #expect(gen(["--check", "--stdout", "t.json"]).errors.hasPrefix(
            "xcstrings-gen: error: --check and --stdout cannot be used together\n"))
        #expect(gen(["--config", "c.json", "--no-config", "t.json"]).errors.hasPrefix(
            "xcstrings-gen: error: --config and --no-config cannot be used together\n"))
    }

    /// `-o` a folder said "cannot read: it is a directory" (the catalog is read first, to compare);
    /// `-o ""` said "cannot write the file: No such file or directory" after validating.
    @Test func anOutputThatIsAFolderOrEmptyIsSaidPlainly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("translations.json").path
        try Data(#"{"sourceLanguage":"en","strings":{"Hi":{"en":"Hi"}}}"#.utf8).write(to: URL(fileURLWithPath: input))
        let out = folder.appendingPathComponent("out").path
        for arguments in [[input, "-o", out], ["--check", input, "-o", out]] {
            let run = gen(arguments)
            #expect(run.status == 2)
            let what = arguments[0] == "--check" ? "cannot check: it is a folder, not a catalog" : "cannot write: it is a folder"
            #expect(run.errors.hasPrefix("\(out): error: \(what); -o names the file to write\n"), "\(run.errors)")
        }
        let empty = gen([input, "-o", ""])
        #expect(empty.status == ExitCode.usage)
        #expect(empty.errors.hasPrefix("xcstrings-gen: error: invalid value '' for -o: expected a path, not an empty string\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }

    @Test func everyIdGenReportsCanBeNamedInTheSettings() {
        for rule in GenRule.all { #expect(RuleCatalog.configurableIdentifiers.contains(rule.id), "\(rule.id)") }
        for rule in CatalogGenerator.rules {
            #expect(RuleCatalog.configurableIdentifiers.contains(rule.description.identifier))
        }
    }
}
