import CatalogLint
import CatalogModel
import Foundation
import Testing

/// One example of one rule, as a test argument.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var index: Int
    var triggers: Bool
    var example: RuleExample
    var testDescription: String { "\(rule) \(triggers ? "triggering" : "non-triggering") #\(index + 1)" }
}

let allExampleCases: [RuleExampleCase] = RuleRegistry.all.flatMap { type -> [RuleExampleCase] in
    let description = type.description
    return description.triggeringExamples.enumerated().map {
        RuleExampleCase(rule: description.identifier, index: $0.offset, triggers: true, example: $0.element)
    } + description.nonTriggeringExamples.enumerated().map {
        RuleExampleCase(rule: description.identifier, index: $0.offset, triggers: false, example: $0.element)
    }
}

/// Lints an example with only its rule enabled.
func lint(_ example: RuleExample, rule: String) -> (report: FileReport, markers: [CatalogModel.SourceLocation]) {
    let (text, markerOffsets) = example.catalogTextAndMarkers
    var options = LintOptions()
    options.selectedRules = [rule]
    options.requiredLanguages = example.requiredLanguages
    options.project = example.knownRegions.map { ProjectRegions(project: "App.xcodeproj", knownRegions: $0) }
    let report = Linter(options: options).lint(data: Data(text.utf8), file: "example.xcstrings")
    let map = JSONSourceMap(utf8: Array(text.utf8))
    return (report, markerOffsets.map { map.location(ofOffset: $0) })
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test(arguments: allExampleCases)
    func example(_ testCase: RuleExampleCase) {
        let (report, markers) = lint(testCase.example, rule: testCase.rule)
        #expect(!report.unreadable, "example does not read: \(report.findings.map(\.message))")
        let findings = report.findings.filter { $0.rule == testCase.rule }
        if testCase.triggers {
            #expect(!markers.isEmpty, "a triggering example must mark where the finding points with ↓")
            #expect(!findings.isEmpty, "expected \(testCase.rule) to trigger")
            #expect(Set(findings.map(\.location)) == Set(markers),
                    "findings at \(findings.map { "\($0.location): \($0.message)" }), markers at \(markers)")
        } else {
            #expect(findings.isEmpty, "unexpected: \(findings.map { "\($0.location): \($0.message)" })")
        }
    }

    @Test func everyRuleHasExamplesAndAUniqueIdentifier() {
        var seen: Set<String> = []
        for type in RuleRegistry.all {
            let description = type.description
            #expect(seen.insert(description.identifier).inserted, "duplicate id \(description.identifier)")
            #expect(!description.triggeringExamples.isEmpty, "\(description.identifier) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.identifier) has no non-triggering example")
            #expect(description.identifier.allSatisfy { $0.isLowercase || $0 == "-" })
            #expect(!description.description.isEmpty)
            #expect(!description.limitations.isEmpty, "\(description.identifier) says nothing of what it misses")
        }
    }
}
