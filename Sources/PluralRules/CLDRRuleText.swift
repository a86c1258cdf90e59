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
    /// The table is read as UTF-8 bytes (every separator is ASCII): a look-up parses its
    /// locale's lines for each language a catalog has, and reading them as characters cost
    /// hundreds of thousands of instructions per language.
    static func parseTable(_ table: String) -> [CLDRRuleText]? {
        let space = UInt8(ascii: " ")
        var rows: [CLDRRuleText] = []
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == space }) {
            let fields = line.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map { field in
                var field = field[...]
                while field.first == space { field = field.dropFirst() }
                while field.last == space { field = field.dropLast() }
                return String(Substring(field))
            }
            guard fields.count == 5, !fields[0].isEmpty, let category = PluralCategory(rawValue: fields[1]) else {
                return nil
            }
            rows.append(
                CLDRRuleText(locale: fields[0], category: category, rule: fields[2], integers: fields[3], decimals: fields[4]))
        }
        return rows
    }
}
