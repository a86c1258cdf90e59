import LanguageTags
import CatalogModel
import PluralRules

/// What every rule may ask about the catalog being linted. Its computed values are asked for by the
/// catalog-level visits, which run one after the other before the keys are walked.
package final class CatalogContext: ComputedValueStore {
    package let file: String
    package let catalog: StringCatalog
    package let sourceMap: JSONSourceMap
    /// `sourceLanguage`, or `en` when it is missing (a structure rule reports that).
    package let sourceLanguage: String
    /// Every well-formed language tag present in any key, plus the required ones, without the source
    /// language; sorted.
    package let targetLanguages: [String]
    /// Languages named with `--languages` (or in the configuration).
    package let requiredLanguages: [String]
    /// Target languages that no key has at all (reported once, not per key).
    package let absentLanguages: Set<String>
    /// Every language tag any key has a localization in (the source language included).
    package let presentLanguages: Set<String>
    /// The present tags that are not well-formed (`en_GB`, `../x`); usually none.
    package let invalidLanguageTags: Set<String>
    /// Problems of the JSON text that the model tolerates for linting (duplicate keys).
    package let keyProblems: [ReadDiagnostic]
    package let options: LintOptions
    /// Plural rules of every language present or required, looked up once; read-only afterwards,
    /// so the chunks of a catalog walked in parallel share it safely.
    private let pluralCache: [String: LocalePluralRules?]
    package var computedValues = ComputedValues()

    init(document: CatalogDocument, keyProblems: [ReadDiagnostic], options: LintOptions) {
        file = document.file
        catalog = document.catalog
        sourceMap = document.sourceMap
        self.options = options
        self.keyProblems = keyProblems
        let source = document.catalog.sourceLanguage ?? "en"
        sourceLanguage = source
        var present: Set<String> = []
        for entry in document.catalog.strings.values {
            guard let localizations = entry.localizations else { continue }
            for language in localizations.keys { present.insert(language) }
        }
        presentLanguages = present
        invalidLanguageTags = present.filter { !LanguageTag.isWellFormed($0) }
        requiredLanguages = options.requiredLanguages
        // A malformed tag (`en_GB`, `../x`) is reported by invalid-language-tag, not treated as a
        // language every key should have.
        var targets = present.filter(LanguageTag.isWellFormed).union(options.requiredLanguages)
        targets.remove(source)
        targetLanguages = targets.sorted()
        absentLanguages = Set(options.requiredLanguages.filter { !present.contains($0) && $0 != source })
        var plurals: [String: LocalePluralRules?] = [:]
        for language in present.union(options.requiredLanguages).union([source]) {
            plurals[language] = .some(PluralRules.rules(for: language, kind: .cardinal))
        }
        pluralCache = plurals
    }

    /// The first localization of `language` in file order (its path and key), where a finding about
    /// the whole language points; `nil` when no key has one.
    package func firstLocalization(of language: String) -> (path: JSONPath, key: String)? {
        // Byte offsets are in the order of locations, and an entry's text is all in one piece: the
        // entries are ordered by the offsets of their keys (a short look-up each), and the first
        // whose localization is in the text is the one.
        var candidates: [(offset: Int, key: String)] = []
        for (key, entry) in catalog.strings where entry.localizations?[language] != nil {
            guard let offset = sourceMap.keyOffset(of: ["strings", .key(key)]) else { continue }
            candidates.append((offset, key))
        }
        candidates.sort { $0.offset < $1.offset }
        for (_, key) in candidates {
            let path: JSONPath = ["strings", .key(key), "localizations", .key(language)]
            if sourceMap.keyOffset(of: path) != nil { return (path, key) }
        }
        return nil
    }

    /// The CLDR plural rules for `language`, or `nil` when CLDR has none (cached per catalog).
    package func pluralRules(for language: String) -> LocalePluralRules? {
        if let cached = pluralCache[language] { return cached }
        return PluralRules.rules(for: language, kind: .cardinal)
    }
}
