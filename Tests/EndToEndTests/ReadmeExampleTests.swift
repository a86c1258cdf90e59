import Foundation
import Testing
import TestSupport

/// The README's tour shows each tool run on `Examples/` with its output: every code block of the
/// README and of `Docs/*.md` that starts with `$ xcstrings-…` is run here, in a copy of `Examples/`,
/// and must print what the page shows (standard output, then standard error). A line `...` stands
/// for any lines. A block that only illustrates (a user's own project) starts with a `#` comment.
@Suite("The README's examples")
struct ReadmeExampleTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var command: [String]
        var output: [String]
        var testDescription: String { command.joined(separator: " ") }
    }

    /// The README's examples.
    static let examples: [Example] = examples(in: packageRoot.appendingPathComponent("README.md"))

    /// The examples of the reference pages in `Docs/`, held to the same standard.
    static let documentationExamples: [Example] = {
        let folder = packageRoot.appendingPathComponent("Docs")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return pages.filter { $0.hasSuffix(".md") }.sorted().flatMap { examples(in: folder.appendingPathComponent($0)) }
    }()

    static func examples(in page: URL) -> [Example] {
        guard let text = try? String(contentsOf: page, encoding: .utf8) else { return [] }
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
    }

    @Test func theTourHasAnExampleOfEachTool() {
        #expect(Set(Self.examples.map(\.command[0]))
                == ["xcstrings-lint", "xcstrings-fmt", "xcstrings-gen", "xcstrings-plurals", "xcstrings-resolve", "xcstrings-pseudo", "xcstrings-render", "xcstrings-xliff", "xcstrings-merge"])
    }

    @Test(arguments: examples + documentationExamples)
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
