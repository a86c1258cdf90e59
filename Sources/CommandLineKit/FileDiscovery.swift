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

/// Expands command-line paths into the files a tool works on.
public enum FileDiscovery {
    /// Folders never searched: build products, version control, dependencies.
    public static let skippedDirectories: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// A path named on the command line that does not exist, or a folder below a named folder that
    /// cannot be read, or a pipe, socket or device found there (a catalog that would silently go
    /// unchecked, or a read that would never end). A dangling symbolic link found in a folder is
    /// listed instead, and reading it fails as that file's error.
    public struct MissingPath: Error, Equatable {
        public var path: String
        public var reason: String
        public init(path: String, reason: String = "no such file or directory") {
            self.path = path
            self.reason = reason
        }
    }

    /// Expands `paths`: files are kept as given (whatever their extension, in the order given);
    /// directories are searched recursively for files ending in `.pathExtension`, skipping
    /// `skippedDirectories` and hidden folders, in sorted order. A file named twice (or by two
    /// paths, `X.xcstrings` and `./X.xcstrings`) is kept once, as first named.
    public static func files(
        in paths: [String], pathExtension: String = "xcstrings"
    ) throws -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        func add(_ path: String) {
            if seen.insert(identity(of: path)).inserted { result.append(path) }
        }
        for path in paths {
            guard let kind = itemKind(atPath: path) else {
                throw MissingPath(path: path)
            }
            if kind != .directory {
                add(path)
                continue
            }
            var found: [String] = []
            try search(directory: path, pathExtension: pathExtension, into: &found)
            found.sort()
            found.forEach(add)
        }
        return result
    }

    private static func search(directory: String, pathExtension: String, into found: inout [String]) throws {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else {
            throw MissingPath(path: directory, reason: "cannot read the folder")
        }
        let suffix = "." + pathExtension
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let kind = itemKind(atPath: path) else {
                // Only a dangling symbolic link gets here: kept, so that reading it reports it as
                // that file's error ("a symbolic link to nothing") and the other files are still worked on.
                if name.hasSuffix(suffix) { found.append(path) }
                continue
            }
            if kind == .directory {
                if skippedDirectories.contains(name) || name.hasPrefix(".") { continue }
                // Do not follow symbolic links to directories (avoids cycles).
                if let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
                    type == .typeSymbolicLink
                {
                    continue
                }
                try search(directory: path, pathExtension: pathExtension, into: &found)
            } else if name.hasSuffix(suffix) {
                // A pipe would be waited on forever (opening it blocks until a writer comes).
                guard isRegularFile(atPath: path) else {
                    throw MissingPath(path: path, reason: "not a regular file (a pipe, a socket or a device)")
                }
                found.append(path)
            }
        }
    }

    /// What tells two paths of one file apart from two files: its device and inode (`X.xcstrings`,
    /// `./X.xcstrings` and a link to it are one file, worked on once), else the path itself.
    private static func identity(of path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return "path:" + path }
        return "file:\(status.st_dev):\(status.st_ino)"
    }

    /// Whether `path` names a regular file (following symbolic links).
    private static func isRegularFile(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// What a path names, following symbolic links.
    public enum ItemKind: Sendable, Equatable {
        case directory
        /// A file, or anything else that is not a folder.
        case file
    }

    /// What `path` names (following symbolic links), or `nil` when nothing is there (or a symbolic
    /// link points to nothing). `stat`, as `FileManager.fileExists(atPath:isDirectory:)` does,
    /// whose flag is an `ObjCBool` on Apple platforms and a `Bool` elsewhere.
    public static func itemKind(atPath path: String) -> ItemKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }
}
