import Foundation

/// Where tests make their files: one folder per test process under the temporary directory,
/// removed when the process exits, so a test run leaves nothing behind (a run that crashes
/// leaves its one folder). Every helper that makes a temporary folder makes it here.
package enum TestScratch {
    /// `…/xcstrings-tests-PID-UUID`, made on first use.
    package static let root: String = {
        let name = "xcstrings-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.root) }
        return path
    }()

    /// A new empty folder named `prefix-UUID` under `root`.
    package static func folder(_ prefix: String) throws -> URL {
        let url = URL(fileURLWithPath: root).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A fresh folder under the temporary directory, with files written into it by relative path.
/// With `repository`, a `.git` folder at its root stops what searches upwards for a repository's
/// root (configuration discovery) there.
package struct TemporaryFolder {
    package let root: String

    package init(repository: Bool = true) throws {
        root = try TestScratch.folder("folder").path
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
