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

    @Test func everyIdGenReportsCanBeNamedInTheSettings() {
        for rule in GenRule.all { #expect(RuleCatalog.configurableIdentifiers.contains(rule.id), "\(rule.id)") }
        for rule in CatalogGenerator.rules {
            #expect(RuleCatalog.configurableIdentifiers.contains(rule.description.identifier))
        }
    }
}
