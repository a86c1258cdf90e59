import CatalogLint
import Foundation
import Testing
import TestSupport

@Suite("Documentation")
struct DocumentationTests {
    @Test("The README's rule table is generated from the rule types and current")
    func readmeRuleTableIsCurrent() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- rules:begin -->\n"))
        let end = try #require(readme.range(of: "<!-- rules:end -->"))
        let table = String(readme[begin.upperBound..<end.lowerBound])
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
