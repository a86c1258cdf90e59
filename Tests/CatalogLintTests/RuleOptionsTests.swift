import CatalogLint
import CatalogModel
import Foundation
import Testing

/// Rules get their options when the linter makes them, and read them when they run.
@Suite("Rule options")
struct RuleOptionsTests {
    static let text = catalogText(#"""
        "A":{"localizations":{"de":{"stringUnit":{"state":"new","value":"A"}}}},
        "B":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"B"}}}},
        "C":{"localizations":{"de":{"stringSet":{"state":"needs_review","values":["C"]}}}}
        """#)

    /// The keys `unfinished-translation` reports with `options`.
    static func reportedKeys(_ options: RuleOptions) -> [String] {
        var lintOptions = LintOptions()
        lintOptions.selectedRules = ["unfinished-translation"]
        lintOptions.ruleOptions = options
        return Linter(options: lintOptions).lint(data: Data(text.utf8), file: "A.xcstrings").findings
            .compactMap(\.key).sorted()
    }

    @Test func theLinterMakesEachRuleWithItsOptions() {
        #expect(Self.reportedKeys(RuleOptions()) == ["A", "B", "C"])
        var onlyNew = RuleOptions()
        onlyNew["unfinished-translation", "states"] = ["new"]
        #expect(Self.reportedKeys(onlyNew) == ["A"])
        var onlyReview = RuleOptions()
        onlyReview["unfinished-translation", "states"] = ["needs_review"]
        #expect(Self.reportedKeys(onlyReview) == ["B", "C"], "string sets read the option too")
    }

    @Test func aRuleMadeWithoutOptionsHasTheDefaults() {
        let linter = Linter(rules: [UnfinishedTranslationRule.self])
        #expect(linter.lint(data: Data(Self.text.utf8), file: "A.xcstrings").findings.count == 3)
    }

    @Test("The options of other rules do not reach a rule")
    func optionsOfOtherRules() {
        var options = RuleOptions()
        options["missing-translation", "states"] = ["new"]
        #expect(Self.reportedKeys(options) == ["A", "B", "C"])
    }
}
