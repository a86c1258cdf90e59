import CatalogModel
import CommandLineKit
import Foundation

/// The three versions a merge reads, from files (git's merge-driver convention) or from the
/// stages of a file that git left in conflict.
struct MergeInputs {
    var base: StringCatalog?
    var ours: StringCatalog
    var theirs: StringCatalog
    /// Where the result goes.
    var output: String
    /// The name the versions are reported under (git's `%P`, or the file).
    var displayName: String
    /// The name the conflicts' positions are reported under: the file written when `-o` names one
    /// (the positions are in it), else `displayName`.
    var resultName: String
    /// How to merge again taking the other side: from git's stages when git runs the merge or has
    /// the file in conflict, else the same files.
    var fromGit: Bool
    /// What reading the versions found that the merge goes on with (duplicate keys).
    var warnings: [String]

    /// `BASE OURS THEIRS [PATH]`: files; the result replaces OURS unless `output` says otherwise.
    /// An empty BASE is no common ancestor (git gives one when both sides added the file).
    static func files(_ paths: [String], output: String?) throws -> MergeInputs {
        let name = paths.count == 4 ? paths[3] : output ?? paths[1]
        // A problem's position names the file it is in; as git's merge driver, the versions are
        // git's temporary files, and PATH (git's %P) names them.
        func position(_ index: Int) -> String { paths.count == 4 ? name : paths[index] }
        var warnings: [String] = []
        let base = try FileReading.contents(atPath: paths[0])
        return MergeInputs(
            base: base.isEmpty ? nil : try read(base, role: "base", name: position(0), file: paths[0], warnings: &warnings),
            ours: try read(try FileReading.contents(atPath: paths[1]), role: "ours", name: position(1), file: paths[1],
                           warnings: &warnings),
            theirs: try read(try FileReading.contents(atPath: paths[2]), role: "theirs", name: position(2), file: paths[2],
                             warnings: &warnings),
            output: output ?? paths[1], displayName: name, resultName: output ?? name, fromGit: paths.count == 4,
            warnings: warnings)
    }

    /// `PATH` in conflict in git's index: the base, ours and theirs that git keeps as stages 1, 2
    /// and 3 until the conflict is resolved. The result replaces PATH unless `output` says otherwise.
    static func gitStages(of path: String, output: String?) throws -> MergeInputs {
        func stage(_ number: Int) throws -> Data? {
            do {
                return try Git.contents(ofFile: path, at: ":\(number)")
            } catch let error as Git.Unavailable {
                throw UsageError("\(path): \(error.description)")
            }
        }
        let (ourStage, theirStage) = (try stage(2), try stage(3))
        guard let ours = ourStage, let theirs = theirStage else {
            if ourStage != nil || theirStage != nil {
                // A modify/delete conflict: git keeps the base and the side that changed the file.
                let deleter = ourStage == nil ? "us" : "them"
                throw UsageError(
                    "\(path) was deleted by \(deleter) and changed by the other side (git status: 'deleted by \(deleter)'): there is no second catalog to merge; keep the changed one with 'git add \(path)' or delete it with 'git rm \(path)'")
            }
            throw UsageError("\(path) is not in conflict in git's index (git keeps a conflict's three versions until it is resolved); give BASE OURS THEIRS instead")
        }
        let base = try stage(1)
        var warnings: [String] = []
        return MergeInputs(
            base: try base.flatMap {
                $0.isEmpty ? nil : try read($0, role: "base", name: path, file: "git's :1:\(path)", warnings: &warnings)
            },
            ours: try read(ours, role: "ours", name: path, file: "git's :2:\(path)", warnings: &warnings),
            theirs: try read(theirs, role: "theirs", name: path, file: "git's :3:\(path)", warnings: &warnings),
            output: output ?? path, displayName: path, resultName: output ?? path, fromGit: true, warnings: warnings)
    }

    /// A version read as a catalog. Its problems are reported at their position in that version,
    /// and say which version it is: `Localizable.xcstrings:12:1: error: theirs (…) is not a valid
    /// catalog: …` (the position is in theirs, as `git show MERGE_HEAD:PATH` shows it). Duplicate
    /// keys are read as Xcode reads them, the last one kept, with a warning in `warnings`; keys that
    /// differ only in Unicode normalization are an error (Xcode keeps both, the model one).
    private static func read(_ data: Data, role: String, name: String, file: String, warnings: inout [String]) throws
        -> StringCatalog
    {
        let document: CatalogDocument
        do {
            document = try CatalogReader.read(data: data, file: name, toleratingDuplicateKeys: true)
        } catch let error as CatalogReadError {
            throw CatalogReadError(error.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.severity == .error {
                    diagnostic.message = "\(role) (\(file)) is not a valid catalog: \(diagnostic.message)"
                }
                return diagnostic
            })
        }
        // Keys that differ only in Unicode normalization are two keys to Xcode and at run time,
        // but one to the model: merging would drop one of them and its translations.
        let twins = document.keyProblems.filter { $0.kind == .normalizationTwin }
        if !twins.isEmpty {
            throw CatalogReadError(twins.map { twin in
                var diagnostic = twin
                diagnostic.severity = .error
                diagnostic.message = "\(role) (\(file)) cannot be merged: \(twin.message); spell one of them differently first"
                return diagnostic
            })
        }
        for problem in document.keyProblems {
            var warning = problem
            warning.severity = .warning
            warning.message = "\(role) (\(file)): \(problem.message); the merge keeps the last one, as Xcode reads it"
            warnings.append(warning.description)
        }
        return document.catalog
    }
}
