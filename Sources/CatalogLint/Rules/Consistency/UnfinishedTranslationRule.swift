import CatalogModel

/// A translation still marked `new` or `needs_review`.
package struct UnfinishedTranslationRule: LintRule {
    package static let visits: RuleVisits = [.node, .unit]

    package static let description = RuleDescription(
        identifier: "unfinished-translation",
        name: "Unfinished translation",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A translation is still `new` (never translated) or `needs_review` (the source changed, or a \
            translator flagged it). Xcode ships the text as it is. Completeness counts such keys as \
            untranslated, and thresholds decide whether that fails. Keys that need no translation \
            (`shouldTranslate: false`, stale, or blank like `""`) are not reported, and neither are plural \
            cases the language never selects (`plural-unused-category` reports those).
            """,
        limitations: """
            Misses units marked `translated` that are still the source text (`untranslated-copy` finds \
            those). Wrong for a `needs_review` that Xcode set although only a comment changed.
            """,
        triggeringExamples: [
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":↓"needs_review","value":"Hallo"}}}}"#),
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":↓"new","value":""}}}}"#),
            RuleExample(#""Run":{"localizations":{"de":{"stringSet":{"state":↓"new","values":["Start"]}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}"#),
            RuleExample(#""Hello":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Hello"}}}}"#),
            RuleExample(#""Acme":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Acme"}}},"shouldTranslate":false}"#),
            RuleExample(#""Old":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"new","value":""}}}}"#),
            RuleExample(#""":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}}}}"#),
            RuleExample(#""%lld files":{"localizations":{"ko":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%lld files"}},"other":{"stringUnit":{"state":"translated","value":"파일 %lld개"}}}}}}}"#),
        ])

    /// The states reported: the option `states`, by default `new` and `needs_review` (a list of at
    /// most two, compared without hashing: the rule runs on every unit).
    private let states: [TranslationState]

    package init() { self.init(options: RuleOptions()) }

    package init(options: RuleOptions) { states = Array(options.unfinishedStates) }

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard !unit.isSource, let state = unit.unit.state, states.contains(state), unit.entry.needsTranslation,
            !PluralLint.isInUnselectedCase(unit.branch, language: unit.language, in: unit.node.catalog)
        else { return }
        // Made as bytes: a catalog may have thousands of these findings.
        var message = TextBuilder(capacity: 64)
        message.append("translation in ")
        unit.appendPlaceDescription(to: &message)
        message.append(" is still '")
        message.append(state.rawValue)
        message.appendByte(UInt8(ascii: "'"))
        sink.report(message, at: .value(unit.statePath), key: unit.key, language: unit.language)
    }

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard !node.isSource, let state = node.node.stringSet?.state, states.contains(state),
            node.entry.needsTranslation
        else { return }
        sink.report("string set in '\(node.language)' is still '\(state.rawValue)'",
                    at: .value(node.path.appending(["stringSet", "state"])), key: node.key, language: node.language)
    }
}
