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

/// Writes files so that a reader never sees a half-written file and a failure never truncates
/// the original: the bytes go to a temporary file in the same folder, which then replaces the
/// target with `rename(2)`.
package enum AtomicFile {
    /// A write that failed; the original file is untouched.
    package struct WriteError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        /// What could not be done: "cannot write the file", "cannot create the folder".
        package var failure = "cannot write the file"
        package var description: String { "\(path): error: \(failure): \(reason)" }
    }

    /// Creates the folder at `path` and the missing folders above it, as `mkdir -p` does; throws
    /// `WriteError` saying why one cannot be made (a file in the way, no permission).
    package static func createFolders(atPath path: String) throws {
        func failure(_ reason: String) -> WriteError {
            WriteError(path: path, reason: reason, failure: "cannot create the folder")
        }
        guard !path.isEmpty else { throw failure("no folder is named") }
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & 0o170000 == 0o040000 else { throw failure("a file is in the way") }
            return
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if parent != path, !parent.isEmpty { try createFolders(atPath: parent) }
        if mkdir(path, 0o777) != 0, errno != EEXIST { throw failure(String(cString: strerror(errno))) }
    }

    /// Replaces the contents of `path` with `data`, keeping the permissions and (when allowed) the
    /// owner of an existing file (new files get 0666 less the umask). A symbolic link is followed:
    /// the file it points to is replaced, and the link stays. (A file with several hard links
    /// leaves the others holding the old bytes, as with any atomic replacement.)
    ///
    /// A path that names a device, a pipe or a socket (`/dev/stdout`, `/dev/null`, a FIFO) is
    /// written to in place: replacing it would put a regular file where the device was.
    package static func write(_ data: Data, toFile path: String) throws {
        try prepare(data, toFile: path).commit()
    }

    /// Replaces several files, all of them or none: each one's new contents are written beside it
    /// first, and only when every one is written are they moved into place (a full disk or a
    /// folder without write permission leaves every file as it was). The moves themselves, a
    /// rename each, do not fail in practice.
    package static func write(_ files: [(data: Data, path: String)]) throws {
        var prepared: [PreparedWrite] = []
        do {
            for file in files { prepared.append(try prepare(file.data, toFile: file.path)) }
        } catch {
            for write in prepared { write.discard() }
            throw error
        }
        for (index, write) in prepared.enumerated() {
            do {
                try write.commit()
            } catch {
                for later in prepared[(index + 1)...] { later.discard() }
                throw error
            }
        }
    }

    /// A file's new contents, written and synced beside it (`.NAME.tmp-XXXXXX`), not yet in its
    /// place; or, for a device or a pipe, the bytes to write to it in place.
    package struct PreparedWrite {
        /// The file replaced (a symbolic link resolved).
        let path: String
        /// The temporary file; `nil` for a device or a pipe, written in place by `commit`.
        let temporaryPath: String?
        let inPlaceData: Data?

        /// Moves the new contents into place.
        package func commit() throws {
            guard let temporaryPath else { return try writeInPlace(inPlaceData ?? Data(), toFile: path) }
            guard rename(temporaryPath, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporaryPath)
                throw WriteError(path: path, reason: reason)
            }
        }

        /// Removes the new contents, leaving the file as it was.
        package func discard() {
            if let temporaryPath { unlink(temporaryPath) }
        }
    }

    /// Writes `data` beside `path`, for `commit()` to move into place.
    package static func prepare(_ data: Data, toFile path: String) throws -> PreparedWrite {
        var target = stat()
        if stat(path, &target) == 0, !isRegularFileOrDirectory(target.st_mode) {
            return PreparedWrite(path: path, temporaryPath: nil, inPlaceData: data)
        }
        let path = resolvingSymbolicLinks(path)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        var status = stat()
        let mode: mode_t
        let existing = stat(path, &status) == 0
        if existing {
            mode = status.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        if existing {
            // Keep the owner when the process may (root, or a group it belongs to); ignore failure.
            _ = fchown(descriptor, status.st_uid, status.st_gid)
        }
        if fchmod(descriptor, mode) != 0 {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw WriteError(path: path, reason: reason)
        }
        let writeError = writeAll(data, to: descriptor)
        if let writeError {
            close(descriptor)
            throw WriteError(path: path, reason: writeError)
        }
        if fsync(descriptor) != 0 || close(descriptor) != 0 {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        succeeded = true
        return PreparedWrite(path: path, temporaryPath: temporaryPath, inPlaceData: nil)
    }

    /// Writes `data` to what `path` names without replacing it (a device, a pipe).
    private static func writeInPlace(_ data: Data, toFile path: String) throws {
        var descriptor = open(path, O_WRONLY)
        while descriptor < 0 && errno == EINTR { descriptor = open(path, O_WRONLY) }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        let failure = writeAll(data, to: descriptor)
        if close(descriptor) != 0, failure == nil {
            throw WriteError(path: path, reason: String(cString: strerror(errno)))
        }
        if let failure { throw WriteError(path: path, reason: failure) }
    }

    /// Whether a `stat` mode is a regular file's or a folder's (`S_IFREG`, `S_IFDIR`; the same
    /// values on Linux and Apple's systems).
    private static func isRegularFileOrDirectory(_ mode: mode_t) -> Bool {
        let type = mode & 0o170000
        return type == 0o100000 || type == 0o040000
    }

    /// Whether two paths name the same file: the same device and inode when both exist (through
    /// symbolic links, `./`, `..`), else the same path once standardized. For refusing to write a
    /// report or an output over an input.
    package static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        if stat(first, &a) == 0, stat(second, &b) == 0 { return a.st_dev == b.st_dev && a.st_ino == b.st_ino }
        return URL(fileURLWithPath: first).standardized.path == URL(fileURLWithPath: second).standardized.path
    }

    /// Appends `data` to the file at `path`, made (0666 less the umask) when missing: for files
    /// that collect what several steps write, such as GitHub's step summary. Not atomic, as
    /// appending never is; a failure throws `WriteError`.
    package static func append(_ data: Data, toFile path: String) throws {
        var descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o666)
        while descriptor < 0 && errno == EINTR { descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o666) }
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let failure = writeAll(data, to: descriptor)
        if let failure { throw WriteError(path: path, reason: failure) }
    }

    /// Writes all of `data` to `descriptor` (again after a signal interrupts it); the system's
    /// reason when it cannot.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }

    /// The file a path finally names, following symbolic links (relative ones from their folder).
    static func resolvingSymbolicLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current = destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return current
    }
}

/// The C library's `write` (inside `AtomicFile`, `write` names its own method).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
