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

    /// Several files are replaced all or none: when one cannot be written (here its folder is
    /// gone), the others keep their bytes and no temporary file is left.
    @Test func severalFilesAllOrNone() throws {
        let directory = try temporaryDirectory()
        let first = directory.appendingPathComponent("a.xcstrings").path
        let third = directory.appendingPathComponent("c.xcstrings").path
        try Data("old a".utf8).write(to: URL(fileURLWithPath: first))
        try Data("old c".utf8).write(to: URL(fileURLWithPath: third))
        let missing = directory.appendingPathComponent("gone/b.xcstrings").path
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write([(Data("new a".utf8), first), (Data("new b".utf8), missing), (Data("new c".utf8), third)])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("old a".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: third)) == Data("old c".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.xcstrings", "c.xcstrings"])
        try AtomicFile.write([(Data("new a".utf8), first), (Data("new c".utf8), third)])
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("new a".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: third)) == Data("new c".utf8))
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

@Suite("Writes to what is not a regular file")
struct AtomicFileSpecialFileTests {
    /// `-o /dev/stdout` or a named pipe: written in place (it was replaced by a regular file once,
    /// which as root would have replaced `/dev/null`).
    @Test func aNamedPipeIsWrittenToAndStaysAPipe() throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        let reader = PipeReader(path)
        try AtomicFile.write(Data("through the pipe".utf8), toFile: path)
        #expect(reader.wait() == Data("through the pipe".utf8))
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o170000 == 0o010000)  // S_IFIFO
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pipe"])
    }

    @Test func theSameFileThroughALinkOrAnotherSpelling() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("a.xcstrings").path
        let link = directory.appendingPathComponent("link.xcstrings").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.xcstrings")
        #expect(AtomicFile.isSameFile(file, link))
        #expect(AtomicFile.isSameFile(file, directory.path + "/./a.xcstrings"))
        #expect(!AtomicFile.isSameFile(file, directory.appendingPathComponent("b.xcstrings").path))
        #expect(AtomicFile.isSameFile(directory.appendingPathComponent("new.json").path,
                                      directory.path + "/./new.json"))  // neither exists: the paths
    }
}

/// Reads a named pipe to its end on another thread (opening it for reading before the writer).
private final class PipeReader: @unchecked Sendable {
    // Written by the reading thread before it signals `done`, read after `wait()`: the semaphore
    // orders the two.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ path: String) {
        Thread.detachNewThread { [self] in
            if let handle = FileHandle(forReadingAtPath: path) {
                data = handle.readDataToEndOfFile()
                try? handle.close()
            }
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
