// xcstrings-plurals: a language's CLDR plural categories with example numbers, or the category of
// each number given. For people writing translations; `--json` for machines.
import CommandLineKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PluralRules

let json = Flag(["--json"], help: "Print a JSON object instead of text.")
let ordinal = Flag(["--ordinal"], help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones.")

let spec = CommandSpec(
    name: "xcstrings-plurals",
    abstract: "Show a language's CLDR plural categories with example numbers, or the category of each number.",
    usage: "[options] LOCALE [NUMBER...]",
    options: [json, ordinal],
    discussion: """
        LOCALE is a locale id as CLDR writes it (pt-PT) or with underscores (pt_PT), in any case. It is
        trimmed from the right until CLDR has rules for it: pt-AO uses pt, zh-Hant-HK uses zh.
        NUMBER is decimal text. Visible fraction digits count (in English 1 is "one", 1.0 is "other")
        and compact exponents are accepted (1c6 is a million written as 1M). Put -- before negative
        numbers.

        EXAMPLES:
          xcstrings-plurals ar                   every category with CLDR's example numbers
          xcstrings-plurals ru 1 2 5 21 1.5      one line per number: NUMBER: CATEGORY
          xcstrings-plurals --ordinal en 1 2 3   ordinal categories (1st, 2nd, 3rd)

        Rules: Unicode CLDR \(PluralRules.cldrVersion) (plurals.json and ordinals.json from cldr-json).
        Exit status: 0 on success, 2 for a usage error, an unparsable number or an unknown language.
        """)

let arguments = spec.parseOrExit()
let kind: PluralRuleKind = arguments[ordinal] ? .ordinal : .cardinal
let usesJSON = arguments[json]

guard let localeIdentifier = arguments.positionals.first else {
    spec.exitWithUsageError("missing LOCALE (for example: xcstrings-plurals ru)")
}
let numbers = Array(arguments.positionals.dropFirst())

/// Prints `xcstrings-plurals: error: message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    Terminal.standardError.write("\(spec.name): error: \(message)\n")
    exit(ExitCode.usage)
}

guard let rules = PluralRules.rules(for: localeIdentifier, kind: kind) else {
    if kind == .ordinal, PluralRules.rules(for: localeIdentifier, kind: .cardinal) != nil {
        fail("no CLDR ordinal rules for '\(localeIdentifier)' (it has cardinal rules: drop --ordinal)")
    }
    fail("unknown language '\(localeIdentifier)': no CLDR plural rules for it")
}

/// The identifier in a comparable form: `pt_pt` and `pt-PT` are the same locale.
func comparable(_ identifier: String) -> String {
    String(identifier.map { $0 == "_" ? "-" : $0 }).lowercased()
}

/// The "pt-AO: using CLDR rules for pt" note, when the matched locale is not the one asked for.
let matchNote: String? =
    comparable(localeIdentifier) == comparable(rules.matchedLocaleIdentifier)
    ? nil : "\(localeIdentifier): using CLDR rules for \(rules.matchedLocaleIdentifier)"

// MARK: - JSON

struct CategoryReport: Encodable {
    var category: String
    var rule: String
    var integers: String
    var decimals: String
    var integerReachable: Bool
    var coversSingleInteger: Int?

    enum CodingKeys: String, CodingKey {
        case category, rule, integers, decimals, integerReachable, coversSingleInteger
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(category, forKey: .category)
        try container.encode(rule, forKey: .rule)
        try container.encode(integers, forKey: .integers)
        try container.encode(decimals, forKey: .decimals)
        try container.encode(integerReachable, forKey: .integerReachable)
        try container.encode(coversSingleInteger, forKey: .coversSingleInteger)  // null when nil
    }
}

struct NumberReport: Encodable {
    var number: String
    var category: String
}

struct Report: Encodable {
    var locale: String
    var matched: String
    var cldrVersion: String
    var kind: String
    var categories: [CategoryReport]?
    var results: [NumberReport]?
}

func printJSON(_ report: Report) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        let data = try encoder.encode(report)
        Terminal.standardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
    } catch {
        fail("could not encode JSON: \(error)")
    }
}

// MARK: - Numbers: one category per number

if !numbers.isEmpty {
    var results: [(number: String, category: PluralCategory)] = []
    for number in numbers {
        guard let category = rules.category(for: number) else {
            if PluralOperands.problem(parsing: number) == .outOfRange {
                spec.exitWithUsageError(
                    "number out of range: '\(number)' (at most \(UInt64.max) before the decimal point, "
                        + "\(PluralOperands.maximumFractionDigits) digits after it, and an exponent up to \(PluralOperands.maximumExponent))")
            }
            spec.exitWithUsageError("not a number: '\(number)' (expected decimal text such as 5, 1.50 or 1c6)")
        }
        results.append((number, category))
    }
    if usesJSON {
        printJSON(
            Report(
                locale: localeIdentifier, matched: rules.matchedLocaleIdentifier, cldrVersion: PluralRules.cldrVersion,
                kind: kind.rawValue, categories: nil,
                results: results.map { NumberReport(number: $0.number, category: $0.category.rawValue) }))
    } else {
        if let matchNote { Terminal.standardError.write(matchNote + "\n") }
        Terminal.standardOutput.write(results.map { "\($0.number): \($0.category.rawValue)\n" }.joined())
    }
    exit(ExitCode.success)
}

// MARK: - Categories with their example numbers

if usesJSON {
    let categories = rules.categories.map { category -> CategoryReport in
        let samples = rules.samples(for: category)
        return CategoryReport(
            category: category.rawValue, rule: rules.rule(for: category)?.text ?? "",
            integers: samples?.integerText ?? "", decimals: samples?.decimalText ?? "",
            integerReachable: rules.integerCategories.contains(category),
            coversSingleInteger: rules.coversSingleInteger(category))
    }
    printJSON(
        Report(
            locale: localeIdentifier, matched: rules.matchedLocaleIdentifier, cldrVersion: PluralRules.cldrVersion,
            kind: kind.rawValue, categories: categories, results: nil))
    exit(ExitCode.success)
}

var text = ""
if let matchNote { text += matchNote + "\n" }
text += "\(rules.matchedLocaleIdentifier) (\(kind.rawValue), CLDR \(PluralRules.cldrVersion)): "
text += rules.categories.map(\.rawValue).joined(separator: ", ") + "\n"
let width = (rules.categories.map(\.rawValue.count).max() ?? 5) + 2
let indent = String(repeating: " ", count: width)
for category in rules.categories {
    let name = category.rawValue + String(repeating: " ", count: max(0, width - category.rawValue.count))
    let ruleText = rules.rule(for: category)?.text ?? ""
    text += "\n\(name)\(ruleText.isEmpty ? "(every number no other rule matches)" : ruleText)\n"
    let samples = rules.samples(for: category)
    if let integers = samples?.integerText, !integers.isEmpty {
        text += "\(indent)integers: \(integers)\n"
    } else {
        text += "\(indent)integers: none (only numbers with visible decimals)\n"
    }
    if let decimals = samples?.decimalText, !decimals.isEmpty {
        text += "\(indent)decimals: \(decimals)\n"
    }
}
Terminal.standardOutput.write(text)
exit(ExitCode.success)
