import CatalogModel
import PluralRules

/// A plural variation that lacks a category only exact millions select.
package struct PluralMissingLargeNumberCategoryRule: LintRule {
    package static let visits: RuleVisits = [.node]

    private typealias P = PluralLint

    package static let description = RuleDescription(
        identifier: "plural-missing-large-number-category",
        name: "Exact-million plural category missing",
        category: .plurals,
        defaultSeverity: .note,
        description: """
            A plural variation lacks a category that only very large exact numbers select: the `many` of \
            French, Spanish, Italian, Portuguese and Catalan (CLDR \(PluralRules.cldrVersion)) takes exact \
            millions only ("1 000 000 de fichiers", "2 millions de fichiers"), and no number from 0 to 1000. \
            Without the case, those numbers show the `other` form ("1 000 000 fichiers"), a small grammar \
            slip for a count that rarely occurs; many careful catalogs leave it out, so it is a note, not an \
            error. Every other missing category is `plural-missing-category`'s.
            """,
        limitations: """
            Misses nothing it looks for. It is a note: the missing form shows only for exact millions.
            """,
        triggeringExamples: [
            RuleExample(P.entry("%lld files", "fr", P.plural(marked: true, [
                "one": "%lld fichier", "other": "%lld fichiers",
            ]))),
            RuleExample(#""Found %#@files@":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"%#@files@ encontrados"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(marked: true, ["one": "%arg archivo", "other": "%arg archivos"]) + "}}}}}}"),
        ],
        nonTriggeringExamples: [
            RuleExample(P.entry("%lld files", "fr", P.plural([
                "one": "%lld fichier", "many": "%lld de fichiers", "other": "%lld fichiers",
            ]))),
            RuleExample(P.entry("%lld files", "de", P.plural(["one": "%lld Datei", "other": "%lld Dateien"]))),
            RuleExample(P.entry("%lld files", "it", P.plural(["one": "%lld", "other": "%lld"]))),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let cases = node.node.variations?.plural,
            let rules = node.pluralRules, !rules.largeNumberCategories.isEmpty
        else { return }
        let missing = rules.categories.filter { rules.largeNumberCategories.contains($0) && cases[$0.rawValue] == nil }
        guard !missing.isEmpty, !P.formsAreNumberOnly(cases) else { return }
        sink.report(
            "\(P.place(node)) lacks \(P.list(missing)), which only exact millions select "
                + "(\(P.source(rules, language: node.language)): "
                + missing.map { P.coverage($0, in: rules) }.joined(separator: "; ")
                + "); those numbers show the 'other' form",
            at: .key(P.pluralPath(node)), key: node.key, language: node.language)
    }
}
