import Foundation
import Testing
import TestSupport

@Suite("xcstrings-fmt end to end")
struct FormatEndToEndTests {
    let fmt: Executable
    let canonical: Data
    /// The same catalog as compact, unsorted JSON.
    let compact = #"{"version":"1.0","strings":{"b":{"comment":"B"},"a":{}},"sourceLanguage":"en"}"#
    let compactFormatted = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {

            },
            "b" : {
              "comment" : "B"
            }
          },
          "version" : "1.0"
        }
        """

    init() throws {
        fmt = try Executable("xcstrings-fmt")
        canonical = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/rich.xcstrings"))
    }

    @Test func canonicalFilePassesCheckAndIsNotRewritten() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("Localizable.xcstrings")
        try canonical.write(to: file)
        let before = try file.modificationDate()
        Thread.sleep(forTimeInterval: 0.01)
        let check = try fmt.run(["--check", file.path])
        #expect(check.status == 0)
        #expect(check.stdout.isEmpty)
        let format = try fmt.run([file.path])
        #expect(format.status == 0)
        #expect(try file.contents() == canonical)
        #expect(try file.modificationDate() == before)
    }

    @Test func checkListsNonCanonicalFilesWithoutRewriting() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("A.xcstrings")
        try file.write(compact)
        let run = try fmt.run(["--check", directory.path])
        #expect(run.status == 1)
        #expect(run.stdout == "\(file.path):1:2: not in Xcode's format\n")
        #expect(try file.contents() == Data(compact.utf8))
    }

    @Test func rewritesInPlaceKeepingPermissions() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("A.xcstrings")
        try file.write(compact)
        chmod(file.path, 0o600)
        let run = try fmt.run([file.path])
        #expect(run.status == 0)
        #expect(run.stdout == "formatted \(file.path)\n")
        #expect(String(decoding: try file.contents(), as: UTF8.self) == compactFormatted)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        #expect(try fmt.run(["--check", file.path]).status == 0)
    }

    @Test func stdoutAndStandardInput() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("A.xcstrings")
        try file.write(compact)
        let printed = try fmt.run(["--stdout", file.path])
        #expect(printed.status == 0)
        #expect(printed.stdout == compactFormatted)
        #expect(try file.contents() == Data(compact.utf8))
        let piped = try fmt.run(["-"], stdin: Data(compact.utf8))
        #expect(piped.status == 0)
        #expect(piped.stdout == compactFormatted)
        // Printed, like --stdout: no "1 file: 0 formatted, 0 already canonical", which counted it in neither.
        #expect(piped.stderr.isEmpty, "\(piped.stderr)")
        #expect(printed.stderr.isEmpty, "\(printed.stderr)")
        // One file named by two paths is formatted once.
        let twice = try fmt.run(["--check", file.path, file.deletingLastPathComponent().path + "/./" + file.lastPathComponent])
        #expect(twice.stderr.hasPrefix("1 file checked: 1 not in Xcode's format"), "\(twice.stderr)")
    }

    /// A catalog without `"strings"` gets Xcode's empty one, with a warning (it was added silently).
    @Test func aMissingStringsMemberIsAddedWithAWarning() throws {
        let run = try fmt.run(["-"], stdin: Data(#"{"sourceLanguage":"en","version":"1.0"}"#.utf8))
        #expect(run.status == 0)
        #expect(run.stdout == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
        #expect(run.stderr == "<stdin>:1:1: warning: the catalog has no \"strings\" member; Xcode's format has an empty one, which xcstrings-fmt adds\n")
    }

    @Test func fileWithErrorsIsNeverRewrittenAndOthersStillAre() throws {
        let directory = try makeTemporaryDirectory()
        let bad = directory.appendingPathComponent("Bad.xcstrings")
        let duplicate = "{\n  \"strings\" : {\n    \"a\" : {},\n    \"a\" : {}\n  }\n}"
        try bad.write(duplicate)
        let good = directory.appendingPathComponent("Good.xcstrings")
        try good.write(compact)
        let run = try fmt.run([directory.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(bad.path):4:5: error: duplicate key \"a\" in one object"))
        #expect(try bad.contents() == Data(duplicate.utf8))
        #expect(String(decoding: try good.contents(), as: UTF8.self) == compactFormatted)
    }

    @Test(arguments: [
        ("", "1:1: error: the file is empty"),
        ("{\"strings\":{\"a\":{\"comment\":1}}}", "1:28: error: expected a string for 'comment', found a number"),
        ("{\"a\":1,}", "1:8: error: trailing comma"),
        ("{\n\"strings\": {", "2:13: error: unexpected end of file"),
    ])
    func badInputExitsTwoWithPosition(input: String, expected: String) throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("Bad.xcstrings")
        try file.write(input)
        for arguments in [[file.path], ["--check", file.path]] {
            let run = try fmt.run(arguments)
            #expect(run.status == 2)
            #expect(run.stderr.contains("\(file.path):\(expected)"), "stderr: \(run.stderr)")
            #expect(try file.contents() == Data(input.utf8))
        }
    }

    @Test func byteOrderMarkIsRemovedWithAWarning() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.appendingPathComponent("BOM.xcstrings")
        try (Data([0xEF, 0xBB, 0xBF]) + canonical).write(to: file)
        let check = try fmt.run(["--check", file.path])
        #expect(check.status == 1)
        #expect(check.stderr.contains("\(file.path):1:1: warning: the file starts with a UTF-8 byte order mark"))
        #expect(try fmt.run([file.path]).status == 0)
        #expect(try file.contents() == canonical)
    }

    @Test func directoriesAreSearchedSkippingBuildFolders() throws {
        let directory = try makeTemporaryDirectory()
        let nested = directory.appendingPathComponent("App/Resources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try nested.appendingPathComponent("Localizable.xcstrings").write(compact)
        for skipped in [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git"] {
            let folder = directory.appendingPathComponent(skipped)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try folder.appendingPathComponent("Skipped.xcstrings").write(compact)
        }
        try directory.appendingPathComponent("notes.json").write(compact)
        let run = try fmt.run(["--check", directory.path])
        #expect(run.status == 1)
        #expect(run.stdout == "\(nested.path)/Localizable.xcstrings:1:2: not in Xcode's format\n")
    }

    @Test func usageErrors() throws {
        let missing = try fmt.run(["/nonexistent/Localizable.xcstrings"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such file or directory: /nonexistent/Localizable.xcstrings"))
        let unknown = try fmt.run(["--frobnicate", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("xcstrings-fmt: error: unknown option '--frobnicate'"))
        #expect(unknown.stderr.contains("Usage: xcstrings-fmt"))
        #expect(try fmt.run([]).status == 2)
        #expect(try fmt.run(["--check", "--stdout", "x"]).status == 2)
    }

    @Test func helpAndVersion() throws {
        let help = try fmt.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: xcstrings-fmt"))
        #expect(help.stdout.contains("--check"))
        let version = try fmt.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("xcstrings-fmt "))
    }
}

@Suite("xcstrings-fmt: review fixes")
struct FormatReviewFixTests {
    @Test func checkOnStandardInputChecksAndSingleOutputOnly() throws {
        let fmt = try Executable("xcstrings-fmt")
        let compact = #"{"strings":{},  "sourceLanguage":"en","version":"1.0"}"#
        let check = try fmt.run(["--check", "-"], stdin: Data(compact.utf8))
        #expect(check.status == 1)
        #expect(check.stdout == "<stdin>:1:2: not in Xcode's format\n")
        let directory = try makeTemporaryDirectory()
        try directory.appendingPathComponent("A.xcstrings").write(compact)
        try directory.appendingPathComponent("B.xcstrings").write(compact)
        let both = try fmt.run(["--stdout", directory.path])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--stdout and '-' take a single catalog"))
    }

    @Test func danglingCatalogLinksAreReportedNotSkipped() throws {
        let fmt = try Executable("xcstrings-fmt")
        let directory = try makeTemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Gone.xcstrings").path, withDestinationPath: "nowhere.xcstrings")
        // The other catalogs are still checked (one dangling link stopped the run as a usage error).
        try directory.appendingPathComponent("Good.xcstrings").write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n")
        let run = try fmt.run(["--check", directory.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(directory.path)/Gone.xcstrings: error: a symbolic link to nothing\n"), "\(run.stderr)")
        #expect(run.stderr.contains("2 files checked"), "\(run.stderr)")
        let lint = try Executable("xcstrings-lint").run(["--no-config", directory.path])
        #expect(lint.status == 2)
        #expect(lint.stdout.contains("Gone.xcstrings:1:1: error: a symbolic link to nothing [invalid-catalog]"), "\(lint.stdout)")
        #expect(lint.stdout.contains("2 files:"), "\(lint.stdout)")
        // A pipe found in a folder would be waited on forever: refused.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Gone.xcstrings"))
        #expect(mkfifo(directory.appendingPathComponent("Pipe.xcstrings").path, 0o644) == 0)
        for tool in ["xcstrings-fmt", "xcstrings-lint"] {
            let pipe = try Executable(tool).run(["--check", directory.path].filter { tool == "xcstrings-fmt" || $0 != "--check" })
            #expect(pipe.status == 2)
            #expect(pipe.stderr.contains("not a regular file (a pipe, a socket or a device): \(directory.path)/Pipe.xcstrings"), "\(pipe.stderr)")
        }
    }
}
