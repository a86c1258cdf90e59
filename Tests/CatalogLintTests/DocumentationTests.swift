import CatalogLint
import Foundation
import Testing
import TestSupport

@Suite("Documentation")
struct DocumentationTests {
    @Test("The rule table of Docs/rules.md is generated from the rule types and current")
    func ruleTableIsCurrent() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- rules:begin -->\n"))
        let end = try #require(page.range(of: "<!-- rules:end -->"))
        let table = String(page[begin.upperBound..<end.lowerBound])
        #expect(table == RuleDocumentation.markdownTable(), "run Scripts/update-readme-rules")
    }

    @Test func explainShowsDescriptionAndExamples() throws {
        for type in RuleRegistry.all {
            let text = RuleDocumentation.explain(type.description)
            #expect(text.hasPrefix("\(type.description.identifier): \(type.description.name)\n"))
            #expect(text.contains("Default severity: \(type.description.defaultSeverity.rawValue)"))
            #expect(text.contains("Non-triggering examples:"))
        }
    }
}
