import CatalogLint
import CatalogModel
import CommandLineKit
import Foundation
import CatalogWriting

/// Runs `xcstrings-xliff import`: reads every XLIFF, applies each `<file>` to its catalog in
/// memory, validates what changed, and writes the catalogs only when nothing is wrong (or
/// `--force`), all of them or none.
struct ImportTool {
    /// XLIFF files larger than this are refused before being read (memory stays bounded).
    static let maximumSize = 512 << 20
    /// The rule id of units import refuses (unknown keys, invalid states, forms that conflict).
    static let problemRule = "xliff-import"

    /// A catalog being imported into.
    private struct Target {
        var path: String
        var original: Data
        var catalog: StringCatalog
        /// The keys in the order of the file (what writing it back sorts from).
        var keyOrder: [String]
        var sources: [ImportValidation.Source] = []
        /// Per language: forms changed, forms added, units already as in the catalog.
        var counts: [String: (changed: Int, added: Int, unchanged: Int)] = [:]
    }

    let request: ImportRequest
    let io: CommandIO
    private var targets: [Target] = []

    init(_ request: ImportRequest, io: CommandIO) {
        self.request = request
        self.io = io
    }

    mutating func run() -> Int32 {
        var documents: [XLIFFDocument] = []
        for input in request.inputs {
            do {
                let data = try FileReading.contents(atPath: input)
                guard data.count <= Self.maximumSize else {
                    io.standardError("\(input): error: the file is larger than \(Self.maximumSize >> 20) MB\n")
                    return ExitCode.usage
                }
                documents.append(try XLIFFDocument.read(data: data, path: input))
            } catch {
                io.standardError("\(error)\nnothing written\n")
                return ExitCode.usage
            }
        }
        var fatal: [String] = []
        var findings: [Finding] = []
        for document in documents {
            for file in document.files {
                func place(_ offset: Int) -> String {
                    let location = document.location(ofOffset: offset)
                    return "\(document.path):\(location.line):\(location.column)"
                }
                guard let index = target(for: file.original, fatal: &fatal, at: place(file.originalOffset)) else { continue }
                let outcome = XLIFFImporter.apply(file, to: &targets[index].catalog)
                for problem in outcome.problems {
                    if problem.isFatal {
                        fatal.append("\(place(problem.offset)): error: \(problem.message)")
                    } else {
                        findings.append(Finding(
                            file: document.path, location: document.location(ofOffset: problem.offset), severity: .error,
                            rule: Self.problemRule, message: problem.message, key: nil, language: outcome.language,
                            path: JSONPath()))
                    }
                }
                targets[index].sources += outcome.applied.map { ImportValidation.Source(unit: $0, document: document) }
                var counts = targets[index].counts[outcome.language] ?? (0, 0, 0)
                counts.added += outcome.applied.filter(\.isNew).count
                counts.changed += outcome.applied.filter { !$0.isNew }.count
                counts.unchanged += outcome.unchanged
                targets[index].counts[outcome.language] = counts
            }
        }
        for target in targets where !target.sources.isEmpty {
            do {
                let options = try request.lintSession?.settings(for: target.path).options ?? LintOptions()
                findings += try ImportValidation.findings(
                    of: target.catalog, file: target.path, sources: target.sources, options: options)
            } catch {
                fatal.append("\(error)")
            }
        }
        if !fatal.isEmpty {
            io.standardError(fatal.map { $0 + "\n" }.joined() + "nothing written\n")
            return ExitCode.usage
        }
        report(findings, documents: documents)
        let errors = findings.filter { $0.severity == .error }.count
        if errors > 0 && !request.force {
            let inputs = documents.map(\.path).joined(separator: ", ")
            io.standardError("not written: \(errors) error\(errors == 1 ? "" : "s") in \(inputs) (--force writes anyway)\n")
            return ExitCode.failure
        }
        return write()
    }

    /// The index in `targets` of the catalog `original` names, read on first use; `nil` (with a
    /// fatal problem) when there is none or it cannot be read.
    private mutating func target(for original: String, fatal: inout [String], at place: String) -> Int? {
        // Found from --root, `original` stays in the project (export never writes `..`): an XLIFF
        // from elsewhere changed any catalog it could reach.
        if request.catalogs.isEmpty && original.split(separator: "/").contains("..") {
            fatal.append("\(place): error: '\(original)' leads out of the project folder \(request.root); name the catalog on the command line to import into it")
            return nil
        }
        guard let path = catalogPath(for: original) else {
            fatal.append("\(place): error: no catalog for '\(original)': \(ProjectPaths.path(of: original, root: request.root)) does not exist\(request.catalogs.isEmpty ? "" : " and no catalog given matches it") (--root names the project folder)")
            return nil
        }
        let key = ProjectPaths.standardized(path)
        if let index = targets.firstIndex(where: { ProjectPaths.standardized($0.path) == key }) { return index }
        do {
            let document = try CatalogReader.read(contentsOf: path)
            targets.append(Target(path: path, original: document.originalData, catalog: document.catalog,
                                  keyOrder: document.keyOrder))
            return targets.count - 1
        } catch {
            fatal.append("\(error)")
            return nil
        }
    }

    /// The catalog for `original`: the given catalog at that path from the root, else the one
    /// whose path ends with it, else the one with its file name; without catalogs given, the file
    /// at that path from the root.
    private func catalogPath(for original: String) -> String? {
        let expected = ProjectPaths.path(of: original, root: request.root)
        guard !request.catalogs.isEmpty else {
            return FileManager.default.fileExists(atPath: expected) ? expected : nil
        }
        let wanted = ProjectPaths.standardized(expected)
        let candidates = request.catalogs.map { (path: $0, standardized: ProjectPaths.standardized($0)) }
        if let exact = candidates.first(where: { $0.standardized == wanted }) { return exact.path }
        let bySuffix = candidates.filter { $0.standardized.hasSuffix("/" + original) }
        if bySuffix.count == 1 { return bySuffix[0].path }
        let name = (original as NSString).lastPathComponent
        let byName = candidates.filter { ($0.path as NSString).lastPathComponent == name }
        return byName.count == 1 ? byName[0].path : nil
    }

    /// Prints the findings of each XLIFF, in the order given, as `xcstrings-lint` prints them.
    private func report(_ findings: [Finding], documents: [XLIFFDocument]) {
        let shown = findings.filter { !request.quiet || $0.severity == .error }
        guard !shown.isEmpty else { return }
        let reports = documents.map { document in
            FileReport(
                file: document.path,
                findings: shown.filter { $0.file == document.path }.sorted(by: Finding.precedes),
                completeness: [], unreadable: false)
        }
        TextReporter(quiet: request.quiet, color: request.color).write(LintRun(reports: reports), to: io.standardError)
    }

    /// Writes every catalog that changed, all of them or none, and says what changed.
    private func write() -> Int32 {
        var changed: [(data: Data, path: String, summary: String)] = []
        for target in targets {
            let summary = target.counts.keys.sorted().map { language -> String in
                let counts = target.counts[language]!
                return "\(language): \(counts.changed) changed, \(counts.added) added, \(counts.unchanged) unchanged"
            }.joined(separator: "; ")
            do {
                // A catalog nothing was applied to keeps its bytes, even when they are not Xcode's.
                let data = target.sources.isEmpty ? target.original : try CatalogWriter.data(for: target.catalog, keyOrder: target.keyOrder)
                if data == target.original {
                    if !request.quiet { io.standardOutput("\(target.path): nothing to change (\(summary))\n") }
                    continue
                }
                changed.append((data, target.path, summary))
            } catch {
                io.standardError("\(error)\n")
                return ExitCode.usage
            }
        }
        do {
            try AtomicFile.write(changed.map { (data: $0.data, path: $0.path) })
        } catch {
            io.standardError("\(error)\n")
            if changed.count > 1 { io.standardError("nothing was written: the catalogs are written all of them or none\n") }
            return ExitCode.usage
        }
        if !request.quiet {
            for file in changed { io.standardOutput("wrote \(file.path) (\(file.summary))\n") }
        }
        return ExitCode.success
    }
}
