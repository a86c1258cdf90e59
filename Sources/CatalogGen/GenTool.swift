import CatalogLint
import CatalogModel
import Foundation

/// Default file names: `translations.json` ↔ `Localizable.xcstrings`, `NAME.translations.json` ↔
/// `NAME.xcstrings`, beside each other.
package enum GenPaths {
    static let suffix = "." + TranslationsFormat.defaultInputName

    /// The catalog generated from the source at `path` when no output is named.
    package static func catalog(forSource path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        let catalog = name.count > suffix.count && name.hasSuffix(suffix)
            ? String(name.dropLast(suffix.count)) + ".xcstrings" : TranslationsFormat.defaultCatalogName
        return sibling(of: path, named: catalog)
    }

    /// The source an import of the catalog at `path` writes when no output is named.
    package static func source(forCatalog path: String) -> String {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let source = name + ".xcstrings" == TranslationsFormat.defaultCatalogName
            ? TranslationsFormat.defaultInputName : name + suffix
        return sibling(of: path, named: source)
    }

    /// `name` in the folder of `path`, keeping `path`'s relative form.
    private static func sibling(of path: String, named name: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }

    /// Writes `data` to `path` atomically, only when the file does not already hold exactly
    /// these bytes (so its modification time stays and builds stay incremental). Returns whether
    /// it wrote.
    package static func writeIfChanged(_ data: Data, to path: String) throws -> Bool {
        if let old = try? Data(contentsOf: URL(fileURLWithPath: path)), old == data { return false }
        try AtomicFile.write(data, toFile: path)
        return true
    }
}

/// One run of `xcstrings-gen`, as the executable asks for it.
package struct GenRequest {
    /// Sources to generate from, or catalogs to import (`importing`).
    package var inputs: [String] = []
    /// The output of the single input (`-o`).
    package var output: String?
    package var toStandardOutput = false
    package var check = false
    package var importing = false
    /// Print only errors.
    package var quiet = false
    package var color = false
    package var options = GenerationOptions()
    /// Where each input's lint settings come from (the nearest `.xcstrings-lint.json`, as for
    /// `xcstrings-lint`); `nil`: `options.lint` as given.
    package var lintSession: LintSession?

    package init() {}

    /// The generation options for `input`: its lint configuration, then the command line.
    func options(for input: String) throws -> GenerationOptions {
        var options = self.options
        if let lintSession {
            options.lint = try lintSession.settings(for: input).options
            options.lint.ignoredRules.formUnion(self.options.lint.ignoredRules)
        }
        return options
    }
}

/// Runs `xcstrings-gen`: generation, `--check` and `--import`, reporting as it goes.
package struct GenTool {
    /// How a run ended, worst last; the executable turns it into its exit status.
    package enum Outcome: Int, Comparable, Sendable {
        /// Written, already up to date, or `--check` found no difference.
        case success
        /// Validation errors (without `--force`), or `--check` found a difference.
        case failure
        /// An input that cannot be read or is malformed, or a failed write.
        case unusable

        package static func < (lhs: Outcome, rhs: Outcome) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let request: GenRequest
    /// Where status lines (and `--stdout` output) go.
    let standardOutput: (String) -> Void
    /// Where findings, errors and the summary go.
    let standardError: (String) -> Void
    private var outcome = Outcome.success
    private var reports: [FileReport] = []

    package init(_ request: GenRequest, standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.request = request
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs the request; returns how it ended.
    package mutating func run() -> Outcome {
        for input in request.inputs {
            if request.importing { importCatalog(input) } else { generate(input) }
        }
        let quiet = request.quiet
        if reports.contains(where: { $0.findings.contains { !quiet || $0.severity == .error } }) {
            let run = LintRun(reports: reports)
            TextReporter(quiet: request.quiet, color: request.color).write(run, to: standardError)
        }
        return outcome
    }

    private mutating func fail(_ worse: Outcome) { outcome = max(outcome, worse) }

    private func say(_ line: String) {
        if !request.quiet && !request.toStandardOutput { standardOutput(line + "\n") }
    }

    /// The bytes of an output file that may not exist yet (`nil` when it does not, or cannot be read).
    /// The catalog at `path` (`.some(nil)`: there is none), or `nil` after saying why what is
    /// there cannot be read (a folder, no permission: it was taken for a missing catalog).
    private mutating func existingCatalog(at path: String) -> Data?? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .some(nil) }
        if isFolder.boolValue {
            // Said as a write, which it is (reading it said "cannot read").
            let what = request.check ? "cannot check: it is a folder, not a catalog" : "cannot write: it is a folder"
            standardError("\(path): error: \(what)\(request.output == nil ? "" : "; -o names the file to write")\n")
            fail(.unusable)
            return nil
        }
        // An output that is a device or a pipe is written, not read first (`/dev/zero` has no end);
        // `--check` cannot compare with one.
        if !request.check && FileReading.isSpecialFile(atPath: path) { return .some(nil) }
        do {
            return .some(try FileReading.contents(atPath: path, regularFileOnly: true))
        } catch {
            standardError("\(error)\n")
            fail(.unusable)
            return nil
        }
    }

    private mutating func generate(_ input: String) {
        let data: Data
        let options: GenerationOptions
        do {
            data = try FileReading.contents(atPath: input)
            options = try request.options(for: input)
        } catch {
            standardError("\(error)\n")
            fail(.unusable)
            return
        }
        let output = request.output ?? GenPaths.catalog(forSource: input)
        guard let existing = existingCatalog(at: output) else { return }
        let generation = CatalogGenerator.generate(
            translations: data, file: input, existing: existing.map { ExistingCatalog(file: output, data: $0) },
            options: options)
        // The catalog and the findings: released when the process exits (an executable). The bytes
        // are one buffer each, released as usual.
        defer { ProcessLifetime.keepUntilExit(GenerationLeftovers(catalog: generation.catalog, report: generation.report)) }
        guard generation.malformed.isEmpty, let catalogData = generation.data, let catalog = generation.catalog else {
            standardError(generation.malformed.map { "\($0)\n" }.joined())
            fail(.unusable)
            return
        }
        if let report = generation.report { reports.append(report) }
        let errors = generation.errorCount
        if errors > 0 && !request.options.force {
            standardError("\(output): not \(request.check ? "checked" : "written"): \(errors) error\(errors == 1 ? "" : "s") in \(input) (--force generates anyway)\n")
            fail(.failure)
            return
        }
        if request.toStandardOutput {
            standardOutput(String(decoding: catalogData, as: UTF8.self))
            return
        }
        if request.check {
            guard let drift = CatalogDrift.compare(expected: catalogData, catalog: catalog, actual: existing, file: output) else {
                say("\(output): up to date with \(input)")
                return
            }
            standardOutput("\(output): out of date with \(input) (run xcstrings-gen \(input))\n"
                + drift.details.map { "  \($0)\n" }.joined())
            fail(.failure)
            return
        }
        do {
            let wrote = try GenPaths.writeIfChanged(catalogData, to: output)
            say(wrote ? "wrote \(output) (\(catalog.strings.count) key\(catalog.strings.count == 1 ? "" : "s"))"
                : "\(output): up to date")
        } catch {
            standardError("\(error)\n")
            fail(.unusable)
        }
    }

    private mutating func importCatalog(_ input: String) {
        let output = request.output ?? GenPaths.source(forCatalog: input)
        let result: TranslationsImporter.Result
        do {
            result = try TranslationsImporter.importCatalog(CatalogReader.read(contentsOf: input))
        } catch {
            standardError("\(error)\n")
            fail(.unusable)
            return
        }
        if request.toStandardOutput {
            standardOutput(String(decoding: result.data, as: UTF8.self))
            return
        }
        guard let existing = existingCatalog(at: output) else { return }
        if let old = existing, old != result.data, !request.options.force {
            standardError("\(output): error: the file exists and differs from the import; --force replaces it\n")
            fail(.unusable)
            return
        } else {
            do {
                let wrote = try GenPaths.writeIfChanged(result.data, to: output)
                say(wrote ? "imported \(input) into \(output)" : "\(output): up to date with \(input)")
            } catch {
                standardError("\(error)\n")
                fail(.unusable)
                return
            }
        }
        if !result.reproducesOriginal && !request.quiet {
            standardError("\(input): note: not in Xcode's exact format; generating from \(output) writes it in that format\n")
        }
        if !result.fallbackKeys.isEmpty {
            standardError("\(input): warning: \(result.fallbackKeys.count) key(s) kept as raw catalog JSON under '\(TranslationsFormat.escapeHatch)': \(result.fallbackKeys.map { JSONPathComponent.quoted($0) }.joined(separator: ", "))\n")
        }
    }
}

/// What one generation leaves behind that is many small objects, kept until the process exits
/// (`ProcessLifetime`). `@unchecked Sendable`: only kept, never read again.
private struct GenerationLeftovers: @unchecked Sendable {
    var catalog: StringCatalog?
    var report: FileReport?
}
