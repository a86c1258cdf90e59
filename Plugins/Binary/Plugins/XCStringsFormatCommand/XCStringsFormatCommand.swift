// `swift package --allow-writing-to-package-directory xcstrings-fmt [--target NAME]... [--check] [PATH...]`
//
// Runs xcstrings-fmt from the package's folder: on the folders of the targets named with --target,
// on the PATHs given, or else on the whole package. `--check` rewrites nothing (and needs no write
// permission); without it the catalogs are rewritten in Xcode's exact format. Fails when
// xcstrings-fmt does.
import Foundation
import PackagePlugin

@main
struct XCStringsFormatCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var toolArguments = extractor.remainingArguments
        if !targetNames.isEmpty {
            toolArguments += try context.package.targets(named: targetNames).map { String(describing: $0.directory) }
        } else if !ToolRun.hasPath(toolArguments) {
            toolArguments.append(".")
        }
        try ToolRun.run(try context.tool(named: "xcstrings-fmt").url, toolArguments, in: context.package.directoryURL)
    }
}

enum ToolRun {
    /// Whether `arguments` name a PATH (xcstrings-fmt's options take no value).
    static func hasPath(_ arguments: [String]) -> Bool {
        if let separator = arguments.firstIndex(of: "--") { return separator + 1 < arguments.endIndex }
        return arguments.contains { $0 == "-" || !$0.hasPrefix("-") }
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
