import CatalogModel

/// Findings that do not come from a rule type: what the linter itself reports about the files,
/// the configuration, suppressions and the baseline. Reporters list them beside the rules (SARIF
/// needs metadata for every `ruleId`).
public enum ToolFindings {
    public static let invalidCatalog = "invalid-catalog"
    public static let encoding = "encoding"
    /// A suppression (a comment marker, a configuration `suppress` entry) names no known rule.
    public static let unknownSuppression = "unknown-suppression"
    /// A baseline entry no longer occurs.
    public static let baselineStale = "baseline-stale"
    /// A language below its completeness threshold (SARIF, JUnit and GitHub report it as a result).
    public static let completenessThreshold = "completeness-threshold"
    /// With `--changed-since`: a language that met its threshold at the revision and no longer does.
    public static let completenessRegression = "completeness-regression"

    /// What each of them is, in the shape of a rule's description (without examples).
    public static let descriptions: [RuleDescription] = [
        tool(invalidCatalog, "Invalid catalog", .error,
             "The file cannot be read as a String Catalog: invalid JSON, wrong types, unreadable bytes. Nothing else is checked in it."),
        tool(encoding, "Encoding", .warning,
             "The file has a byte order mark or is UTF-16; Xcode writes UTF-8 without one. xcstrings-fmt converts it."),
        tool(unknownSuppression, "Unknown suppression", .warning,
             "A suppression marker in a comment (`[xcstrings-lint: ignore RULE]`) or a `suppress` entry of the configuration names a rule that does not exist, or cannot be understood, so it suppresses nothing."),
        tool(baselineStale, "Stale baseline entry", .note,
             "A finding recorded in the baseline no longer occurs. Write the baseline again (`--write-baseline`) so that it only shrinks."),
        tool(completenessThreshold, "Completeness threshold", .error,
             "A target language is less translated than its threshold (`--threshold`, or `threshold` and `thresholds` in the configuration)."),
        tool(completenessRegression, "Completeness regression", .note,
             "With `--changed-since REF`: a language that met its threshold at REF is below it after the change."),
    ]

    /// The description of `encoding`, which settings can turn off or re-grade like a rule's.
    static let encodingDescription = descriptions.first { $0.identifier == encoding }!

    private static func tool(_ id: String, _ name: String, _ severity: Severity, _ text: String) -> RuleDescription {
        RuleDescription(
            identifier: id, name: name, category: .structure, defaultSeverity: severity, description: text,
            triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// Every rule's description, then the tool's own: the index a SARIF result refers to.
    public static var allDescriptions: [RuleDescription] {
        RuleRegistry.all.map { $0.description } + descriptions
    }
}
