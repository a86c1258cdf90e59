import Foundation

/// Expands command-line paths into the files a tool works on.
public enum FileDiscovery {
    /// Folders never searched: build products, version control, dependencies.
    public static let skippedDirectories: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// A path named on the command line that does not exist.
    public struct MissingPath: Error, Equatable {
        public var path: String
        public init(path: String) { self.path = path }
    }

    /// Expands `paths`: files are kept as given (whatever their extension, in the order given);
    /// directories are searched recursively for files ending in `.pathExtension`, skipping
    /// `skippedDirectories` and hidden folders, in sorted order. Duplicates are dropped.
    public static func files(
        in paths: [String], pathExtension: String = "xcstrings"
    ) throws -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        func add(_ path: String) {
            if seen.insert(path).inserted { result.append(path) }
        }
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MissingPath(path: path)
            }
            if !isDirectory.boolValue {
                add(path)
                continue
            }
            var found: [String] = []
            search(directory: path, pathExtension: pathExtension, into: &found)
            found.sort()
            found.forEach(add)
        }
        return result
    }

    private static func search(directory: String, pathExtension: String, into found: inout [String]) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        let suffix = "." + pathExtension
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if skippedDirectories.contains(name) || name.hasPrefix(".") { continue }
                // Do not follow symbolic links to directories (avoids cycles).
                if let type = try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
                    type == .typeSymbolicLink
                {
                    continue
                }
                search(directory: path, pathExtension: pathExtension, into: &found)
            } else if name.hasSuffix(suffix) {
                found.append(path)
            }
        }
    }
}
