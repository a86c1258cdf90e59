import CatalogModel
import PluralRules

/// A plural variation with an integer count that lacks a category only decimals select.
package struct PluralMissingDecimalCategoryRule: LintRule {
    package static let visits: RuleVisits = [.node]

    private typealias P = PluralLint

    package static let description = RuleDescription(
        identifier: "plural-missing-decimal-category",
        name: "Decimal-only plural category missing",
        category: .plurals,
        defaultSeverity: .note,
        description: """
            A plural variation with an integer count lacks a category that only numbers with decimals \
            select, such as Czech `many`. Some CLDR \(PluralRules.cldrVersion) categories are selected only \
            by numbers written with decimals: Czech and Slovak `many` (1.5 souboru), Lithuanian `many`. When \
            the plural's count is an integer (`%lld`, `%d`, a substitution with `formatSpecifier` `lld`), \
            Apple's runtime never selects them, so a missing case changes nothing today; but CLDR lists the \
            category (and so do translation tools built on it), and the form is needed as soon as the count \
            becomes a decimal. This is a note (no user sees a difference today); with a decimal or unknown \
            count the same gap is a \
            `plural-missing-category` error. (`other` is never optional, even where only decimals select it, \
            as in Russian: it is the fallback.)
            """,
        limitations: """
            Misses nothing it looks for. It is a note: with an integer count no user sees a difference, \
            until the count becomes a decimal.
            """,
        triggeringExamples: [
            RuleExample(P.entry("%lld files", "cs", P.plural(marked: true, [
                "one": "%lld soubor", "few": "%lld soubory", "other": "%lld souborů",
            ]))),
            RuleExample(P.entry("%d days", "lt", P.plural(marked: true, [
                "one": "%d diena", "few": "%d dienos", "other": "%d dienų",
            ]))),
            RuleExample(#""Found %#@files@":{"localizations":{"sk":{"stringUnit":{"state":"translated","value":"Nájdené %#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(marked: true, ["one": "%arg súbor", "few": "%arg súbory", "other": "%arg súborov"])
                + "}}}}}}"),
        ],
        nonTriggeringExamples: [
            RuleExample(P.entry("%lld files", "cs", P.plural([
                "one": "%lld soubor", "few": "%lld soubory", "many": "%lld souboru", "other": "%lld souborů",
            ]))),
            RuleExample(P.entry("%.1f km", "cs", P.plural([
                "one": "%.1f kilometr", "few": "%.1f kilometry", "other": "%.1f kilometrů",
            ]))),
            RuleExample(P.entry("%lld files", "ru", P.plural([
                "one": "%lld файл", "few": "%lld файла", "many": "%lld файлов",
            ]))),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let cases = node.node.variations?.plural,
            let rules = node.pluralRules
        else { return }
        let present = P.CategorySet(cases)
        let missing = rules.categories.filter {
            $0 != .other && !present.contains($0) && !rules.integerCategories.contains($0)
        }
        guard !missing.isEmpty, !P.formsAreNumberOnly(cases) else { return }
        let count = P.countKind(of: node)
        guard count.isInteger else { return }
        let examples = missing.compactMap { rules.samples(for: $0).flatMap { P.decimalSummary($0) } }
            .joined(separator: "; ")
        sink.report(
            "\(P.place(node)) lacks \(P.list(missing)), which only numbers with decimals select "
                + "(\(P.source(rules, language: node.language)): \(examples)); the count is \(count.description), "
                + "which never selects \(missing.count == 1 ? "it" : "them"), but a decimal count would",
            at: .key(P.pluralPath(node)), key: node.key, language: node.language)
    }
}
