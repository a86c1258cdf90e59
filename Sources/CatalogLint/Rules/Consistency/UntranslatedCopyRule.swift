import CatalogModel

/// A translation marked `translated` that is still the source text.
package struct UntranslatedCopyRule: LintRule {
    package static let visits: RuleVisits = [.catalog, .unit]

    package static let description = RuleDescription(
        identifier: "untranslated-copy",
        name: "Untranslated copy of the source",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A translation is the source text unchanged but marked `translated`, so users read the \
            development language and no progress report shows the gap. A copy is reported when it has \
            words a translator translates (format specifiers, addresses, paths, numbers and brand-like \
            tokens such as `OK`, `iCloud`, `GitHub` do not count) and: it is a phrase (three words or more, \
            two of them in small letters: "Group Xcode versions in the list"); or its language is written \
            in another script than the source (English words in Japanese, Russian, Arabic) and the other \
            languages written in another script mostly translated it; or, in a language written in the \
            same script, it has two words or more and most of the other same-script languages translated \
            it. A single word in a same-script language is left alone (German keeps "Status", French \
            "Image"), and so is a text most comparable languages keep (names such as "Xcode" or "Mastodon"). \
            Variants of the source language (`en-GB` for an `en` source), `shouldTranslate: false`, stale \
            and blank keys, and units not marked `translated` are not checked. The option `scripts` limits \
            the rule to copies in languages written in another script (`["other-script"]`) or in the same \
            one; `terms` names words every language keeps (`["Homebrew", "Cask"]`).
            """,
        limitations: """
            Misses single words in a language written in the source's script ("Complete" in Spanish), \
            two-word Title Case texts most comparable languages keep, copies not marked `translated`, and \
            half-translated values. May be wrong for a Title Case name most languages translate but one \
            keeps, sample text ("Hello, World!"), and phrases a language borrows from English.
            """,
        triggeringExamples: [
            RuleExample(#""Show details":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":↓"Show details"}}}}"#),
            RuleExample(#""settings.title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Privacy Policy"}},"de":{"stringUnit":{"state":"translated","value":"Datenschutzerklärung"}},"fr":{"stringUnit":{"state":"translated","value":"Politique de confidentialité"}},"sv":{"stringUnit":{"state":"translated","value":↓"Privacy Policy"}}}}"#),
            RuleExample(#""Complete":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"完了"}},"ko":{"stringUnit":{"state":"translated","value":↓"Complete"}},"ru":{"stringUnit":{"state":"translated","value":"Готово"}}}}"#),
            RuleExample(#""These services are not currently running":{"localizations":{"sv":{"stringUnit":{"state":"translated","value":↓"These services are not currently running"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Xcode":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"Xcode"}},"ko":{"stringUnit":{"state":"translated","value":"Xcode"}},"ru":{"stringUnit":{"state":"translated","value":"Xcode"}}}}"#),
            RuleExample(#""Status":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Status"}},"fr":{"stringUnit":{"state":"translated","value":"Statut"}}}}"#),
            RuleExample(#""Show details":{"localizations":{"en-GB":{"stringUnit":{"state":"translated","value":"Show details"}}}}"#),
            RuleExample(#""%@ (%lld%%)":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"%@ (%lld%%)"}}}}"#),
            RuleExample(#""OK":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"OK"}}}}"#),
            RuleExample(#""GitHub · https://github.com/example":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"GitHub · https://github.com/example"}}}}"#),
            RuleExample(#""Show details":{"localizations":{"ja":{"stringUnit":{"state":"new","value":"Show details"}}}}"#),
            RuleExample(#""Show details":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"Show details"}}},"shouldTranslate":false}"#),
        ])

    private let reportsOtherScript: Bool
    private let reportsSameScript: Bool
    private let terms: Set<String>

    package init() { self.init(options: RuleOptions()) }

    package init(options: RuleOptions) {
        (reportsOtherScript, reportsSameScript) = options.untranslatedCopyScripts
        terms = options.untranslatedCopyTerms
    }

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        // Made here, before the keys are walked in parallel, and only read afterwards.
        _ = CatalogScripts.of(catalog)
    }

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard !unit.isSource, unit.unit.state == .translated, let source = unit.sourceMatch,
            unit.unit.value == source.unit.value, unit.entry.needsTranslation
        else { return }
        let scripts = CatalogScripts.of(unit.node.catalog)
        guard !scripts.isSourceVariant(unit.language) else { return }
        let consensus = CopyConsensus.of(unit.entry)
        let words = consensus.words(of: source, terms: terms)
        guard !words.ordinary.isEmpty else { return }
        let otherScript = scripts.scripts(of: unit.language).map { words.scripts.isDisjoint(with: $0) } ?? false
        guard otherScript ? reportsOtherScript : reportsSameScript else { return }
        // A single word in a language written like the source is never reported: no need to count.
        guard otherScript || words.isSentence || words.ordinary.count >= 2 else { return }
        let counts = consensus.counts(at: unit.branch, source: source.unit.value, for: unit.language, scripts: scripts)
        guard let reason = reason(words, otherScript: otherScript, counts, language: unit.language) else { return }
        sink.report(
            "\(unit.placeDescription) is the source text, untranslated but marked 'translated': "
                + "\(JSONPathComponent.quoted(Self.excerpt(unit.unit.value))) (\(reason))",
            at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }

    /// Why the copy is not deliberate, or `nil` when it may be.
    private func reason(
        _ words: TextWords, otherScript: Bool, _ counts: CopyConsensus.Counts, language: String
    ) -> String? {
        let others = counts.translated + counts.copied
        let translatedElsewhere = "\(counts.translated) of the \(others) comparable languages translated it"
        if words.isSentence {
            return counts.translated > 0 ? "a phrase; \(translatedElsewhere)" : "a phrase, not a name"
        }
        if otherScript {
            if (words.ordinary.count == 1 || words.isTitleCase) && counts.translated <= counts.copied { return nil }
            if counts.translated > 0 { return "'\(language)' is not written in these letters; \(translatedElsewhere)" }
            if counts.copied == 0 && !words.isTitleCase { return "'\(language)' is not written in these letters" }
            return nil
        }
        guard words.ordinary.count >= 2, counts.translated > 0,
            !words.isTitleCase || counts.translated > counts.copied
        else { return nil }
        return translatedElsewhere
    }

    /// The value, cut after 60 characters.
    private static func excerpt(_ value: String) -> String {
        value.count <= 60 ? value : String(value.prefix(57)) + "…"
    }
}
