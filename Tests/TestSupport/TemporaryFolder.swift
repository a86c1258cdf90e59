import Foundation

/// A fresh folder under the temporary directory, with files written into it by relative path.
/// With `repository`, a `.git` folder at its root stops what searches upwards for a repository's
/// root (configuration discovery) there.
package struct TemporaryFolder {
    package let root: String

    package init(repository: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        if repository { try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true) }
    }

    /// Writes `text` at `relative` (folders created) and returns the absolute path.
    @discardableResult
    package func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Creates the folder at `relative` (and those above it) and returns its absolute path.
    @discardableResult
    package func folder(_ relative: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
