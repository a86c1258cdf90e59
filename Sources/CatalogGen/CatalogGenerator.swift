import CatalogLint
import CatalogModel
import Foundation
import CatalogWriting

/// How to generate.
public struct GenerationOptions: Sendable {
    /// Which rules run and how severe they are (`--ignore`); gen's own ids are honoured too.
    public var lint = LintOptions()
    /// Generate despite validation errors.
    public var force = false
    /// Keep keys that the existing output has and the source lacks (Xcode extracted them).
    public var keepExtracted = false

    public init() {}
}

/// The catalog a generation would replace: its path and bytes.
public struct ExistingCatalog: Sendable {
    public var file: String
    public var data: Data

    public init(file: String, data: Data) {
        self.file = file
        self.data = data
    }
}

/// What generating one `translations.json` gave.
public struct Generation {
    /// The catalog, when the source could be read.
    public var catalog: StringCatalog?
    /// The catalog's bytes, exactly as Xcode writes them.
    public var data: Data?
    /// Problems that leave nothing to generate (invalid JSON, wrong types, ambiguous forms), at
    /// their place in `translations.json`: exit status 2.
    public var malformed: [ReadDiagnostic] = []
    /// The validation findings, in `translations.json` (and, for keys only the existing catalog
    /// has, in that catalog); its `file` is the source's.
    public var report: FileReport?
    /// Keys that only the existing catalog has: kept (`keepExtracted`) or dropped.
    public var extractedKeys: [String] = []

    public var findings: [Finding] { report?.findings ?? [] }
    public var errorCount: Int { report?.errorCount ?? 0 }
}

/// Generates catalogs from `translations.json`: decode, build the catalog model (through
/// `CatalogReader`), lint it with every rule of `xcstrings-lint` plus `gen-orphan`, map the findings
/// back to `translations.json`, and write the bytes with `CatalogWriter`.
public enum CatalogGenerator {
    /// The rules validation runs: the linter's, and the orphan check.
    package static let rules: [any LintRule.Type] = RuleRegistry.all + [OrphanRule.self]

    /// The model and the linted text of the catalog `translations.json` describes.
    struct Built {
        var source: CheckedText
        var document: CatalogDocument
        var unknownFields: [TranslationsDecoder.UnknownField]
    }

    /// Decodes `data` and builds its catalog; throws `CatalogReadError` with positions in `file`.
    static func build(_ data: Data, file: String) throws -> Built {
        // One scan checks the text and records every position; the values are read from it.
        let source = try CheckedText(data: data, file: file, toleratingDuplicateKeys: true)
        let (tree, malformed, unknownFields) = source.sourceMap.withTree { scanned in
            var decoder = TranslationsDecoder(file: file, map: source.sourceMap, tree: scanned)
            let tree = decoder.catalog(scanned.root)
            return (tree, decoder.malformed, decoder.unknownFields)
        }
        guard malformed.isEmpty else {
            let origin = SourceLocation(line: 1, column: 1)
            throw CatalogReadError(malformed.sorted {
                ($0.location ?? origin, $0.message) < ($1.location ?? origin, $1.message)
            })
        }
        do {
            // The tree becomes the typed model directly; its bytes are written once and scanned for
            // positions, not parsed again.
            let catalog = try CatalogReader.catalog(fromBuilt: tree, file: file)
            // The keys in the order of translations.json, which is usually Xcode's (an import writes
            // them so): sorting them for the catalog then takes one comparison per key.
            var keyOrder: [String] = []
            if case .object(let root) = tree, case .object(let strings)? = root["strings"] {
                keyOrder = strings.members.map(\.key)
            }
            // The tree is hundreds of thousands of small values: released when the process exits
            // (an executable), not one by one here (30 ms at 2,000 keys).
            ProcessLifetime.keepUntilExit(tree)
            let document = try CatalogDocument(generating: catalog, file: file, keyOrder: keyOrder)
            return Built(source: source, document: document, unknownFields: unknownFields)
        } catch let error as CatalogReadError {
            // Only raw catalog JSON under `xcstrings` can be wrong here: show it where it was written.
            let positions = SourcePositions(source: source.sourceMap, catalog: JSONSourceMap(utf8: []))
            throw CatalogReadError(error.diagnostics.map { diagnostic in
                var mapped = diagnostic
                let path = positions.sourcePath(for: diagnostic.path ?? JSONPath()).path
                mapped.location = source.sourceMap.valueLocation(of: path) ?? source.sourceMap.nearestLocation(of: path)
                mapped.path = path
                return mapped
            })
        }
    }

    /// The catalog bytes for `data` without validation (what importing checks itself against).
    public static func catalogData(fromTranslations data: Data, file: String) throws -> Data {
        try CatalogWriter.data(for: build(data, file: file).document.catalog)
    }

    /// Generates the catalog for the `translations.json` in `data`, validated; `existing` is the
    /// catalog it replaces, if any.
    public static func generate(
        translations data: Data, file: String, existing: ExistingCatalog? = nil,
        options: GenerationOptions = GenerationOptions()
    ) -> Generation {
        var generation = Generation()
        let built: Built
        do {
            built = try build(data, file: file)
        } catch let error as CatalogReadError {
            generation.malformed = error.diagnostics
            return generation
        } catch {
            generation.malformed = [ReadDiagnostic(.invalidValue, "\(error)", file: file, at: SourceLocation(line: 1, column: 1))]
            return generation
        }
        let map = built.source.sourceMap
        var report = Linter(options: options.lint, rules: rules).lint(document: built.document)
        let positions = SourcePositions(source: map, catalog: built.document.sourceMap)
        var findings = positions.mapped(report.findings, file: file)
        func add(_ rule: String, _ severity: Severity, _ message: String, at location: SourceLocation,
                 path: JSONPath, in place: String = file, key: String? = nil) {
            guard let severity = Self.severity(of: rule, default: severity, options: options.lint) else { return }
            findings.append(Finding(file: place, location: location, severity: severity, rule: rule, message: message,
                                    key: key, language: nil, path: path))
        }
        for warning in built.source.warnings {
            add("encoding", warning.severity, warning.message, at: warning.location ?? SourceLocation(line: 1, column: 1),
                path: JSONPath())
        }
        for problem in built.source.keyProblems {
            add(GenRule.duplicateKey, .error,
                problem.message + (problem.related.first.map { " (first at \($0.line):\($0.column))" } ?? ""),
                at: problem.location ?? SourceLocation(line: 1, column: 1), path: problem.path ?? JSONPath())
        }
        for field in built.unknownFields {
            add(GenRule.unknownField, .error, field.message,
                at: map.keyLocation(of: field.path) ?? map.nearestLocation(of: field.path), path: field.path,
                key: sourceKey(of: field.path))
        }
        var catalog = built.document.catalog
        // The bytes linted are the catalog's bytes: written once, unless kept keys change the catalog.
        var data: Data? = built.document.originalData
        // An existing catalog with exactly these bytes has exactly these keys: nothing to merge.
        if let existing, existing.data != built.document.originalData {
            switch merge(existing, into: &catalog, keep: options.keepExtracted, source: file) {
            case .failure(let error):
                generation.malformed = error.diagnostics
                return generation
            case .success(let (keys, extracted)):
                generation.extractedKeys = keys
                if options.keepExtracted && !keys.isEmpty { data = nil }
                for finding in extracted { add(finding.rule, finding.severity, finding.message, at: finding.location,
                                               path: finding.path, in: existing.file, key: finding.key) }
            }
        }
        // The source's findings first, in the order of the file; then those in the old catalog.
        findings.sort { a, b in
            ((a.file == file ? 0 : 1), a.location, a.rule, a.message) < ((b.file == file ? 0 : 1), b.location, b.rule, b.message)
        }
        report.file = file
        report.findings = findings
        report.completeness = []
        generation.report = report
        do {
            generation.data = try data ?? CatalogWriter.data(for: catalog, keyOrder: built.document.keyOrder)
            generation.catalog = catalog
        } catch {
            generation.malformed = [ReadDiagnostic(.invalidValue, "cannot write the catalog: \(error)", file: file,
                                                   at: SourceLocation(line: 1, column: 1))]
        }
        return generation
    }

    /// The key a `translations.json` path is in.
    private static func sourceKey(of path: JSONPath) -> String? {
        guard path.components.count > 1, path.components[0] == "strings", case .key(let key) = path.components[1] else {
            return nil
        }
        return key
    }

    /// The severity of a gen finding under `options` (`nil`: not reported), as the linter decides
    /// for its own rules.
    static func severity(of rule: String, default severity: Severity, options: LintOptions) -> Severity? {
        if let selected = options.selectedRules, !selected.contains(rule) { return nil }
        if options.ignoredRules.contains(rule) { return nil }
        if let override = options.severityOverrides[rule] { return override }
        return severity
    }

    // MARK: - Keys Xcode added

    /// A finding about keys only the existing catalog has, before filtering by options.
    private struct ExtractedFinding {
        var rule: String
        var severity: Severity
        var message: String
        var location: SourceLocation
        var path: JSONPath
        var key: String?
    }

    /// Keys the existing output has and the source lacks (Xcode adds the keys it extracts from
    /// code): kept as they are when `keep`, dropped otherwise; either way reported.
    private static func merge(
        _ existing: ExistingCatalog, into catalog: inout StringCatalog, keep: Bool, source: String
    ) -> Result<([String], [ExtractedFinding]), CatalogReadError> {
        let document: CatalogDocument
        do {
            document = try CatalogReader.read(data: existing.data, file: existing.file)
        } catch let error as CatalogReadError {
            // Without --keep-extracted the file is simply replaced; with it, its keys matter.
            return keep ? .failure(error) : .success(([], []))
        } catch {
            return .success(([], []))
        }
        let map = document.sourceMap
        let extra = document.catalog.strings.keys.filter { catalog.strings[$0] == nil }
            .map { (key: $0, location: map.keyLocation(of: ["strings", .key($0)]) ?? SourceLocation(line: 1, column: 1)) }
            .sorted { $0.location < $1.location }
        guard let first = extra.first else { return .success(([], [])) }
        let sourceName = (source as NSString).lastPathComponent
        let catalogName = (existing.file as NSString).lastPathComponent
        if keep {
            var findings: [ExtractedFinding] = []
            for (key, location) in extra {
                catalog.strings[key] = document.catalog.strings[key]
                findings.append(ExtractedFinding(
                    rule: GenRule.extractedKey, severity: .warning,
                    message: "\(JSONPathComponent.quoted(key)) is in \(catalogName) (extracted by Xcode) but not in \(sourceName): kept as it is; add it to \(sourceName)",
                    location: location, path: ["strings", .key(key)], key: key))
            }
            return .success((extra.map(\.key), findings))
        }
        let shown = extra.prefix(10).map { JSONPathComponent.quoted($0.key) }.joined(separator: ", ")
            + (extra.count > 10 ? " and \(extra.count - 10) more" : "")
        let finding = ExtractedFinding(
            rule: GenRule.droppedKeys, severity: .note,
            message: "dropped \(extra.count) key\(extra.count == 1 ? "" : "s") extracted by Xcode, in \(catalogName) but not in \(sourceName): \(shown) (--keep-extracted keeps them)",
            location: first.location, path: ["strings", .key(first.key)], key: nil)
        return .success((extra.map(\.key), [finding]))
    }
}
