import CatalogModel
import LanguageTags
import PluralRules

/// Adds pseudo-languages to a catalog, in one pass over its keys.
///
/// Each key's source-language localization (or, for a key without one that Xcode extracted, the
/// key itself) is mirrored into each pseudo-language: its value, string set, device and plural
/// variations and substitutions, every value pseudo-localized and `translated`. Plural variations
/// get the pseudo-language's own CLDR categories (`en-XA`: `one`, `other`; `ar-XB`: Arabic's six),
/// each case taken from the source's case of the same name or else its `other`; a source `zero`
/// case is kept (Apple uses it for 0 in every language). Keys with `shouldTranslate: false` and
/// stale keys get no pseudo-localization, and a pseudo-localization they had is removed, so that
/// applying it again gives the same catalog.
public struct CatalogPseudolocalizer {
    public let languages: [PseudoLanguage]

    public init(languages: [PseudoLanguage]) { self.languages = languages }

    /// A source value that could only be accented (or copied) in a pseudo-language.
    public struct Breakage: Hashable, Sendable {
        public var key: String
        public var language: String
        /// The path of the source value (`strings › KEY` when the key is its own source text).
        public var path: JSONPath
        public var breakage: PseudoBreakage
    }

    /// What applying the pseudo-languages gave.
    public struct Outcome {
        public var catalog: StringCatalog
        /// The number of keys that have the pseudo-languages.
        public var keyCount: Int
        public var breakages: [Breakage]
    }

    /// A tag of `languages` that names the source language or a real language (not private use)
    /// the catalog has, or `nil` when there is none.
    public static func collision(of tag: LanguageTag, in catalog: StringCatalog) -> String? {
        func same(_ text: String) -> Bool { (try? LanguageTag(text)) == tag }
        if let source = catalog.sourceLanguage, same(source) { return source }
        guard !PseudoLanguage.isPrivateUse(tag) else { return nil }
        for entry in catalog.strings.values {
            if let found = entry.localizations?.keys.first(where: same) { return found }
        }
        return nil
    }

    /// The catalog with every pseudo-language added.
    public func apply(to catalog: StringCatalog) -> Outcome {
        var result = catalog
        var keyCount = 0
        var breakages: [Breakage] = []
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        let plans = languages.map { LanguagePlan($0, sourceLanguage: sourceLanguage) }
        for (key, entry) in catalog.strings {
            var updated = entry
            var removed = false
            if let languages = updated.localizations?.keys {
                // The pseudo-language as this run writes it, and as it may be written (`en-xa`):
                // language tags are the same in any case, and a catalog keeps one spelling.
                for language in languages where plans.contains(where: { $0.isSpelling(language) }) {
                    updated.localizations?.removeValue(forKey: language)
                    removed = true
                }
            }
            if removed, updated.localizations?.isEmpty == true { updated.localizations = nil }
            if let source = sourceNode(of: key, entry, sourceLanguage: sourceLanguage) {
                for plan in plans {
                    var mirror = Mirror(plan: plan, key: key)
                    let localization = mirror.localization(from: source.node, at: source.path, inSubstitution: false)
                    var localizations = updated.localizations ?? [:]
                    localizations[plan.identifier] = localization
                    updated.localizations = localizations
                    breakages += mirror.breakages
                }
                keyCount += 1
            }
            result.strings[key] = updated
        }
        breakages.sort { ($0.key, $0.language) < ($1.key, $1.language) }
        return Outcome(catalog: result, keyCount: keyCount, breakages: breakages)
    }

    /// What a key's pseudo-localizations are made from, or `nil` when it gets none.
    private func sourceNode(of key: String, _ entry: CatalogEntry, sourceLanguage: String)
        -> (node: Localization, path: JSONPath)?
    {
        guard entry.isTranslatable, entry.extractionState != .stale else { return nil }
        let keyPath: JSONPath = ["strings", .key(key)]
        if let source = entry.localizations?[sourceLanguage] {
            return (source, keyPath.appending(["localizations", .key(sourceLanguage)]))
        }
        guard entry.extractionState != .manual else { return nil }
        return (.translated(key), keyPath)
    }
}

/// One pseudo-language with what is looked up once per catalog: its value transformer and its
/// plural categories.
struct LanguagePlan {
    let identifier: String
    let pseudolocalizer: Pseudolocalizer
    /// The plural cases its plural variations get (besides a source `zero`).
    let pluralCases: [String]?

    /// Whether `language` names this pseudo-language, in any case (`en-xa`, `EN-XA`, `en_XA`).
    func isSpelling(_ language: String) -> Bool {
        language.utf8.count == identifier.utf8.count
            && String(language.lowercased().map { $0 == "_" ? "-" : $0 }) == identifier.lowercased()
    }

    init(_ language: PseudoLanguage, sourceLanguage: String) {
        identifier = language.tag.identifier
        pseudolocalizer = Pseudolocalizer(language)
        let rules = PluralRules.rules(for: identifier) ?? PluralRules.rules(for: sourceLanguage)
        pluralCases = rules?.categories.map(\.rawValue)
    }
}
