import CatalogModel
import PluralRules

/// A plural case its language never selects, or a case name that is not a plural category.
package struct PluralUnusedCategoryRule: LintRule {
    package static let visits: RuleVisits = [.node]

    private typealias P = PluralLint

    package static let description = RuleDescription(
        identifier: "plural-unused-category",
        name: "Plural category never used",
        category: .plurals,
        defaultSeverity: .warning,
        description: """
            A plural case its language never selects (`few` in English, `one` in Japanese), or a case name \
            that is not a plural category. A case for a category CLDR \(PluralRules.cldrVersion) never gives \
            the language is never shown: its text is dead, and often a sign that \
            the translator copied another language's forms and the number it was meant for shows another \
            case. `zero` is always allowed: Apple uses a `zero` case for exactly 0 in every language. A case \
            name that is not a plural category at all (`fwe`, `One`, `plural`) is reported too, in any \
            language, with a suggestion. For a language CLDR does not know, only the names are checked.
            """,
        limitations: """
            Misses a case that is selected but holds the wrong form. Wrong for a case kept on purpose for \
            another platform's rules.
            """,
        triggeringExamples: [
            RuleExample(P.entry("%lld files", "en", P.plural([
                "one": "%lld file", "↓few": "%lld files", "other": "%lld files",
            ]))),
            RuleExample(P.entry("%lld files", "ja", P.plural(["↓one": "1 個のファイル", "other": "%lld 個のファイル"]))),
            RuleExample(P.entry("%lld files", "de", P.plural([
                "one": "%lld Datei", "↓One": "Eine Datei", "other": "%lld Dateien",
            ]))),
            RuleExample(#""Found %#@files@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Found %#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"#
                + P.plural(["one": "%arg file", "↓two": "%arg files", "other": "%arg files"]) + "}}}}}}"),
        ],
        nonTriggeringExamples: [
            RuleExample(P.entry("%lld files", "en", P.plural([
                "zero": "No files", "one": "One file", "other": "%lld files",
            ]))),
            RuleExample(P.entry("%lld files", "ja", P.plural(["zero": "ファイルなし", "other": "%lld 個のファイル"]))),
            RuleExample(P.entry("%lld files", "cs", P.plural([
                "one": "%lld soubor", "few": "%lld soubory", "many": "%lld souboru", "other": "%lld souborů",
            ]))),
            RuleExample(P.entry("%lld files", "tlh", P.plural(["few": "%lld De'wI'", "other": "%lld De'wI'mey"]))),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let cases = node.node.variations?.plural else { return }
        let rules = node.pluralRules
        for name in cases.keys.sorted() {
            // The path is made only for a finding: most cases are fine.
            var path: JSONPath { P.pluralPath(node).appending(.key(name)) }
            guard PluralCategory(rawValue: name) != nil else {
                var message = "\(P.place(node)) has case \(JSONPathComponent.quoted(name)), which is not a plural "
                    + "category (zero, one, two, few, many, other), so it is never shown"
                if let suggestion = Self.suggestion(for: name) { message += "; did you mean '\(suggestion)'?" }
                sink.report(message, at: .key(path), key: node.key, language: node.language)
                continue
            }
            guard P.isNeverSelected(name, rules: rules), let rules else { continue }
            sink.report(
                "\(P.place(node)) has case '\(name)', which '\(node.language)' never selects "
                    + "(\(P.source(rules, language: node.language)): \(P.list(rules.categories)) only), "
                    + "so it is never shown",
                at: .key(path), key: node.key, language: node.language)
        }
    }

    /// The category a misspelled case name probably meant.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        let aliases = [
            "0": "zero", "none": "zero", "1": "one", "single": "one", "singular": "one", "2": "two",
            "dual": "two", "several": "few", "plural": "other", "others": "other", "default": "other",
        ]
        if let alias = aliases[lowered] { return alias }
        if P.caseNames.contains(lowered) { return lowered }
        let candidates = P.caseNames.filter { distance(lowered, $0) <= (lowered.count <= 3 ? 1 : 2) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Edit distance with adjacent transpositions (optimal string alignment).
    private static func distance(_ a: String, _ b: String) -> Int {
        // Only small distances matter (suggestions): skip long names without building a table.
        let lengths = (a.unicodeScalars.count, b.unicodeScalars.count)
        if abs(lengths.0 - lengths.1) > 2 || max(lengths.0, lengths.1) > 32 { return 3 }
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
