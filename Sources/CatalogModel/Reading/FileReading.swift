#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file's bytes, with the one wording every tool gives when it cannot: a missing file
/// is `path: error: no such file`, any other failure `path: error: cannot read: <reason>`, such
/// as `permission denied` or `it is a directory`.
package enum FileReading {
    /// The bytes of the file at `path` (none for an empty file). Throws `CatalogReadError` with
    /// one `unreadable-file` diagnostic, which has no line and column. `regularFileOnly` refuses
    /// a pipe or a device, for files that are found rather than named (a configuration found by
    /// walking up, which would otherwise wait for a writer forever); a named input may be one
    /// (`<(git show HEAD:Localizable.xcstrings)`).
    /// Whether `path` names a device, a pipe or a socket (following links): a file that is
    /// written to, never read first (reading `/dev/zero` would not end).
    package static func isSpecialFile(atPath path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    package static func contents(atPath path: String, regularFileOnly: Bool = false) throws -> Data {
        // `stat` follows symbolic links, as `FileManager.fileExists(atPath:)` did here before.
        var info = stat()
        guard stat(path, &info) == 0 else {
            var link = stat()
            throw unreadable(path, lstat(path, &link) == 0 ? "a symbolic link to nothing" : "no such file")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw unreadable(path, "cannot read: it is a directory") }
        if regularFileOnly && (info.st_mode & S_IFMT) != S_IFREG {
            throw unreadable(path, "cannot read: it is not a regular file (a pipe, a socket or a device)")
        }
        var descriptor = open(path, O_RDONLY)
        while descriptor < 0 && errno == EINTR { descriptor = open(path, O_RDONLY) }
        guard descriptor >= 0 else { throw unreadable(path, "cannot read: \(reason(errno))") }
        defer { close(descriptor) }
        // Read to the end, whatever the size said: pipes, devices and files that grow meanwhile.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, Int(info.st_size)))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[..<count])
                if bytes.count > maximumStreamedSize {
                    throw unreadable(path, "cannot read: more than \(maximumStreamedSize >> 20) MiB (a device without end?)")
                }
            } else if count == 0 {
                return Data(bytes)
            } else if errno != EINTR {
                throw unreadable(path, "cannot read: \(reason(errno))")
            }
        }
    }

    /// The bytes of the file at `path` as an array, read straight into it (no `Data` to copy
    /// from); the same errors as `contents(atPath:)`, which reads anything but a regular file.
    /// A large file is read in pieces on all cores (`readChunking`): copying it from the page
    /// cache, and the kernel's zeroing of the array's fresh pages, take tens of milliseconds on one.
    package static func bytes(atPath path: String, chunking: Chunking = readChunking) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        if descriptor >= 0 {
            defer { close(descriptor) }
            var info = stat()
            if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
                let size = Int(info.st_size)
                var complete = false
                // Not zeroed first: the array holds the bytes read, and only those.
                let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initializedCount in
                    let filled = Parallel.fill(UnsafeMutableRawBufferPointer(buffer), chunking: chunking) { range, piece in
                        readFully(descriptor, into: piece, at: range.lowerBound)
                    }
                    // Nothing after the size: the file is all read (it did not grow meanwhile).
                    var beyond: UInt8 = 0
                    complete = filled && pread(descriptor, &beyond, 1, off_t(size)) == 0
                    initializedCount = complete ? size : 0
                }
                if complete { return bytes }
            }
        }
        return [UInt8](try contents(atPath: path))
    }

    /// The most `contents(atPath:)` reads, as much as `xcstrings-xliff import` reads: a device such
    /// as `/dev/zero` has no end, and no catalog, source or configuration comes near it.
    package static let maximumStreamedSize = 512 << 20

    /// Pieces of at least 4 MiB: a smaller file is read in one.
    package static let readChunking = Chunking.automatic(itemsPerChunk: 4 << 20)

    /// Reads `piece.count` bytes of the file from `offset` into `piece`; false when the file ends
    /// sooner or cannot be read.
    private static func readFully(_ descriptor: Int32, into piece: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var total = 0
        while total < piece.count {
            let count = pread(descriptor, piece.baseAddress! + total, piece.count - total, off_t(offset + total))
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            total += count
        }
        return true
    }

    private static func unreadable(_ path: String, _ message: String) -> CatalogReadError {
        CatalogReadError([ReadDiagnostic(.unreadableFile, message, file: path, at: nil)])
    }

    /// The system's reason for `code` (an `errno`), such as "permission denied".
    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
