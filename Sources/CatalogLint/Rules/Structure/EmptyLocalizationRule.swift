import CatalogModel

/// A localization or variation case that holds no text at all.
package struct EmptyLocalizationRule: LintRule {
    package static let visits: RuleVisits = [.node]

    package static let description = RuleDescription(
        identifier: "empty-localization",
        name: "Empty localization",
        category: .structure,
        defaultSeverity: .error,
        description: """
            A localization (or a plural or device case) must hold a `stringUnit`, `variations` or a \
            `stringSet`. An empty one shows nothing at runtime; Xcode never writes it.
            """,
        limitations: """
            Misses cases that hold a unit with empty text (`empty-translation`'s). Wrong: not seen; an empty \
            object never holds text.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"de":↓{}}}"#),
            RuleExample(#""%lld":{"localizations":{"de":{"variations":{"plural":{"one":↓{},"other":{"stringUnit":{"state":"translated","value":"%lld"}}}}}}}"#),
            RuleExample(#""%#@n@":{"localizations":{"de":↓{"substitutions":{}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}"#),
            RuleExample(#""Hi":{}"#),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard node.substitution == nil else { return }
        guard !node.node.holdsText else { return }
        let what = node.branch.isEmpty ? "localization '\(node.language)'" : "case \(node.branch.last!) in '\(node.language)'"
        sink.report("\(what) holds no stringUnit, variations or stringSet", at: .value(node.path), key: node.key,
                    language: node.language)
    }
}
