import Foundation

/// One of the package's generator scripts (`Scripts/generate-…`, Python, standard library only),
/// run by the tests that keep its generated Swift file current.
package struct GeneratorScript {
    package let script: URL

    /// The script at `path`, relative to the package's root.
    package init(_ path: String) {
        script = packageRoot.appendingPathComponent(path)
    }

    /// `python3` on the `PATH`, if any.
    package static let python3: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Runs the script with `arguments`; returns its exit status and standard error.
    package func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        guard let python3 = Self.python3 else { return (127, "python3 is not on the PATH") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python3)
        process.arguments = [script.path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// A path under the temporary directory for an output of the script.
    package static func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("generator-\(UUID().uuidString)-\(name)")
    }
}
