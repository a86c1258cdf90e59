/// One row of the generated CLDR tables (`CLDRPluralData.generated.swift`): a locale's rule for
/// one category, with CLDR's sample lists, all as CLDR writes them.
struct CLDRRuleText: Sendable, Equatable {
    /// The CLDR locale id, e.g. `pt-PT`.
    var locale: String
    var category: PluralCategory
    /// The rule condition without samples; empty for `other`.
    var rule: String
    /// The `@integer` sample list without the keyword; empty when there is none.
    var integers: String
    /// The `@decimal` sample list without the keyword; empty when there is none.
    var decimals: String

    /// Reads a generated table: one row per line, five fields separated by `|`
    /// (`locale | category | rule | integers | decimals`), spaces around fields ignored.
    /// Returns `nil` when a line does not have five fields or names an unknown category.
    static func parseTable(_ table: String) -> [CLDRRuleText]? {
        var rows: [CLDRRuleText] = []
        for line in table.split(separator: "\n") where !line.allSatisfy({ $0 == " " }) {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            guard fields.count == 5, !fields[0].isEmpty, let category = PluralCategory(rawValue: fields[1]) else {
                return nil
            }
            rows.append(
                CLDRRuleText(locale: fields[0], category: category, rule: fields[2], integers: fields[3], decimals: fields[4]))
        }
        return rows
    }
}
