import CommandLineKit
import Foundation
import TestSupport
import Testing

@Suite("Git: running git without Foundation's Process")
struct GitTests {
    /// A repository with one commit of `a.txt`, or `nil` when git is not installed.
    private func repository() throws -> String? {
        let folder = try TestScratch.folder("git").path
        guard (try? Git.run(["init", "--quiet"], in: folder))?.status == 0 else { return nil }
        try Data("one\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
        let commit = try Git.run(
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", "commit", "--quiet",
             "--allow-empty", "-m", "first"], in: folder)
        _ = try Git.run(["add", "a.txt"], in: folder)
        let second = try Git.run(
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false", "commit", "--quiet",
             "-m", "second"], in: folder)
        #expect(commit.status == 0 && second.status == 0)
        return folder
    }

    /// git speaks English to the tools, which read its messages: a translated git (`LANG=de_DE`)
    /// made `--changed-since` fail on a catalog new since the revision.
    @Test func gitRunsInTheCLocale() throws {
        let shown = try Git.run(["-c", "alias.environment=!env", "environment"])
        #expect(shown.status == 0)
        let variables = String(decoding: shown.standardOutput, as: UTF8.self).split(separator: "\n")
        #expect(variables.filter { $0.hasPrefix("LC_ALL=") } == ["LC_ALL=C"])
        #expect(!variables.contains { $0.hasPrefix("LANGUAGE=") })
        #expect(variables.contains { $0.hasPrefix("PATH=") })
    }

    @Test func printsWhatGitPrintsAndItsStatus() throws {
        let version = try Git.run(["--version"])
        #expect(version.status == 0)
        #expect(String(decoding: version.standardOutput, as: UTF8.self).hasPrefix("git version "))
        let unknown = try Git.run(["no-such-command-here"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no-such-command-here"))
        #expect(unknown.standardError == unknown.standardError.trimmingWhitespace(), "trimmed")
    }

    @Test func runsInTheFolderGiven() throws {
        guard let folder = try repository() else { return }
        #expect(Git.isCommit("HEAD", in: folder))
        #expect(!Git.isCommit("no-such-branch", in: folder))
        let contents = try Git.contents(ofFile: folder + "/a.txt", at: "HEAD")
        #expect(contents.map { String(decoding: $0, as: UTF8.self) } == "one\n")
        #expect(try Git.contents(ofFile: folder + "/a.txt", at: "HEAD~1") == nil, "the first commit has no a.txt")
        #expect(throws: Git.Unavailable.self) { try Git.contents(ofFile: folder + "/a.txt", at: "no-such-revision") }
        let missing = try Git.run(["status"], in: folder + "/no-such-folder")
        #expect(missing.status != 0 && missing.standardError.contains("no-such-folder"))
    }

    @Test func drainsBothStreamsOfALargeOutput() throws {
        guard let folder = try repository() else { return }
        // More than a pipe holds (64 KiB) on both streams at once: neither may block git.
        let big = String(repeating: "0123456789abcdef\n", count: 20_000)
        try Data(big.utf8).write(to: URL(fileURLWithPath: folder + "/big.txt"))
        _ = try Git.run(["add", "big.txt"], in: folder)
        let shown = try Git.run(["show", ":big.txt"], in: folder)
        #expect(shown.status == 0 && shown.standardOutput.count == big.utf8.count)
        let both = try Git.run(["-c", "alias.both=!cat big.txt; cat big.txt >&2", "both"], in: folder)
        #expect(both.status == 0)
        #expect(both.standardOutput.count == big.utf8.count)
        #expect(both.standardError.utf8.count == big.utf8.count - 1, "the last line break is trimmed")
    }
}

@Suite("Small helpers without Foundation")
struct PlatformHelperTests {
    @Test func trimsWhiteSpaceAtBothEnds() {
        #expect(" \t a b \n".trimmingWhitespace() == "a b")
        #expect("   ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
        #expect("x".trimmingWhitespace() == "x")
        #expect("\u{00A0}é\u{2028}".trimmingWhitespace() == "é")
    }

    @Test func tellsFoldersFromFiles() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.txt", "x")
        #expect(FileDiscovery.itemKind(atPath: folder.root) == .directory)
        #expect(FileDiscovery.itemKind(atPath: file) == .file)
        #expect(FileDiscovery.itemKind(atPath: folder.root + "/missing") == nil)
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/link", withDestinationPath: folder.root + "/nothing")
        #expect(FileDiscovery.itemKind(atPath: folder.root + "/link") == nil, "a link to nothing")
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/folder-link", withDestinationPath: folder.root)
        #expect(FileDiscovery.itemKind(atPath: folder.root + "/folder-link") == .directory, "links are followed")
    }
}
