import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What to check and what fails: the command line (and later the configuration) in one value.
public struct LintOptions: Sendable {
    /// Languages every catalog must have, besides those present (`--languages de,fr`).
    public var requiredLanguages: [String] = []
    /// Completeness every target language must reach, in percent (`--threshold 95`).
    public var threshold: Double?
    /// Per-language thresholds (`--threshold ar=80`), overriding `threshold`.
    public var languageThresholds: [String: Double] = [:]
    /// Only these rules run, when set (`--select`).
    public var selectedRules: Set<String>?
    /// These rules do not run (`--ignore`).
    public var ignoredRules: Set<String> = []
    /// Severity per rule id, overriding the default; `nil` turns a rule off.
    public var severityOverrides: [String: Severity?] = [:]
    /// Whether `needs_review` counts as translated for completeness.
    public var needsReviewCountsAsTranslated = false
    /// Keys, languages and files left out, and findings suppressed (the configuration's `ignore`
    /// and `suppress`); markers in comments apply always.
    public var filters = LintFilters()
    /// Options of the rules that take some (the configuration's `rules`).
    public var ruleOptions = RuleOptions()
    /// The Xcode project the configuration names (`"languages": {"xcodeproj": …}`) and its
    /// `knownRegions`, whatever languages the command line requires.
    public var project: ProjectRegions?

    public init() {}

    /// The threshold for `language`, if any.
    public func threshold(for language: String) -> Double? {
        languageThresholds[language] ?? threshold
    }

    /// The severity of `rule`, or `nil` when it does not run.
    func severity(of rule: RuleDescription) -> Severity? {
        if let selectedRules, !selectedRules.contains(rule.identifier) { return nil }
        if ignoredRules.contains(rule.identifier) { return nil }
        if let override = severityOverrides[rule.identifier] { return override }
        return rule.defaultSeverity
    }

    /// The ids of the rules that run, in registry order.
    public var enabledRules: [String] {
        RuleRegistry.all.compactMap { type in severity(of: type.description).map { _ in type.description.identifier } }
    }
}

/// An Xcode project's `knownRegions`, as the configuration names it.
public struct ProjectRegions: Sendable, Hashable {
    /// The project, as written in the configuration (`App.xcodeproj`).
    public var project: String
    /// Its `knownRegions`, without `Base`.
    public var knownRegions: [String]

    public init(project: String, knownRegions: [String]) {
        self.project = project
        self.knownRegions = knownRegions
    }
}

/// The completeness of one language in one catalog.
public struct LanguageCompleteness: Hashable, Sendable {
    public var file: String
    public var language: String
    /// Keys fully translated in this language.
    public var translated: Int
    /// Keys to translate (not `shouldTranslate: false`, not stale).
    public var total: Int
    public var threshold: Double?

    /// Translated keys in percent; 100 when there is nothing to translate.
    public var percent: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }
    /// Whether the language meets its threshold (always, without one).
    public var passed: Bool { threshold.map { percent + 1e-9 >= $0 } ?? true }
}

/// The result of linting one file.
public struct FileReport: Sendable {
    public var file: String
    /// Findings sorted by position, then rule.
    public var findings: [Finding]
    /// One row per target language (none when the file could not be read).
    public var completeness: [LanguageCompleteness]
    /// The file could not be read as a catalog (exit status 2).
    public var unreadable: Bool

    /// The report of `file`: its findings (sorted by position), its completeness rows, and whether
    /// it could not be read as a catalog.
    public init(file: String, findings: [Finding], completeness: [LanguageCompleteness] = [], unreadable: Bool = false) {
        self.file = file
        self.findings = findings
        self.completeness = completeness
        self.unreadable = unreadable
    }

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }
    public var noteCount: Int { count(of: .note) }

    private func count(of severity: Severity) -> Int {
        var count = 0
        for finding in findings where finding.severity == severity { count += 1 }
        return count
    }
}

/// Lints catalogs: reads each one, walks it once, and calls at each level the enabled rules that
/// visit it (`LintRule.visits`).
///
/// `Sendable`: one linter lints files side by side (`LintRun`), and the keys of a large catalog in
/// chunks on all cores; its rules are stateless (`LintRule`).
public struct Linter: Sendable {
    public let options: LintOptions
    private let rules: [any LintRule]
    private let descriptions: [RuleDescription]
    private let severities: [Severity]
    /// The indices in `rules` of the rules that visit each level, in the order of `rules`: findings
    /// keep their rule index, so the report is the same as if every rule were called everywhere.
    private let catalogVisitors: [Int]
    private let catalogVisitorsBesideWalk: [Int]
    private let entryVisitors: [Int]
    private let nodeVisitors: [Int]
    private let unitVisitors: [Int]
    /// How a catalog's entries are split to be decoded, its keys to be walked and its findings'
    /// positions to be resolved, on all cores; `nil`: a few chunks per core for large catalogs,
    /// one chunk for small ones. The split never changes the report (tests check it).
    package var chunking: Chunking?

    /// A linter with every rule of the registry, each enabled and graded as `options` say.
    public init(options: LintOptions = LintOptions()) {
        self.init(options: options, rules: RuleRegistry.all)
    }

    /// A linter with these rule types (the generator adds its own to the registry's).
    package init(options: LintOptions = LintOptions(), rules: [any LintRule.Type]) {
        self.options = options
        var enabled: [any LintRule] = []
        var descriptions: [RuleDescription] = []
        var severities: [Severity] = []
        for type in rules {
            guard let severity = options.severity(of: type.description) else { continue }
            enabled.append(type.init(options: options.ruleOptions))
            descriptions.append(type.description)
            severities.append(severity)
        }
        self.rules = enabled
        self.descriptions = descriptions
        self.severities = severities
        let visits = enabled.map { type(of: $0).visits }
        func visitors(of level: RuleVisits) -> [Int] { visits.indices.filter { visits[$0].contains(level) } }
        catalogVisitors = visitors(of: .catalog)
        catalogVisitorsBesideWalk = visitors(of: .catalogBesideWalk)
        entryVisitors = visitors(of: .entry)
        nodeVisitors = visitors(of: .node)
        unitVisitors = visitors(of: .unit)
    }

    /// Lints the catalog file at `path`.
    public func lint(file path: String) -> FileReport {
        switch Self.read(file: path, chunking: chunking ?? CatalogReader.decoding) {
        case .success(let document): return lint(document: document)
        case .failure(let unreadable): return unreadable.report
        }
    }

    /// The catalog at `path` as the linter needs it: its bytes read once, into the array the
    /// positions keep (no `Data` beside it, which doubled the peak memory on large catalogs).
    private static func read(file path: String, chunking: Chunking) -> Result<CatalogDocument, UnreadableCatalog> {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.bytes(atPath: path)
        } catch {
            let finding = Finding(
                file: path, location: SourceLocation(line: 1, column: 1), severity: .error, rule: "invalid-catalog",
                message: (error as? CatalogReadError)?.diagnostics.first?.message ?? "\(error)", key: nil, language: nil,
                path: JSONPath())
            return .failure(UnreadableCatalog(report: FileReport(file: path, findings: [finding], completeness: [], unreadable: true)))
        }
        return read(file: path) {
            try CatalogReader.readForChecking(bytes: bytes, file: path, toleratingDuplicateKeys: true, chunking: chunking)
        }
    }

    /// The report of a file that cannot be read as a catalog.
    private struct UnreadableCatalog: Error {
        var report: FileReport
    }

    /// Lints a catalog given as bytes; `file` names it in findings.
    public func lint(data: Data, file: String) -> FileReport {
        switch Self.read(data: data, file: file, chunking: chunking ?? CatalogReader.decoding) {
        case .success(let document): return lint(document: document)
        case .failure(let unreadable): return unreadable.report
        }
    }

    /// Reads a catalog given as bytes; a file that cannot be read gives its report.
    private static func read(data: Data, file: String, chunking: Chunking) -> Result<CatalogDocument, UnreadableCatalog> {
        read(file: file) { try CatalogReader.read(data: data, file: file, toleratingDuplicateKeys: true, chunking: chunking) }
    }

    /// The document `reading` gives, or the report of a file it cannot read.
    private static func read(file: String, _ reading: () throws -> CatalogDocument) -> Result<CatalogDocument, UnreadableCatalog> {
        let document: CatalogDocument
        do {
            document = try reading()
        } catch let error as CatalogReadError {
            let findings = error.diagnostics.map { diagnostic in
                Finding(
                    file: file, location: diagnostic.location ?? SourceLocation(line: 1, column: 1),
                    severity: diagnostic.severity,
                    rule: diagnostic.severity == .error ? "invalid-catalog" : "encoding", message: diagnostic.message, key: nil,
                    language: nil, path: diagnostic.path ?? JSONPath())
            }
            return .failure(UnreadableCatalog(report: FileReport(file: file, findings: findings, completeness: [], unreadable: true)))
        } catch {
            let finding = Finding(
                file: file, location: SourceLocation(line: 1, column: 1), severity: .error, rule: "invalid-catalog",
                message: "\(error)", key: nil, language: nil, path: JSONPath())
            return .failure(UnreadableCatalog(report: FileReport(file: file, findings: [finding], completeness: [], unreadable: true)))
        }
        return .success(document)
    }

    /// Lints a catalog already read (with `toleratingDuplicateKeys` to have them reported).
    package func lint(document: CatalogDocument) -> FileReport {
        let document = options.filters.removingIgnoredKeys(from: document)
        let context = CatalogContext(document: document, keyProblems: document.keyProblems, options: options)
        var (completeness, parts) = walk(context)
        // The encoding warning is configurable like a rule (`--ignore encoding`, `"encoding": "off"`).
        let encodingSeverity = options.severity(of: ToolFindings.encodingDescription)
        var findings = document.warnings.compactMap { warning in
            encodingSeverity.map { severity in
                Finding(
                    file: document.file, location: warning.location ?? SourceLocation(line: 1, column: 1),
                    severity: severity, rule: ToolFindings.encoding, message: warning.message, key: nil, language: nil,
                    path: JSONPath())
            }
        }
        findings.reserveCapacity(findings.count + parts.reduce(0) { $0 + $1.count })
        let locations = resolve(parts, in: document.sourceMap)
        for index in parts.indices {
            // Each part's pending findings are taken out and freed once they are findings: the
            // pending findings and the findings never both exist in full (the peak memory).
            let part = parts[index]
            parts[index] = []
            for (pending, location) in zip(part, locations[index]) {
                findings.append(
                    Finding(
                        file: document.file, location: location,
                        severity: severities[pending.rule], rule: descriptions[pending.rule].identifier,
                        message: pending.message, key: pending.key, language: pending.language, path: pending.anchor.path))
            }
        }
        options.filters.apply(to: &findings, in: document)
        // Sort positions, not the (large) findings themselves, then move them into that order.
        let positions = findings.map(\.location)
        let order = findings.indices.sorted { lhs, rhs in
            positions[lhs] != positions[rhs]
                ? positions[lhs] < positions[rhs] : Finding.precedes(findings[lhs], findings[rhs])
        }
        findings.permute(to: order)
        // The catalog and everything worked out on it: released when the process exits (an executable).
        ProcessLifetime.keepUntilExit(context)
        return FileReport(
            file: document.file, findings: findings, completeness: options.filters.apply(to: completeness),
            unreadable: false)
    }

    /// The locations of each part's pending findings, the parts on all cores when there are several.
    private func resolve(_ parts: [[FindingSink.Pending]], in map: JSONSourceMap) -> [[SourceLocation]] {
        let chunks = Parallel.map(count: parts.count, chunking: chunking ?? .automatic(itemsPerChunk: 1)) { range in
            range.map { Self.resolve(parts[$0], in: map) }
        }
        guard chunks.count > 1 else { return chunks.first ?? [] }
        return chunks.flatMap { $0 }
    }

    /// The locations of pending findings: byte offsets first, then lines and columns in one pass.
    private static func resolve(_ pending: [FindingSink.Pending], in map: JSONSourceMap) -> [SourceLocation] {
        var locations = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: pending.count)
        var offsets: [Int] = []
        var indexes: [Int] = []
        // Findings of one unit usually share their anchor: found once (finding a key compares its
        // bytes, so a long key's thousands of findings were quadratic in its length).
        var previous: (anchor: Anchor, offset: Int)?
        var string: (path: JSONPath, node: Int?, cursor: JSONSourceMap.StringCursor?)?
        var nodes = PathNodes(map: map)
        for (index, finding) in zip(0..., pending) {
            if let previous, previous.anchor == finding.anchor {
                offsets.append(previous.offset)
                indexes.append(index)
                continue
            }
            let offset: Int
            switch finding.anchor {
            case .location(let location, _):
                locations[index] = location
                continue
            case .file:
                offset = 0
            // Closures, not `map.keyOffset(ofNode:)` as a value: that copies the map (retaining
            // each of its arrays, which both cores share) for every finding.
            case .key(let path):
                offset = nodes.node(at: path).map { map.keyOffset(ofNode: $0) } ?? map.nearestOffset(of: path)
            case .value(let path):
                offset = nodes.node(at: path).map { map.valueOffset(ofNode: $0) } ?? map.nearestOffset(of: path)
            case .inString(let path, let utf8Offset):
                // A string's findings come in order: its node found once, its text read once.
                if string?.path != path {
                    string = (path, nodes.node(at: path), nil)
                }
                if let node = string?.node, let (found, cursor) = map.offset(
                    inStringAtNode: node, utf8Offset: utf8Offset, from: string?.cursor)
                {
                    offset = found
                    string?.cursor = cursor
                } else {
                    offset = map.valueOffset(of: path) ?? map.nearestOffset(of: path)
                }
            }
            previous = (finding.anchor, offset)
            offsets.append(offset)
            indexes.append(index)
        }
        for (index, location) in zip(indexes, map.locations(ofOffsets: offsets)) { locations[index] = location }
        return locations
    }

    /// The nodes of paths looked up one after the other: a path is followed from the deepest node
    /// it shares with the one before (a key's findings come together, and share `strings › KEY ›
    /// localizations`, whose key would otherwise be hashed for each). Components are compared as
    /// strings, canonically, where a node's members are found by their bytes: two keys of an
    /// object that differ only in normalization are one in the model, so no finding tells them
    /// apart (as the previous-anchor check above already assumes).
    private struct PathNodes {
        let map: JSONSourceMap
        /// The path looked up last, and the node reached after each of its components.
        private var components: [JSONPathComponent] = []
        private var reached: [Int] = []

        init(map: JSONSourceMap) { self.map = map }

        mutating func node(at path: JSONPath) -> Int? {
            guard !path.components.isEmpty else { return map.nodeIndex(at: path.components) }
            var shared = 0
            let count = min(path.components.count, components.count)
            while shared < count && path.components[shared] == components[shared] { shared += 1 }
            components.removeSubrange(shared...)
            reached.removeSubrange(shared...)
            guard var current = reached.last ?? map.nodeIndex(at: [JSONPathComponent]()) else { return nil }
            for component in path.components[shared...] {
                guard let next = map.child(component, ofNode: current) else { return nil }
                components.append(component)
                reached.append(next)
                current = next
            }
            return current
        }
    }

    // MARK: - The traversal

    /// Walks the catalog once, feeding the rules, and measures completeness on the way. Keys are
    /// independent, so a large catalog is walked in chunks on all cores (`chunking`); the chunks'
    /// findings are put together in the order of the keys, so the report does not depend on the
    /// split. What the walk shares between chunks is only read: the linter, its stateless rules,
    /// the catalog and its context (frozen once the catalog-level visits have run; the visits that
    /// run beside the walk keep their values behind a lock, `valueBesideWalk`); everything a
    /// chunk writes (contexts of keys and units, findings, counts) is its own.
    ///
    /// Returns the completeness and the pending findings in parts: the catalog-level visits'
    /// first, then each chunk's, in the order of the keys (the first chunk's begin with the visits
    /// beside the walk: the findings are sorted later). They are not joined into one array, so
    /// that `lint(document:)` can free each part as it makes its findings.
    private func walk(_ catalog: CatalogContext) -> (completeness: [LanguageCompleteness], parts: [[FindingSink.Pending]]) {
        var sink = FindingSink()
        for index in catalogVisitors {
            sink.currentRule = index
            rules[index].visit(catalog: catalog, into: &sink)
        }
        catalog.startWalk()
        let entries = Array(catalog.catalog.strings)
        // Up to 64 chunks per core: at 16, the last one took 30 ms on one core at 8,000 keys.
        var chunks = Parallel.map(count: entries.count, chunking: chunking ?? .automatic(itemsPerChunk: Self.keysPerChunk, chunksPerCore: 64)) {
            range in
            var sink = FindingSink()
            // The first chunk (usually taken first, on the calling thread) starts with the catalog
            // visits that run beside the walk, while the other cores walk the next chunks. There is
            // always a first chunk, `0..<0` for a catalog without keys.
            if range.lowerBound == 0 { visitBesideWalk(catalog, into: &sink) }
            var counts = Completeness(catalog: catalog)
            // By index: each key and entry is read in place, not copied first.
            for index in range {
                walk(key: entries[index].key, entry: entries[index].value, catalog, &sink, &counts)
            }
            return (sink: sink, counts: counts)
        }
        var completeness = Completeness(catalog: catalog)
        var parts = [sink.pending]
        parts.reserveCapacity(1 + chunks.count)
        for index in chunks.indices {
            parts.append(chunks[index].sink.pending)
            chunks[index].sink.pending = []
            completeness.add(chunks[index].counts)
        }
        return (completeness.rows, parts)
    }

    /// The catalog visits of `RuleVisits.catalogBesideWalk`, in the order of the rules.
    private func visitBesideWalk(_ catalog: CatalogContext, into sink: inout FindingSink) {
        for index in catalogVisitorsBesideWalk {
            sink.currentRule = index
            rules[index].visit(catalog: catalog, into: &sink)
        }
    }

    /// Catalogs with fewer keys than twice this are walked on one core.
    static let keysPerChunk = 64

    private func walk(
        key: String, entry: CatalogEntry, _ catalog: CatalogContext, _ sink: inout FindingSink,
        _ completeness: inout Completeness
    ) {
        let entryContext = EntryContext(catalog: catalog, key: key, entry: entry)
        completeness.count(entryContext)
        for index in entryVisitors {
            sink.currentRule = index
            rules[index].visit(entry: entryContext, into: &sink)
        }
        guard let localizations = entry.localizations else { return }
        for (language, localization) in localizations {
            var branch: [BranchStep] = []
            walk(
                node: localization, parent: nil, substitution: nil, entry: entryContext, language: language,
                isSource: language == catalog.sourceLanguage, branch: &branch,
                substitutions: localization.substitutions, &sink)
        }
    }

    private func walk(
        node: consuming Localization, parent: NodeContext?, substitution: Substitution?, entry: EntryContext, language: String,
        isSource: Bool, branch: inout [BranchStep], substitutions: [String: Substitution]?,
        _ sink: inout FindingSink
    ) {
        let scope = node.substitutions ?? substitutions
        // The node moves into its context, and is read there from now on (not copied).
        let context = NodeContext(
            entry: entry, parent: parent, language: language, isSource: isSource, node: node, branch: branch,
            substitution: substitution, substitutionsInScope: scope)
        for index in nodeVisitors {
            sink.currentRule = index
            rules[index].visit(node: context, into: &sink)
        }
        if let unit = context.node.stringUnit {
            let unitContext = UnitContext(node: context, unit: unit)
            for index in unitVisitors {
                sink.currentRule = index
                rules[index].visit(unit: unitContext, into: &sink)
            }
        }
        if let variations = context.node.variations {
            for (kind, cases) in variations.kinds {
                for (name, child) in cases {
                    branch.append(.variation(kind, name))
                    walk(
                        node: child, parent: context, substitution: nil, entry: entry, language: language, isSource: isSource,
                        branch: &branch, substitutions: scope, &sink)
                    branch.removeLast()
                }
            }
        }
        if let own = context.node.substitutions {
            for (name, substitution) in own {
                branch.append(.substitution(name))
                walk(
                    node: Localization(variations: substitution.variations), parent: context, substitution: substitution, entry: entry,
                    language: language, isSource: isSource, branch: &branch, substitutions: scope, &sink)
                branch.removeLast()
            }
        }
    }
}
