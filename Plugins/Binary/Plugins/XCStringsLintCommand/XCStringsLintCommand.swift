// `swift package xcstrings-lint [--target NAME]... [xcstrings-lint options] [PATH...]`
//
// Runs xcstrings-lint from the package's folder: on the folders of the targets named with --target,
// on the PATHs given, or else on the whole package. Every other argument goes to xcstrings-lint
// unchanged (--threshold 95, --format json, ...). Fails when xcstrings-lint does.
import Foundation
import PackagePlugin

@main
struct XCStringsLintCommand: CommandPlugin {
    /// xcstrings-lint's options that take a value: what follows them is not a PATH.
    static let optionsWithValues: Set<String> = [
        "--threshold", "--languages", "--select", "--ignore", "--format", "--report", "--config",
        "--baseline", "--write-baseline", "--changed-since", "--explain",
    ]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        if !targetNames.isEmpty {
            toolArguments += try context.package.targets(named: targetNames).map { String(describing: $0.directory) }
        } else if !ToolRun.hasPath(toolArguments, optionsWithValues: Self.optionsWithValues) {
            toolArguments.append(".")
        }
        try ToolRun.run(try context.tool(named: "xcstrings-lint").url, toolArguments, in: context.package.directoryURL)
    }
}

enum ToolRun {
    /// Whether `arguments` name a PATH: an argument that is not an option nor an option's value.
    static func hasPath(_ arguments: [String], optionsWithValues: Set<String>) -> Bool {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.endIndex }
            if optionsWithValues.contains(argument) {
                index += 2
                continue
            }
            if argument == "-" || !argument.hasPrefix("-") { return true }
            index += 1
        }
        return false
    }

    /// Runs `tool` in `directory` with the plugin's standard output and error; throws when it fails.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        let name = tool.lastPathComponent
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            Diagnostics.error("\(name) failed (exit status \(status))")
            throw ToolFailed(description: "\(name) exited with status \(status)")
        }
    }

    struct ToolFailed: Error, CustomStringConvertible {
        var description: String
    }
}
