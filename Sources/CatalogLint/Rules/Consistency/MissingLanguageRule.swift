import CatalogModel

/// A required language that no key of the catalog has.
package struct MissingLanguageRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "missing-language",
        name: "Missing language",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A language required with `--languages` (or the configuration) appears in no key of the \
            catalog: it has not been started. It is reported once for the catalog rather than once per \
            key, and its completeness is 0 %.
            """,
        limitations: """
            Misses languages that are not required. Wrong when the required list (the configuration, the \
            project's `knownRegions`) is out of date.
            """,
        triggeringExamples: [
            .catalog(#"↓{"sourceLanguage":"en","strings":{"Hello":{}},"version":"1.0"}"#, requiredLanguages: ["ja"]),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hello":{"localizations":{"ja":{"stringUnit":{"state":"new","value":""}}}}"#, requiredLanguages: ["ja"]),
            RuleExample(#""Hello":{}"#, requiredLanguages: ["en"]),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        for language in catalog.absentLanguages.sorted() {
            sink.report("required language '\(language)' is missing from every key", at: .file, language: language)
        }
    }
}
