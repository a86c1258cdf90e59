import CatalogModel

/// An identifier key that has no value in the source language, so the app shows the raw key.
package struct MissingSourceValueRule: LintRule {
    package static let visits: RuleVisits = [.entry]

    package static let description = RuleDescription(
        identifier: "missing-source-value",
        name: "Identifier key without a source value",
        category: .consistency,
        defaultSeverity: .warning,
        description: """
            A key that is an identifier rather than text (`settings.title`, `FilterArchitecturesDescription`) \
            has no value in the source language, so the source language's users see the raw key and \
            translators have nothing to translate from. Without a source value, Xcode and Apple's runtime \
            use the key itself as the text: right for a key that is the English sentence ("Open the file"), \
            wrong for an identifier. A key reads as an identifier when it has no white space and a `.` or \
            `_` between letters or digits, or two humps of camel case (`FilterArchitecturesDescription`; \
            one hump, as in `iPhone` or `GitHub`, is a name), and is not an address (`://`, a Markdown \
            link) nor kept as it is by a translation (`zaotang.xyz` translated as `zaotang.xyz` is its own \
            text). Keys that need no translation (`shouldTranslate: false`, stale) are not checked; \
            `extractionState` does not matter.
            """,
        limitations: """
            Misses identifier keys with one camel-case hump (`MakeActive`) or with spaces, and keys whose \
            source value is the raw key itself. Wrong for a key with a `.` or `_` that is the text shown \
            (`Info.plist`, `file_name`).
            """,
        triggeringExamples: [
            RuleExample(#"↓"settings.title":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}}"#),
            RuleExample(#"↓"settings.title":{"extractionState":"manual"}"#),
            RuleExample(#"↓"FilterArchitecturesDescription":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Nach Architektur filtern"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""settings.title":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}}}}"#),
            RuleExample(#""Settings":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}}"#),
            RuleExample(#""Open the file":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"Datei öffnen"}}}}"#),
            RuleExample(#""GitHub":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"GitHub"}}}}"#),
            RuleExample(#""Loading...":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Laden …"}}}}"#),
            RuleExample(#""example.com":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"example.com"}}}}"#),
            RuleExample(#""[example.com](https://example.com/)":{}"#),
        ])

    package init() {}

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard entry.sourceLocalization == nil, entry.needsTranslation, Self.isIdentifier(entry.key),
            !entry.key.containsUTF8("://"), !entry.key.containsUTF8("]("),
            !(entry.entry.localizations ?? [:]).values.contains(where: { $0.stringUnit?.value == entry.key })
        else { return }
        sink.report(
            "key \(JSONPathComponent.quoted(entry.key)) is an identifier without a value in the source language "
                + "'\(entry.catalog.sourceLanguage)': users of '\(entry.catalog.sourceLanguage)' see the raw key",
            at: .key(entry.path), key: entry.key, language: entry.catalog.sourceLanguage)
    }

    /// Whether `key` reads as an identifier rather than text: no white space, and a `.` or `_` between
    /// letters or digits, or at least two humps of camel case (a small letter, then a capital).
    static func isIdentifier(_ key: String) -> Bool {
        let characters = Array(key)
        guard !characters.isEmpty, !characters.contains(where: \.isWhitespace),
            characters.contains(where: \.isLetter)
        else { return false }
        var humps = 0
        for index in characters.indices.dropFirst() {
            let (previous, character) = (characters[index - 1], characters[index])
            if previous.isLowercase && character.isUppercase { humps += 1 }
            if character == "." || character == "_", index + 1 < characters.count,
                previous.isLetter || previous.isNumber,
                characters[index + 1].isLetter || characters[index + 1].isNumber
            {
                return true
            }
        }
        return humps >= 2
    }
}
