import CatalogModel
import LanguageResolution

/// A language tag whose language, script or region CLDR does not know: the App Store rejects it.
package struct UnknownLanguageTagRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "unknown-language-tag",
        name: "Language tag the App Store rejects",
        category: .structure,
        defaultSeverity: .error,
        description: """
            A localization's language, script or region is not one CLDR \(KnownSubtags.cldrVersion) knows \
            (checked against the likely subtags, parent locales and locales we ship), so the App Store \
            rejects the upload: ITMS-90176, "Unrecognized Locale". Translation platforms write such tags \
            (`sr-SP`, a region that does not exist), and typos pass the syntax check (`xx`, `de-DX`). A \
            region is suggested: none, or the language's likeliest (`sr-SP` → `sr` or `sr-Cyrl-RS`). \
            Regions reserved for private use (`XA`, `XB` of the pseudo-languages `en-XA` and `ar-XB`, \
            `QM`–`QZ`, `AA`, `ZZ`) are not checked. \
            Reported once per tag, at its first localization (or at `sourceLanguage`). Deprecated codes \
            (`iw`) are `deprecated-language-tag`'s; tags that are not well formed are \
            `invalid-language-tag`'s.
            """,
        limitations: """
            Misses what the App Store refuses beyond CLDR (its own list is not public) and variants or \
            extensions (`-valencia`, `-u-…`), which are not checked; a misspelled region's meaning is not \
            known (`en-UK` is suggested `en` or `en-US`, not `en-GB`). Wrong for a language or region newer \
            than CLDR 47 that the App Store accepts.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{↓"sr-SP":{"stringUnit":{"state":"translated","value":"Здраво"}}}},"Bye":{"localizations":{"sr-SP":{"stringUnit":{"state":"translated","value":"Довиђења"}}}}"#),
            RuleExample(#""Hi":{"localizations":{↓"xx":{"stringUnit":{"state":"translated","value":"Hi"}}}}"#),
            RuleExample(#""Hi":{"localizations":{↓"zh-Hanx":{"stringUnit":{"state":"translated","value":"你好"}}}}"#),
            .catalog(#"{"sourceLanguage":↓"xx","strings":{},"version":"1.0"}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"sr-Latn-RS":{"stringUnit":{"state":"translated","value":"Zdravo"}},"es-419":{"stringUnit":{"state":"translated","value":"Hola"}},"zh-Hant-HK":{"stringUnit":{"state":"translated","value":"你好"}},"en-001":{"stringUnit":{"state":"translated","value":"Hi"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"iw":{"stringUnit":{"state":"translated","value":"שלום"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"en_GB":{"stringUnit":{"state":"translated","value":"Hi"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"en-XA":{"stringUnit":{"state":"translated","value":"[Ĥí]"}}}}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        LanguageTagFindings.report(unrecognized: true, in: catalog, into: &sink)
    }
}
