import CatalogModel
import CommandLineKit
import Foundation
import CatalogWriting

/// `xcstrings-merge`: a three-way merge of String Catalogs, and git's merge driver for them. Its
/// options are declared once; the run is a library function that tests drive in process. The
/// executable is `exit(MergeCommand.run(arguments, io: .process))`.
public enum MergeCommand {
    public static let take = Option<MergeSide>(
        ["--take"], value: "ours|theirs",
        help: "The side a conflict keeps in the merged catalog (default: ours).",
        read: { text in
            guard let side = MergeSide(rawValue: text) else { throw InvalidValue("expected ours or theirs") }
            return side
        })
    public static let output = Option<String>.path(
        ["--output", "-o"], value: "FILE", help: "Write the merge to FILE instead of replacing OURS (or PATH).")

    public static let spec = CommandSpec(
        name: "xcstrings-merge",
        abstract: "Merge String Catalogs (.xcstrings) three ways, key by key and field by field; git's merge driver for catalogs.",
        usage: "[options] BASE OURS THEIRS [PATH] | --take theirs PATH",
        options: [take, output],
        discussion: """
            BASE OURS THEIRS [PATH] is git's merge-driver convention (%O %A %B %P): the merge replaces
            OURS, in Xcode's exact format. An empty BASE means the two sides have no common ancestor.
            PATH names the file in messages. Set it up once per clone:
              git config merge.xcstrings.driver 'xcstrings-merge %O %A %B %P'
            and in .gitattributes:  *.xcstrings merge=xcstrings

            A conflict (a value changed differently on both sides, a key deleted on one side and
            changed on the other, a text on one side and plural variations on the other) is listed as
            PATH:line:col with the three values; the catalog stays valid and holds ours for it. While
            git has PATH in conflict, it keeps theirs, and 'xcstrings-merge --take theirs PATH' merges
            again from git's copies, taking theirs for every conflict.

            EXIT STATUS:
              0  merged without conflicts
              1  merged, with conflicts (listed; the catalog holds the kept side for each)
              2  usage error, or an input that is not a valid catalog (nothing is written)
            """)

    /// Runs `xcstrings-merge` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        CommandRun.run(spec, arguments, io: io) { try run($0, io: io) }
    }

    private static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
        let paths = arguments.positionals
        let inputs: MergeInputs
        switch paths.count {
        case 1: inputs = try MergeInputs.gitStages(of: paths[0], output: arguments[output])
        case 3, 4: inputs = try MergeInputs.files(paths, output: arguments[output])
        default: throw UsageError("expected BASE OURS THEIRS [PATH], or one PATH that git has in conflict")
        }
        for warning in inputs.warnings { io.standardError(warning + "\n") }
        let keep = arguments[take] ?? .ours
        let result = CatalogMerge.merge(base: inputs.base, ours: inputs.ours, theirs: inputs.theirs, keep: keep)
        let data = try CatalogWriter.data(for: result.catalog)
        try AtomicFile.write(data, toFile: inputs.output)
        guard !result.conflicts.isEmpty else { return ExitCode.success }
        let map = JSONSourceMap(utf8: [UInt8](data))
        let located = result.conflicts.map { conflict in
            (conflict, map.valueLocation(of: conflict.path) ?? map.nearestLocation(of: conflict.path))
        }.sorted { $0.1 < $1.1 }
        var text = ""
        for (conflict, location) in located {
            text += "\(inputs.resultName):\(location): error: \(conflict.summary)\n"
        }
        let count = result.conflicts.count
        let other: MergeSide = keep == .ours ? .theirs : .ours
        let outputOption = arguments[output].map { " -o \(ShellWord.quoted($0))" } ?? ""
        let again = inputs.fromGit
            ? "\(spec.name) --take \(other.rawValue)\(outputOption) \(ShellWord.quoted(inputs.displayName)), while git has it in conflict"
            : "run again with --take \(other.rawValue)"
        text += "\(spec.name): \(count) conflict\(count == 1 ? "" : "s") in \(inputs.resultName); it holds \(keep.rawValue) for "
            + "\(count == 1 ? "it" : "each") (to take \(other.rawValue): \(again))\n"
        io.standardError(text)
        return ExitCode.failure
    }
}
