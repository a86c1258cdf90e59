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
    /// Regional localizations whose default-region penalty Apple's ICU decides otherwise than the
    /// CLDR 47 likely subtags say (its likely subtags are an older CLDR's): `true` penalized. Found
    /// by comparing the penalty of every name the likely-subtags table holds with the toolchain's
    /// ICU fork (`uloc_minimizeSubtags`; `OracleAgreementTests` keeps them agreeing). Only
    /// `pa_Arab_PK` (Shahmukhi Punjabi) is a localization apps ship.
    static let icuPenaltyDifferences: [String: Bool] = [
        "pa_Arab_PK": false, "hak_Hant_CN": false, "nan_Hant_CN": false, "lzz_Geor_TR": false,
        "apd_SD": true, "apd_Arab_SD": true, "grc_GR": true, "grc_Grek_GR": true, "len_SV": true,
        "len_Latn_SV": true, "man_Nkoo_GN": true, "zlm_MY": true, "zlm_Latn_MY": true,
    ]
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
