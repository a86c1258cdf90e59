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

    /// A duplicate key is read as Xcode and xcstrings-merge read it, with a warning (diff refused
    /// the file where merge went on); keys differing only in normalization still stop it.
    @Test func aDuplicateKeyIsComparedAsXcodeReadsIt() throws {
        let folder = try TemporaryFolder()
        let old = try folder.write("Old.xcstrings", #"{"sourceLanguage":"en","strings":{"Hi":{"comment":"A"}},"version":"1.0"}"#)
        let new = try folder.write(
            "New.xcstrings", #"{"sourceLanguage":"en","strings":{"Hi":{"comment":"B"},"Hi":{"comment":"C"}},"version":"1.0"}"#)
        let run = diff([old, new])
        #expect(run.status == 1)
        #expect(run.stdout == "~ \"Hi\" comment: \"A\" → \"C\"\n0 keys added, 0 removed, 1 changed\n")
        #expect(run.stderr.hasPrefix("\(new):1:"), "\(run.stderr)")
        #expect(run.stderr.contains("warning: ") && run.stderr.hasSuffix("; compared as Xcode reads it, the last one kept\n"), "\(run.stderr)")
        let twins = try folder.write(
            "Twins.xcstrings", #"{"sourceLanguage":"en","strings":{"caf\#u{E9}":{},"cafe\#u{301}":{}},"version":"1.0"}"#)
        let refused = diff([old, twins])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: ") && refused.stderr.contains("Xcode keeps both") && refused.stderr.contains("such keys cannot be compared"), "\(refused.stderr)")
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
