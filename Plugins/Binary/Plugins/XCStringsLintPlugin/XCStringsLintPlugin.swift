// A build-tool plugin: lints the String Catalogs (.xcstrings) of the target it is applied to.
//
// Findings are printed as `file:line:col: error|warning: ...`, which `swift build` shows and Xcode
// turns into issues; an error (or a language below its threshold) fails the build. Settings come from
// the nearest .xcstrings-lint.json, as on the command line.
//
// The command is a build command (not a prebuild command, which cannot run executables built from
// source): its inputs are the catalogs, the configuration files that apply to them and the linter
// itself; its output is a stamp written only when the lint passes, so a target whose catalogs did
// not change is not linted again, and a failing lint fails every build until it is fixed. The stamp
// is a Swift file holding one comment: SwiftPM compiles it into the target (which orders the lint
// before compiling and adds nothing to the binary), where a stamp of any other type would be copied
// into the target's resource bundle.
import Foundation
import PackagePlugin

@main
struct XCStringsLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let catalogs = module.sourceFiles(withSuffix: "xcstrings").map(\.url)
        return try LintCommand.commands(
            catalogs: catalogs, targetName: target.name, linter: context.tool(named: "xcstrings-lint").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XCStringsLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let catalogs = target.inputFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }
        return try LintCommand.commands(
            catalogs: catalogs, targetName: target.displayName, linter: context.tool(named: "xcstrings-lint").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

enum LintCommand {
    /// The folder names that mark a repository root: configuration discovery stops there.
    static let repositoryMarkers = [".git"]

    static func commands(catalogs: [URL], targetName: String, linter: URL, workDirectory: URL) -> [Command] {
        guard !catalogs.isEmpty else { return [] }
        let sorted = catalogs.sorted { $0.path < $1.path }
        let stamp = workDirectory.appendingPathComponent("XCStringsLintPassed.swift")
        // sh removes the stamp, lints, and writes the stamp back only when the linter exits 0.
        // `--format text` even under GitHub Actions: the build log wants file:line:col lines.
        let script = #"stamp="$1"; shift; rm -f "$stamp"; "$@" && echo "// xcstrings-lint passed." > "$stamp""#
        let arguments = ["-c", script, "xcstrings-lint", stamp.path, linter.path, "--format", "text"] + sorted.map(\.path)
        let count = sorted.count
        return [
            .buildCommand(
                displayName: "Linting \(count) String Catalog\(count == 1 ? "" : "s") of \(targetName)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: arguments,
                environment: ["NO_COLOR": "1"],
                inputFiles: [linter] + sorted + configurationFiles(for: sorted),
                outputFiles: [stamp])
        ]
    }

    /// Every .xcstrings-lint.json that may apply to one of the catalogs: in the catalog's folder and
    /// above, up to the repository root (the folder that holds .git) or the filesystem root. Listed as
    /// inputs so that editing the configuration lints again.
    static func configurationFiles(for catalogs: [URL]) -> [URL] {
        let fileManager = FileManager.default
        var folders = Set<String>()
        var found: [URL] = []
        for catalog in catalogs {
            var folder = catalog.deletingLastPathComponent().standardizedFileURL
            while folders.insert(folder.path).inserted {
                let candidate = folder.appendingPathComponent(".xcstrings-lint.json")
                if fileManager.fileExists(atPath: candidate.path) { found.append(candidate) }
                let atRoot = repositoryMarkers.contains {
                    fileManager.fileExists(atPath: folder.appendingPathComponent($0).path)
                }
                let parent = folder.deletingLastPathComponent()
                if atRoot || parent.path == folder.path { break }
                folder = parent
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
