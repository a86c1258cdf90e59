import Foundation
import Testing
import TestSupport

/// Runs one of the package's built executables and captures what it did.
struct Executable {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let url: URL

    /// The executable `name` built beside the test bundle (the same `.build/<config>` folder).
    init(_ name: String) throws {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // The runner may sit inside a bundle folder (xcstrings-toolsPackageTests.xctest/...).
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(name: name, searched: candidates.map(\.path))
        }
        url = found
    }

    /// Any executable, such as `/bin/sh`.
    init(url: URL) { self.url = url }

    struct NotFound: Error, CustomStringConvertible {
        var name: String
        var searched: [String]
        var description: String { "executable \(name) not found; looked in \(searched)" }
    }

    /// Runs with `arguments`, optional standard input, in `directory`; `NO_COLOR` is set and
    /// `GITHUB_ACTIONS` removed so that output is plain.
    @discardableResult
    func run(_ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
             environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["GITHUB_ACTIONS"] = nil
        environment["GITHUB_STEP_SUMMARY"] = nil
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        // Read both pipes concurrently so that neither fills up and blocks the child.
        // `@unchecked Sendable`: written once on the other thread, read after `group.wait()`.
        final class Box: @unchecked Sendable { var data = Data() }
        let errorBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: outputData, as: UTF8.self),
                   stderr: String(decoding: errorBox.data, as: UTF8.self))
    }
}

/// A fresh temporary directory.
func makeTemporaryDirectory() throws -> URL {
    try TestScratch.folder("e2e")
}

extension URL {
    func write(_ text: String) throws { try Data(text.utf8).write(to: self) }
    func contents() throws -> Data { try Data(contentsOf: self) }
    func modificationDate() throws -> Date {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
    }
}
