import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Today's findings, recorded so that a team can adopt the linter without fixing them all first:
/// with a baseline, only findings not in it are reported, and entries that no longer occur are
/// reported as notes (`baseline-stale`) so that the baseline only shrinks.
///
/// A finding is identified by its file (relative to the baseline's folder), rule, key, language and
/// variation path (`variations.plural.few`, `substitutions.photos.variations.plural.one`), not by its
/// line, which moves when keys are added. The same identity twice is counted. The file is JSON, one
/// entry per line, sorted, so that it diffs well:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"count":1,"file":"App/Localizable.xcstrings","key":"Bye","language":"fr","message":"…","path":"","rule":"missing-translation"}
///   ]
/// }
/// ```
/// `message` is there for the reader; it is not part of the identity.
public struct Baseline: Sendable {
    public struct Identity: Hashable, Comparable, Sendable {
        public var file: String
        public var rule: String
        public var key: String?
        public var language: String?
        public var path: String

        package init(file: String, rule: String, key: String?, language: String?, path: String) {
            self.file = file
            self.rule = rule
            self.key = key
            self.language = language
            self.path = path
        }

        public static func < (lhs: Identity, rhs: Identity) -> Bool {
            (lhs.file, lhs.rule, lhs.key ?? "", lhs.language ?? "", lhs.path)
                < (rhs.file, rhs.rule, rhs.key ?? "", rhs.language ?? "", rhs.path)
        }
    }

    public struct Entry: Sendable {
        public var identity: Identity
        public var count: Int
        public var message: String
        /// Where the entry is in the baseline file (when read from one).
        public var location: SourceLocation?
    }

    /// Sorted by identity.
    public var entries: [Entry]

    /// Findings never recorded: the file could not be read, so there is nothing to compare later.
    static let unrecorded: Set<String> = [ToolFindings.invalidCatalog, ToolFindings.baselineStale]

    /// The variation path of a finding: the steps below its localization that are variations and
    /// substitutions (`variations.plural.few`), or "" at the localization or above.
    package static func variationPath(of path: JSONPath) -> String {
        let components = path.components
        guard components.count > 4, components[0] == "strings", components[2] == "localizations" else { return "" }
        var steps: [String] = []
        var index = 4
        while index + 1 < components.count {
            switch components[index] {
            case "variations" where index + 2 < components.count:
                steps += ["variations", components[index + 1].description, components[index + 2].description]
                index += 3
            case "substitutions":
                steps += ["substitutions", components[index + 1].description]
                index += 2
            default:
                index = components.count
            }
        }
        return steps.joined(separator: ".")
    }

    /// Identities of findings, with each file's relative path computed once.
    struct Identifier {
        let directory: String
        var relativePaths: [String: String] = [:]

        mutating func identity(of finding: Finding) -> Identity {
            let file: String
            if let known = relativePaths[finding.file] {
                file = known
            } else {
                file = FilePaths.relative(finding.file, to: directory)
                relativePaths[finding.file] = file
            }
            return Identity(
                file: file, rule: finding.rule, key: finding.key, language: finding.language,
                path: Baseline.variationPath(of: finding.path))
        }
    }

    /// The findings of `run`, identified relative to `directory` (the baseline file's folder).
    public init(run: LintRun, directory: String) {
        var counts: [Identity: (count: Int, message: String)] = [:]
        var identifier = Identifier(directory: directory)
        for finding in run.findings where !Self.unrecorded.contains(finding.rule) {
            let identity = identifier.identity(of: finding)
            counts[identity, default: (0, finding.message)].count += 1
        }
        entries = counts.keys.sorted().map { identity in
            Entry(identity: identity, count: counts[identity]!.count, message: counts[identity]!.message, location: nil)
        }
    }

    // MARK: Reading and writing

    /// Reads a baseline file. Throws `CatalogReadError` at the `file:line:col` of a problem.
    public static func read(contentsOf path: String) throws -> Baseline {
        let (text, reader) = try JSONFieldReader.read(contentsOf: path)
        var entries: [Entry] = []
        var sawFindings = false
        for (name, value, memberPath) in try reader.members(.object(text.object), at: [], allowed: ["version", "findings"]) {
            if name == "version" {
                guard try reader.integer(value, at: memberPath) == 1 else {
                    throw reader.error(.invalidValue, "unknown baseline version (this xcstrings-lint writes 1)", at: memberPath)
                }
                continue
            }
            sawFindings = true
            for (element, elementPath) in try reader.elements(value, at: memberPath) {
                var fields: [String: String] = [:]
                var count = 1
                for (field, fieldValue, fieldPath) in try reader.members(
                    element, at: elementPath, allowed: ["file", "rule", "key", "language", "path", "count", "message"])
                {
                    if field == "count" {
                        count = try reader.integer(fieldValue, at: fieldPath)
                    } else if !reader.isNull(at: fieldPath) {
                        fields[field] = try reader.string(fieldValue, at: fieldPath)
                    }
                }
                guard let file = fields["file"], let rule = fields["rule"] else {
                    throw reader.error(.missingField, "a baseline entry needs 'file' and 'rule'", at: elementPath)
                }
                entries.append(Entry(
                    identity: Identity(file: file, rule: rule, key: fields["key"], language: fields["language"],
                                       path: fields["path"] ?? ""),
                    count: count, message: fields["message"] ?? "", location: reader.location(of: elementPath)))
            }
        }
        guard sawFindings else {
            throw reader.error(.missingField, "a baseline needs 'findings' (write one with --write-baseline)", at: [])
        }
        return Baseline(entries: entries)
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The file's text: sorted, one entry per line, keys in a fixed order.
    public var text: String {
        let lines = entries.map { entry -> String in
            let identity = entry.identity
            let line: JSONValue = [
                "file": .string(identity.file), "rule": .string(identity.rule), "key": JSONValue(identity.key),
                "language": JSONValue(identity.language), "path": .string(identity.path), "count": JSONValue(entry.count),
                "message": .string(entry.message),
            ]
            return line.compactText
        }
        let findings = lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        return "{\n  \"version\": 1,\n  \"findings\": \(findings)\n}\n"
    }

    /// Writes the baseline atomically.
    public func write(to path: String) throws {
        try AtomicFile.write(Data(text.utf8), toFile: path)
    }

    // MARK: Applying

    /// `run` without the findings in the baseline (each entry covers as many findings as its count),
    /// with a `baseline-stale` note, at the entry in `baselineFile`, for each entry of a file linted
    /// in this run (a catalog, or a configuration file with findings of its own) that no longer
    /// occurs as often. The notes are the baseline's own report. Returns the run and how many
    /// findings the baseline covered. `enabledRules` (each catalog's rules that ran, by its path
    /// in `run`) keeps entries of rules that did not run from being called stale (`--select`), as
    /// an unreadable catalog's entries are kept: neither says they no longer occur.
    public func apply(to run: LintRun, baselineFile: String, enabledRules: [String: [String]]? = nil)
        -> (run: LintRun, matched: Int)
    {
        let directory = FilePaths.directory(of: baselineFile)
        var remaining: [Identity: Int] = [:]
        for entry in entries {
            // Counts add up to at most Int.max (two entries of 2^63 - 1 trapped once): "all of them".
            let (sum, overflow) = remaining[entry.identity, default: 0].addingReportingOverflow(entry.count)
            remaining[entry.identity] = overflow ? .max : sum
        }
        var matched = 0
        var identifier = Identifier(directory: directory)
        // Each file linted, with the rules that ran on it (`nil`: all of them).
        var linted: [String: Set<String>?] = [:]
        func withoutRecorded(_ report: FileReport) -> FileReport {
            var report = report
            if !report.unreadable {
                linted[FilePaths.relative(report.file, to: directory)] = .some(enabledRules?[report.file].map(Set.init))
            }
            report.findings = report.findings.filter { finding in
                let identity = identifier.identity(of: finding)
                guard let left = remaining[identity], left > 0 else { return true }
                remaining[identity] = left - 1
                matched += 1
                return false
            }
            return report
        }
        var result = run
        result.configurationReports = run.configurationReports.map(withoutRecorded)
        result.reports = run.reports.map(withoutRecorded)
        var stale: [Finding] = []
        for entry in entries {
            // A finding of the tool itself (`encoding`, `unknown-suppression`) comes with every run;
            // a rule's only when the rule ran.
            guard let left = remaining[entry.identity], left > 0, let rules = linted[entry.identity.file],
                  RuleRegistry.rule(entry.identity.rule) == nil || rules?.contains(entry.identity.rule) ?? true
            else { continue }
            // Each entry of an identity gets what is left of its own count.
            let count = min(left, entry.count)
            remaining[entry.identity] = left - count
            stale.append(staleNote(entry, count: count, baselineFile: baselineFile))
        }
        result.baselineReport = stale.isEmpty ? nil : FileReport(
            file: baselineFile, findings: stale.sorted(by: Finding.precedes), completeness: [], unreadable: false)
        return (result, matched)
    }

    /// The note for an entry of which `count` occurrences no longer occur.
    private func staleNote(_ entry: Entry, count: Int, baselineFile: String) -> Finding {
        let identity = entry.identity
        var what = "\(identity.rule)"
        if let key = identity.key { what += " for \(JSONPathComponent.quoted(key))" }
        if let language = identity.language { what += " in '\(language)'" }
        if !identity.path.isEmpty { what += " (\(identity.path))" }
        let times = entry.count == 1 ? "" : " (\(count) of \(entry.count))"
        return Finding(
            file: baselineFile, location: entry.location ?? SourceLocation(line: 1, column: 1), severity: .note,
            rule: ToolFindings.baselineStale,
            message: "baseline entry no longer occurs\(times): \(what); write the baseline again to remove it",
            key: identity.key, language: identity.language, path: JSONPath())
    }
}
