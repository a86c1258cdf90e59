import AppLocalizations
import CatalogModel

/// Users whose language the catalog has, in another script or variant, who see another language.
package struct LanguageFallThroughRule: LintRule {
    package static let visits: RuleVisits = [.catalogBesideWalk]

    package static let description = RuleDescription(
        identifier: "language-fall-through",
        name: "Users who fall through",
        category: .resolution,
        defaultSeverity: .warning,
        description: """
            Apple's runtime picks an app's language by matching the user's preferred languages with the \
            app's localizations (see `xcstrings-resolve`), and some users of a language the catalog has, \
            in another script or variant, see another language: with only `zh-Hans`, users who prefer \
            `zh-Hant`, `zh-Hant-TW` or `zh-Hant-HK` see the development language (Apple never serves one \
            script to readers of the other); with only `pt-BR`, `pt-PT` users who also list the \
            development language see it, because Apple serves `pt-BR` to `pt-PT` only when nothing else \
            matches. Found with the resolver over every regional variant CLDR knows of the catalog's \
            languages, the source language being the development region; reported once per language, at \
            its first localization. Add the missing variant (`zh-Hant`, `pt-PT`), or accept the fall-through.
            """,
        limitations: """
            Misses localizations added outside the catalog (other catalogs, `.strings` files, the project's \
            `knownRegions`). Wrong for users whose preferences make the fall-through what they want.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{↓"zh-Hans":{"stringUnit":{"state":"translated","value":"你好"}}}}"#),
            RuleExample(#""Hi":{"localizations":{↓"pt-BR":{"stringUnit":{"state":"translated","value":"Olá"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":"你好"}},"zh-Hant":{"stringUnit":{"state":"translated","value":"你好"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"pt-BR":{"stringUnit":{"state":"translated","value":"Olá"}},"pt-PT":{"stringUnit":{"state":"translated","value":"Olá"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"en-GB":{"stringUnit":{"state":"translated","value":"Hi"}},"es-419":{"stringUnit":{"state":"translated","value":"Hola"}}}}"#),
            .catalog(#"{"sourceLanguage":"zh-Hans","strings":{"Hi":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}}},"version":"1.0"}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        let facts = ResolutionFacts.of(catalog)
        guard facts.hasChoices else { return }
        for fallThrough in ReachAnalysis.fallThroughs(in: facts.matrix) {
            let language = fallThrough.sameLanguageLocalizations.first ?? ""
            let (anchor, key) = facts.anchor(of: language, in: catalog)
            let shown = "'\(fallThrough.shown)'" + (fallThrough.isDevelopmentRegion ? " (the development language)" : "")
            let users = fallThrough.preferences.count == 1
                ? "users who prefer \(quotedList(fallThrough.preferences))"
                : "users who prefer any of \(quotedList(fallThrough.preferences))"
            var message: String
            if let second = fallThrough.secondLanguage {
                message = "\(users) and list '\(second)' second see \(shown), although the catalog has "
                    + "\(quotedList(fallThrough.sameLanguageLocalizations)): Apple serves pt-BR to pt-PT only when no other "
                    + "preferred language matches"
            } else {
                message = "\(users) see \(shown), although the catalog has \(quotedList(fallThrough.sameLanguageLocalizations)):"
                    + " no parent chain leads from their language to it"
            }
            message += " (xcstrings-resolve --matrix shows every language)"
            sink.report(message, at: anchor, key: key, language: language)
        }
    }
}
