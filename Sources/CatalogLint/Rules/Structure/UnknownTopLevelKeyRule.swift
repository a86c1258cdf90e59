import CatalogModel

/// A top-level member other than `sourceLanguage`, `strings` and `version`.
package struct UnknownTopLevelKeyRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "unknown-top-level-key",
        name: "Unknown top-level key",
        category: .structure,
        defaultSeverity: .error,
        description: """
            A String Catalog has exactly three top-level members: `sourceLanguage`, `strings` and `version`. \
            Anything else is a typo or a hand edit that Xcode does not read (the tools keep it, but it has \
            no effect).
            """,
        limitations: """
            Misses unknown members below the top level (a typo inside a `stringUnit`), which readers ignore. \
            Wrong if a future format adds a top-level member.
            """,
        triggeringExamples: [
            .catalog(#"{"sourceLanguage":"en",↓"string":{},"strings":{},"version":"1.0"}"#),
            .catalog(#"{↓"comment":"x","sourceLanguage":"en","strings":{},"version":"1.0"}"#),
        ],
        nonTriggeringExamples: [
            .catalog(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        for key in catalog.catalog.unknownFields.keys.sorted() {
            sink.report(
                "unknown top-level key \(JSONPathComponent.quoted(key)); a catalog has only sourceLanguage, strings and version",
                at: .key([.key(key)]))
        }
    }
}
