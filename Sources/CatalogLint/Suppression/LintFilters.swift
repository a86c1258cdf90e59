import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `suppress` entry of the configuration: findings of `rule`, for keys matching `key`, in
/// `language`, in files matching `file`, are not reported, for `reason`.
public struct Suppression: Sendable, Hashable {
    public var rule: String
    /// Keys it applies to (every key when `nil`).
    public var key: Glob?
    /// The language it applies to (every language when `nil`).
    public var language: String?
    /// Files it applies to, relative to the configuration's folder (every file when `nil`).
    public var file: Glob?
    public var reason: String

    public init(rule: String, key: Glob? = nil, language: String? = nil, file: Glob? = nil, reason: String) {
        self.rule = rule
        self.key = key
        self.language = language
        self.file = file
        self.reason = reason
    }
}

/// What the configuration leaves out (`ignore`) and suppresses (`suppress`), applied around the
/// traversal: ignored keys are removed before it (so they count neither as findings nor in
/// completeness); findings of ignored languages, of suppressed rules, and those a comment marker
/// opts out of are dropped after it, and ignored languages lose their completeness rows.
public struct LintFilters: Sendable {
    /// Keys left out (globs where `*` matches any text).
    public var ignoredKeys = GlobList([])
    /// Languages left out (globs: `en-*`), in any letter case; the source language cannot be.
    public var ignoredLanguages = GlobList([]) {
        didSet { lowerCaseIgnoredLanguages = GlobList(ignoredLanguages.patterns.map { $0.lowercased() }) }
    }
    /// `ignoredLanguages` in lower case, matched against languages in lower case.
    private var lowerCaseIgnoredLanguages = GlobList([])
    /// Catalogs not linted (path globs, relative to `baseDirectory`).
    public var ignoredFiles = GlobList([], kind: .path)
    public var suppressions: [Suppression] = []
    /// The folder that file globs are relative to: the configuration file's (the current
    /// directory when `nil`).
    public var baseDirectory: String?

    public init() {}

    /// `path` relative to the base directory, as file globs see it.
    func relativePath(_ path: String) -> String {
        FilePaths.relative(path, to: baseDirectory ?? FilePaths.currentDirectory)
    }

    /// Whether the catalog at `path` is left out.
    public func ignoresFile(_ path: String) -> Bool {
        !ignoredFiles.isEmpty && ignoredFiles.matches(relativePath(path))
    }

    /// The document without its ignored keys.
    func removingIgnoredKeys(from document: CatalogDocument) -> CatalogDocument {
        guard !ignoredKeys.isEmpty else { return document }
        var document = document
        document.catalog.strings = document.catalog.strings.filter { !ignoredKeys.matches($0.key) }
        return document
    }

    /// Whether `ignore.languages` names `language`, in any letter case (`FR` is `fr`, as in every
    /// other language setting).
    func ignoresLanguage(_ language: String) -> Bool {
        lowerCaseIgnoredLanguages.matches(language.lowercased())
    }

    /// Completeness without the rows of ignored languages.
    func apply(to completeness: [LanguageCompleteness]) -> [LanguageCompleteness] {
        guard !ignoredLanguages.isEmpty else { return completeness }
        return completeness.filter { !ignoresLanguage($0.language) }
    }

    /// Keeps the findings that are still reported, and adds what the comment markers got wrong.
    func apply(to findings: inout [Finding], in document: CatalogDocument) {
        let markers = MarkerIndex(document: document)
        let file = suppressions.contains { $0.file != nil } ? relativePath(document.file) : ""
        defer { findings += markers.problems() }
        // Usually nothing can remove a finding: then they are not even looked at (tens of thousands
        // on a large catalog, each copied by `removeAll`).
        guard !ignoredLanguages.isEmpty || !ignoredKeys.isEmpty || markers.suppressesAny || !suppressions.isEmpty else {
            return
        }
        // In place, in order: usually nothing is removed, and the findings are not copied then.
        findings.removeAll { finding in
            if let language = finding.language, !ignoredLanguages.isEmpty, ignoresLanguage(language),
                language != document.catalog.sourceLanguage
            {
                return true
            }
            if let key = finding.key {
                if !ignoredKeys.isEmpty && ignoredKeys.matches(key) { return true }
                if markers.suppresses(finding.rule, key: key) { return true }
            }
            return suppressions.contains(where: { $0.applies(to: finding, file: file) })
        }
    }
}

extension Suppression {
    func applies(to finding: Finding, file: String) -> Bool {
        guard finding.rule == rule else { return false }
        if let language, finding.language != language { return false }
        if let key {
            guard let findingKey = finding.key, key.matches(findingKey) else { return false }
        }
        if let glob = self.file, !glob.matches(file) { return false }
        return true
    }
}

/// The suppression markers of one catalog's comments, by key.
struct MarkerIndex {
    private var suppressed: [String: Set<String>] = [:]
    private var found: [(key: String, message: String, offset: Int)] = []
    private let document: CatalogDocument

    init(document: CatalogDocument) {
        self.document = document
        for (key, entry) in document.catalog.strings {
            guard let comment = entry.comment, SuppressionMarker.occurs(in: comment) else { continue }
            let (markers, problems) = SuppressionMarker.parse(comment)
            for problem in problems { found.append((key, problem.message, problem.offset)) }
            for identifier in markers.flatMap(\.identifiers) {
                if RuleRegistry.rule(identifier.text) != nil {
                    suppressed[key, default: []].insert(identifier.text)
                } else {
                    found.append((key, "unknown rule '\(identifier.text)' in a suppression marker (see --list-rules)",
                                  identifier.offset))
                }
            }
        }
    }

    /// Whether any marker suppresses a rule.
    var suppressesAny: Bool { !suppressed.isEmpty }

    func suppresses(_ rule: String, key: String) -> Bool {
        suppressed[key]?.contains(rule) ?? false
    }

    /// The markers' problems as findings at their place in the comment.
    func problems() -> [Finding] {
        found.map { problem in
            let path: JSONPath = ["strings", .key(problem.key), "comment"]
            let location = document.sourceMap.location(inStringAt: path, utf8Offset: problem.offset)
                ?? document.sourceMap.nearestLocation(of: path)
            return Finding(
                file: document.file, location: location, severity: .warning, rule: ToolFindings.unknownSuppression,
                message: problem.message, key: problem.key, language: nil, path: path)
        }
    }
}
