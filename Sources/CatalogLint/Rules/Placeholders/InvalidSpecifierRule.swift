import CatalogModel
import FormatSpecifiers

/// A malformed format specifier, or one argument used with two types, in any value (the source's
/// too).
package struct InvalidSpecifierRule: LintRule {
    package static let visits: RuleVisits = [.entry, .node, .unit]

    package static let description = RuleDescription(
        identifier: "invalid-specifier",
        name: "Invalid format specifier",
        category: .placeholders,
        defaultSeverity: .error,
        description: """
            A value has a `%` that Foundation cannot format (`%y`, a `%` before a non-Latin letter, `%$1d`, \
            `%0$@`, `%l@`, a broken `%#@name`, IEEE printf's grouping `%'d`, which CoreFoundation prints as \
            `'d`), or uses one argument with two types (`%1$@ … %1$d`); or a substitution's `formatSpecifier` is not one specifier, or its `argNum` \
            is no argument number (CoreFoundation takes 1 to 127; 0 or -1 crash tools that read it). A percent sign \
            followed by a space and a letter (`50% off` is `% o`, octal with the space flag) is reported \
            too: Foundation reads an argument for it; write `%%`. Checked in the source as well, and in a key that is its own source text (no source-language value). Only \
            where the key is a format string: when no source text of the key has an argument, a `%%` or \
            a grouping flag before a number's conversion (a `Text("50% off")` is shown as written, never formatted), a `%` is text and nothing is \
            reported. Positional and sequential specifiers mixed (`%@, are you there? %1$@?`) are not \
            reported: CoreFoundation numbers the sequential ones in order, ignoring positions, and the \
            placeholder rules compare the arguments that gives.
            """,
        limitations: """
            Misses specifiers Foundation accepts but formats oddly (`%5$@` without arguments 1 to 4). Wrong \
            for a literal `%` in a value that is never formatted.
            """,
        triggeringExamples: [
            RuleExample(#""Downloading: %lld%% done":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"Скачивание: %lld↓% завершено"}}}}"#),
            RuleExample(#""greeting":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$@ and ↓%1$lld"}}}}"#),
            RuleExample(#""Save 50%% on %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Spare 50↓% auf %@"}}}}"#),
            RuleExample(#""Version %1$@ (%2$lld)":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"Версия %1$@ (↓%$2lld)"}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":↓"ll","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":↓0,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":↓-1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":↓128,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#"↓"50% of %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"50 %% von %@"}}}}"#),
            RuleExample(#""Total: %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesamt: ↓%'lld"}}}}"#),
            // The grouping flag alone shows a format string: the key is formatted, and prints "'lld".
            RuleExample(#"↓"Steps: %'lld":{}"#),
            // A `%'` before anything but a number's conversion is a stray percent sign.
            RuleExample(#""Rated %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Zu 100↓%' bewertet: %@"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""50% off":{}"#),
            RuleExample(#""Rated 100%' by critics":{}"#),
            // Positions and sequential numbers mixed: CoreFoundation numbers the sequential ones
            // in order, ignoring positions (argument 1 twice here), so it is well defined.
            RuleExample(#""repeat":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%@, are you there? %1$@?"}}}}"#),
            RuleExample(#""50% off":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"50 % Rabatt"}},"fr":{"stringUnit":{"state":"translated","value":"-50 %"}},"ja":{"stringUnit":{"state":"translated","value":"50%オフ"}}}}"#),
            RuleExample(#""%lld%% done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld %% fertig"}}}}"#),
            RuleExample(#""unxip":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"bis zu 70% auf einigen Systemen"}},"en":{"stringUnit":{"state":"translated","value":"up to 70% for some systems"}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$#@files@ in %2$@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard !unit.format.isEmpty else { return }
        let value = unit.unit.value
        let formatString = PlaceholderAnalysis.isFormatString(unit)
        let (format, literals) = PlaceholderAnalysis.refine(
            unit.format, of: value, substitutions: unit.node.substitutionsInScope,
            substitution: unit.node.enclosingSubstitution?.substitution, formatString: formatString)
        let found = problems(in: value, format: format, literals: formatString ? literals : [],
                             scope: unit.node.substitutionsInScope ?? [:], place: unit.placeDescription)
        for item in found.sorted(by: { $0.offset < $1.offset }) {
            sink.report(item.message, at: .inString(unit.valuePath, utf8Offset: item.offset), key: unit.key,
                        language: unit.language)
        }
    }

    /// A key without a source-language value is the source text: Foundation formats the key itself
    /// (`"50% of %@"` reads `% o` as an octal specifier and an argument for it).
    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard entry.sourceLocalization == nil, entry.key.utf8.contains(UInt8(ascii: "%")),
              PlaceholderAnalysis.isFormatString(entry) else { return }
        let (format, literals) = PlaceholderAnalysis.format(
            of: entry.key, substitutions: nil, substitution: nil, formatString: true)
        for item in problems(in: entry.key, format: format, literals: literals, scope: [:],
                             place: "the key (used as source text)").sorted(by: { $0.offset < $1.offset }) {
            sink.report(item.message, at: .key(entry.path), key: entry.key, language: entry.catalog.sourceLanguage)
        }
    }

    /// The problems of `value`'s specifiers and of its `%` read as specifiers (`literals`), by offset.
    private func problems(
        in value: String, format: FormatString, literals: [FormatSpecifier], scope: [String: Substitution],
        place describe: @autoclosure () -> String
    ) -> [(offset: Int, message: String)] {
        var found: [(offset: Int, message: String)] = []
        // Most values have nothing to report: their place is described only for a message.
        guard !literals.isEmpty || !format.issues.isEmpty else { return found }
        let place = describe()
        for literal in literals {
            found.append((literal.range.lowerBound,
                          "'\(literal.text(in: value))' in \(place) is read as a format specifier (a space flag and '\(literal.conversion)') that takes an argument; write '%%' for a percent sign"))
        }
        // Names the scanner rejects but the localization defines (`%#@total.strings@`) are
        // read by Foundation up to the next `@`: accept them.
        let definedOddTokens = Set(PlaceholderAnalysis.tokens(in: value).filter { scope[$0.name] != nil }.map(\.offset))
        for issue in format.issues {
            let text = FormatString.substring(of: value, utf8Range: issue.range)
            if case .invalidSpecifier(_, .invalidSubstitution) = issue, definedOddTokens.contains(issue.range.lowerBound) {
                continue
            }
            let message: String
            switch issue {
            case .invalidSpecifier(_, let reason):
                var hint = ""
                if reason == .incomplete || reason == .unknownConversion && looksLikeText(text) {
                    hint = "; write '%%' for a percent sign"
                }
                message = "invalid format specifier '\(text)' in \(place): \(issue)\(hint)"
            case .conflictingArgument(let number, _, _):
                message = "'\(text)' in \(place) uses argument \(number) with another type than an earlier specifier"
            }
            found.append((issue.range.lowerBound, message))
        }
        return found
    }

    /// Whether the character after the `%` is a space, a quote (`'100%'`) or a letter of another
    /// script, as after a percent sign meant as text.
    private func looksLikeText(_ text: Substring) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        return last.properties.isWhitespace || last == "'" || !last.isASCII
    }

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let substitution = node.substitution, case .substitution(let name)? = node.branch.last else { return }
        if let number = substitution.argNum, !FormatString.argumentNumbers.contains(number) {
            let numbers = FormatString.argumentNumbers
            sink.report(
                "argNum \(number) of substitution '\(name)' in '\(node.language)' is not an argument number (\(numbers.lowerBound) to \(numbers.upperBound))",
                at: .value(node.path.appending("argNum")), key: node.key, language: node.language)
        }
        guard let specifier = substitution.formatSpecifier, FormatArgument(formatSpecifier: specifier) == nil else { return }
        sink.report(
            "formatSpecifier \(JSONPathComponent.quoted(specifier)) of substitution '\(name)' in '\(node.language)' is not one format specifier (such as lld or @)",
            at: .value(node.path.appending("formatSpecifier")), key: node.key, language: node.language)
    }
}
