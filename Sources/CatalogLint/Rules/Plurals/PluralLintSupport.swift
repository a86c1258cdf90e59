import CatalogModel
import FormatSpecifiers
import PluralRules

/// What the plural rules share: where a plural is, what its count is, what a category covers,
/// and the text of the examples.
enum PluralLint {
    /// "CLDR 48".
    static let cldr = "CLDR \(PluralRules.cldrVersion)"

    /// The plural case names Apple knows, in CLDR's order.
    static let caseNames = PluralCategory.allCases.map(\.rawValue)

    /// `… › variations › plural` of a node.
    static func pluralPath(_ node: NodeContext) -> JSONPath {
        node.path.appending(["variations", "plural"])
    }

    /// Where a plural is, for messages: "plural in 'ar'", "plural in 'de' (device.mac)",
    /// "substitution 'files' in 'ru'".
    static func place(_ node: NodeContext) -> String {
        if node.substitution != nil, case .substitution(let name)? = node.branch.last {
            let outer = node.branch.dropLast()
            let suffix = outer.isEmpty ? "" : " (\(outer.map(\.description).joined(separator: ", ")))"
            return "plural of substitution '\(name)' in '\(node.language)'\(suffix)"
        }
        let suffix = node.branch.isEmpty ? "" : " (\(node.branch.map(\.description).joined(separator: ", ")))"
        return "plural in '\(node.language)'\(suffix)"
    }

    /// Whether a plural case named `name` is never shown in `language`: the name is not a plural
    /// category, or the category is not one CLDR gives the language (`zero` always counts as
    /// shown: Apple uses it for exactly 0). `plural-unused-category` reports such cases.
    static func isNeverSelected(_ name: String, language: String, in catalog: CatalogContext) -> Bool {
        isNeverSelected(name, rules: catalog.pluralRules(for: language))
    }

    /// `isNeverSelected(_:language:in:)` with the language's plural rules already looked up.
    static func isNeverSelected(_ name: String, rules: LocalePluralRules?) -> Bool {
        guard let category = PluralCategory(rawValue: name) else { return true }
        guard category != .zero, let rules else { return false }
        return !rules.categories.contains(category)
    }

    /// Whether `branch` passes through a plural case that `language` never selects.
    static func isInUnselectedCase(_ branch: [BranchStep], language: String, in catalog: CatalogContext) -> Bool {
        branch.contains { step in
            guard case .variation(let kind, let name) = step, kind == .plural else { return false }
            return isNeverSelected(name, language: language, in: catalog)
        }
    }

    /// "CLDR 48" or, when the rules come from a parent locale, "CLDR 48, rules of 'pt'".
    static func source(_ rules: LocalePluralRules, language: String) -> String {
        rules.matchedLocaleIdentifier.lowercased() == language.lowercased()
            ? cldr : "\(cldr), rules of '\(rules.matchedLocaleIdentifier)'"
    }

    /// The categories of `rules`, for messages: "one, few, many, other".
    static func list(_ categories: [PluralCategory]) -> String {
        categories.map(\.rawValue).joined(separator: ", ")
    }

    // MARK: - Samples

    /// One item of a CLDR `@integer` sample list, as integers (compact exponents expanded).
    private enum IntegerItem: Equatable {
        case value(Int)
        case range(Int, Int)
    }

    /// The items of an `@integer` list as integers, a value listed twice (`1000000, 1c6`) once, and
    /// whether more integers belong; `nil` when the list does not read as integers.
    private static func integerItems(_ samples: PluralSamples) -> (items: [IntegerItem], more: Bool)? {
        guard let list = samples.integerList else { return nil }
        var items: [IntegerItem] = []
        for item in list.items {
            switch item {
            case .value(let text):
                guard let value = SampleList.integer(text) else { return nil }
                if !items.contains(.value(value)) { items.append(.value(value)) }
            case .range(let lowText, let highText):
                guard let low = SampleList.integer(lowText), let high = SampleList.integer(highText), low <= high else {
                    return nil
                }
                items.append(.range(low, high))
            }
        }
        return (items, list.isOpenEnded)
    }

    /// The integers a category covers, as CLDR's samples show them: "1, 21, 31…", "3–10,
    /// 103–110, 1003…"; `nil` when it has no integer samples.
    static func integerSummary(_ samples: PluralSamples, limit: Int = 3) -> String? {
        guard let (items, more) = integerItems(samples), !items.isEmpty else { return nil }
        let shown = items.prefix(limit).map { item -> String in
            switch item {
            case .value(let value): return String(value)
            case .range(let low, let high): return "\(low)–\(high)"
            }
        }
        return shown.joined(separator: ", ") + (more || items.count > limit ? "…" : "")
    }

    /// The first few decimals a category covers: "0.0–1.5, 10.0, 100.0…".
    static func decimalSummary(_ samples: PluralSamples, limit: Int = 3) -> String? {
        guard let list = samples.decimalList, !list.items.isEmpty else { return nil }
        let shown = list.items.prefix(limit).map { item -> String in
            switch item {
            case .value(let value): return value
            case .range(let low, let high): return "\(low)–\(high)"
            }
        }
        return shown.joined(separator: ", ") + (list.items.count > limit || list.isOpenEnded ? "…" : "")
    }

    /// The first integers of a category's samples, ranges expanded, up to `count` of them.
    static func sampleIntegers(_ samples: PluralSamples, count: Int = 8) -> [Int] {
        guard let (items, _) = integerItems(samples) else { return [] }
        var result: [Int] = []
        for item in items {
            switch item {
            case .value(let value): result.append(value)
            case .range(let low, let high):
                var value = low
                while value <= high && result.count < count {
                    result.append(value)
                    value += 1
                }
            }
            if result.count >= count { break }
        }
        return Array(result.prefix(count))
    }

    /// What a category covers, for messages: "few covers 3–10, 103–110, 1003…", "many covers only
    /// numbers with decimals (0.0–1.5, 10.0, 100.0…)".
    static func coverage(_ category: PluralCategory, in rules: LocalePluralRules) -> String {
        guard let samples = rules.samples(for: category) else { return "\(category.rawValue) is not used" }
        if category == .other && !rules.integerCategories.contains(.other) {
            let decimals = decimalSummary(samples).map { ", such as \($0)," } ?? ""
            return "other covers only numbers with decimals\(decimals) and is the fallback every plural needs"
        }
        if let integers = integerSummary(samples), rules.integerCategories.contains(category) {
            return "\(category.rawValue) covers \(integers)"
        }
        if let decimals = decimalSummary(samples) {
            return "\(category.rawValue) covers only numbers with decimals, such as \(decimals)"
        }
        return category == .other ? "other is the fallback every plural needs" : "\(category.rawValue) is used"
    }

    // MARK: - The count

    /// What the number that selects a plural's case is, as far as the format strings tell.
    enum CountKind: Equatable {
        /// An integer conversion: `%lld`, `%d`, `%u`…
        case integer(String)
        /// A floating-point conversion: `%f`, `%g`…
        case float(String)
        /// Not known: no numeric specifier anywhere, an object (`%@`), or no `formatSpecifier`.
        case unknown

        var isInteger: Bool {
            if case .integer = self { return true }
            return false
        }

        /// "an integer (%lld)".
        var description: String {
            switch self {
            case .integer(let text): return "an integer (\(text))"
            case .float(let text): return "a decimal number (\(text))"
            case .unknown: return "of unknown type"
            }
        }
    }

    /// The kind of the count of the plural at `node`: a substitution's `formatSpecifier`; for a
    /// plural variation, the numeric specifiers in its case values (any depth) and in the
    /// source's `other` case. A float anywhere wins over an integer.
    static func countKind(of node: NodeContext) -> CountKind {
        if let substitution = node.substitution {
            guard let text = substitution.formatSpecifier, let argument = FormatArgument(formatSpecifier: text) else {
                return .unknown
            }
            let spelled = text.hasPrefix("%") ? text : "%" + text
            switch argument.kind {
            case .integer: return .integer(spelled)
            case .float: return .float(spelled)
            default: return .unknown
            }
        }
        var integer: String?
        var float: String?
        func collect(_ value: String, substitutions: [String: Substitution]?) {
            guard FormatString.mayContainSpecifiers(value) else { return }
            let format = FormatAnalysis.format(of: value, substitutions: substitutions, substitution: nil)
            for specifier in format.specifiers where !specifier.isSubstitution && !specifier.isArgPlaceholder {
                switch specifier.kind {
                case .integer where integer == nil: integer = String(specifier.text(in: value))
                case .float where float == nil: float = String(specifier.text(in: value))
                default: break
                }
            }
        }
        for value in unitValues(under: node.node) { collect(value, substitutions: node.substitutionsInScope) }
        if !node.isSource,
            let source = node.entry.sourceUnit(matching: node.branch + [.variation(.plural, "other")])
        {
            collect(source.unit.value, substitutions: source.substitutions)
        }
        if let float { return .float(float) }
        if let integer { return .integer(integer) }
        return .unknown
    }

    /// Every string unit value under a localization's variations, at any depth.
    static func unitValues(under node: Localization) -> [String] {
        var values: [String] = []
        func walk(_ node: Localization) {
            if let unit = node.stringUnit { values.append(unit.value) }
            guard let variations = node.variations else { return }
            for kind in variations.kinds.keys.sorted() {
                for name in (variations.kinds[kind] ?? [:]).keys.sorted() {
                    if let child = variations.kinds[kind]?[name] { walk(child) }
                }
            }
        }
        walk(node)
        return values
    }

    /// The categories a plural has cases for, as bits: told from the case names, so that checking
    /// a language's categories hashes no name (the plural rules check every plural of every language).
    struct CategorySet {
        private var bits = 0

        init(_ cases: [String: Localization]) {
            for name in cases.keys {
                if let category = PluralCategory(rawValue: name) { bits |= 1 << category.canonicalIndex }
            }
        }

        func contains(_ category: PluralCategory) -> Bool { bits & (1 << category.canonicalIndex) != 0 }
    }

    /// How many different arguments in a format can show a count: `%arg`, and integer and float
    /// specifiers (by argument number; those without one count as one). Substitution tokens are
    /// not counted. (Asked for every plural case: the arguments seen are bits, no array per unit.)
    static func countArguments(in format: FormatString) -> Int {
        // Bit 0: `%arg`; bit 1: a specifier without a number; bit n + 2: argument n (0 to 125).
        var seen: (low: UInt64, high: UInt64) = (0, 0)
        var beyond: [Int] = []
        let specifiers = format.specifiers
        // By index: iterating copies each specifier (and its strings).
        for index in specifiers.indices where !specifiers[index].isSubstitution {
            let bit: Int
            if specifiers[index].isArgPlaceholder {
                bit = 0
            } else if specifiers[index].kind == .integer || specifiers[index].kind == .float {
                bit = specifiers[index].argumentNumber.map { $0 + 2 } ?? 1
            } else {
                continue
            }
            switch bit {
            case 0..<64: seen.low |= 1 << UInt64(bit)
            case 64..<128: seen.high |= 1 << UInt64(bit - 64)
            default: if !beyond.contains(bit) { beyond.append(bit) }
            }
        }
        return seen.low.nonzeroBitCount + seen.high.nonzeroBitCount + beyond.count
    }

    /// The node at `branch` under `language`'s localization of the entry, or `nil`.
    static func localization(at branch: [BranchStep], in entry: EntryContext, language: String) -> Localization? {
        entry.position(at: branch, language: language)?.node
    }

    /// Whether every form of a plural is only the number: no letters outside format specifiers
    /// (`"%arg"`, `"%lld"`, `"(%lld)"`). Such a plural has nothing to inflect, so a missing case
    /// would read exactly like `other`.
    static func formsAreNumberOnly(_ cases: [String: Localization]) -> Bool {
        var sawUnit = false
        for value in cases.values.flatMap(unitValues(under:)) {
            sawUnit = true
            let format = FormatString.parse(value, allowArgPlaceholder: true)
            var utf8 = Array(value.utf8)
            for specifier in format.specifiers.reversed() where specifier.range.upperBound <= utf8.count {
                utf8.removeSubrange(specifier.range)
            }
            if String(decoding: utf8, as: UTF8.self).contains(where: \.isLetter) { return false }
        }
        return sawUnit
    }

    /// Whether `text`, a plural form, shows its number without a word after it to agree with it
    /// ("Nalezeny znaky (celkem %lld).", "Не вдалося завантажити Cask %lld", "Files: %lld"): a word
    /// after the number is what takes the count's form ("%lld файлов").
    static func isCountNeutral(_ text: String) -> Bool {
        let format = FormatString.parse(text, allowArgPlaceholder: true)
        guard format.specifiers.contains(where: { !$0.isSubstitution }) else { return false }
        // Any specifier may print the count (`%@` of a formatted number), but not a substitution's token.
        // Spaces, line breaks and Markdown emphasis (`*%lld* Zeichen`) stand between a number and its word.
        let between: Set<Character> = [" ", "\u{A0}", "\u{202F}", "\n", "\r\n", "*", "_", "~"]
        for specifier in format.specifiers where !specifier.isSubstitution {
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: min(specifier.range.upperBound, text.utf8.count))
            if text[end...].first(where: { !between.contains($0) })?.isLetter == true { return false }
        }
        return true
    }

    /// Whether a localization has a plural variation anywhere: in its variations, their cases,
    /// or its substitutions.
    static func hasPlural(_ node: Localization) -> Bool {
        if let variations = node.variations {
            if variations.plural != nil { return true }
            for cases in variations.kinds.values where cases.values.contains(where: hasPlural) { return true }
        }
        if let substitutions = node.substitutions {
            for substitution in substitutions.values where substitution.variations?.plural != nil { return true }
        }
        return false
    }

    /// A value shortened for a message, quoted.
    static func quote(_ value: String, limit: Int = 40) -> String {
        var flat = ""
        flat.unicodeScalars.append(contentsOf: value.unicodeScalars.lazy.map { $0 == "\n" ? " " : $0 })
        return "\"" + (flat.count > limit ? flat.prefix(limit - 1) + "…" : flat) + "\""
    }

    // MARK: - Examples

    /// `{"stringUnit":{"state":"translated","value":"…"}}`; `↓` at the start of `value` moves
    /// before its opening quote.
    static func unit(_ value: String) -> String {
        let marked = value.hasPrefix("↓")
        return #"{"stringUnit":{"state":"translated","value":"# + (marked ? "↓" : "") + "\""
            + (marked ? String(value.dropFirst()) : value) + "\"}}"
    }

    /// `"plural":{"one":…,"other":…}` with the cases in the order given, `↓` before `"plural"` when
    /// `marked`; a `↓` at the start of a case name is put before its key.
    static func plural(marked: Bool = false, _ cases: KeyValuePairs<String, String>) -> String {
        let members = cases.map { name, value -> String in
            name.hasPrefix("↓") ? "↓\"\(name.dropFirst())\":\(unit(value))" : "\"\(name)\":\(unit(value))"
        }
        return (marked ? "↓" : "") + #""plural":{"# + members.joined(separator: ",") + "}"
    }

    /// `"KEY":{"localizations":{"LANG":{"variations":{PLURAL}}}}`, a `↓` in `language` before its key.
    static func entry(_ key: String, _ language: String, _ plural: String) -> String {
        let marked = language.hasPrefix("↓")
        let name = marked ? String(language.dropFirst()) : language
        return "\"\(key)\":{\"localizations\":{" + (marked ? "↓" : "") + "\"\(name)\":{\"variations\":{"
            + plural + "}}}}"
    }
}
