import LanguageTags
import CatalogModel
import PluralRules
import SharedState

/// What every rule may ask about the catalog being linted, on every thread of the parallel walk:
/// its properties are constants, and the values rule families compute once per catalog
/// (`value(for:compute:)`) are computed in the catalog-level visits, which run one after the other
/// before the keys are walked, and only read afterwards; the visits beside the walk keep theirs
/// behind a lock (`valueBesideWalk(for:compute:)`).
package final class CatalogContext: Sendable {
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
    /// What rule families computed for the whole catalog.
    private let values = CatalogValues()
    private let valuesBesideWalk = Synchronized(ValuesBesideWalk())

    init(document: CatalogDocument, keyProblems: [ReadDiagnostic], options: LintOptions) {
        file = document.file
        catalog = document.catalog
        sourceMap = document.sourceMap
        self.options = options
        self.keyProblems = keyProblems
        let source = document.catalog.sourceLanguage ?? "en"
        sourceLanguage = source
        let present = document.catalog.languages()
        presentLanguages = present
        invalidLanguageTags = present.filter { !LanguageTag.isWellFormed($0) }
        requiredLanguages = options.requiredLanguages
        // A malformed tag (`en_GB`, `../x`) is reported by invalid-language-tag, not treated as a
        // language every key should have.
        var targets = present.filter(LanguageTag.isWellFormed).union(options.requiredLanguages)
        targets.remove(source)
        targetLanguages = targets.sorted()
        absentLanguages = Set(options.requiredLanguages.filter { !present.contains($0) && $0 != source })
        // CLDR's rules of a language are parsed when first asked for: the languages side by side.
        let languages = Array(present.union(options.requiredLanguages).union([source]))
        let rules = Parallel.map(languages, chunking: .automatic(itemsPerChunk: 4)) { language in
            PluralRules.rules(for: language, kind: .cardinal)
        }
        var plurals: [String: LocalePluralRules?] = [:]
        for (language, rule) in zip(languages, rules) { plurals[language] = .some(rule) }
        pluralCache = plurals
    }

    /// The first localization of `language` in file order (its path and key), where a finding about
    /// the whole language points; `nil` when no key has one.
    package func firstLocalization(of language: String) -> (path: JSONPath, key: String)? {
        // The keys in file order, until one has the language (usually the first): of duplicate
        // keys, the model has the last, so an earlier one is passed over.
        guard let strings = sourceMap.nodeIndex(at: [.key("strings")]) else { return nil }
        var found: String?
        _ = sourceMap.firstMember(ofNode: strings) { key, node in
            guard catalog.strings[key]?.localizations?[language] != nil,
                  sourceMap.nodeIndex(at: [.key(key)], from: strings) == node,
                  sourceMap.nodeIndex(at: [.key("localizations"), .key(language)], from: node) != nil
            else { return false }
            found = key
            return true
        }
        return found.map { key in (["strings", .key(key), "localizations", .key(language)], key) }
    }

    /// The CLDR plural rules for `language`, or `nil` when CLDR has none (cached per catalog).
    package func pluralRules(for language: String) -> LocalePluralRules? {
        if let cached = pluralCache[language] { return cached }
        return PluralRules.rules(for: language, kind: .cardinal)
    }

    /// The value for `key`: computed by `compute` on the first call, in a catalog-level visit, then
    /// kept and shared by every thread of the walk. A value first asked for during the walk is
    /// computed on every call, not kept (and a debug build stops there): ask for it in the family's
    /// `visit(catalog:)`, as `CatalogScripts` is.
    package func value<Key: CatalogValueKey>(for key: Key.Type, compute: () -> Key.Value) -> Key.Value {
        values.value(for: key, compute: compute)
    }

    /// The value for `key`, for the catalog visits that run beside the walk
    /// (`RuleVisits.catalogBesideWalk`): computed by `compute` on the first call, then kept for
    /// the others. Kept under a lock, apart from `value(for:compute:)`'s values, which the walk reads
    /// without one; it may be asked for at any time. `compute` runs outside the lock (it may ask
    /// for another such value); of two threads that compute one value at once, the first kept wins.
    package func valueBesideWalk<Key: CatalogValueKey>(for key: Key.Type, compute: () -> Key.Value) -> Key.Value {
        if let kept = valuesBesideWalk.read({ $0.values.kept(key) }), let kept { return kept }
        let value = compute()
        return valuesBesideWalk.write { store in
            if let kept = store.values.kept(key), let kept { return kept }
            store.values.keep(value, for: key)
            return value
        }
    }

    /// Ends the catalog-level visits: from now on the context is only read, on any thread.
    func startWalk() {
        values.freeze()
    }
}

/// The values kept by `CatalogContext.valueBesideWalk(for:compute:)`. `@unchecked Sendable`: they
/// are `CatalogValueKey` values, which are `Sendable`, and only read and written behind the
/// `Synchronized` that holds them.
private struct ValuesBesideWalk: @unchecked Sendable {
    var values = ComputedValues()
}

/// Names a value that rule families compute once per catalog and share on every thread of the walk,
/// and gives its type; unlike a `ComputedValueKey`'s, the value must be `Sendable`.
package protocol CatalogValueKey: ComputedValueKey where Value: Sendable {}

/// The values of a `CatalogContext`: written while the catalog-level visits run on one thread,
/// then frozen, then read concurrently by the walk's chunks.
///
/// `@unchecked Sendable` because the compiler cannot see the two phases: before `freeze()` the
/// context has not left the linter's thread (the linter makes it, runs the catalog visits, then
/// freezes it), and after `freeze()` nothing writes (`value(for:compute:)` computes a missing value
/// without keeping it), so concurrent reads never meet a write. `freeze()` happens before the walk
/// is dispatched, which orders every write before the walk's reads. The values are `Sendable`.
private final class CatalogValues: @unchecked Sendable {
    private var values = ComputedValues()
    private var isFrozen = false

    func value<Key: CatalogValueKey>(for key: Key.Type, compute: () -> Key.Value) -> Key.Value {
        if let kept = values.kept(key), let kept { return kept }
        let value = compute()
        if isFrozen {
            assertionFailure("\(Key.self) first asked for during the walk: compute it in visit(catalog:)")
        } else {
            values.keep(value, for: key)
        }
        return value
    }

    func freeze() {
        isFrozen = true
    }
}
