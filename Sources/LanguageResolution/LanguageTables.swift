/// The generated tables of `LanguageData`, read into dictionaries once, on first use.
///
/// Each table is immutable after it is built, so it is safe to share between threads; Swift
/// builds a `static let` exactly once even when several threads ask at the same time.
enum LanguageTables {
    /// CLDR likely subtags, `en` → `en_Latn_US`.
    static let likelySubtags = pairs(LanguageData.likelySubtags)
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

    /// Reads `key value` lines (a missing value is an empty string).
    static func pairs(_ table: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard let key = fields.first else { continue }
            result[String(key)] = fields.count > 1 ? String(fields[1]) : ""
        }
        return result
    }
}
