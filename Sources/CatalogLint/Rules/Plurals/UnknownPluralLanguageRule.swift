import LanguageTags
import CatalogModel
import PluralRules

/// A language with plural variations for which CLDR has no plural rules.
package struct UnknownPluralLanguageRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    private typealias P = PluralLint

    package static let description = RuleDescription(
        identifier: "unknown-plural-language",
        name: "Language without plural rules",
        category: .plurals,
        defaultSeverity: .note,
        description: """
            A language with plural variations has no CLDR plural rules, so its forms cannot be checked. \
            CLDR \(PluralRules.cldrVersion) has no plural rules for the language of some plural \
            variations (`tlh`, or a private code), so their categories cannot be checked: only the `other` \
            case, which every language needs, is required. No rules are guessed from a similar language. \
            Reported once per catalog and language, at that language's first localization with a plural \
            (in a variation or a substitution) in file order, with the number of keys concerned. Regional \
            variants of a known language are not reported: `pt-AO` uses the rules of `pt`, `zh-Hant-HK` \
            those of `zh`. Tags that are not language tags at all are left to `invalid-language-tag`.
            """,
        limitations: """
            Misses nothing it looks for. Wrong for a private code that stands for a language CLDR knows.
            """,
        triggeringExamples: [
            RuleExample(P.entry("%lld files", "↓tlh", P.plural(["one": "%lld De'wI'", "other": "%lld De'wI'mey"]))
                + "," + P.entry("%lld folders", "tlh", P.plural(["other": "%lld QoQmey"]))),
            RuleExample(#""Found %#@files@":{"localizations":{↓"tlh":{"stringUnit":{"state":"translated","value":"%#@files@ tu'lu'"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(["other": "%arg De'wI'mey"]) + "}}}}}},"
                + P.entry("%lld folders", "tlh", P.plural(["other": "%lld QoQmey"]))),
            .catalog(#"{"sourceLanguage":"en","strings":{"# + P.entry("%lld files", "↓tlh", P.plural(["other": "%lld"]))
                + "," + P.entry("%lld songs", "↓qya", P.plural(["one": "%lld líre", "other": "%lld líri"]))
                + #"},"version":"1.0"}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hello":{"localizations":{"tlh":{"stringUnit":{"state":"translated","value":"nuqneH"}}}}"#),
            RuleExample(P.entry("%lld files", "pt-AO", P.plural([
                "one": "%lld ficheiro", "many": "%lld de ficheiros", "other": "%lld ficheiros",
            ]))),
            RuleExample(P.entry("%lld files", "zh-Hant-HK", P.plural(["other": "%lld 個檔案"]))),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        // Usually every language has CLDR rules: then there is nothing to look for.
        let unknown = catalog.presentLanguages.filter {
            catalog.pluralRules(for: $0) == nil && LanguageTag.isWellFormed($0)
        }
        guard !unknown.isEmpty else { return }
        var keysByLanguage: [String: [String]] = [:]
        for (key, entry) in catalog.catalog.strings {
            guard let localizations = entry.localizations else { continue }
            for (language, localization) in localizations
            where unknown.contains(language) && P.hasPlural(localization)
            {
                keysByLanguage[language, default: []].append(key)
            }
        }
        for language in keysByLanguage.keys.sorted() {
            let keys = keysByLanguage[language] ?? []
            let paths = keys.map { key -> JSONPath in ["strings", .key(key), "localizations", .key(language)] }
            let located = paths.map { path in
                (path: path,
                 location: catalog.sourceMap.keyLocation(of: path) ?? catalog.sourceMap.nearestLocation(of: path))
            }
            guard let first = located.min(by: { $0.location < $1.location }),
                case .key(let firstKey)? = first.path.components.dropLast(2).last
            else { continue }
            let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
            sink.report(
                "\(P.cldr) has no plural rules for '\(language)', so the plural variations in '\(language)' "
                    + "(\(count)) are checked only for an 'other' case; check their forms by hand",
                at: .key(first.path), key: firstKey, language: language)
        }
    }
}
