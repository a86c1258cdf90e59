import CatalogModel
import CommandLineKit
import Foundation

/// `xcstrings-diff`: key-level differences between two catalogs, and git's diff driver for them.
/// Its options are declared once; the run is a library function that tests drive in process. The
/// executable is `exit(DiffCommand.run(arguments, io: .process))`.
public enum DiffCommand {
    /// The output formats.
    public enum Format: String, Sendable {
        case text, json
    }

    public static let format = Option<Format>(
        ["--format"], value: "FORMAT", help: "text (default) or json.",
        read: { text in
            guard let format = Format(rawValue: text) else { throw InvalidValue("expected text or json") }
            return format
        })
    public static let textconv = Flag(
        ["--textconv"], help: "Print FILE's every text, state and comment one a line, under its key (git's textconv).")

    public static let spec = CommandSpec(
        name: "xcstrings-diff",
        abstract: "Show what changed between two String Catalogs (.xcstrings), key by key and language by language.",
        usage: "[--format text|json] OLD NEW | --textconv FILE",
        options: [format, textconv],
        exclusions: [(format, textconv)],
        discussion: """
            Lines start with + (added), - (removed) or ~ (changed), then the key, the language and the
            place (plural.one, device.mac, substitutions.count.plural.one, comment). An empty file or
            /dev/null is a catalog without keys. Formatting and key order are not differences.

            With git: git diff and git log -p show catalogs as key-level lines with
              git config diff.xcstrings.textconv 'xcstrings-diff --textconv'
            and in .gitattributes:  *.xcstrings diff=xcstrings
            Seven arguments (git's external diff: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX
            NEW-MODE) print the changes under a 'diff --xcstrings' header, for diff.xcstrings.command.

            EXIT STATUS:
              0  the catalogs are equal (always, as git's external diff and with --textconv, where a
                 file that is not a catalog is shown as text or said to be one, with a warning)
              1  they differ
              2  usage error, or a file that is not a valid catalog
            """)

    /// Runs `xcstrings-diff` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        CommandRun.run(spec, arguments, io: io) { try run($0, io: io) }
    }

    private static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
        let paths = arguments.positionals
        if arguments[textconv] {
            guard paths.count == 1 else { throw UsageError("--textconv takes one FILE") }
            // git stops `git diff` and `git log -p` at a failing textconv: a file that is not a
            // catalog (conflict markers) is shown as it is, with the reason on standard error.
            do {
                io.standardOutput(DiffText.listing(try catalog(at: paths[0], io: io)))
            } catch let error as CatalogReadError {
                io.standardError("\(spec.name): warning: shown as text: \(error)\n")
                io.standardOutput(String(decoding: try FileReading.contents(atPath: paths[0]), as: UTF8.self))
            }
            return ExitCode.success
        }
        if paths.count == 7 {
            // git's external diff: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE. git stops
            // at a non-zero status, so differences exit 0 here, and a side that is not a catalog
            // (conflict markers) is said to be one under the header instead of stopping git.
            var header = "diff --xcstrings a/\(paths[0]) b/\(paths[0])\n"
            do {
                let diff = CatalogDiff(
                    from: try catalog(at: paths[1], name: paths[0], io: io),
                    to: try catalog(at: paths[4], name: paths[0], io: io))
                header += DiffText.render(diff)
            } catch let error as CatalogReadError {
                io.standardError("\(spec.name): warning: \(error)\n")
                header += "! not compared: \(error.diagnostics.first?.message ?? "\(error)")\n"
            }
            io.standardOutput(header)
            return ExitCode.success
        }
        guard paths.count == 2 else { throw UsageError("expected OLD NEW") }
        let diff = CatalogDiff(from: try catalog(at: paths[0], io: io), to: try catalog(at: paths[1], io: io))
        switch arguments[format] ?? .text {
        case .text: io.standardOutput(DiffText.render(diff))
        case .json: io.standardOutput(DiffJSON.render(diff, old: paths[0], new: paths[1]))
        }
        return diff.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// The catalog in the file at `path`; an empty file (or `/dev/null`) is a catalog without keys.
    /// A duplicate key is read as Xcode and `xcstrings-merge` read it, the last one kept, with a
    /// warning on `io`; keys that differ only in Unicode normalization are an error (Xcode keeps
    /// both, the model one: the diff would hide one).
    private static func catalog(at path: String, name: String? = nil, io: CommandIO) throws -> StringCatalog {
        let data = try FileReading.contents(atPath: path)
        if data.isEmpty { return StringCatalog(sourceLanguage: nil, version: nil) }
        let document = try CatalogReader.read(data: data, file: name ?? path, toleratingDuplicateKeys: true)
        let twins = document.keyProblems.filter { $0.kind == .normalizationTwin }
        if !twins.isEmpty {
            throw CatalogReadError(twins.map { twin in
                var diagnostic = twin
                diagnostic.severity = .error
                diagnostic.message += "; such keys cannot be compared: spell one of them differently first"
                return diagnostic
            })
        }
        for problem in document.keyProblems {
            var warning = problem
            warning.severity = .warning
            warning.message += "; compared as Xcode reads it, the last one kept"
            io.standardError(warning.description + "\n")
        }
        return document.catalog
    }
}
