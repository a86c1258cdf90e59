import CatalogModel

/// A catalog without `sourceLanguage`, `version` or `strings`.
package struct MissingCatalogFieldRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "missing-catalog-field",
        name: "Missing catalog field",
        category: .structure,
        defaultSeverity: .error,
        description: """
            Xcode always writes `sourceLanguage` (the development language every translation is checked \
            against), `version` and `strings`. Without `sourceLanguage` the linter assumes `en`.
            """,
        limitations: """
            Misses nothing it looks for. Wrong if a future format makes one of the fields optional.
            """,
        triggeringExamples: [
            .catalog(#"↓{"strings":{},"version":"1.0"}"#),
            .catalog(#"↓{"sourceLanguage":"en","strings":{}}"#),
            .catalog(#"↓{"sourceLanguage":"en","version":"1.0"}"#),
        ],
        nonTriggeringExamples: [
            .catalog(#"{"sourceLanguage":"en","strings":{},"version":"1.3"}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        let model = catalog.catalog
        if model.sourceLanguage == nil {
            sink.report("the catalog has no 'sourceLanguage'; assuming 'en'", at: .value([]))
        }
        if model.version == nil {
            sink.report("the catalog has no 'version' (Xcode writes \"1.0\" or later)", at: .value([]))
        }
        if catalog.sourceMap.kind(at: ["strings"]) == nil {
            sink.report("the catalog has no 'strings' object", at: .value([]))
        }
    }
}
