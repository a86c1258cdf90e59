import CatalogChanges
import CommandLineKit
import Foundation
import Testing
import TestSupport

/// git runs `xcstrings-diff` as a textconv and as an external diff: a file that is not a catalog
/// (conflict markers during a merge) must not stop `git diff` or `git log -p`.
@Suite("xcstrings-diff under git")
struct DiffCommandTests {
    func diff(_ arguments: [String]) -> CapturedRun {
        CapturedRun { DiffCommand.run(arguments, io: $0) }
    }

    static let conflicted = """
        {
          "sourceLanguage" : "en",
        <<<<<<< HEAD
          "strings" : { "Hi" : { } },
        =======
          "strings" : { "Hello" : { } },
        >>>>>>> theirs
          "version" : "1.0"
        }

        """

    @Test func aConflictedFileIsShownAsText() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Conflicted.xcstrings", Self.conflicted)
        let run = diff(["--textconv", path])
        #expect(run.status == 0)
        #expect(run.stdout == Self.conflicted)
        #expect(run.stderr.hasPrefix("xcstrings-diff: warning: shown as text: \(path):3:1: error:"), "\(run.stderr)")
        let good = try folder.write("Good.xcstrings", #"{"sourceLanguage":"en","strings":{"Hi":{}},"version":"1.0"}"#)
        let listing = diff(["--textconv", good])
        #expect(listing.status == 0 && listing.stderr.isEmpty)
        #expect(listing.stdout.contains("sourceLanguage: \"en\"") && !listing.stdout.contains("{"))
        #expect(diff(["--textconv", folder.root + "/missing.xcstrings"]).status == 2)
    }

    @Test func anExternalDiffWithAConflictedSideSaysSo() throws {
        let folder = try TemporaryFolder()
        let conflicted = try folder.write("Conflicted.xcstrings", Self.conflicted)
        let good = try folder.write("Good.xcstrings", #"{"sourceLanguage":"en","strings":{"Hi":{}},"version":"1.0"}"#)
        let run = diff(["Localizable.xcstrings", good, "abc", "100644", conflicted, "def", "100644"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("diff --xcstrings a/Localizable.xcstrings b/Localizable.xcstrings\n! not compared: "), "\(run.stdout)")
        #expect(run.stderr.hasPrefix("xcstrings-diff: warning: Localizable.xcstrings:3:1: error:"), "\(run.stderr)")
        let same = diff(["Localizable.xcstrings", good, "abc", "100644", good, "def", "100644"])
        #expect(same.status == 0)
        #expect(same.stdout.hasPrefix("diff --xcstrings a/Localizable.xcstrings b/Localizable.xcstrings\n"))
        #expect(same.stderr.isEmpty)
    }
}
