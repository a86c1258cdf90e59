/// The plural rules of one CLDR locale: its categories, what each covers, and an evaluator.
///
/// Get one from `PluralRules.rules(for:kind:)`. Values are immutable and safe to share between
/// threads; every derived fact is computed once, when the rules are first looked up.
/// A class: look-ups hand out the one cached instance instead of copying its tables.
public final class LocalePluralRules: Sendable {
    /// Cardinal or ordinal rules.
    public let kind: PluralRuleKind
    /// The CLDR locale id whose rules these are, spelled as CLDR does: `pt` when `pt-AO` was asked
    /// for, `pt-PT` for `pt_pt`, `und` for the root locale.
    public let matchedLocaleIdentifier: String
    /// The categories the locale uses, in canonical order (zero, one, two, few, many, other).
    public let categories: [PluralCategory]
    /// The categories some whole number written without fraction digits or exponent can reach:
    /// those with at least one `@integer` sample that has no compact exponent. Czech `many` and
    /// Russian `other` are missing: only numbers with visible fraction digits reach them.
    public let integerCategories: Set<PluralCategory>
    /// The integer categories that only very large whole numbers reach: no integer from 0 to 1000
    /// does. In CLDR these are the `many` of French, Spanish, Italian, Portuguese, Catalan and
    /// Breton, which only exact millions take (1 000 000, 2 000 000…, "1 000 000 de fichiers").
    public let largeNumberCategories: Set<PluralCategory>

    /// The rule and samples of each category, in canonical order (`other` last).
    private let entries: [Entry]
    /// `coversSingleInteger` answers, indexed by `PluralCategory.canonicalIndex`.
    private let singleIntegers: [Int?]
    /// The rules to try in order, every category but `other`, and their categories: kept apart from
    /// `entries` so that evaluation reads plain arrays.
    private let evaluationRules: [PluralRule]
    private let evaluationCategories: [PluralCategory]

    private struct Entry: Sendable {
        var category: PluralCategory
        var rule: PluralRule
        var samples: PluralSamples
    }

    /// Builds the rules from CLDR text: one `(category, rule text, samples)` per category.
    /// Throws `PluralRuleSyntaxError` when a rule does not parse.
    init(
        kind: PluralRuleKind, localeIdentifier: String,
        texts: [(category: PluralCategory, rule: String, samples: PluralSamples)]
    ) throws {
        self.kind = kind
        self.matchedLocaleIdentifier = localeIdentifier
        var entries: [Entry] = []
        for text in texts.sorted(by: { $0.category < $1.category }) {
            entries.append(Entry(category: text.category, rule: try PluralRule(text.rule), samples: text.samples))
        }
        if !entries.contains(where: { $0.category == .other }) {
            entries.append(Entry(category: .other, rule: try PluralRule(""), samples: PluralSamples(integers: "", decimals: "")))
        }
        self.entries = entries
        self.categories = entries.map(\.category)
        self.integerCategories = Set(
            entries.filter { entry in
                SampleList(entry.samples.integerText)?.items.contains { item in
                    switch item {
                    case .value(let value): return LocalePluralRules.isPlainInteger(value)
                    case .range(let low, let high):
                        return LocalePluralRules.isPlainInteger(low) && LocalePluralRules.isPlainInteger(high)
                    }
                } ?? false
            }.map(\.category))
        let evaluated = entries.filter { $0.category != .other }
        self.evaluationRules = evaluated.map(\.rule)
        self.evaluationCategories = evaluated.map(\.category)
        self.singleIntegers = LocalePluralRules.deriveSingleIntegers(
            entries, rules: evaluationRules, categories: evaluationCategories)
        // A handful of categories: a list, not a hashed set, and done once every category is reached
        // (English after 0 and 1, not 1,001 evaluations: this runs for every language a catalog has).
        var reachedBySmallIntegers: [PluralCategory] = []
        for integer in 0...1000 where reachedBySmallIntegers.count < categories.count {
            let category = LocalePluralRules.evaluate(evaluationRules, evaluationCategories, PluralOperands(integer))
            if !reachedBySmallIntegers.contains(category) { reachedBySmallIntegers.append(category) }
        }
        self.largeNumberCategories = integerCategories.subtracting(reachedBySmallIntegers)
    }

    /// The parsed rule of `category`, or `nil` when the locale does not use it. `other`'s rule is
    /// empty (it matches whatever no other rule matches).
    public func rule(for category: PluralCategory) -> PluralRule? {
        entries.first { $0.category == category }?.rule
    }

    /// CLDR's samples for `category`, or `nil` when the locale does not use it.
    public func samples(for category: PluralCategory) -> PluralSamples? {
        entries.first { $0.category == category }?.samples
    }

    /// The category of the number with these operands: the first category, in canonical order,
    /// whose rule matches; `other` when none does. Does not allocate.
    public func category(for operands: PluralOperands) -> PluralCategory {
        LocalePluralRules.evaluate(evaluationRules, evaluationCategories, operands)
    }

    private static func evaluate(
        _ rules: [PluralRule], _ categories: [PluralCategory], _ operands: PluralOperands
    ) -> PluralCategory {
        var index = 0
        while index < rules.count {
            if rules[index].matches(operands) { return categories[index] }
            index += 1
        }
        return .other
    }

    /// The category of a number given as decimal text, where visible fraction digits count
    /// (`"1"` is `one` in English, `"1.0"` is `other`) and compact exponents are accepted
    /// (`"1c6"`). `nil` when the text is not a number `PluralOperands` can parse. Does not
    /// allocate for native Swift strings.
    public func category(for decimalText: String) -> PluralCategory? {
        guard let operands = PluralOperands(decimalText) else { return nil }
        return category(for: operands)
    }

    /// The category of an integer (its absolute value, with no fraction digits or exponent).
    public func category(forInteger integer: Int) -> PluralCategory {
        category(for: PluralOperands(integer))
    }

    /// The single integer `category` covers, such as 1 for English `one`, 0 for Arabic `zero` and
    /// 2 for Arabic `two`; `nil` when it covers several integers (Russian `one`: 1, 21, 31, …;
    /// French `one`: 0 and 1), none (Russian `other`), or the locale does not use it.
    ///
    /// Derived when the rules are looked up, from the samples and checked against the rule:
    /// 1. the category's `@integer` samples must be exactly one plain integer `k`: no `~` range,
    ///    no compact exponent, no `…` (CLDR ends a list with `…` when more integers belong);
    /// 2. evaluating the rules for every integer in 0...1000 must give `category` for `k` and for
    ///    no other integer. If either check fails the answer is `nil`.
    public func coversSingleInteger(_ category: PluralCategory) -> Int? {
        singleIntegers[category.canonicalIndex]
    }

    private static func deriveSingleIntegers(
        _ entries: [Entry], rules: [PluralRule], categories: [PluralCategory]
    ) -> [Int?] {
        var result = [Int?](repeating: nil, count: PluralCategory.allCases.count)
        // The categories whose samples are one integer up to 1,000 that is in the category.
        var candidates: [(category: PluralCategory, integer: Int)] = []
        for entry in entries {
            // A list with a comma has more than one item: not parsed (most categories' lists).
            guard !entry.samples.integerText.utf8.contains(UInt8(ascii: ",")),
                let list = SampleList(entry.samples.integerText), !list.isOpenEnded, list.items.count == 1,
                case .value(let text) = list.items[0], isPlainInteger(text),
                let integer = Int(text), integer <= 1000,
                evaluate(rules, categories, PluralOperands(integer)) == entry.category
            else { continue }
            candidates.append((entry.category, integer))
        }
        guard !candidates.isEmpty else { return result }
        // Each is kept when no other integer up to 1,000 is in its category.
        var counts = [Int](repeating: 0, count: PluralCategory.allCases.count)
        for integer in 0...1000 {
            counts[evaluate(rules, categories, PluralOperands(integer)).canonicalIndex] += 1
        }
        for (category, integer) in candidates where counts[category.canonicalIndex] == 1 {
            result[category.canonicalIndex] = integer
        }
        return result
    }

    /// A sample written with digits only (no fraction, no exponent).
    private static func isPlainInteger(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
