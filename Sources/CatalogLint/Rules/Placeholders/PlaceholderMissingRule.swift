import CatalogModel
import FormatSpecifiers

/// A translation that does not use an argument of its source.
package struct PlaceholderMissingRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "placeholder-missing",
        name: "Placeholder missing in translation",
        category: .placeholders,
        defaultSeverity: .warning,
        description: """
            A translation does not use an argument that its source uses, so the value (a name, a \
            number) silently disappears from the text. Cases are matched as in `placeholder-mismatch`. \
            Not reported: the count in a plural case. Where the case stands for one number only (`zero`, \
            or a category like English `one` that covers only 1) a form without the number is fine; \
            where it covers several numbers (Russian `one`: 1, 21, 31…) `plural-implied-quantity` \
            reports it. In a plural case of a substitution the count is the substitution's own \
            argument (`%arg`); at the top level it is any integer argument. A substitution's case that \
            prints a number without a position (`%lld`) in place of `%arg` is reported too: it takes the \
            next argument of the text, not the one the substitution counts.
            """,
        limitations: """
            Misses an argument the source shows twice and the translation once. Wrong for a translation that \
            leaves a value out on purpose (a greeting without the name).
            """,
        triggeringExamples: [
            RuleExample(#""%@ sent %lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"%@ hat Dateien gesendet"}}}}"#),
            RuleExample(#""Purge %@?":{"localizations":{"es":{"stringUnit":{"state":"translated","value":↓"¿Purgar%% @?"}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":↓"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"eine Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@ in %@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":↓"Dateien anzeigen"}},"other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}},"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Show %lld files"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}"#),
            RuleExample(#""posts":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@posts@ from %#@people@"},"substitutions":{"people":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg person"}},"other":{"stringUnit":{"state":"translated","value":"%arg people"}}}}},"posts":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg post"}},"other":{"stringUnit":{"state":"translated","value":"%arg posts"}}}}}}},"eu":{"stringUnit":{"state":"translated","value":"%#@people@ %#@posts@"},"substitutions":{"people":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"partaide batek"}},"other":{"stringUnit":{"state":"translated","value":↓"%lld partaidek"}}}}},"posts":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"bidalketa %arg"}},"other":{"stringUnit":{"state":"translated","value":"%arg bidalketa"}}}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""files":{"extractionState":"manual","localizations":{"ar":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"%lld ملفات"}},"many":{"stringUnit":{"state":"translated","value":"%lld ملفًا"}},"one":{"stringUnit":{"state":"translated","value":"ملف واحد"}},"other":{"stringUnit":{"state":"translated","value":"%lld ملف"}},"two":{"stringUnit":{"state":"translated","value":"ملفان"}},"zero":{"stringUnit":{"state":"translated","value":"لا ملفات"}}}}},"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}"#),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"eine Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}},"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}}}"#),
            RuleExample(#""%1$@ sent %2$lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%2$lld Dateien von %1$@"}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard let comparison = PlaceholderComparison.of(unit) else { return }
        var lookAlike: String?
        for problem in comparison.problems {
            guard case .missing(let number, let source, let argument) = problem else { continue }
            if isPluralCount(number, argument, unit: unit, comparison: comparison) {
                if let standIn = countStandIn(number, argument, unit: unit, comparison: comparison) {
                    sink.report(
                        "\(unit.placeDescription) prints '\(standIn)' where \(comparison.sourceName) prints %arg: without a position it takes the next argument in order, not argument \(number) that the substitution counts; write %arg",
                        at: .value(unit.valuePath), key: unit.key, language: unit.language)
                }
                continue
            }
            if lookAlike == nil { lookAlike = hint(unit.unit.value) }  // once per value, not per finding
            sink.report(
                "\(unit.placeDescription) does not use argument \(number) (\(source)) of \(comparison.sourceName): the value is dropped from the text\(lookAlike ?? "")",
                at: .value(unit.valuePath), key: unit.key, language: unit.language)
        }
    }

    /// In a substitution's case without the count (`%arg`), a specifier without a position of the
    /// count's kind that prints another argument (`%lld partaidek` for a substitution of argument
    /// 2): written for the count, it prints whatever argument comes next (Basque in IceCubes).
    private func countStandIn(
        _ number: Int, _ argument: FormatArgument, unit: UnitContext, comparison: PlaceholderComparison
    ) -> String? {
        guard unit.node.enclosingSubstitution != nil, comparison.enclosingSubstitution?.argNum == number,
              argument.kind == .integer || argument.kind == .float else { return nil }
        let specifiers = comparison.format.specifiers
        guard let index = specifiers.indices.first(where: {
            !specifiers[$0].isPositional && !specifiers[$0].isArgPlaceholder && !specifiers[$0].isSubstitution
                && specifiers[$0].kind == argument.kind && specifiers[$0].argumentNumber != number
        }) else { return nil }
        return String(specifiers[index].text(in: comparison.value))
    }

    /// A look-alike of `%` (Arabic, full-width or small percent sign) is a likely cause.
    private func hint(_ value: String) -> String {
        for lookAlike: Unicode.Scalar in ["٪", "％", "﹪"] where value.unicodeScalars.contains(lookAlike) {
            return " ('\(lookAlike)' is not '%')"
        }
        return ""
    }

    /// Whether argument `number` is the count of the plural case the unit is in: the argument of
    /// the substitution whose case it is, or else any integer argument. (`zero` and single-number
    /// categories may omit it; for the others `plural-implied-quantity` reports it.)
    private func isPluralCount(
        _ number: Int, _ argument: FormatArgument, unit: UnitContext, comparison: PlaceholderComparison
    ) -> Bool {
        guard unit.node.pluralCategory != nil else { return false }
        if unit.node.enclosingSubstitution != nil, let count = comparison.enclosingSubstitution?.argNum {
            return number == count
        }
        return argument.kind == .integer
    }
}
