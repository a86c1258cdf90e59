import SharedState
import LanguageTags

/// CLDR plural rules for every locale CLDR describes, looked up like ICU does.
///
/// ```swift
/// let russian = PluralRules.rules(for: "ru")!
/// russian.categories                 // [.one, .few, .many, .other]
/// russian.category(for: "21")        // .one
/// russian.category(for: "1.5")       // .other
/// PluralRules.rules(for: "pt-AO")?.matchedLocaleIdentifier   // "pt"
/// PluralRules.rules(for: "xx")       // nil: unknown language
/// ```
///
/// The data is CLDR's `plurals.json` and `ordinals.json` (cldr-json), compiled into
/// `CLDRPluralData.generated.swift` by `Scripts/generate-plural-rules`.
public enum PluralRules {
    /// The CLDR release the built-in rules come from, e.g. `"48"`.
    public static let cldrVersion = CLDRPluralData.cldrVersion

    /// The rules for a locale, or `nil` when CLDR has no rules of this kind for its language.
    ///
    /// Look-up behaves like ICU's:
    /// - the identifier is normalized: `_` and `-` are the same separator and case does not
    ///   matter (`pt_PT`, `PT-pt` and `pt-PT` are the same); the deprecated language codes `iw`,
    ///   `in` and `ji` mean `he`, `id` and `yi`, and `root` means `und`;
    /// - then subtags are trimmed from the right until a CLDR locale is found: `pt-PT` has its own
    ///   rules, `pt-AO` uses `pt`, `zh-Hant-HK` uses `zh`, `sr-Latn` uses `sr`;
    /// - the root locale `und` answers only when asked for by name (`und`, `und-Latn`); it is never
    ///   a silent default: an unknown language (`xx`), an empty string or something that is not a
    ///   locale identifier (`../x`) gives `nil`.
    ///
    /// `matchedLocaleIdentifier` on the result names the CLDR locale that was used. Ordinal data
    /// covers fewer languages than cardinal data; there is no fallback from one to the other.
    /// The result is cached: asking again for the same identifier is a table read under a lock,
    /// and safe from any thread.
    public static func rules(for localeIdentifier: String, kind: PluralRuleKind = .cardinal) -> LocalePluralRules? {
        PluralRulesStore.store(for: kind).rules(for: localeIdentifier)
    }

    /// Every CLDR locale id with rules of `kind`, as CLDR spells them (`pt-PT`), sorted.
    public static func localeIdentifiers(kind: PluralRuleKind = .cardinal) -> [String] {
        PluralRulesStore.store(for: kind).identifiers
    }

    /// Deprecated language codes CLDR's data no longer lists, and the ones that replace them.
    static let languageAliases: [String: String] = ["iw": "he", "in": "id", "ji": "yi"]

    /// The lowercased, `-`-separated form of a locale identifier with the language alias applied,
    /// or `nil` when it is not a well-formed language tag (`-` or `_` between subtags, any case;
    /// see `LanguageTag`). `root` is CLDR's name of `und`.
    static func normalizedTag(_ identifier: String) -> String? {
        if identifier.lowercased() == "root" { return "und" }
        guard let tag = try? LanguageTag(identifier, allowing: .underscores) else { return nil }
        var subtags = tag.subtags.map { $0.lowercased() }
        if let alias = languageAliases[subtags[0]] { subtags[0] = alias }
        return subtags.joined(separator: "-")
    }
}

/// The rules of one kind: the generated table indexed by locale, and the cache of parsed rules.
///
/// `@unchecked Sendable`: the table is constant (`let`s) and the two caches are read and written
/// only under `lock` (parsing happens outside it); the rules it hands out are immutable values.
final class PluralRulesStore: @unchecked Sendable {
    static let cardinal = PluralRulesStore(kind: .cardinal, table: CLDRPluralData.cardinal)
    static let ordinal = PluralRulesStore(kind: .ordinal, table: CLDRPluralData.ordinal)

    /// The rows of a generated table; the tests check that both tables read.
    static func rows(of table: String, kind: PluralRuleKind) -> [CLDRRuleText] {
        guard let rows = CLDRRuleText.parseTable(table) else {
            preconditionFailure("the generated CLDR \(kind.rawValue) table is malformed")
        }
        return rows
    }

    static func store(for kind: PluralRuleKind) -> PluralRulesStore {
        switch kind {
        case .cardinal: return cardinal
        case .ordinal: return ordinal
        }
    }

    /// Cached answers are dropped when there are more than this many (guards against callers that
    /// ask for endless different identifiers).
    static let cacheLimit = 4096

    let kind: PluralRuleKind
    /// CLDR locale ids, sorted.
    let identifiers: [String]
    /// Lowercased CLDR locale id → the table lines of that locale, parsed when first asked for:
    /// a catalog needs a few dozen of the table's hundreds of locales.
    let linesByTag: [String: [Substring]]

    /// What look-ups found before.
    private struct Caches {
        /// Identifier exactly as asked → rules (successful look-ups only).
        var byRequest: [String: LocalePluralRules] = [:]
        /// Lowercased CLDR locale id → rules, parsed once.
        var byLocale: [String: LocalePluralRules] = [:]
    }

    private let caches = Synchronized(Caches())

    /// Indexes a generated table (`CLDRPluralData.cardinal` or `.ordinal`) by its first field.
    /// Read on its bytes (every lint indexes the table: read as characters, it took 10,000
    /// instructions a line).
    init(kind: PluralRuleKind, table text: String) {
        self.kind = kind
        var linesByTag: [String: [Substring]] = [:]
        var identifiers: [String] = []
        func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
        for (start, locale, end) in Self.lines(of: text) {
            let locale = String(text[index(locale.lowerBound)..<index(locale.upperBound)])
            let tag = locale.lowercased()
            if linesByTag[tag] == nil { identifiers.append(locale) }
            linesByTag[tag, default: []].append(text[index(start)..<index(end)])
        }
        self.linesByTag = linesByTag
        self.identifiers = identifiers.sorted()
    }

    /// Where each line of `text` that has a `|` starts, where its first field is (the locale,
    /// without the spaces around it) and where it ends (before its line break), as UTF-8 offsets.
    private static func lines(of text: String) -> [(start: Int, locale: Range<Int>, end: Int)] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [(start: Int, locale: Range<Int>, end: Int)] = []
            func field(from start: Int, to bar: Int) -> Range<Int> {
                var lower = start, upper = bar
                while lower < upper && bytes[lower] == UInt8(ascii: " ") { lower += 1 }
                while upper > lower && bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
                return lower..<upper
            }
            // Each line to its break, its field to its first bar: two plain loops, where one loop
            // asking of every byte whether it ended a line or a field took 12 instructions a byte.
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                var bar = start
                while bar < end && bytes[bar] != UInt8(ascii: "|") { bar += 1 }
                if bar < end { lines.append((start, field(from: start, to: bar), end)) }
                start = end + 1
            }
            return lines
        }
    }

    func rules(for identifier: String) -> LocalePluralRules? {
        if let cached = caches.read({ $0.byRequest[identifier] }) { return cached }
        guard var candidate = PluralRules.normalizedTag(identifier) else { return nil }
        while true {
            if let lines = linesByTag[candidate] {
                let rules = parsedRules(tag: candidate, lines: lines)
                caches.write { caches in
                    if caches.byRequest.count >= PluralRulesStore.cacheLimit { caches.byRequest.removeAll() }
                    caches.byRequest[identifier] = rules
                }
                return rules
            }
            guard let dash = candidate.lastIndex(of: "-") else { return nil }
            candidate = String(candidate[..<dash])
        }
    }

    /// The rules of one CLDR locale, parsed on first use, outside the lock: threads asking for
    /// different locales parse them side by side (a catalog's few dozen languages are looked up on
    /// all cores). Two threads may parse the same locale; the first stored is kept.
    private func parsedRules(tag: String, lines: [Substring]) -> LocalePluralRules {
        if let cached = caches.read({ $0.byLocale[tag] }) { return cached }
        let rows = PluralRulesStore.rows(of: lines.joined(separator: "\n"), kind: kind)
        let locale = rows[0].locale
        let texts = rows.map { row in
            (category: row.category, rule: row.rule, samples: PluralSamples(integers: row.integers, decimals: row.decimals))
        }
        do {
            let rules = try LocalePluralRules(kind: kind, localeIdentifier: locale, texts: texts)
            return caches.write { caches in
                if let stored = caches.byLocale[tag] { return stored }
                caches.byLocale[tag] = rules
                return rules
            }
        } catch {
            // The generated data is checked by the tests: every rule of every locale parses.
            preconditionFailure("CLDR \(kind.rawValue) rules for \(locale) do not parse: \(error)")
        }
    }
}
