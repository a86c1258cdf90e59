import CatalogModel

/// A catalog that shows a rule's behaviour, for its tests and its documentation (public: read it
/// in a rule's description; only the rules make them).
///
/// The text is the members of a catalog's `strings` object, in a catalog whose source language
/// is English; or, for `RuleExample.catalog`, a whole catalog. In a triggering example each `↓`
/// marks where a finding must point, so every example also tests positions.
public struct RuleExample: Sendable, Hashable {
    public var text: String
    /// Whether `text` is a whole catalog rather than the members of `strings`.
    public var isWholeCatalog: Bool
    /// Extra languages required, as with `--languages`.
    public var requiredLanguages: [String]
    /// The `knownRegions` of a project the configuration names (`App.xcodeproj`), if any.
    public var knownRegions: [String]?

    package init(_ text: String, requiredLanguages: [String] = [], knownRegions: [String]? = nil) {
        self.text = text
        self.isWholeCatalog = false
        self.requiredLanguages = requiredLanguages
        self.knownRegions = knownRegions
    }

    /// An example that is a whole catalog.
    package static func catalog(_ text: String, requiredLanguages: [String] = []) -> RuleExample {
        var example = RuleExample(text, requiredLanguages: requiredLanguages)
        example.isWholeCatalog = true
        return example
    }

    /// The whole catalog, with the markers.
    public var catalogText: String {
        isWholeCatalog ? text : "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + text + "}}"
    }

    /// The catalog text without markers, and the UTF-8 offsets the markers stood at.
    package var catalogTextAndMarkers: (text: String, markers: [Int]) {
        let text = catalogText
        var bytes: [UInt8] = []
        var markers: [Int] = []
        let marker = Array("↓".utf8)
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if index + marker.count <= utf8.count && Array(utf8[index..<index + marker.count]) == marker {
                markers.append(bytes.count)
                index += marker.count
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), markers)
    }
}

/// What a rule is: the text of `--explain` and of the rule table in Docs/rules.md.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, used in output, `--select`, `--ignore` and suppressions.
    public var identifier: String
    /// A few words.
    public var name: String
    public var category: RuleCategory
    public var defaultSeverity: Severity
    /// One paragraph: what it finds and why it matters.
    public var description: String
    /// What the rule misses, and when a finding may be wrong (measured on real catalogs: see the
    /// precision table in Docs/rules.md); `--explain` prints it.
    public var limitations: String
    /// Catalogs on which the rule must report, where each `↓` marks.
    public var triggeringExamples: [RuleExample] { makeTriggeringExamples() }
    /// Catalogs on which it must not.
    public var nonTriggeringExamples: [RuleExample] { makeNonTriggeringExamples() }

    // The examples are made when asked for (tests, documentation), not with the description that
    // every run reads: some are built from plural rules, a seventh of an empty catalog's lint.
    private let makeTriggeringExamples: @Sendable () -> [RuleExample]
    private let makeNonTriggeringExamples: @Sendable () -> [RuleExample]

    package init(
        identifier: String, name: String, category: RuleCategory, defaultSeverity: Severity, description: String,
        limitations: String = "", triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) {
        self.identifier = identifier
        self.name = name
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.description = description
        self.limitations = limitations
        self.makeTriggeringExamples = triggeringExamples
        self.makeNonTriggeringExamples = nonTriggeringExamples
    }
}

/// Groups of rules, for documentation.
public enum RuleCategory: String, Sendable, CaseIterable {
    case structure = "Structure"
    case consistency = "Consistency"
    case placeholders = "Placeholders"
    case plurals = "Plurals"
    case textParity = "Text parity"
    case resolution = "Resolution"
}

/// The levels of a catalog a rule visits: the `visit` functions it implements.
package struct RuleVisits: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `visit(catalog:)`, once per catalog.
    package static let catalog = RuleVisits(rawValue: 1 << 0)
    /// `visit(entry:)`, once per key.
    package static let entry = RuleVisits(rawValue: 1 << 1)
    /// `visit(node:)`, once per localization node.
    package static let node = RuleVisits(rawValue: 1 << 2)
    /// `visit(unit:)`, once per string unit.
    package static let unit = RuleVisits(rawValue: 1 << 3)
    /// `visit(catalog:)`, once per catalog, at the start of the walk's first chunk instead of
    /// before the walk (`.catalog`): on one core while the others walk the next chunks (on the
    /// same core, first, when the keys are walked in one chunk). For a rule whose catalog-level
    /// work no key's visit reads: it reads the context, frozen by then, and keeps what it computes
    /// with `CatalogContext.valueBesideWalk(for:compute:)`.
    package static let catalogBesideWalk = RuleVisits(rawValue: 1 << 4)
    /// Every level, the catalog's before the walk.
    package static let all: RuleVisits = [.catalog, .entry, .node, .unit]
}

/// A lint rule: one small type with a description and examples. The linter walks each catalog
/// once and calls, at each level, the enabled rules that visit it: a rule implements the levels it
/// needs and lists them in `visits`.
///
/// The linter makes each rule with its options (`init(options:)`), so a rule that takes some reads
/// them when it runs; a rule without options has only `init()`.
///
/// Rules are stateless and run concurrently: one rule value serves every chunk of keys that the
/// linter walks in parallel, so a visit must not change the rule (nor anything outside its
/// `sink`). What a rule keeps between visits belongs in the contexts' computed values (per key,
/// node, unit or source match, walked on one thread) or, for the whole catalog, in
/// `CatalogContext.value(for:compute:)` asked for in `visit(catalog:)` (or
/// `valueBesideWalk(for:compute:)`, for a catalog visit beside the walk). `Sendable` has the
/// compiler check it: a rule holds only immutable, `Sendable` options.
package protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    /// The levels whose `visit` the rule implements, such as `[.node, .unit]`; the linter calls
    /// only those (on a large catalog most calls would otherwise be to the empty defaults). No
    /// default: every rule says it, and `RuleVisitsTests` check it against what the rule implements.
    static var visits: RuleVisits { get }
    /// The rule with its default options.
    init()
    /// The rule with the options of the configuration (`"rules": {"RULE": {"severity": …, OPTION: …}}`);
    /// a rule reads its own with `RuleOptions`' typed accessors. By default, `init()`.
    init(options: RuleOptions)

    /// Once per catalog, before its keys (or beside them: `RuleVisits.catalogBesideWalk`).
    func visit(catalog: CatalogContext, into sink: inout FindingSink)
    /// Once per key.
    func visit(entry: EntryContext, into sink: inout FindingSink)
    /// Once per localization node: a language's localization, each variation case, and each
    /// substitution (with `node.branch` saying where it is).
    func visit(node: NodeContext, into sink: inout FindingSink)
    /// Once per string unit, at any depth.
    func visit(unit: UnitContext, into sink: inout FindingSink)
}

extension LintRule {
    package init(options: RuleOptions) { self.init() }

    // The levels a rule does not visit. Each marks the sink, so tests can tell the levels a rule
    // implements from those it only lists in `visits` (the linter calls these only for a level a
    // rule lists but does not implement).
    package func visit(catalog: CatalogContext, into sink: inout FindingSink) { sink.ranDefaultVisit = true }
    package func visit(entry: EntryContext, into sink: inout FindingSink) { sink.ranDefaultVisit = true }
    package func visit(node: NodeContext, into sink: inout FindingSink) { sink.ranDefaultVisit = true }
    package func visit(unit: UnitContext, into sink: inout FindingSink) { sink.ranDefaultVisit = true }

    package var identifier: String { Self.description.identifier }
}
