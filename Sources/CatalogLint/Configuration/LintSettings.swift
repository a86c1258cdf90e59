import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One layer of settings: a configuration file, or the command line. Unset values (`nil`, empty)
/// leave the layer below in place; `overridden(by:)` stacks the command line on a file, and
/// `options` turns the result into what the linter runs with.
public struct LintSettings: Sendable {
    /// The configuration file the settings come from (`nil`: the command line, or none).
    public var source: String?
    /// The folder relative paths (`ignore.files`, `suppress[].file`) are relative to.
    public var baseDirectory: String?
    /// Languages every catalog must have (`languages`, `--languages`).
    public var languages: [String]?
    /// The Xcode project `languages` were read from, as written in the file.
    public var languagesProject: String?
    /// The project the configuration names and its `knownRegions`; kept when the command line
    /// requires other languages (the project's regions are a fact about the app, not a requirement).
    public var project: ProjectRegions?
    public var threshold: Double?
    public var thresholds: [String: Double] = [:]
    /// Severity per rule id; `nil` turns the rule off.
    public var severities: [String: Severity?] = [:]
    public var ruleOptions = RuleOptions()
    /// `--select`.
    public var selectedRules: Set<String>?
    /// `--ignore`.
    public var ignoredRules: Set<String> = []
    public var needsReviewCountsAsTranslated: Bool?
    public var ignoredKeys: [String] = []
    public var ignoredLanguages: [String] = []
    public var ignoredFiles: [String] = []
    public var suppressions: [Suppression] = []
    /// Problems of the file that do not stop linting (a `suppress` entry naming an unknown rule).
    public var findings: [Finding] = []

    public init() {}

    /// These settings with those `other` sets replacing them (the command line over a file).
    public func overridden(by other: LintSettings) -> LintSettings {
        var merged = self
        if let languages = other.languages {
            merged.languages = languages
            merged.languagesProject = other.languagesProject
        }
        if let project = other.project { merged.project = project }
        if let threshold = other.threshold { merged.threshold = threshold }
        merged.thresholds.merge(other.thresholds) { $1 }
        merged.severities.merge(other.severities) { $1 }
        merged.ruleOptions = ruleOptions.overridden(by: other.ruleOptions)
        if let selected = other.selectedRules {
            merged.selectedRules = selected
            // Rules named on the command line run, even when the file turns them off.
            for rule in selected where merged.severities[rule] == .some(nil) { merged.severities[rule] = nil }
        }
        merged.ignoredRules.formUnion(other.ignoredRules)
        if let counts = other.needsReviewCountsAsTranslated { merged.needsReviewCountsAsTranslated = counts }
        merged.ignoredKeys += other.ignoredKeys
        merged.ignoredLanguages += other.ignoredLanguages
        merged.ignoredFiles += other.ignoredFiles
        merged.suppressions += other.suppressions
        merged.findings += other.findings
        return merged
    }

    /// What the linter runs with.
    public var options: LintOptions {
        var options = LintOptions()
        var filters = LintFilters()
        filters.ignoredKeys = GlobList(ignoredKeys)
        filters.ignoredLanguages = GlobList(ignoredLanguages)
        filters.ignoredFiles = GlobList(ignoredFiles, kind: .path)
        filters.suppressions = suppressions
        filters.baseDirectory = baseDirectory
        options.filters = filters
        // An ignored language is not a target language.
        options.requiredLanguages = (languages ?? []).filter { !filters.ignoresLanguage($0) }
        options.threshold = threshold
        options.languageThresholds = thresholds
        options.selectedRules = selectedRules
        options.ignoredRules = ignoredRules
        options.severityOverrides = severities
        options.needsReviewCountsAsTranslated = needsReviewCountsAsTranslated ?? false
        options.ruleOptions = ruleOptions
        options.project = project
        return options
    }
}

// MARK: - The configuration as text

extension LintSettings {
    /// The configuration's word for a severity (`info` for notes), or `off`.
    public static func settingName(_ severity: Severity?) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        case nil: return "off"
        }
    }

    /// The effective settings as a configuration file (every rule listed with its severity, every
    /// setting with its value), for `--print-config`. The output is itself a valid configuration.
    public func configurationText(for path: String) -> String {
        let options = self.options
        func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }
        var rules: JSONObject = [:]
        for type in RuleRegistry.all {
            let description = type.description
            let severity = JSONValue.string(Self.settingName(options.severity(of: description)))
            let declared = RuleOptionDeclaration.options(of: description.identifier)
            if declared.isEmpty {
                rules[description.identifier] = severity
            } else {
                var object: JSONObject = ["severity": severity]
                for option in declared { object[option.name] = strings(ruleOptions[description.identifier, option.name]) }
                rules[description.identifier] = .object(object)
            }
        }
        var comment = "Effective configuration for \(path): "
        comment += source.map { "\($0), then the command line" } ?? "no configuration file; defaults and the command line"
        if let languagesProject { comment += "; languages from the knownRegions of \(languagesProject)" }
        if languagesProject == nil, let project {
            // The format ties a project to the languages it gives: a list given on the command line
            // cannot keep it.
            comment += "; language-not-in-project compares with \(project.project), which this configuration cannot name beside a list of languages"
        }
        if let source, !ignoredFiles.isEmpty || suppressions.contains(where: { $0.file != nil }) {
            comment += "; file paths are relative to the folder of \(source)"
        }
        // Languages from a project stay tied to it (`language-not-in-project` reads it), by a path
        // that holds wherever the output is used.
        let languagesValue: JSONValue = languagesProject.map {
            ["xcodeproj": .string(FilePaths.absolute($0, relativeTo: baseDirectory))]
        } ?? strings(languages ?? [])
        let object: JSONValue = [
            JSONFieldReader.commentKey: .string(comment),
            "languages": languagesValue,
            "threshold": threshold.map(JSONValue.init(_:)) ?? .null,
            "thresholds": .object(thresholds.mapValues(JSONValue.init(_:))),
            "rules": .object(rules),
            "needsReviewCountsAsTranslated": .boolean(needsReviewCountsAsTranslated ?? false),
            "ignore": ["keys": strings(ignoredKeys), "languages": strings(ignoredLanguages), "files": strings(ignoredFiles)],
            "suppress": .array(suppressions.map { suppression -> JSONValue in
                var entry: JSONObject = ["rule": .string(suppression.rule), "reason": .string(suppression.reason)]
                if let key = suppression.key { entry["key"] = .string(key.pattern) }
                if let language = suppression.language { entry["language"] = .string(language) }
                if let file = suppression.file { entry["file"] = .string(file.pattern) }
                return .object(entry)
            }),
        ]
        return object.prettyText + "\n"
    }
}
