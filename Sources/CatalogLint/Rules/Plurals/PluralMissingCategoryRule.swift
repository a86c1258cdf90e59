import CatalogModel
import LanguageTags
import PluralRules

/// A plural variation without a case its language selects.
package struct PluralMissingCategoryRule: LintRule {
    package static let visits: RuleVisits = [.node]

    private typealias P = PluralLint

    package static let description = RuleDescription(
        identifier: "plural-missing-category",
        name: "Plural category missing",
        category: .plurals,
        defaultSeverity: .warning,
        description: """
            A plural variation lacks a case for a category its language uses, so those numbers fall back to \
            `other`. Every plural variation (in any language, at any depth: in a device case or a substitution) \
            must have a case for every category CLDR \(PluralRules.cldrVersion) gives its language: `one` and \
            `other` in German, `one`, `few`, `many`, `other` in Russian, all six in Arabic. A number whose category has \
            no case falls back to `other`, which is usually the wrong grammatical form (Arabic 3 files is \
            not Arabic 100 files). `other` is required in every language, including those CLDR does not \
            know (`unknown-plural-language` reports those; nothing else is guessed for them). \
            Categories that only numbers with visible decimals select (Czech and Slovak `many`, \
            Lithuanian `many`) are required here when the count is a decimal number (`%f`) or its type \
            is unknown; when the count is an integer (`%lld`), Apple's runtime never selects them and \
            `plural-missing-decimal-category` reports them as a note instead. Categories that only exact \
            millions select (the `many` of French, Spanish, Italian, Portuguese and Catalan: "1 000 000 de \
            fichiers") are left to `plural-missing-large-number-category`, a note. Regional languages use \
            their parent's rules as ICU does (`pt-AO` those of `pt`; `pt-PT` has its own). A category the \
            source's plural leaves out although the source language has it (an English plural without \
            `one`) is not required of translations: the count never takes it; nor is `one` of a source plural \
            that has a `zero` case (shaped by hand: "%lld replaced" is right for 1). In Turkish, Azerbaijani, \
            Kazakh, Kyrgyz, Uzbek, Hungarian and Georgian a noun after a number stays singular, so a \
            missing `one` reads as `other` would and is not reported. A plural whose \
            forms are only the number (`"%arg"`) has nothing to inflect and is not reported, nor is a missing \
            `few` or `many` when `other` has no word after its number ("Nalezeny znaky (celkem %lld)."). \
            In Russian, Ukrainian, Belarusian and Polish only decimals select `other`, so for an integer \
            count a plural with every category but one (`many`) shows `other` in its place, and \
            translators write that form there: not reported unless `other` repeats another case's text. \
            A warning: on the corpus one finding in five is a text that happens to read right for the \
            missing numbers (Polish "od %lld uczestników", German "Zeichen"); make it an error in the \
            configuration to fail the build on it.
            """,
        limitations: """
            Misses the count's type when no specifier tells it (then decimal-only categories are required), \
            and a missing `many` in Ukrainian, Belarusian or Polish whose `other` holds the decimal form \
            (`"%lld pliku"`), which differs from every other form there as the `many` form would. \
            Wrong for a count that can never take the missing category's numbers (a count always above 1), \
            and for a form whose words happen to be right for the missing numbers (Polish "odpowiedzi" is \
            the form of 2, 5 and 1.5 alike).
            """,
        triggeringExamples: [
            RuleExample(P.entry("%lld files", "ar", P.plural(marked: true, [
                "zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "other": "%lld ملف",
            ]))),
            RuleExample(P.entry("%lld files", "fr", P.plural(marked: true, [
                "many": "%lld de fichiers", "other": "%lld fichiers",
            ]))),
            RuleExample(P.entry("%.1f km", "cs", P.plural(marked: true, [
                "one": "%.1f kilometr", "few": "%.1f kilometry", "other": "%.1f kilometrů",
            ]))),
            RuleExample(#""%lld files":{"localizations":{"de":{"variations":{"device":{"mac":{"variations":{"#
                + P.plural(marked: true, ["other": "%lld Dateien"]) + #"}},"other":"# + P.unit("%lld Dateien") + "}}}}}"),
            RuleExample(#""Found %#@files@":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"Найдено %#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(marked: true, ["one": "%arg файл", "other": "%arg файла"]) + "}}}}}}"),
            RuleExample(P.entry("%lld files", "tlh", P.plural(marked: true, ["one": "%lld De'wI'"]))),
            // `other` repeats `few`'s text (the decimal form), so it is no `many` form: 5 files reads "5 файла".
            RuleExample(P.entry("%lld files", "ru", P.plural(marked: true, [
                "one": "%lld файл", "few": "%lld файла", "other": "%lld файла",
            ]))),
            // Only a missing `many` is what `other` stands for: 1 would read "1 файлах".
            RuleExample(P.entry("%lld files", "ru", P.plural(marked: true, [
                "few": "%lld файла", "many": "%lld файлов", "other": "%lld файлах",
            ]))),
            // A word after the number on the next line still agrees with it.
            RuleExample(P.entry("%lld files", "uk", P.plural(marked: true, ["one": "%lld файл", "other": "%lld\\nфайлів"]))),
        ],
        nonTriggeringExamples: [
            RuleExample(P.entry("%lld files", "ja", P.plural(["other": "%lld 個のファイル"]))),
            RuleExample(P.entry("%lld files", "fr", P.plural(["one": "%lld fichier", "other": "%lld fichiers"]))),
            RuleExample(P.entry("%lld matches found", "tr", P.plural(["other": "%lld eşleşme bulundu"]))),
            RuleExample(P.entry("%lld files", "en", P.plural([
                "zero": "No files", "one": "One file", "other": "%lld files",
            ]))),
            RuleExample(P.entry("%lld replaced", "en", P.plural(["zero": "Not replaced", "other": "%lld replaced"]))),
            RuleExample(P.entry("%lld files", "ar", P.plural([
                "zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا",
                "other": "%lld ملف",
            ]))),
            RuleExample(P.entry("%lld files", "cs", P.plural([
                "one": "%lld soubor", "few": "%lld soubory", "other": "%lld souborů",
            ]))),
            RuleExample(P.entry("%lld files", "pt-PT", P.plural([
                "one": "%lld ficheiro", "many": "%lld de ficheiros", "other": "%lld ficheiros",
            ]))),
            RuleExample(P.entry("%lld files", "tlh", P.plural(["one": "%lld De'wI'", "other": "%lld De'wI'mey"]))),
            // Integers never select Russian `other`: it holds the `many` form.
            RuleExample(P.entry("%lld files", "ru", P.plural([
                "one": "%lld файл", "few": "%lld файла", "other": "%lld файлов",
            ]))),
            // `other` reads the same for every count: no word after the number.
            RuleExample(P.entry("Found %lld characters", "cs", P.plural([
                "one": "Nalezen znak.", "other": "Nalezeny znaky (celkem %lld).",
            ]))),
            RuleExample(#""%@ has %#@n@":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"У %@ %#@n@"},"substitutions":{"n":{"argNum":2,"formatSpecifier":"lld","variations":{"#
                + P.plural(["other": "%arg"]) + "}}}}}}"),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let cases = node.node.variations?.plural else { return }
        guard let rules = node.pluralRules else {
            guard cases["other"] == nil else { return }
            sink.report(
                "\(P.place(node)) has no 'other' case, the form every language needs (\(P.cldr) has no rules "
                    + "for '\(node.language)', so no other category is checked)",
                at: .key(P.pluralPath(node)), key: node.key, language: node.language)
            return
        }
        // Categories only exact millions select: left to `plural-missing-large-number-category`.
        let present = P.CategorySet(cases)
        var missing = rules.categories.filter { !present.contains($0) && !rules.largeNumberCategories.contains($0) }
        // Most plurals lack nothing: what is excused is looked up only when something is missing.
        guard !missing.isEmpty else { return }
        var excused = Self.categoriesTheSourceLeavesOut(node).union(Self.uninflectedCategories(node.language))
        // A source plural written with a `zero` case but no `one` was shaped by hand: its `other`
        // is meant for 1 too ("%lld replaced", "Not replaced").
        if node.isSource, cases["zero"] != nil { excused.insert(.one) }
        missing.removeAll { excused.contains($0) }
        guard !missing.isEmpty, !P.formsAreNumberOnly(cases) else { return }
        // Categories only decimals select: left to `plural-missing-decimal-category` for an integer count.
        let decimalOnly = missing.filter { $0 != .other && !rules.integerCategories.contains($0) }
        let count = decimalOnly.isEmpty ? nil : P.countKind(of: node)
        if let count, count.isInteger {
            missing.removeAll { decimalOnly.contains($0) }
            guard !missing.isEmpty else { return }
        }
        if Self.otherStandsIn(for: missing, cases: cases, rules: rules, node: node) { return }
        // A number with no word after it has nothing to agree with it: `other` serves `few` and `many`
        // (not `one` or `two`, whose singular or dual words differ without a number too).
        if missing.allSatisfy({ $0 == .few || $0 == .many }), let other = cases["other"]?.stringUnit?.value,
           P.isCountNeutral(other)
        {
            return
        }
        var message = "\(P.place(node)) lacks \(P.list(missing)) (\(P.source(rules, language: node.language)): "
            + missing.map { P.coverage($0, in: rules) }.joined(separator: "; ") + ")"
        switch count {
        case .float?:
            message += "; the count is \(count?.description ?? ""), so \(P.list(decimalOnly)) can be selected"
        case .unknown?:
            message += "; the count's type is not known (no %lld or %f), so \(P.list(decimalOnly)) may be selected"
        case .integer?, nil:
            break
        }
        sink.report(message, at: .key(P.pluralPath(node)), key: node.key, language: node.language)
    }

    /// The categories the source's plural at the same place leaves out although its language has
    /// them (an English plural without `one`): the developer knows the count never takes them, so a
    /// translation need not have them either.
    static func categoriesTheSourceLeavesOut(_ node: NodeContext) -> Set<PluralCategory> {
        let source = node.catalog.sourceLanguage
        guard !node.isSource, let rules = node.catalog.pluralRules(for: source),
            let cases = node.entry.position(at: node.branch, language: source)?.node.variations?.plural
        else { return [] }
        return Set(rules.categories.filter { $0 != .other && cases[$0.rawValue] == nil })
    }

    /// Whether `other` is the form of the one category missing, for an integer count: in Russian,
    /// Ukrainian, Belarusian and Polish only decimals select `other`, so a plural with `one`, `few`
    /// and `other` (no `many`) shows `other` for 5, 11 and 100, and translators write the `many`
    /// form there ("%lld файлов"). When `other` repeats a form the plural has (`few`'s "файла",
    /// the decimal form), it is not a `many` form, and `many` is missing.
    static func otherStandsIn(
        for missing: [PluralCategory], cases: [String: Localization], rules: LocalePluralRules, node: NodeContext
    ) -> Bool {
        guard missing == [.many], rules.integerCategories.contains(.many),
              !rules.integerCategories.contains(.other), let other = cases["other"]?.stringUnit?.value,
              P.countKind(of: node).isInteger
        else { return false }
        return !cases.contains { name, form in name != "other" && form.stringUnit?.value == other }
    }

    /// `one` in languages where a noun after a number stays singular, so that `one` and `other` read
    /// alike ("1 dosya", "5 dosya"): Turkish, Azerbaijani, Kazakh, Kyrgyz, Uzbek, Hungarian, Georgian.
    static func uninflectedCategories(_ language: String) -> Set<PluralCategory> {
        guard let tag = try? LanguageTag(language) else { return [] }
        return ["tr", "az", "kk", "ky", "uz", "hu", "ka"].contains(tag.language) ? [.one] : []
    }
}
