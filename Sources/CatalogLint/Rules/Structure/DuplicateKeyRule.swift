import CatalogModel

/// Two members of one object with the same key, or keys that differ only in Unicode normalization.
package struct DuplicateKeyRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "duplicate-key",
        name: "Duplicate key",
        category: .structure,
        defaultSeverity: .error,
        description: """
            An object has the same key twice, or two keys that differ only in Unicode normalization \
            (precomposed `é` and `e` + U+0301). JSON parsers keep one of them and Swift dictionaries merge \
            the twins, so a translation is silently lost; Xcode keeps both. Merge the entries by hand.
            """,
        limitations: """
            Misses keys that differ only in case (`OK` and `Ok`): Xcode keeps them apart, so they are not \
            duplicates. A finding is wrong only if two spellings were meant to differ in normalization, \
            which Xcode does not allow.
            """,
        triggeringExamples: [
            RuleExample(#""Files":{},↓"Files":{"comment":"again"}"#),
            RuleExample("\"caf\u{E9}\":{},↓\"cafe\u{301}\":{}"),
            RuleExample(#""k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"a"}},↓"de":{}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Files":{},"files":{}"#),
            RuleExample(#""a":{"comment":"x"},"b":{"comment":"x"}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        for problem in catalog.keyProblems {
            sink.report(
                problem.message + (problem.related.first.map { " (first at \($0.line):\($0.column))" } ?? ""),
                at: .location(problem.location ?? SourceLocation(line: 1, column: 1), problem.path ?? JSONPath()))
        }
    }
}
