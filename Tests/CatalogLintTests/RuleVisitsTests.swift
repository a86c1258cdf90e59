import CatalogGen
import CatalogLint
import CatalogModel
import Foundation
import Testing
import TestSupport

/// The linter calls a rule only at the levels its `visits` lists. These tests make a rule that
/// implements a level it does not list fail, instead of silently never running there: they compare
/// every rule with `EveryLevel` of it (called at every level, as the linter did before `visits`),
/// and they see which visits are the rule's own rather than `LintRule`'s empty defaults.
@Suite("Rule visits")
struct RuleVisitsTests {
    /// Every rule of both tools: the linter's, and gen's `gen-orphan`.
    static let rules: [any LintRule.Type] = CatalogGenerator.rules

    struct RuleCase: CustomTestStringConvertible, Sendable {
        var rule: any LintRule.Type
        var testDescription: String { rule.description.identifier }
    }

    static let ruleCases = rules.map(RuleCase.init)

    /// A catalog in which the linter reaches every level: a key, its localizations, a string unit.
    static let everyLevelCatalog = RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}"#)

    @Test("Every rule finds the same through the linter as when called at every level", arguments: ruleCases)
    func sameFindingsAsAtEveryLevel(_ ruleCase: RuleCase) {
        let rule = ruleCase.rule
        let description = rule.description
        for (index, example) in description.triggeringExamples.enumerated() {
            let filtered = findings(in: example, rules: [rule], selecting: description.identifier)
            let everywhere = findings(in: example, rules: [everyLevel(rule)], selecting: description.identifier)
            #expect(!filtered.isEmpty, "triggering example #\(index + 1) finds nothing through the linter")
            #expect(filtered == everywhere, "triggering example #\(index + 1)")
        }
        for (index, example) in description.nonTriggeringExamples.enumerated() {
            let filtered = findings(in: example, rules: [rule], selecting: description.identifier)
            let everywhere = findings(in: example, rules: [everyLevel(rule)], selecting: description.identifier)
            #expect(filtered == everywhere, "non-triggering example #\(index + 1)")
        }
    }

    @Test("Every rule lists exactly the levels it implements", arguments: ruleCases)
    func visitsAreTheLevelsImplemented(_ ruleCase: RuleCase) {
        #expect(visitsProblems(of: ruleCase.rule) == [])
    }

    @Test("All rules together: the same findings in the same order on every example and the fixture")
    func allRulesOnEveryExample() throws {
        let examples = Self.rules.flatMap { $0.description.triggeringExamples + $0.description.nonTriggeringExamples }
        for example in examples {
            #expect(findings(in: example, rules: Self.rules) == findings(in: example, rules: Self.rules.map(everyLevel)),
                    "\(example.text)")
        }
        let fixture = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/rich.xcstrings"))
        let filtered = Linter(rules: Self.rules).lint(data: fixture, file: "rich.xcstrings").findings
        #expect(!filtered.isEmpty)
        #expect(filtered == Linter(rules: Self.rules.map(everyLevel)).lint(data: fixture, file: "rich.xcstrings").findings)
    }

    @Test("Every corpus file: the same findings in the same order as with every rule called at every level",
          .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"), arguments: SharedData.corpusFiles)
    func corpusFile(_ file: CorpusFile) throws {
        let data = try Data(contentsOf: file.url)
        let filtered = Linter(rules: Self.rules).lint(data: data, file: file.name)
        let everywhere = Linter(rules: Self.rules.map(everyLevel)).lint(data: data, file: file.name)
        #expect(filtered.findings.count == everywhere.findings.count)
        #expect(filtered.findings == everywhere.findings)
        #expect(filtered.completeness == everywhere.completeness)
    }

    // MARK: - The checks themselves

    @Test("The implemented levels are seen at every level")
    func implementedLevelsAreSeen() {
        #expect(implementedVisits(of: EveryVisitRule.self) == .all)
        #expect(implementedVisits(of: UnderDeclaringRule.self) == [.entry, .unit])
        #expect(implementedVisits(of: OverDeclaringRule.self) == [.unit])
    }

    @Test("A rule that lists a level it does not implement is harmless, and reported")
    func overDeclaringRule() {
        let example = OverDeclaringRule.description.triggeringExamples[0]
        let filtered = findings(in: example, rules: [OverDeclaringRule.self])
        #expect(filtered.count == 1)
        #expect(filtered == findings(in: example, rules: [everyLevel(OverDeclaringRule.self)]))
        #expect(visitsProblems(of: OverDeclaringRule.self) == ["test-over-declaring lists entry, which it does not implement"])
    }

    @Test("A rule that omits a level it implements is not called there, and is caught")
    func underDeclaringRule() {
        let example = UnderDeclaringRule.description.triggeringExamples[0]
        let filtered = findings(in: example, rules: [UnderDeclaringRule.self])
        let everywhere = findings(in: example, rules: [everyLevel(UnderDeclaringRule.self)])
        #expect(filtered.map(\.message) == ["entry"])
        #expect(everywhere.map(\.message) == ["entry", "unit"])
        #expect(visitsProblems(of: UnderDeclaringRule.self) == ["test-under-declaring implements unit, which it does not list"])
    }
}

// MARK: - Helpers

/// The findings of `example` (with the languages and project it requires) with these rules, only
/// `selecting` enabled when given.
private func findings(in example: RuleExample, rules: [any LintRule.Type], selecting rule: String? = nil) -> [Finding] {
    var options = LintOptions()
    options.selectedRules = rule.map { [$0] }
    options.requiredLanguages = example.requiredLanguages
    options.project = example.knownRegions.map { ProjectRegions(project: "App.xcodeproj", knownRegions: $0) }
    let text = example.catalogTextAndMarkers.text
    return Linter(options: options, rules: rules).lint(data: Data(text.utf8), file: "example.xcstrings").findings
}

/// What is wrong with the `visits` of `rule`: levels it implements but does not list (never
/// called), and levels it lists but does not implement (called for nothing).
private func visitsProblems(of rule: any LintRule.Type) -> [String] {
    let id = rule.description.identifier
    let implemented = implementedVisits(of: rule)
    // A catalog visit beside the walk is the catalog level, listed otherwise (and not both ways).
    var listed = rule.visits
    if listed.contains(.catalogBesideWalk) {
        if listed.contains(.catalog) { return ["\(id) lists catalog twice: before and beside the walk"] }
        listed.formUnion(.catalog)
    }
    let names: [(RuleVisits, String)] = [(.catalog, "catalog"), (.entry, "entry"), (.node, "node"), (.unit, "unit")]
    return names.compactMap { level, name in
        switch (implemented.contains(level), listed.contains(level)) {
        case (true, false): return "\(id) implements \(name), which it does not list"
        case (false, true): return "\(id) lists \(name), which it does not implement"
        default: return nil
        }
    }
}

/// The levels whose visit `rule` implements: seen by linting its examples, and a catalog that
/// reaches every level, with the rule called at every level.
private func implementedVisits(of rule: any LintRule.Type) -> RuleVisits {
    let description = rule.description
    for example in description.triggeringExamples + description.nonTriggeringExamples + [RuleVisitsTests.everyLevelCatalog] {
        _ = findings(in: example, rules: [everyLevel(rule)], selecting: description.identifier)
    }
    return SeenVisits.shared.levels(of: description.identifier)
}

/// `rule`, called at every level (`EveryLevel`).
private func everyLevel(_ rule: any LintRule.Type) -> any LintRule.Type {
    func wrap<Rule: LintRule>(_: Rule.Type) -> any LintRule.Type { EveryLevel<Rule>.self }
    return wrap(rule)
}

/// `Rule` with every level in `visits`: the linter calls all four of its visits, as it called every
/// rule before `visits`. It records the levels whose visit is the rule's own (the empty defaults
/// mark the sink) in `SeenVisits`.
private struct EveryLevel<Rule: LintRule>: LintRule {
    static var visits: RuleVisits { .all }
    static var description: RuleDescription { Rule.description }

    let rule: Rule

    init() { rule = Rule() }
    init(options: RuleOptions) { rule = Rule(options: options) }

    func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        sink.ranDefaultVisit = false
        rule.visit(catalog: catalog, into: &sink)
        record(.catalog, sink)
    }

    func visit(entry: EntryContext, into sink: inout FindingSink) {
        sink.ranDefaultVisit = false
        rule.visit(entry: entry, into: &sink)
        record(.entry, sink)
    }

    func visit(node: NodeContext, into sink: inout FindingSink) {
        sink.ranDefaultVisit = false
        rule.visit(node: node, into: &sink)
        record(.node, sink)
    }

    func visit(unit: UnitContext, into sink: inout FindingSink) {
        sink.ranDefaultVisit = false
        rule.visit(unit: unit, into: &sink)
        record(.unit, sink)
    }

    private func record(_ level: RuleVisits, _ sink: FindingSink) {
        if !sink.ranDefaultVisit { SeenVisits.shared.add(level, for: Rule.description.identifier) }
    }
}

/// The levels whose own visit each rule was seen to run, by rule id. Shared by tests that run in
/// parallel (and the linter's chunks): it only grows, with facts of the rules' code.
/// `@unchecked Sendable`: `levels` is read and written only under `lock`.
private final class SeenVisits: @unchecked Sendable {
    static let shared = SeenVisits()
    private let lock = NSLock()
    private var levels: [String: RuleVisits] = [:]

    func add(_ level: RuleVisits, for rule: String) {
        lock.withLock { levels[rule, default: []].formUnion(level) }
    }

    func levels(of rule: String) -> RuleVisits {
        lock.withLock { levels[rule] ?? [] }
    }
}

// MARK: - Rules for the checks

/// A description for the test rules: `example` triggers them.
private func testRuleDescription(_ identifier: String, _ example: RuleExample) -> RuleDescription {
    RuleDescription(
        identifier: identifier, name: identifier, category: .structure, defaultSeverity: .warning,
        description: "A rule of RuleVisitsTests.", triggeringExamples: [example], nonTriggeringExamples: [])
}

/// Implements every level, reporting nothing.
private struct EveryVisitRule: LintRule {
    static let visits: RuleVisits = .all
    static let description = testRuleDescription("test-every-visit", RuleVisitsTests.everyLevelCatalog)

    func visit(catalog: CatalogContext, into sink: inout FindingSink) {}
    func visit(entry: EntryContext, into sink: inout FindingSink) {}
    func visit(node: NodeContext, into sink: inout FindingSink) {}
    func visit(unit: UnitContext, into sink: inout FindingSink) {}
}

/// Reports every string unit, and lists `entry` too, which it does not implement.
private struct OverDeclaringRule: LintRule {
    static let visits: RuleVisits = [.entry, .unit]
    static let description = testRuleDescription(
        "test-over-declaring", RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Hallo"}}}}"#))

    func visit(unit: UnitContext, into sink: inout FindingSink) {
        sink.report("unit", at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }
}

/// Reports every key and every string unit, but lists only `entry`.
private struct UnderDeclaringRule: LintRule {
    static let visits: RuleVisits = [.entry]
    static let description = testRuleDescription(
        "test-under-declaring", RuleExample(#"↓"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Hallo"}}}}"#))

    func visit(entry: EntryContext, into sink: inout FindingSink) {
        sink.report("entry", at: .key(entry.path), key: entry.key)
    }

    func visit(unit: UnitContext, into sink: inout FindingSink) {
        sink.report("unit", at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }
}
