import AppLocalizations
import CatalogModel

/// A localization no user ever gets.
package struct UnreachableLocalizationRule: LintRule {
    package static let visits: RuleVisits = [.catalogBesideWalk]

    package static let description = RuleDescription(
        identifier: "unreachable-localization",
        name: "Unreachable localization",
        category: .resolution,
        defaultSeverity: .warning,
        description: """
            A localization that Apple's runtime never picks: neither users who prefer its own name nor \
            users of any common preferred language get it, because another localization has the same \
            name as the runtime reads it (`de-at` beside `de-AT`: case and `-`/`_` do not count) and \
            comes first. Its translations are never shown, and the two `.lproj` folders can even collide \
            on a case-insensitive file system. Merge it into the other one.
            """,
        limitations: """
            Misses localizations the project's other files make reachable or unreachable. Wrong: not seen.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"de-AT":{"stringUnit":{"state":"translated","value":"Servus"}},↓"de-at":{"stringUnit":{"state":"translated","value":"Grüß Gott"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"pt":{"stringUnit":{"state":"translated","value":"Olá"}},"pt-BR":{"stringUnit":{"state":"translated","value":"Oi"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"zh-HK":{"stringUnit":{"state":"translated","value":"你好"}},"zh-Hant-HK":{"stringUnit":{"state":"translated","value":"你好"}}}}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        let facts = ResolutionFacts.of(catalog)
        guard facts.hasChoices else { return }
        for unreachable in ReachAnalysis.unreachable(in: facts.matrix) {
            let (anchor, key) = facts.anchor(of: unreachable.localization, in: catalog)
            sink.report(
                "'\(unreachable.localization)' is never shown: users who prefer it get '\(unreachable.shownInstead)', "
                    + "which has the same name as Apple's runtime reads it and comes first",
                at: anchor, key: key, language: unreachable.localization)
        }
    }
}
