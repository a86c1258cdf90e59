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
        guard let reason = reason(words, otherScript: otherScript, counts) else { return }
        // Made as bytes: a catalog may have thousands of copies.
        var message = TextBuilder(capacity: 160)
        unit.appendPlaceDescription(to: &message)
        message.append(" is the source text, untranslated but marked 'translated': ")
        message.append(JSONPathComponent.quoted(Self.excerpt(unit.unit.value)))
        message.append(" (")
        switch reason {
        case .phrase(let translatedElsewhere):
            message.append(translatedElsewhere ? "a phrase; " : "a phrase, not a name")
        case .otherScript(let translatedElsewhere):
            message.appendByte(UInt8(ascii: "'"))
            message.append(unit.language)
            message.append(translatedElsewhere ? "' is not written in these letters; " : "' is not written in these letters")
        case .sameScript:
            break
        }
        if reason.translatedElsewhere {
            message.appendDecimal(counts.translated)
            message.append(" of the ")
            message.appendDecimal(counts.translated + counts.copied)
            message.append(" comparable languages translated it")
        }
        message.appendByte(UInt8(ascii: ")"))
        sink.report(message, at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }

    /// Why a copy is not deliberate.
    private enum Reason {
        /// A phrase (and whether other languages translated it).
        case phrase(translatedElsewhere: Bool)
        /// Its language is written in another script (and whether others translated it).
        case otherScript(translatedElsewhere: Bool)
        /// Most comparable languages translated it.
        case sameScript

        /// The message ends with how many comparable languages translated it.
        var translatedElsewhere: Bool {
            switch self {
            case .phrase(let translated), .otherScript(let translated): translated
            case .sameScript: true
            }
        }
    }

    /// Why the copy is not deliberate, or `nil` when it may be.
    private func reason(_ words: TextWords, otherScript: Bool, _ counts: CopyConsensus.Counts) -> Reason? {
        if words.isSentence { return .phrase(translatedElsewhere: counts.translated > 0) }
        if otherScript {
            if (words.ordinary.count == 1 || words.isTitleCase) && counts.translated <= counts.copied { return nil }
            if counts.translated > 0 { return .otherScript(translatedElsewhere: true) }
            if counts.copied == 0 && !words.isTitleCase { return .otherScript(translatedElsewhere: false) }
            return nil
        }
        guard words.ordinary.count >= 2, counts.translated > 0,
            !words.isTitleCase || counts.translated > counts.copied
        else { return nil }
        return .sameScript
    }

    /// The value, cut after 60 characters (counted only when it has more than 60 bytes).
    private static func excerpt(_ value: String) -> String {
        value.utf8.count <= 60 || value.count <= 60 ? value : String(value.prefix(57)) + "…"
    }
}
