import CatalogLint
import CatalogModel

/// A key that is translated but has no value in the source language, although its key is not the
/// source text. Runs in the linter's single traversal, added to the registry's rules by the generator.
///
/// Which keys count: a key with a value in at least one other language, none in the source
/// language, and an `extractionState` saying that the key is not the text shown: `migrated` (keys
/// of old `.strings` files are usually identifiers) or `extracted_with_value` (the text was a
/// separate default value). A key without `extractionState` is extracted from code, where the key
/// *is* the source text, as Xcode treats it; `manual` keys are reported by `missing-source-value`,
/// and `stale` ones by `stale-key`.
package struct OrphanRule: LintRule {
    package static let visits: RuleVisits = [.entry]

    package static let description = RuleDescription(
        identifier: "gen-orphan",
        name: "Translation without a source value",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key has values in other languages but none in the source language, and its key is not the source \
            text (`extractionState` `migrated` or `extracted_with_value`): the translations are orphans, with \
            nothing to translate from, and the app shows the raw key in the source language. Keys without \
            `extractionState` are the text itself; manual keys are `missing-source-value`.
            """,
        limitations: """
            Misses orphans whose key has no `extractionState` (read as the text itself). Wrong for a key \
            that is the source text although Xcode marked it `migrated`.
            """,
        triggeringExamples: [
            RuleExample(#"↓"login.title":{"extractionState":"migrated","localizations":{"de":{"stringUnit":{"state":"translated","value":"Anmelden"}}}}"#),
            RuleExample(#"↓"greeting":{"extractionState":"extracted_with_value","localizations":{"fr":{"stringUnit":{"state":"translated","value":"Salut"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Log in":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Anmelden"}}}}"#),
            RuleExample(#""login.title":{"extractionState":"migrated","localizations":{"en":{"stringUnit":{"state":"translated","value":"Log in"}},"de":{"stringUnit":{"state":"translated","value":"Anmelden"}}}}"#),
            RuleExample(#""login.title":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"Anmelden"}}}}"#),
        ])

    /// Extraction states whose key is not the source text.
    static let keyIsNotText: Set<ExtractionState> = [.migrated, .extractedWithValue]

    package init() {}

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard let state = entry.entry.extractionState, Self.keyIsNotText.contains(state),
            let localizations = entry.entry.localizations, entry.sourceLocalization == nil
        else { return }
        let source = entry.catalog.sourceLanguage
        let translated = localizations.keys.filter { $0 != source }.sorted()
        guard let first = translated.first else { return }
        let languages = translated.map { "'\($0)'" }.joined(separator: ", ")
        sink.report(
            "\(JSONPathComponent.quoted(entry.key)) is translated (\(languages)) but has no value in the source language '\(source)', and its key is not the text (extractionState '\(state.rawValue)')",
            at: .key(entry.path), key: entry.key, language: first)
    }
}
