import AppLocalizations
import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads `.xcstrings-lint.json`. Every setting is checked: an unknown member, a wrong type or a
/// bad value throws `CatalogReadError` at its `file:line:col` (the command exits with status 2).
///
/// ```json
/// {
///   "languages": ["de", "fr"],                     // or {"xcodeproj": "App.xcodeproj"}
///   "threshold": 95,
///   "thresholds": {"ar": 80},
///   "rules": {"placeholder-size": "error", "missing-translation": "off",
///             "unfinished-translation": {"severity": "warning", "states": ["new"]}},
///   "needsReviewCountsAsTranslated": true,
///   "ignore": {"keys": ["debug.*"], "languages": ["en-GB"], "files": ["**/Generated/*.xcstrings"]},
///   "suppress": [{"rule": "placeholder-missing", "key": "Welcome, %@!", "language": "ja", "reason": "…"}]
/// }
/// ```
/// Members named `$comment` are explanations and are skipped at any level.
public enum ConfigurationFile {
    public static let name = ".xcstrings-lint.json"

    static let settings = [
        "languages", "threshold", "thresholds", "rules", "needsReviewCountsAsTranslated", "ignore", "suppress",
    ]

    /// Reads the configuration file at `path`.
    public static func read(contentsOf path: String) throws -> LintSettings {
        let (text, reader) = try JSONFieldReader.read(contentsOf: path)
        return try read(text, reader, file: path, directory: FilePaths.directory(of: path))
    }

    /// Reads a configuration from `data`; `file` names it in diagnostics, and `directory` is the
    /// folder its relative paths start from.
    public static func read(data: Data, file: String, directory: String) throws -> LintSettings {
        let text = try JSONText.parse(data: data, file: file)
        return try read(text, JSONFieldReader(text, file: file), file: file, directory: directory)
    }

    private static func read(_ text: JSONText, _ reader: JSONFieldReader, file: String, directory: String) throws
        -> LintSettings
    {
        var settings = LintSettings()
        settings.source = file
        settings.baseDirectory = directory
        for (key, value, path) in try reader.members(.object(text.object), at: [], allowed: Self.settings) {
            switch key {
            case "languages":
                try readLanguages(value, at: path, reader, directory: directory, into: &settings)
            case "threshold":
                settings.threshold = reader.isNull(at: path) ? nil : try percentage(value, at: path, reader)
            case "thresholds":
                for (language, percent, languagePath) in try reader.members(value, at: path) {
                    let tag = try checked(SettingValues.language(language), at: languagePath, reader, atKey: true)
                    settings.thresholds[tag] = try percentage(percent, at: languagePath, reader)
                }
            case "rules":
                try readRules(value, at: path, reader, into: &settings)
            case "needsReviewCountsAsTranslated":
                settings.needsReviewCountsAsTranslated = try reader.boolean(value, at: path)
            case "ignore":
                for (kind, list, listPath) in try reader.members(value, at: path, allowed: ["keys", "languages", "files"]) {
                    let patterns = try reader.strings(list, at: listPath)
                    switch kind {
                    case "keys": settings.ignoredKeys = patterns
                    case "languages": settings.ignoredLanguages = patterns
                    default: settings.ignoredFiles = patterns
                    }
                }
            default:
                try readSuppressions(value, at: path, reader, into: &settings)
            }
        }
        return settings
    }

    /// The value of `check`, or its `SettingError` thrown as the configuration's error at `path`.
    private static func checked<Value>(
        _ check: @autoclosure () throws -> Value, at path: JSONPath, _ reader: JSONFieldReader, atKey: Bool = false
    ) throws -> Value {
        do {
            return try check()
        } catch let error as SettingError {
            throw reader.error(.invalidValue, error.description, at: path, atKey: atKey)
        }
    }

    private static func percentage(_ value: JSONValue, at path: JSONPath, _ reader: JSONFieldReader) throws -> Double {
        try checked(SettingValues.percentage(reader.number(value, at: path)), at: path, reader)
    }

    private static func readLanguages(
        _ value: JSONValue, at path: JSONPath, _ reader: JSONFieldReader, directory: String, into settings: inout LintSettings
    ) throws {
        if reader.map.kind(at: path) == .object {
            for (_, project, projectPath) in try reader.members(value, at: path, allowed: ["xcodeproj"]) {
                let written = try reader.string(project, at: projectPath)
                do {
                    let regions = try XcodeProject.knownRegions(project: FilePaths.absolute(written, relativeTo: directory))
                    settings.languages = regions
                    settings.project = ProjectRegions(project: written, knownRegions: regions)
                } catch let missing as XcodeProject.NotFound {
                    throw reader.error(.invalidValue, "cannot read the Xcode project: \(missing.path): \(missing.reason)",
                                       at: projectPath)
                }
                settings.languagesProject = written
            }
            guard settings.languagesProject != nil else {
                throw reader.error(.missingField, "'languages' as an object needs 'xcodeproj' (the path of the .xcodeproj)",
                                   at: path)
            }
            return
        }
        guard reader.map.kind(at: path) == .array else {
            throw reader.wrongType("an array of languages or {\"xcodeproj\": PATH}", at: path)
        }
        settings.languages = try reader.strings(value, at: path).enumerated().map { index, language in
            try checked(SettingValues.language(language), at: path.appending(.index(index)), reader)
        }
    }

    private static func readRules(_ value: JSONValue, at path: JSONPath, _ reader: JSONFieldReader, into settings: inout LintSettings)
        throws
    {
        for (rule, setting, rulePath) in try reader.members(value, at: path) {
            _ = try checked(SettingValues.rule(rule), at: rulePath, reader, atKey: true)
            if reader.map.kind(at: rulePath) == .string {
                settings.severities[rule] = try severity(setting, at: rulePath, reader)
                continue
            }
            let declared = RuleOptionDeclaration.options(of: rule)
            for (name, optionValue, optionPath) in try reader.members(
                setting, at: rulePath, allowed: ["severity"] + declared.map(\.name))
            {
                if name == "severity" {
                    settings.severities[rule] = try severity(optionValue, at: optionPath, reader)
                    continue
                }
                let declaration = declared.first { $0.name == name }!
                let values = try reader.strings(optionValue, at: optionPath)
                if let allowed = declaration.allowedValues {
                    for (index, word) in values.enumerated() where !allowed.contains(word) {
                        throw reader.error(.invalidValue,
                            "'\(word)' is not a value of '\(name)' (expected \(allowed.map { "'\($0)'" }.joined(separator: ", ")))",
                            at: optionPath.appending(.index(index)))
                    }
                }
                settings.ruleOptions[rule, name] = values
            }
        }
    }

    private static func severity(_ value: JSONValue, at path: JSONPath, _ reader: JSONFieldReader) throws -> Severity? {
        try checked(SettingValues.severity(reader.string(value, at: path)), at: path, reader)
    }

    private static func readSuppressions(
        _ value: JSONValue, at path: JSONPath, _ reader: JSONFieldReader, into settings: inout LintSettings
    ) throws {
        for (element, elementPath) in try reader.elements(value, at: path) {
            var rule: (name: String, path: JSONPath)?
            var reason: String?
            var key: Glob?
            var language: String?
            var file: Glob?
            for (name, field, fieldPath) in try reader.members(
                element, at: elementPath, allowed: ["rule", "key", "language", "file", "reason"])
            {
                let text = try reader.string(field, at: fieldPath)
                switch name {
                case "rule": rule = (text, fieldPath)
                case "key": key = Glob(text)
                case "language": language = try checked(SettingValues.language(text), at: fieldPath, reader)
                case "file": file = Glob(text, kind: .path)
                default:
                    guard !text.trimmingWhitespace().isEmpty else {
                        throw reader.error(.invalidValue, "a suppression's 'reason' must say why", at: fieldPath)
                    }
                    reason = text
                }
            }
            guard let rule else {
                throw reader.error(.missingField, "a suppression needs 'rule' (the rule id)", at: elementPath)
            }
            guard let reason else {
                throw reader.error(.missingField, "a suppression needs 'reason' (why it is right to suppress it)",
                                   at: elementPath)
            }
            guard RuleCatalog.configurableIdentifiers.contains(rule.name) else {
                // Reported, like an unknown id in a comment marker, without stopping the run.
                settings.findings.append(Finding(
                    file: reader.file, location: reader.location(of: rule.path),
                    severity: .warning, rule: ToolFindings.unknownSuppression,
                    message: "unknown rule '\(rule.name)' in a suppression of the configuration (see --list-rules)",
                    key: nil, language: nil, path: rule.path))
                continue
            }
            settings.suppressions.append(
                Suppression(rule: rule.name, key: key, language: language, file: file, reason: reason))
        }
    }
}
