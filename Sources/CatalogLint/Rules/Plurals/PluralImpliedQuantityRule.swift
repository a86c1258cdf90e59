import CatalogModel
import FormatSpecifiers
import PluralRules

/// A plural form that leaves out the number although its category covers several numbers.
package struct PluralImpliedQuantityRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    private typealias P = PluralLint

    package static let description = RuleDescription(
        identifier: "plural-implied-quantity",
        name: "Plural form implies a quantity",
        category: .plurals,
        defaultSeverity: .warning,
        description: """
            Leaving the number out of a plural form ("One file") is right only when the form's category \
            covers a single number. English `one` is just 1, but Russian `one` is also 21, 31, 101…, French \
            `one` is 0 and 1, and Japanese `other` is every number: "Один файл" would be shown for 21 files. \
            A form is reported when its category (CLDR \(PluralRules.cldrVersion)) covers more than one \
            integer and its value has fewer numbers than the plural's `other` form in the source (or in the \
            same language): no `%lld`/`%f`, or, in a substitution's case, no `%arg`. Units still `new` \
            (untranslated, often a copy of the source) are left alone. A substitution whose \
            forms are words only, with the number outside (`%lld %#@files@`), is fine. `zero` is fine when \
            it means exactly 0, as Apple's runtime makes it in every language; a `zero` case also takes 0 \
            away from French `one`, which then covers only 1. (Latvian `zero` is a CLDR category that also \
            covers 10–20, 30…, so it is checked.)
            """,
        limitations: """
            Misses numbers spelled out in words ("twenty-one files"). Wrong for a count that never takes the \
            category's other numbers (always 0 or 1).
            """,
        triggeringExamples: [
            RuleExample(P.entry("%lld files", "ru", P.plural([
                "one": "↓Один файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла",
            ]))),
            RuleExample(P.entry("%lld files", "fr", P.plural([
                "one": "↓Un fichier", "many": "%lld de fichiers", "other": "%lld fichiers",
            ]))),
            RuleExample(#""Found %#@files@":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"Найдено %#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(["one": "↓один файл", "few": "%arg файла", "many": "%arg файлов", "other": "%arg файла"])
                + "}}}}}}"),
            RuleExample(P.entry("%lld files", "ja", P.plural(["other": "↓ファイル"]))),
            RuleExample(P.entry("%lld files", "lv", P.plural([
                "zero": "↓Nav failu", "one": "%lld fails", "other": "%lld faili",
            ]))),
            // A device variation inside a plural case compares with the same device under `other`
            // (the source shows no number here: only Russian's `other` form says one is shown).
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"One file"}},"other":{"stringUnit":{"state":"translated","value":"Some files"}}}}},"ru":{"variations":{"plural":{"one":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":↓"Один файл"}},"other":{"stringUnit":{"state":"translated","value":"%lld файл"}}}}},"few":{"stringUnit":{"state":"translated","value":"%lld файла"}},"many":{"stringUnit":{"state":"translated","value":"%lld файлов"}},"other":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"%lld файла"}},"other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(P.entry("%lld files", "en", P.plural(["one": "One file", "other": "%lld files"]))),
            RuleExample(#""files":{"extractionState":"manual","localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"One file"}},"other":{"stringUnit":{"state":"translated","value":"Some files"}}}}},"ru":{"variations":{"plural":{"one":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"%lld файл"}},"other":{"stringUnit":{"state":"translated","value":"%lld файл"}}}}},"few":{"stringUnit":{"state":"translated","value":"%lld файла"}},"many":{"stringUnit":{"state":"translated","value":"%lld файлов"}},"other":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"%lld файла"}},"other":{"stringUnit":{"state":"translated","value":"%lld файла"}}}}}}}}}}"#),
            RuleExample(P.entry("%lld files", "fr", P.plural([
                "zero": "Aucun fichier", "one": "Un fichier", "many": "%lld de fichiers", "other": "%lld fichiers",
            ]))),
            RuleExample(#""%lld %#@files@":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"%lld %#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(["one": "файл", "few": "файла", "many": "файлов", "other": "файла"]) + "}}}}}}"),
            RuleExample(P.entry("%lld files", "ar", P.plural([
                "zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا",
                "other": "%lld ملف",
            ]))),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        // A `new` unit is not translated yet (often a copy of the source); unfinished-translation says so.
        guard unit.unit.state != .new else { return }
        let branch = unit.branch
        guard let index = branch.lastIndex(where: { step in
            if case .variation(let kind, _) = step { return kind == .plural }
            return false
        }), case .variation(_, let name) = branch[index], let category = PluralCategory(rawValue: name),
            let rules = unit.node.pluralRules, rules.categories.contains(category),
            rules.integerCategories.contains(category), rules.coversSingleInteger(category) == nil
        else { return }

        // How many numbers the plural's `other` form shows: in the source, and in this language.
        let own = P.countArguments(in: unit.format)
        var otherBranch = branch
        otherBranch[index] = .variation(.plural, "other")
        let inSubstitution = branch[..<index].contains { if case .substitution = $0 { return true } else { return false } }
        var expected = 0
        if !unit.isSource, let source = unit.entry.sourceUnit(matching: otherBranch),
            !inSubstitution || source.substitution != nil
        {
            expected = P.countArguments(in: source.format)
        }
        if category != .other, let count = otherFormCount(unit, pluralIndex: index) {
            expected = max(expected, count)
        }
        // (A category the rules have always has samples.)
        guard own < expected, let samples = rules.samples(for: category) else { return }
        let prefix = Array(branch[..<index])

        // A `zero` case takes 0 (Apple's runtime gives it exactly 0 in every language).
        let hasZero = P.localization(at: prefix, in: unit.entry, language: unit.language)?
            .variations?.plural?["zero"] != nil
        let zeroTaken = hasZero && category != .zero && rules.category(forInteger: 0) == category
        if zeroTaken && (1...1000).filter({ rules.category(forInteger: $0) == category }).count <= 1 { return }

        var integers = P.sampleIntegers(samples)
        if zeroTaken { integers.removeAll { $0 == 0 } }
        let example = integers.first { $0 >= 2 } ?? integers.first
        let covers = P.integerSummary(samples).map { " covers \($0)" } ?? " covers several numbers"
        var message = "\(unit.placeDescription) "
            + (own == 0 ? "omits the count" : "shows \(own) of the \(expected) numbers")
            + ", but \(name)\(covers) (\(P.source(rules, language: unit.language)))"
        if zeroTaken { message += " (0 goes to the zero case)" }
        if let example { message += ": for \(example) it shows \(P.quote(unit.unit.value))" }
        sink.report(message, at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }
}

extension PluralImpliedQuantityRule {
    /// How many numbers the `other` form beside `unit` shows (`nil`: there is none). Read from the
    /// node that holds the plural (the unit's parent, or a further ancestor for a device variation
    /// inside a plural case), and kept there when the unit is a plural case itself (nearly always):
    /// its `one`, `few` and `many` forms all compare with it.
    private func otherFormCount(_ unit: UnitContext, pluralIndex: Int) -> Int? {
        func count(of other: Localization?) -> Int? {
            guard let other = other?.stringUnit else { return nil }
            let format = FormatAnalysis.format(
                of: other.value, substitutions: unit.node.substitutionsInScope,
                substitution: unit.node.enclosingSubstitution?.substitution)
            return PluralLint.countArguments(in: format)
        }
        let branch = unit.branch
        guard pluralIndex < branch.count - 1 else {
            guard let holder = unit.node.parent else { return nil }
            return holder.possibleValue(for: OtherFormCount.Key.self) {
                count(of: holder.node.variations?.plural?["other"]).map(OtherFormCount.init)
            }?.count
        }
        // Deeper than the plural case (`plural.one › device.mac`): the holder is one parent per step
        // from the plural's, and the same steps are followed under its `other`.
        var holder = unit.node.parent
        for _ in (pluralIndex + 1)..<branch.count { holder = holder?.parent }
        guard let holder, let other = holder.node.variations?.plural?["other"] else { return nil }
        var position = BranchPosition(node: other, inheriting: holder.substitutionsInScope)
        for step in branch[(pluralIndex + 1)...] where !position.follow(step) { return nil }
        return count(of: position.node)
    }
}

/// How many numbers the `other` form of a plural shows, kept by the node that holds the plural.
private final class OtherFormCount {
    enum Key: ComputedValueKey { typealias Value = OtherFormCount }
    let count: Int

    init(_ count: Int) { self.count = count }
}
