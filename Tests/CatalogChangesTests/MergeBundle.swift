import CatalogModel
import CommandLineKit
import Foundation
import TestSupport

/// The 69 real merges of `../shared/corpus/merges.bundle` (see MERGES.md there): each case's
/// base, ours, theirs and what the project committed, read from a bare clone of the bundle.
struct MergeBundle {
    struct Case: Sendable {
        var name: String
        var base: Data
        var ours: Data
        var theirs: Data
        var committed: Data
    }

    static let file = SharedData.corpus.file("merges.bundle")
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: file.path) }

    /// Every case, in order; empty without the bundle.
    static let cases: [Case] = {
        guard isAvailable else { return [] }
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("merges-\(UUID().uuidString).git").path
        defer { try? FileManager.default.removeItem(atPath: clone) }
        guard (try? Git.run(["clone", "--quiet", "--bare", file.path, clone]))?.status == 0 else { return [] }
        func blob(_ path: String) -> Data {
            (try? Git.run(["--git-dir", clone, "show", "HEAD:\(path)"]))?.standardOutput ?? Data()
        }
        let table = String(decoding: blob("CASES.tsv"), as: UTF8.self)
        return table.split(separator: "\n").dropFirst().map { row in
            let name = String(row.prefix { $0 != "\t" })
            return Case(name: name, base: blob("\(name)/base.xcstrings"), ours: blob("\(name)/ours.xcstrings"),
                        theirs: blob("\(name)/theirs.xcstrings"), committed: blob("\(name)/merged.xcstrings"))
        }
    }()

    /// Whether git's line merge (`git merge-file`) stops with a conflict on the case.
    static func gitConflicts(_ merge: Case) throws -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, data) in [("base", merge.base), ("ours", merge.ours), ("theirs", merge.theirs)] {
            try data.write(to: folder.appendingPathComponent(name))
        }
        let result = try Git.run(["merge-file", "-q", "ours", "base", "theirs"], in: folder.path)
        return result.status != 0
    }
}
