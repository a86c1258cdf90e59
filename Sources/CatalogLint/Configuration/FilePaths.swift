import CommandLineKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lexical path arithmetic for configuration, baselines and reports: absolute paths, paths
/// relative to a folder, and the repository root. Symbolic links are not resolved, so a path
/// reads as the user wrote it.
public enum FilePaths {
    /// The current directory.
    public static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against `base` (the current directory by default), with `.` and `..`
    /// removed.
    public static func absolute(_ path: String, relativeTo base: String? = nil) -> String {
        let joined = path.hasPrefix("/") ? path : (base ?? currentDirectory) + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `directory` (both made absolute), with `..` where it is outside:
    /// `Sources/App.xcstrings`, `../Other/App.xcstrings`.
    public static func relative(_ path: String, to directory: String) -> String {
        let target = absolute(path).split(separator: "/")
        let base = absolute(directory).split(separator: "/")
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The folder holding `path`.
    public static func directory(of path: String) -> String {
        let absolute = absolute(path)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// The nearest folder from `directory` upwards that holds `.git` (a folder, or a file in a
    /// worktree), or `nil` when none does.
    public static func repositoryRoot(from directory: String) -> String? {
        var current = absolute(directory)
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            if current == "/" { return nil }
            current = self.directory(of: current)
        }
    }

    /// The folder report paths are relative to: `$GITHUB_WORKSPACE` when set, else the repository
    /// holding the current directory, else the current directory. `environment`: this process's
    /// when `nil`.
    public static func sourceRoot(environment: [String: String]? = nil) -> String {
        let workspace = environment.map { $0["GITHUB_WORKSPACE"] } ?? ProcessEnvironment.value("GITHUB_WORKSPACE")
        if let workspace, !workspace.isEmpty { return absolute(workspace) }
        return repositoryRoot(from: currentDirectory) ?? absolute(currentDirectory)
    }
}
