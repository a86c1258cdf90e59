import Foundation
import Testing
import TestSupport

/// The README's tour shows each tool run on `Examples/` with its output: every code block that starts
/// with `$ xcstrings-…` is run here, in a copy of `Examples/`, and must print what the README shows
/// (standard output, then standard error). A line `...` in the README stands for any lines.
@Suite("The README's examples")
struct ReadmeExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var command: [String]
        var output: [String]
        var testDescription: String { command.joined(separator: " ") }
    }

    static let examples: [Example] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        else { return [] }
        var examples: [Example] = []
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = block, let first = lines.first, first.hasPrefix("$ xcstrings-") {
                    examples.append(Example(command: first.dropFirst(2).split(separator: " ").map(String.init),
                                            output: Array(lines.dropFirst())))
                }
                block = block == nil ? [] : nil
            } else {
                block?.append(line)
            }
        }
        return examples
    }()

    @Test func theTourHasAnExampleOfEachTool() {
        #expect(Set(Self.examples.map(\.command[0]))
                == ["xcstrings-lint", "xcstrings-fmt", "xcstrings-gen", "xcstrings-plurals", "xcstrings-render"])
    }

    @Test(arguments: examples)
    func printsWhatTheReadmeShows(_ example: Example) throws {
        #expect(!example.command.joined().contains("\""), "commands are split on spaces only")
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples"),
                                         to: directory.appendingPathComponent("Examples"))
        let run = try Executable(example.command[0]).run(Array(example.command.dropFirst()), in: directory)
        var printed = (run.stdout + run.stderr).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if printed.last == "" { printed.removeLast() }
        #expect(Self.matches(example.output, printed), "printed:\n\(printed.joined(separator: "\n"))")
    }

    /// Whether `lines` are `expected`, where a line `...` of `expected` stands for any lines.
    static func matches(_ expected: [String], _ lines: [String]) -> Bool {
        let pieces = expected.split(separator: "...", omittingEmptySubsequences: false).map(Array.init)
        guard pieces.count > 1 else { return expected == lines }
        guard lines.starts(with: pieces[0]), lines.reversed().starts(with: pieces.last!.reversed()) else { return false }
        var start = pieces[0].count
        let end = lines.count - pieces.last!.count
        guard start <= end else { return false }
        for piece in pieces.dropFirst().dropLast() {
            guard let found = (start...max(start, end - piece.count)).first(where: {
                $0 + piece.count <= end && Array(lines[$0..<$0 + piece.count]) == piece
            }) else { return false }
            start = found + piece.count
        }
        return true
    }
}
