import CatalogModel

/// A key no longer in code that still carries translations.
package struct StaleKeyRule: LintRule {
    package static let visits: RuleVisits = [.entry]

    package static let description = RuleDescription(
        identifier: "stale-key",
        name: "Stale key with translations",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key that Xcode no longer finds in code (`extractionState: stale`) still has translations. \
            They still ship and still cost translators' time. Remove the key, or restore its use. Stale keys are not counted \
            as missing translations.
            """,
        limitations: """
            Misses keys no longer used but still extracted (Xcode marks only what it scans). Wrong for a key \
            used only by code Xcode does not scan (another target, generated code), which Xcode marks stale \
            too.
            """,
        triggeringExamples: [
            RuleExample(#"↓"Old":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Old":{"extractionState":"stale"}"#),
            RuleExample(#""Old":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Old"}}}}"#),
        ])

    package init() {}

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard entry.isStale, let localizations = entry.entry.localizations else { return }
        let translated = localizations.keys.filter { $0 != entry.catalog.sourceLanguage }.sorted()
        guard !translated.isEmpty else { return }
        sink.report(
            "\(JSONPathComponent.quoted(entry.key)) is stale (no longer in code) but still has translations in \(translated.joined(separator: ", "))",
            at: .key(entry.path), key: entry.key)
    }
}
