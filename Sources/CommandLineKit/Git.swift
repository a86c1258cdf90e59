import Foundation

/// Runs `git` for the tools that read versions of a file from a repository (a merge's stages, a
/// catalog as it was at a revision). `git` is found on `PATH`.
public enum Git {
    /// What a `git` command printed and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var standardOutput: Data
        public var standardError: String
    }

    /// A `git` that could not be started at all.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `git ARGUMENTS` in `directory` (the current one when `nil`) and waits for it.
    public static func run(_ arguments: [String], in directory: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Unavailable(description: "cannot run git: \(error.localizedDescription)")
        }
        // Read standard error on another thread, so that neither pipe fills up and blocks git.
        // `@unchecked Sendable`: written once on the other thread, read after `group.wait()`.
        final class Box: @unchecked Sendable { var data = Data() }
        let errorBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: data,
            standardError: String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

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

    /// Whether `revision` names a commit in the repository of `directory`.
    public static func isCommit(_ revision: String, in directory: String? = nil) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: directory))?.status == 0
    }
}
