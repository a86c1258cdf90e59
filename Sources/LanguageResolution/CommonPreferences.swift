/// The preferred languages worth trying against an app's localizations, to see which users get
/// which localization: every regional variant CLDR knows of the app's languages, and the most
/// widely spoken languages (Ethnologue's ranking) with their most likely region.
///
/// ```swift
/// CommonPreferences.variants(of: "pt-BR")   // ["pt", "pt-AO", "pt-BR", "pt-CH", ..., "pt-PT", ...]
/// CommonPreferences.widelySpoken.prefix(3)   // ["en-US", "zh-Hans-CN", "hi-IN"]
/// ```
///
/// The lists are BCP 47 tags as `AppleLanguages` holds them. Chinese keeps its script
/// (`zh-Hans-CN`, `zh-Hant-TW`), as Apple's systems write it.
public enum CommonPreferences {
    /// Every CLDR locale of the language of `identifier` (a localization or a preference, in any
    /// spelling `LanguageResolver` reads): the bare language, its scripts and regions, sorted.
    /// Empty for a language CLDR has no data for.
    public static func variants(of identifier: String) -> [String] {
        let language = IdentifierCache.shared.prepare(identifier).language
        return CommonPreferenceTables.locales(ofLanguage: language)
    }

    /// The most widely spoken languages, most speakers first, each with its most likely region:
    /// `en-US`, `zh-Hans-CN`, `hi-IN`, `es-ES`, …
    public static var widelySpoken: [String] { CommonPreferenceTables.widelySpoken }

    /// The preferences to try for an app with `localizations`: the variants of each of its
    /// languages, in the order of the localizations, then the widely spoken languages not listed
    /// yet. Each once.
    public static func preferences(for localizations: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for identifier in localizations {
            for preference in variants(of: identifier) where seen.insert(preference).inserted { result.append(preference) }
        }
        for preference in widelySpoken where seen.insert(preference).inserted { result.append(preference) }
        return result
    }
}

/// The generated lists, read once.
enum CommonPreferenceTables {
    /// CLDR locales of `language`, `pt` → `["pt", "pt-AO", ...]`, without those no device offers as
    /// a language: with a variant (`en-US-POSIX`, `ca-ES-valencia`), or in a script that is not the
    /// usual one of any region (`en-Dsrt`, `zh-Latn`, `hi-Latn`; `zh-Hant`, `sr-Latn` and `pa-Arab` stay).
    /// Empty for a language CLDR has no data for. Worked out for the languages asked about only
    /// (a catalog's dozen, not CLDR's hundreds at every start of a linter).
    static func locales(ofLanguage language: String) -> [String] {
        guard let locales = KnownSubtagTables.localesByLanguage[language] else { return [] }
        return locales.split(separator: " ").map(String.init).filter { locale in
            let subtags = locale.split(separator: "-")
            if subtags.dropFirst().contains(where: { $0.utf8.count >= 5 || ($0.utf8.count == 4 && $0.first!.isNumber) }) {
                return false
            }
            guard subtags.count > 1, subtags[1].utf8.count == 4 else { return true }
            return regionalScripts.contains(subtags[0] + "_" + subtags[1])
        }
    }

    /// `language_Script` pairs that CLDR's likely subtags give for some region (`zh_Hant` for
    /// Taiwan, `sr_Latn` for Montenegro, `pa_Arab` for Pakistan): a generated table of a few hundred
    /// lines (worked out from the 7,745 likely subtags at every start of a linter, it took 7 M
    /// instructions).
    static let regionalScripts: Set<String> = Set(LanguageTables.pairs(LanguageData.regionalScripts).keys)

    /// `en` → `en-US`, `zh` → `zh-Hans-CN`: the language with its likely region (and script, for Chinese).
    static let widelySpoken: [String] = LanguageData.widelySpokenLanguages.split(separator: "\n").map { line in
        let language = String(line)
        guard let likely = LanguageTables.likelySubtags[language] else { return language }
        let parts = likely.split(separator: "_").map(String.init)
        guard parts.count == 3 else { return language }
        return (language == "zh" ? [language, parts[1], parts[2]] : [language, parts[2]]).joined(separator: "-")
    }
}

extension LanguageResolver {
    /// The language of an identifier as the matcher reads it, after aliases: `English` → `en`,
    /// `iw` → `he`, `zh_TW` → `zh`.
    public static func language(of identifier: String) -> String {
        IdentifierCache.shared.prepare(identifier).language
    }

    /// The languages whose localizations may serve each other as the matcher groups them:
    /// `nb` and `nn` → `no`, `yue` → `zh`, most languages → themselves.
    public static func languageGroup(of identifier: String) -> String {
        IdentifierCache.shared.prepare(identifier).languageGroup
    }
}
