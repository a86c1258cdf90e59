import LanguageTags

/// The writing systems of a catalog's languages, worked out once per catalog (in the rules'
/// catalog visit, before the keys are walked in parallel; read-only afterwards): the scripts each
/// language is written in, and which languages are variants of the source language (`en-GB` of an
/// `en` source), which keep its text as it is.
final class CatalogScripts: Sendable {
    enum Key: CatalogValueKey { typealias Value = CatalogScripts }

    /// The scripts of each present language; absent when CLDR does not know the language.
    private let scriptsByLanguage: [String: Set<WritingScript>]
    /// The scripts of the source language, if known.
    let sourceScripts: Set<WritingScript>?
    /// How each present language compares with the source (asked for every language of every key
    /// with a copy: worked out once).
    private let groups: [String: LanguageGroup]
    /// The groups of `catalog.targetLanguages`, by index (read for every language of a key with a
    /// copy, without hashing its tag).
    let targetGroups: [LanguageGroup]

    /// How a language compares with the source: whether it is a variant of it, and whether it is
    /// written in one of its scripts (`nil`: not known).
    struct LanguageGroup {
        var isSourceVariant = false
        var sharesSourceScript: Bool?
    }

    private init(_ catalog: CatalogContext) {
        var scripts: [String: Set<WritingScript>] = [:]
        for language in catalog.presentLanguages {
            scripts[language] = WritingScript.scripts(ofLanguage: language)
        }
        scriptsByLanguage = scripts
        let sourceLanguage = (try? LanguageTag(catalog.sourceLanguage))?.language
        let sourceScripts = WritingScript.scripts(ofLanguage: catalog.sourceLanguage)
        self.sourceScripts = sourceScripts
        var groups: [String: LanguageGroup] = [:]
        for language in catalog.presentLanguages {
            groups[language] = LanguageGroup(
                isSourceVariant: (try? LanguageTag(language))?.language == sourceLanguage,
                sharesSourceScript: sourceScripts.flatMap { source in scripts[language].map { !$0.isDisjoint(with: source) } })
        }
        self.groups = groups
        targetGroups = catalog.targetLanguages.map { groups[$0] ?? LanguageGroup() }
    }

    /// The scripts of `catalog`: made on the first call (a catalog visit), then shared.
    static func of(_ catalog: CatalogContext) -> CatalogScripts {
        catalog.value(for: Key.self) { CatalogScripts(catalog) }
    }

    /// The scripts `language` is written in, or `nil` when CLDR does not know it.
    func scripts(of language: String) -> Set<WritingScript>? { scriptsByLanguage[language] }

    /// Whether `language` is the source language or a variant of it (`en-GB`, `en-AU` of `en`).
    func isSourceVariant(_ language: String) -> Bool { group(of: language).isSourceVariant }

    /// Whether `language` is written in a script of the source language (`de` and `en`: yes; `ja`
    /// and `en`: no); `nil` when either is not known.
    func sharesSourceScript(_ language: String) -> Bool? { group(of: language).sharesSourceScript }

    /// `isSourceVariant(_:)` and `sharesSourceScript(_:)` of `language` in one look-up (a language
    /// not present is neither).
    func group(of language: String) -> LanguageGroup { groups[language] ?? LanguageGroup() }
}
