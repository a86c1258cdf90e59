import CatalogModel

/// A language tag with a deprecated language code or a retired region.
package struct DeprecatedLanguageTagRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "deprecated-language-tag",
        name: "Deprecated language tag",
        category: .structure,
        defaultSeverity: .warning,
        description: """
            A localization's language code is deprecated (`iw` for Hebrew, `in` for Indonesian, `mo`, \
            `sh`, three-letter codes such as `deu` for `de`: CLDR's language aliases), or its region is \
            retired or used by no locale (`YU`, `CS`, `SU`, `AQ`). Apple's systems read the old codes, but \
            users' settings use the new ones, and tools and stores may not match them: write the \
            replacement (`iw` → `he`, `sh` → `sr-Latn`). Reported once per tag, at its first localization \
            (or at `sourceLanguage`).
            """,
        limitations: """
            Misses deprecated variants, and retired regions that are not in ICU's table (`UK` is not a \
            region at all: `unknown-language-tag`). Wrong for a project that keeps an old code on purpose \
            for an old system.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{↓"iw":{"stringUnit":{"state":"translated","value":"שלום"}}}}"#),
            RuleExample(#""Hi":{"localizations":{↓"sh-RS":{"stringUnit":{"state":"translated","value":"Zdravo"}}}}"#),
            RuleExample(#""Hi":{"localizations":{↓"sr-YU":{"stringUnit":{"state":"translated","value":"Здраво"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"he":{"stringUnit":{"state":"translated","value":"שלום"}},"id":{"stringUnit":{"state":"translated","value":"Halo"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"sr-SP":{"stringUnit":{"state":"translated","value":"Здраво"}}}}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        LanguageTagFindings.report(unrecognized: false, in: catalog, into: &sink)
    }
}
