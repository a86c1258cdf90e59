import CatalogModel

/// An option a rule takes in the configuration, beside its severity:
/// `"rules": {"unfinished-translation": {"severity": "warning", "states": ["new"]}}`.
///
/// Every option is a list of words, from a fixed set or free; the declaration validates the
/// configuration and documents the option in `--print-config` and the README.
public struct RuleOptionDeclaration: Sendable {
    public var rule: String
    public var name: String
    /// The words the list may hold; `nil` when any text is allowed (names, terms).
    public var allowedValues: [String]?
    /// The value when the configuration does not set it.
    public var defaultValue: [String]
    public var help: String

    /// Every option of every rule.
    public static let all: [RuleOptionDeclaration] = [
        RuleOptionDeclaration(
            rule: "unfinished-translation", name: "states", allowedValues: ["new", "needs_review"],
            defaultValue: ["new", "needs_review"],
            help: "The states reported: [\"new\"] accepts translations waiting for review."),
        RuleOptionDeclaration(
            rule: "untranslated-copy", name: "scripts", allowedValues: ["other-script", "same-script"],
            defaultValue: ["other-script", "same-script"],
            help: "The copies reported: in languages written in another script than the source "
                + "(\"other-script\"), and in languages written in the same one (\"same-script\")."),
        RuleOptionDeclaration(
            rule: "untranslated-copy", name: "terms", allowedValues: nil, defaultValue: [],
            help: "Words and names every language keeps as they are (a product, a term): a copy made only of "
                + "them, format specifiers and brand-like tokens is not reported."),
    ]

    /// The options of `rule`.
    public static func options(of rule: String) -> [RuleOptionDeclaration] {
        all.filter { $0.rule == rule }
    }
}

/// The option values of the configuration, by rule id and option name. The linter makes each rule
/// with them (`LintRule.init(options:)`); a rule reads its own with the typed accessors.
public struct RuleOptions: Sendable, Hashable {
    var values: [String: [String: [String]]] = [:]

    public init() {}

    /// The value of an option, or its default.
    public subscript(rule: String, option: String) -> [String] {
        get {
            values[rule]?[option]
                ?? RuleOptionDeclaration.all.first { $0.rule == rule && $0.name == option }?.defaultValue ?? []
        }
        set { values[rule, default: [:]][option] = newValue }
    }

    /// Whether the configuration set the option.
    public func isSet(rule: String, option: String) -> Bool { values[rule]?[option] != nil }

    /// This value, with the options `other` sets replacing ours.
    public func overridden(by other: RuleOptions) -> RuleOptions {
        var merged = self
        for (rule, options) in other.values {
            merged.values[rule, default: [:]].merge(options) { $1 }
        }
        return merged
    }

    /// `unfinished-translation`'s `states`: the states it reports.
    public var unfinishedStates: Set<TranslationState> {
        Set(self["unfinished-translation", "states"].map(TranslationState.init(rawValue:)))
    }

    /// `untranslated-copy`'s `scripts`: whether it reports copies in languages written in another
    /// script than the source, and in languages written in the same one.
    public var untranslatedCopyScripts: (other: Bool, same: Bool) {
        let scripts = self["untranslated-copy", "scripts"]
        return (scripts.contains("other-script"), scripts.contains("same-script"))
    }

    /// `untranslated-copy`'s `terms`: words every language keeps.
    public var untranslatedCopyTerms: Set<String> { Set(self["untranslated-copy", "terms"]) }
}
