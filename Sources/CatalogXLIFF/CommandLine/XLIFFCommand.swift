import CommandLineKit
import Foundation

/// `xcstrings-xliff`: two subcommands, `export` and `import`, each with its own options, as
/// library functions that tests drive in process. The executable is
/// `exit(XLIFFCommand.run(arguments, io: .process))`.
public enum XLIFFCommand {
    public static let name = "xcstrings-xliff"

    /// `--help` without a subcommand.
    public static let helpText = """
        OVERVIEW: Hand out String Catalogs (.xcstrings) to translators as XLIFF or .xcloc, as Xcode's
        -exportLocalizations does, and take the translations back, checked, as -importLocalizations does.

        USAGE: \(name) export CATALOG... [--languages LANG,...] -o DIR [--xliff]
               \(name) import FILE.xcloc|FILE.xliff... [CATALOG...] [--force]

        SUBCOMMANDS:
          export  Write LANG.xcloc (or LANG.xliff) per language.
          import  Apply translated .xcloc or .xliff files to their catalogs.

        See '\(name) export --help' and '\(name) import --help'.

        """

    /// Runs `xcstrings-xliff` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch arguments.first {
        case "export": return ExportCommand.run(Array(arguments.dropFirst()), io: io)
        case "import": return ImportCommand.run(Array(arguments.dropFirst()), io: io)
        case "--help", "-h":
            io.standardOutput(helpText)
            return ExitCode.success
        case "--version":
            io.standardOutput("\(name) \(ToolchainVersion.current)\n")
            return ExitCode.success
        case let other:
            let problem = other.map { "unknown subcommand '\($0)'" } ?? "no subcommand given"
            io.standardError("\(name): error: \(problem); expected export or import\nSee '\(name) --help'.\n")
            return ExitCode.usage
        }
    }

    /// `--root`, shared by both subcommands.
    static let root = Option<String>.path(
        ["--root"], value: "DIR",
        help: "The project folder: catalogs are named by their path from it (the XLIFF's original). Default: the current folder.")
}

/// Catalog paths as an XLIFF names them (`original`): relative to the project folder.
enum ProjectPaths {
    /// The path of `path` from `root`; throws `UsageError` when it is outside.
    static func original(of path: String, root: String) throws -> String {
        let file = standardized(path)
        let folder = standardized(root)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard file.hasPrefix(prefix) else {
            throw UsageError("\(path) is outside the project folder \(root); name the folder with --root")
        }
        return String(file.dropFirst(prefix.count))
    }

    /// The catalog an XLIFF's `original` names, under `root`.
    static func path(of original: String, root: String) -> String {
        root == "." ? original : (root as NSString).appendingPathComponent(original)
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
