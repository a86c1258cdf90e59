// A build-tool plugin: generates type-safe Swift accessors for the String Catalogs (.xcstrings) of
// the target it is applied to, with `xcstrings-gen --swift`, in every build where a catalog changed.
//
// The generated file (XCStringsAccessors.generated.swift, root type `Strings`) is compiled into the
// target and never committed; its name is one a target's own files do not have (a `Strings.swift` of
// the target's would be a second file of that name, which SwiftPM refuses to compile). Its defaults fit a SwiftPM target with the catalogs as resources (`Bundle.module`); in an
// Xcode app target the bundle is `Bundle.main`. Build-tool plugins take no arguments: for other
// options, run `xcstrings-gen --swift` yourself (Docs/accessors.md).
import Foundation
import PackagePlugin

@main
struct XCStringsAccessorsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let catalogs = module.sourceFiles(withSuffix: "xcstrings").map(\.url)
        return try AccessorsCommand.commands(
            catalogs: catalogs, targetName: target.name, generator: context.tool(named: "xcstrings-gen").url,
            workDirectory: context.pluginWorkDirectoryURL, bundle: "module")
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XCStringsAccessorsPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let catalogs = target.inputFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }
        return try AccessorsCommand.commands(
            catalogs: catalogs, targetName: target.displayName, generator: context.tool(named: "xcstrings-gen").url,
            workDirectory: context.pluginWorkDirectoryURL, bundle: "main")
    }
}
#endif

enum AccessorsCommand {
    static func commands(catalogs: [URL], targetName: String, generator: URL, workDirectory: URL, bundle: String) -> [Command] {
        guard !catalogs.isEmpty else {
            // Otherwise the only sign is `cannot find 'Strings' in scope`.
            Diagnostics.warning(
                "XCStringsAccessorsPlugin: \(targetName) has no .xcstrings catalog among its files, so no accessors are "
                + "generated (a catalog inside a folder given to .copy(...) is not seen: use .process(...))")
            return []
        }
        let sorted = catalogs.sorted { $0.path < $1.path }
        let output = workDirectory.appendingPathComponent("XCStringsAccessors.generated.swift")
        let count = sorted.count
        return [
            .buildCommand(
                displayName: "Generating Swift accessors for \(count) String Catalog\(count == 1 ? "" : "s") of \(targetName)",
                executable: generator,
                arguments: ["--swift", "--bundle", bundle, "-o", output.path] + sorted.map(\.path),
                environment: ["NO_COLOR": "1"],
                inputFiles: [generator] + sorted,
                outputFiles: [output])
        ]
    }
}
