/// The generated tables of `LanguageData`: the small ones read into dictionaries once, on first use,
/// the large one (likely subtags) searched where it is (`SortedTable`).
///
/// Each table is immutable after it is built, so it is safe to share between threads; Swift
/// builds a `static let` exactly once even when several threads ask at the same time.
enum LanguageTables {
    /// CLDR likely subtags, `en` → `en_Latn_US`: searched in place, not read into a dictionary.
    static let likelySubtags = SortedTable(LanguageData.likelySubtags)
    /// Parent locales as Apple's ICU has them, `en_IT` → `en_150`, `sr_Latn` → `root`.
    static let parentLocales = pairs(LanguageData.parentLocales)
    /// CLDR language aliases, `iw` → `he`, `sh` → `sr_Latn`.
    static let languageAliases = pairs(LanguageData.languageAliases)
    /// Apple's alias map, `english` → `en`, `zh_TW` → `zh_Hant_TW`.
    static let appleAliases = pairs(LanguageData.appleAliases)
    /// Apple's parent map, `en_IN` → `en_GB`, `zh_Hant` → `zh_TW`.
    static let appleParents = pairs(LanguageData.appleParents)
    /// Language groups, `nb` → `no`, `yue` → `zh`.
    static let languageGroups = pairs(LanguageData.languageGroups)
    /// Regional localizations exempt from the default-region penalty (`es_MX`, `zh_Hant_TW`).
    static let defaultRegionPenaltyExemptions = Set(pairs(LanguageData.defaultRegionPenaltyExemptions).keys)
    /// ISO 639-2 codes ICU shortens, `eng` → `en`.
    static let languageCodes3To2 = pairs(LanguageData.languageCodes3To2)
    /// ISO 3166 alpha-3 codes ICU shortens, `USA` → `US`.
    static let regionCodes3To2 = pairs(LanguageData.regionCodes3To2)
    /// Grandfathered `i-` tags, lower-cased, and their base names (`i-klingon` → `tlh`).
    static let grandfatheredTags = pairs(LanguageData.grandfatheredTags)

    /// Reads `key value` lines into a dictionary (a missing value is an empty string), with the
    /// one line reader of the generated tables, `SortedTable`'s.
    static func pairs(_ table: String) -> [String: String] {
        Dictionary(SortedTable(table).lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
