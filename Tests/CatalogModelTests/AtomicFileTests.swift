import CatalogModel
import Foundation
import Testing

@Suite("Atomic writes")
struct AtomicFileTests {
    @Test func replacesContentAndKeepsPermissions() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("a.xcstrings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)
        try AtomicFile.write(Data("new".utf8), toFile: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("new".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.xcstrings"])
    }

    @Test func createsNewFiles() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("new.xcstrings").path
        try AtomicFile.write(Data("{}".utf8), toFile: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("{}".utf8))
    }

    @Test func appendsAndCreates() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("summary.md").path
        try AtomicFile.append(Data("one\n".utf8), toFile: path)
        try AtomicFile.append(Data("two\n".utf8), toFile: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("one\ntwo\n".utf8))
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.append(Data("x".utf8), toFile: "/nonexistent-dir/summary.md")
        }
    }

    @Test func failedWriteLeavesOriginalUntouched() throws {
        guard getuid() != 0 else {
            // root ignores directory permissions; use a missing directory instead.
            #expect(throws: AtomicFile.WriteError.self) {
                try AtomicFile.write(Data("x".utf8), toFile: "/nonexistent-dir/a.xcstrings")
            }
            return
        }
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("a.xcstrings").path
        try Data("original".utf8).write(to: URL(fileURLWithPath: path))
        chmod(directory.path, 0o500)
        defer { chmod(directory.path, 0o700) }
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("new".utf8), toFile: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("original".utf8))
    }
}

@Suite("Atomic writes through links")
struct AtomicFileLinkTests {
    @Test func aSymbolicLinkStaysALinkAndItsTargetIsReplaced() throws {
        let directory = try temporaryDirectory()
        let target = directory.appendingPathComponent("real.xcstrings").path
        let link = directory.appendingPathComponent("link.xcstrings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.xcstrings")
        try AtomicFile.write(Data("new".utf8), toFile: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.xcstrings")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("new".utf8))
    }
}
