import FormatSpecifiers
import Foundation
import LanguageResolution

/// Everything a lookup reads, fixed: the tables, the language search list chosen for the user's
/// languages, the device and the region. Immutable and safe to use from any thread; `Localizer`
/// makes a new one each time its language changes. Make one directly for a single request in a
/// server (an e-mail in the recipient's language) or a tool.
///
/// A lookup tries, in order: each language of the search list (`languages`: the localization
/// Apple's resolution picks for the preferred languages, its parents, then the development
/// language), then the table's source language, then the key itself, formatted with the
/// arguments. A language is skipped when the key has no value in it that ships, or no plural or
/// device case for the count or device (not even `other`).
public final class LocalizationContext: Sendable {
    /// The tables, by name.
    public let tables: [String: CatalogTable]
    /// The user's languages, most preferred first, as given (an in-app choice first).
    public let preferredLanguages: [String]
    /// The app's development language (`CFBundleDevelopmentRegion`).
    public let developmentLanguage: String
    /// The language search list: `LanguageResolver.languageSearchList` for `preferredLanguages`
    /// and every table's languages. Never empty.
    public let languages: [String]
    /// The device whose variations are shown.
    public let device: Device
    /// The region numbers are formatted for, added to a language without one (`nil`: none).
    public let region: String?

    /// One table's order of attempts: its languages in search-list order, then its source, each
    /// with its compiled values. A class, so that a lookup takes it with one retain.
    private final class Plan: Sendable {
        let table: CatalogTable
        let attempts: [Attempt]
        let source: LanguageFormatting
        /// The source language's values, by row.
        let sourceColumn: [CatalogValue?]

        init(table: CatalogTable, attempts: [Attempt], source: LanguageFormatting, sourceColumn: [CatalogValue?]) {
            self.table = table
            self.attempts = attempts
            self.source = source
            self.sourceColumn = sourceColumn
        }
    }

    /// A language of a table's plan: its values by row, and how it writes numbers.
    private struct Attempt: Sendable {
        let column: [CatalogValue?]
        let formatting: LanguageFormatting
    }

    private let plans: [String: Plan]
    private let defaultPlan: Plan?
    private let first: LanguageFormatting

    /// The table a lookup without a table name reads, as in Apple's APIs.
    public static let defaultTableName = "Localizable"

    /// - Parameters:
    ///   - tables: the catalogs; a later table with the same name replaces an earlier one.
    ///   - preferredLanguages: the user's languages, most preferred first.
    ///   - developmentLanguage: the app's development language; by default the source language of
    ///     `Localizable`, else of the first table by name, else `en`.
    ///   - device: whose device variations to show.
    ///   - region: the region numbers are formatted for (`Locale.current`'s by default).
    public convenience init(
        tables: [CatalogTable], preferredLanguages: [String], developmentLanguage: String? = nil,
        device: Device = .current, region: String? = Locale.current.region?.identifier
    ) {
        var byName: [String: CatalogTable] = [:]
        for table in tables { byName[table.name] = table }
        let development = developmentLanguage ?? byName[Self.defaultTableName]?.sourceLanguage
            ?? byName.keys.sorted().first.flatMap { byName[$0]?.sourceLanguage } ?? "en"
        let localizations = Set(byName.values.flatMap(\.languages)).sorted()
        let searchList = LanguageResolver.languageSearchList(
            localizations: localizations, preferredLanguages: preferredLanguages,
            developmentRegion: development, explaining: false
        ).localizations
        self.init(
            tables: byName, searchList: searchList, preferredLanguages: preferredLanguages,
            developmentLanguage: development, device: device, region: region)
    }

    /// A context that shows `language` exactly as the catalogs name it (then each table's source
    /// language), without Apple's resolution: for tools that show every language of a catalog,
    /// where `en-u-nu-arab` and `en`, or `tlh` and `i-klingon`, are different localizations.
    package convenience init(tables: [CatalogTable], exactLanguage language: String, device: Device, region: String?) {
        var byName: [String: CatalogTable] = [:]
        for table in tables { byName[table.name] = table }
        let development = byName[Self.defaultTableName]?.sourceLanguage
            ?? byName.keys.sorted().first.flatMap { byName[$0]?.sourceLanguage } ?? "en"
        self.init(
            tables: byName, searchList: [language], preferredLanguages: [language], developmentLanguage: development,
            device: device, region: region)
    }

    private init(
        tables byName: [String: CatalogTable], searchList: [String], preferredLanguages: [String],
        developmentLanguage development: String, device: Device, region: String?
    ) {
        var formattings: [String: LanguageFormatting] = [:]
        func formatting(_ language: String) -> LanguageFormatting {
            if let known = formattings[language] { return known }
            let made = LanguageFormatting(language: language, region: region)
            formattings[language] = made
            return made
        }
        // A table compiles a language's values the first time a context shows it.
        var plans: [String: Plan] = [:]
        for (name, table) in byName {
            var indexes: [Int] = []
            for language in searchList + [table.sourceLanguage] {
                guard let index = table.languageIndex[language], !indexes.contains(index) else { continue }
                indexes.append(index)
            }
            let attempts = indexes.map { Attempt(column: table.column($0), formatting: formatting(table.languages[$0])) }
            let source = table.column(table.sourceIndex)
            plans[name] = Plan(
                table: table, attempts: attempts, source: formatting(table.sourceLanguage), sourceColumn: source)
        }
        self.tables = byName
        self.preferredLanguages = preferredLanguages
        self.developmentLanguage = development
        self.languages = searchList
        self.device = device
        self.region = region
        self.plans = plans
        self.defaultPlan = plans[Self.defaultTableName]
        self.first = formatting(searchList[0])
    }

    /// The language users see: the first of the search list.
    public var language: String { languages[0] }

    /// The locale numbers are written in for `language` (its region, or `region`).
    public var locale: Locale { first.locale }

    /// Right to left for Arabic, Hebrew, Persian, Urdu…
    public var layoutDirection: LayoutDirection { LayoutDirection(language: language) }

    /// Every language of the tables, sorted.
    public var availableLanguages: [String] { Set(tables.values.flatMap(\.languages)).sorted() }

    // MARK: - Lookups

    /// The text of a key written as a literal, with its interpolations as arguments:
    /// `context.string("\(count) files")` looks up `%lld files`. Never fails: see `string(_:table:arguments:)`.
    public func string(_ key: LocalizedKey, table: String? = nil) -> String {
        lookup(key.key, table: table, arguments: key.arguments).text
    }

    /// The text of `key` in `table` (`Localizable` by default) with `arguments`: for keys held in
    /// variables (a literal goes to `string(_:table:)`, which reads its interpolations).
    ///
    /// Never fails: an unknown key gives the key itself, formatted with the arguments (as Apple's
    /// lookups do); a specifier whose argument is missing or of the wrong kind is shown as written.
    /// Without arguments the value is returned as written, `%%` included, as `NSLocalizedString`
    /// returns it. `resolve(_:table:arguments:)` reports these problems instead.
    public func string(_ key: String, table: String? = nil, arguments: [LocalizedArgument]) -> String {
        lookup(key, table: table, arguments: arguments).text
    }

    /// The values of a string set (App Shortcut phrases); a one-element array for another value.
    public func strings(_ key: String, table: String? = nil) -> [String] {
        guard let plan = plan(for: table), let row = plan.table.rows[TableKey(key)] else { return [key] }
        for attempt in plan.attempts {
            guard let value = attempt.column[row] else { continue }
            var renderer = ValueRenderer(arguments: [], formatting: attempt.formatting, device: device)
            if let set = renderer.renderSet(value) { return set }
        }
        return [key]
    }

    /// The text, where it came from, and every problem: an unknown table or key, a number of
    /// arguments other than the key's specifiers take, an argument of the wrong kind, a translation
    /// that uses an argument the key does not have.
    public func resolved(_ key: String, table: String? = nil, arguments: [LocalizedArgument] = []) -> ResolvedString {
        var result = lookup(key, table: table, arguments: arguments)
        if let expected = expectedArguments(forKey: key, table: table), expected.count != arguments.count {
            result.problems.insert(.argumentCount(expected: expected.count, given: arguments.count), at: 0)
        }
        return result
    }

    /// `resolved(_:table:arguments:)`, throwing its first problem: for tools and tests that must
    /// not show a wrong text silently.
    public func resolve(_ key: String, table: String? = nil, arguments: [LocalizedArgument] = []) throws
        -> ResolvedString
    {
        let result = resolved(key, table: table, arguments: arguments)
        if let problem = result.problems.first { throw problem }
        return result
    }

    /// What the key's arguments are, in order (from its source-language value, or the key when it
    /// has none): `[%lld, %@]` for `%lld files in %@`. `nil` for an unknown table or key. A number
    /// no specifier uses is `%@`.
    public func expectedArguments(forKey key: String, table: String? = nil) -> [FormatArgument]? {
        guard let plan = plan(for: table), let row = plan.table.rows[TableKey(key)] else { return nil }
        let found: [Int: FormatArgument]
        if let value = plan.sourceColumn[row] {
            found = ExpectedArguments.of(value, key: key)
        } else {
            found = ExpectedArguments.of(Template(key))
        }
        let count = found.keys.max() ?? 0
        return (0..<count).map { found[$0 + 1] ?? FormatArgument(kind: .object, conversion: "@") }
    }

    private func plan(for table: String?) -> Plan? {
        guard let table, table != Self.defaultTableName else { return defaultPlan }
        return plans[table]
    }

    /// The lookup: each language of the table's plan, then the key.
    private func lookup(_ key: String, table: String?, arguments: [LocalizedArgument]) -> ResolvedString {
        guard let plan = plan(for: table) else {
            return keyText(key, arguments: arguments, formatting: first,
                           problem: .unknownTable(table ?? Self.defaultTableName))
        }
        guard let row = plan.table.rows[TableKey(key)] else {
            return keyText(key, arguments: arguments, formatting: plan.source,
                           problem: .unknownKey(key, table: plan.table.name))
        }
        for attempt in plan.attempts {
            guard let value = attempt.column[row] else {
                // The source language without a value shows the key, as Xcode compiles it.
                if attempt.formatting.language == plan.table.sourceLanguage { break }
                continue
            }
            if arguments.isEmpty, case .text(let template, _) = value {  // the common case, as written
                return ResolvedString(key: key, text: template.raw, language: attempt.formatting.language)
            }
            var renderer = ValueRenderer(arguments: arguments, formatting: attempt.formatting, device: device)
            if let text = renderer.render(value) {
                return ResolvedString(key: key, text: text, language: attempt.formatting.language,
                                      problems: renderer.problems)
            }
        }
        return keyText(key, arguments: arguments, formatting: plan.source, problem: nil)
    }

    private func keyText(
        _ key: String, arguments: [LocalizedArgument], formatting: LanguageFormatting, problem: LocalizationError?
    ) -> ResolvedString {
        var renderer = ValueRenderer(arguments: arguments, formatting: formatting, device: device)
        let text = renderer.render(.text(Template(key), substitutions: [:])) ?? key
        return ResolvedString(key: key, text: text, language: nil, problems: (problem.map { [$0] } ?? []) + renderer.problems)
    }
}

/// A lookup's result: the text and where it came from.
public struct ResolvedString: Sendable, Hashable {
    /// The key looked up.
    public var key: String
    /// The text users see.
    public var text: String
    /// The localization the text came from; `nil` when it is the key itself.
    public var language: String?
    /// What went wrong with the arguments or the key, in order; empty for a faithful text.
    public var problems: [LocalizationError]

    public init(key: String, text: String, language: String?, problems: [LocalizationError] = []) {
        self.key = key
        self.text = text
        self.language = language
        self.problems = problems
    }
}
