import CatalogLint
import Foundation
import Testing

/// The registry is a list kept by hand: these tests make a rule that is not in it fail instead of
/// silently never running.
@Suite("The rule registry")
struct RuleRegistryTests {
    /// `Sources/CatalogLint/Rules`, found from this file.
    static let rulesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CatalogLint/Rules")

    /// The names of the types declared as conforming to `LintRule` in `text` (`struct NameRule: LintRule {`).
    static func ruleTypeNames(in text: String) -> [String] {
        let pattern = #"(?m)^\s*(?:public |package |internal |fileprivate |private )?(?:final )?(?:struct|class|enum)\s+(\w+)\s*:[^{]*\bLintRule\b"#
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Every type conforming to `LintRule` in the rule sources, by file.
    static func declaredRuleTypes() throws -> [(type: String, file: String)] {
        let files = try #require(FileManager.default.enumerator(atPath: rulesFolder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap { file in
            let text = try String(contentsOf: rulesFolder.appendingPathComponent(file), encoding: .utf8)
            return ruleTypeNames(in: text).map { (type: $0, file: file) }
        }
    }

    @Test("Every rule type in Sources/CatalogLint/Rules is registered")
    func everyRuleTypeIsRegistered() throws {
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        let declared = try Self.declaredRuleTypes()
        #expect(declared.count >= 28, "the scan found \(declared.count) rule types; is the folder right?")
        for rule in declared {
            #expect(registered.contains(rule.type), "\(rule.type) (Rules/\(rule.file)) is not in RuleRegistry.all, so it never runs")
        }
        #expect(Set(declared.map(\.type)) == registered, "RuleRegistry.all and the rule sources differ")
    }

    @Test("The scan finds rule declarations however they are written")
    func scanFindsDeclarations() {
        let text = """
            /// A rule.
            public struct FirstRule: LintRule {
            struct SecondRule : Sendable, LintRule {
            final class ThirdRule: LintRule, Sendable {
            struct NotARule: Equatable {
            // struct Commented: LintRule is not at a line start after code
            """
        #expect(Self.ruleTypeNames(in: text) == ["FirstRule", "SecondRule", "ThirdRule"])
    }
}
