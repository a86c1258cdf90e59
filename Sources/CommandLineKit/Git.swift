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
import Dispatch

/// Runs `git` for the tools that read versions of a file from a repository (a merge's stages, a
/// catalog as it was at a revision). `git` is found on `PATH`.
public enum Git {
    /// What a `git` command printed and how it ended.
    public struct Output: Sendable {
        /// git's exit status, or the number of the signal that ended it.
        public var status: Int32
        public var standardOutput: Data
        public var standardError: String
    }

    /// A `git` that could not be started at all.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `git ARGUMENTS` in `directory` (the current one when `nil`) and waits for it.
    ///
    /// Started with `posix_spawn` (`/usr/bin/env git`, so that `PATH` finds it), standard input
    /// from `/dev/null`; `git -C DIRECTORY` runs it as if started in `directory`. Not Foundation's
    /// `Process`, which the tools built without Foundation do not have.
    public static func run(_ arguments: [String], in directory: String? = nil) throws -> Output {
        let command = ["/usr/bin/env", "git"] + (directory.map { ["-C", $0] } ?? []) + arguments
        let output = try Self.pipe()
        let errors: (read: Int32, write: Int32)
        do {
            errors = try Self.pipe()
        } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        let process: pid_t
        do {
            process = try spawn(command, standardOutput: output.write, standardError: errors.write)
        } catch {
            for descriptor in [output.read, output.write, errors.read, errors.write] { close(descriptor) }
            throw error
        }
        close(output.write)
        close(errors.write)
        // Read standard error on another thread, so that neither pipe fills up and blocks git.
        // `@unchecked Sendable`: written once on the other thread, read after `group.wait()`.
        final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
        let errorBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.bytes = readToEnd(errors.read)
            group.leave()
        }
        let standardOutput = readToEnd(output.read)
        group.wait()
        close(output.read)
        close(errors.read)
        return Output(
            status: waitForExit(process), standardOutput: Data(standardOutput),
            standardError: String(String(decoding: errorBox.bytes, as: UTF8.self).trimmingWhitespace()))
    }

    /// A pipe whose two ends are closed in processes started later (the child gets its own copies
    /// of the write ends as its standard output and error).
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard systemPipe(&descriptors) == 0 else { throw Unavailable(description: "cannot run git: \(lastError())") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    private static func spawn(_ command: [String], standardOutput: Int32, standardError: Int32) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        let arguments = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        let variables = childEnvironment().map { strdup($0) } + [nil]
        defer { for variable in variables { free(variable) } }
        var process: pid_t = 0
        let result = posix_spawn(&process, command[0], &actions, nil, arguments, variables)
        guard result == 0 else {
            throw Unavailable(description: "cannot run git: \(String(cString: strerror(result)))")
        }
        return process
    }

    /// This process's environment with git's messages in English (`LC_ALL=C`): the tools read
    /// them (`does not exist`, `exists on disk, but not in`), and a translated git said them in
    /// another language.
    static func childEnvironment() -> [String] {
        var variables: [String] = []
        ProcessEnvironment.forEachEntry { entry in
            let text = String(decoding: entry, as: UTF8.self)
            let name = text.prefix { $0 != "=" }
            if name != "LC_ALL" && name != "LANGUAGE" { variables.append(text) }
        }
        return variables + ["LC_ALL=C"]
    }

    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }

    /// Waits for `process` to end: its exit status, or the signal that ended it.
    private static func waitForExit(_ process: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 {
            guard errno == EINTR else { return -1 }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    /// The bytes of the file at `path` (a path on disk, absolute or relative to the current folder)
    /// as it is in `revision` of its repository, such as `HEAD`, `main` or a merge stage (`:1`,
    /// `:2`, `:3`); `nil` when the revision exists but has no such file. Throws `Unavailable` with
    /// git's own message for anything else (not in a repository, no such revision).
    public static func contents(ofFile path: String, at revision: String) throws -> Data? {
        let url = URL(fileURLWithPath: path)
        // Run in the file's folder, with `./NAME`: git reads the path relative to that folder.
        let result = try run(["show", "\(revision):./\(url.lastPathComponent)"], in: url.deletingLastPathComponent().path)
        if result.status == 0 { return result.standardOutput }
        let message = result.standardError
        if message.contains("does not exist") || message.contains("exists on disk, but not in")
            || message.contains("is in the index, but not at stage")
        {
            return nil
        }
        throw Unavailable(description: message.isEmpty ? "git show \(revision):\(path) failed" : message)
    }

    /// The bytes the file at `path` had in `revision` under the name it had then, when git finds
    /// it renamed since (`git diff -M` from `revision` to the working tree: a `git mv`, committed
    /// or staged); `nil` when it finds no rename to `path`.
    public static func contentsBeforeRename(ofFile path: String, at revision: String) throws -> Data? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let prefix = try run(["rev-parse", "--show-prefix"], in: folder)
        guard prefix.status == 0 else { return nil }
        // Paths from the repository's root, as `git diff` prints them.
        // Only the line end goes: a folder's name may end in a space.
        var prefixText = String(decoding: prefix.standardOutput, as: UTF8.self)
        if prefixText.hasSuffix("\n") { prefixText.removeLast() }
        let current = prefixText + url.lastPathComponent
        // One diff of the whole tree per catalog new since `revision` (few in a change).
        let renames = try run(["diff", "--no-relative", "--name-status", "-M", "-z", "--diff-filter=R", revision, "--"], in: folder)
        guard renames.status == 0 else { return nil }
        // `-z`: `R<score>`, the old path and the new one, each ended by a NUL.
        let fields = renames.standardOutput.split(separator: 0, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var index = 0
        while index + 2 < fields.count {
            if fields[index].hasPrefix("R") && fields[index + 2] == current {
                let old = try run(["show", "\(revision):\(fields[index + 1])"], in: folder)
                return old.status == 0 ? old.standardOutput : nil
            }
            index += 3
        }
        return nil
    }

    /// Whether `revision` names a commit in the repository of `directory`.
    public static func isCommit(_ revision: String, in directory: String? = nil) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: directory))?.status == 0
    }
}

/// The C library's `pipe` (inside `Git`, `pipe` names its own method).
private func systemPipe(_ descriptors: inout [Int32]) -> Int32 {
    pipe(&descriptors)
}
