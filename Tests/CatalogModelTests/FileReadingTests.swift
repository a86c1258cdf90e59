import CatalogModel
import Foundation
import Testing
import CatalogWriting

/// Every tool reads files through `FileReading`: one wording when it cannot.
@Suite("Reading files")
struct FileReadingTests {
    static func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aMissingFile() throws {
        let path = try temporaryDirectory().appendingPathComponent("none.xcstrings").path
        #expect(Self.failure { _ = try FileReading.contents(atPath: path) } == "\(path): error: no such file")
        #expect(Self.failure { _ = try CatalogReader.read(contentsOf: path) } == "\(path): error: no such file")
        #expect(Self.failure { _ = try CatalogFormatter.format(contentsOf: path) } == "\(path): error: no such file")
    }

    @Test func aDirectory() throws {
        let path = try temporaryDirectory().path
        #expect(Self.failure { _ = try FileReading.contents(atPath: path) } == "\(path): error: cannot read: it is a directory")
        #expect(Self.failure { _ = try CatalogReader.read(contentsOf: path) } == "\(path): error: cannot read: it is a directory")
    }

    @Test func aFileWithoutReadPermission() throws {
        let path = try temporaryDirectory().appendingPathComponent("locked.xcstrings").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o000)
        defer { chmod(path, 0o644) }
        // Permissions do not stop root.
        guard access(path, R_OK) != 0 else { return }
        #expect(Self.failure { _ = try FileReading.contents(atPath: path) } == "\(path): error: cannot read: permission denied")
    }

    @Test("An empty file is read (as nothing); the reader of its text says it is empty")
    func anEmptyFile() throws {
        let path = try temporaryDirectory().appendingPathComponent("empty.xcstrings").path
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(try FileReading.contents(atPath: path).isEmpty)
        #expect(Self.failure { _ = try CatalogReader.read(contentsOf: path) }
            == "\(path):1:1: error: the file is empty; expected a JSON object")
    }

    @Test("A file is read whole into an array, in one piece or several read side by side")
    func bytesInPieces() throws {
        let directory = try temporaryDirectory()
        let sizes = [0, 1, 2, 5_000, 65_537]
        for size in sizes {
            let path = directory.appendingPathComponent("file-\(size).xcstrings").path
            let content = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 256) }
            try Data(content).write(to: URL(fileURLWithPath: path))
            for chunking: Chunking in [.serial, .chunks(2), .chunks(7), .chunks(ofSize: 1000), FileReading.readChunking] {
                #expect(try FileReading.bytes(atPath: path, chunking: chunking) == content, "\(size) bytes, \(chunking)")
            }
        }
        // What is not a regular file is read as `contents(atPath:)` reads it, with the same errors.
        #expect(Self.failure { _ = try FileReading.bytes(atPath: directory.path) }
            == "\(directory.path): error: cannot read: it is a directory")
        let missing = directory.appendingPathComponent("none").path
        #expect(Self.failure { _ = try FileReading.bytes(atPath: missing) } == "\(missing): error: no such file")
    }

    @Test("The diagnostic of an unreadable file has its kind and no position")
    func theDiagnostic() throws {
        let path = try temporaryDirectory().appendingPathComponent("none.json").path
        do {
            _ = try FileReading.contents(atPath: path)
            Issue.record("read a missing file")
        } catch let error as CatalogReadError {
            #expect(error.diagnostics.map(\.kind) == [.unreadableFile])
            #expect(error.diagnostics.first?.location == nil)
            #expect(error.diagnostics.first?.message == "no such file")
        }
    }

    @Test("contents(atPath:) reads files whole, of any size, and pipes to their end")
    func contentsOfFilesAndPipes() throws {
        let folder = try temporaryDirectory()
        let big = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let path = folder.appendingPathComponent("big.bin").path
        try big.write(to: URL(fileURLWithPath: path))
        #expect(try FileReading.contents(atPath: path) == big)
        let fifo = folder.appendingPathComponent("fifo").path
        guard mkfifo(fifo, 0o600) == 0 else { return }
        // Written with `write` and retried when a signal interrupts it (other tests start processes).
        let writer = Thread {
            var descriptor = open(fifo, O_WRONLY)
            while descriptor < 0 && errno == EINTR { descriptor = open(fifo, O_WRONLY) }
            guard descriptor >= 0 else { return }
            big.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(descriptor)
        }
        writer.start()
        #expect(try FileReading.contents(atPath: fifo) == big, "a pipe has no size: read until it ends")
    }
}

@Suite("Hexadecimal")
struct HexadecimalTests {
    @Test("String(hexadecimal:digits:) writes what %0NX writes")
    func likeStringFormat() {
        for value in [0, 1, 0x0F, 0x10, 0x7F, 0xFF, 0x100, 0xABCD, 0xD800, 0xFFFF, 0x10FFFF] {
            #expect(String(hexadecimal: value, digits: 2) == String(format: "%02X", value))
            #expect(String(hexadecimal: UInt32(value), digits: 4) == String(format: "%04X", value))
        }
        for byte in UInt8.min...UInt8.max {
            #expect(String(hexadecimal: byte, digits: 2) == String(format: "%02X", byte))
        }
    }
}
