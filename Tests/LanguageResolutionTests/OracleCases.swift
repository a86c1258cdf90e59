import Foundation
import TestSupport

/// Generated resolution cases: preferences of one to three tags and two to eight localizations,
/// drawn from the corpus languages, their regional variants and legacy names.
struct OracleCases {
    /// Old Apple names, region-only Chinese, legacy ISO codes and other spellings apps and users have.
    static let legacyNames = [
        "English", "French", "German", "Japanese", "Spanish", "Italian", "Dutch", "Portuguese", "Chinese",
        "Norwegian", "zh_TW", "zh_CN", "zh_HK", "zh_MO", "zh_SG", "zh-Hant-HK", "zh-Hant-TW", "zh-Hant-MO",
        "zh-Hans-CN", "zh-Hans-SG", "zh-Hans-HK", "zh-Hans", "zh-Hant", "zh", "yue", "yue-Hans", "yue-Hant",
        "yue_HK", "yue_CN", "wuu", "ars", "ar", "iw", "he", "in", "id", "ji", "no", "nb", "nn", "no_NO", "nb_NO",
        "pt_PT", "pt_BR", "pt-AO", "pt-MO", "pt", "es_419", "es_MX", "es-US", "es-AR", "es", "hi-Latn", "hi",
        "sr-Latn", "sr-Cyrl", "sr", "sh", "tl", "fil", "mo", "ro", "Base", "en_US", "en-001", "en-150", "en_AU",
        "en-NZ", "en-CA", "en-IN", "en_GB", "en-IE", "en", "zxx", "und", "eng", "fra", "deu", "fr-CA", "fr-CH",
        "de-AT", "de-CH", "it-CH", "nl-BE", "ca-ES", "eu-ES", "uz-Cyrl", "az-Arab", "pa-Arab", "ms-Arab",
    ]

    /// Regions users pick, beyond the ones CLDR's parent table names for a language.
    static let commonRegions = [
        "US", "GB", "IT", "DE", "FR", "CA", "AU", "IN", "IE", "MX", "BR", "PT", "CH", "AT", "BE", "NL", "ES", "AR",
        "CN", "TW", "HK", "MO", "SG", "JP", "KR", "RU", "NO", "SE", "DK", "FI", "PL", "TR", "IL", "AE", "SA", "EG",
        "ZA", "NG", "KE", "NZ", "PH", "MY", "ID", "TH", "VN", "UA", "BY", "CZ", "SK", "HU", "RO", "GR", "CY", "MT",
        "419", "150", "001", "CL", "CO", "PE", "VE", "UY", "AO", "MZ", "CV", "LU", "MC", "AD", "GS", "AQ",
    ]

    /// Families of preferences and localizations where Apple's special rules live (Portuguese,
    /// the same-language re-check, English regions, Chinese, Norwegian, Spanish): some cases are
    /// drawn from one of them, so that every rule is exercised.
    static let families: [(preferred: [String], available: [String])] = [
        (["pt-PT", "pt_PT", "pt-AO", "pt-BR", "pt", "es", "en", "fr"], ["pt-BR", "pt_BR", "es", "en", "de", "pt-PT", "pt"]),
        (["fr-CH", "fr-CA", "fr", "de-CH", "de-AT", "fr-BE", "it"], ["fr-FR", "fr-CA", "fr", "de-DE", "de-AT", "de", "fr-CH"]),
        (["en-IT", "en-NZ", "en-AU", "en-CA", "en-IN", "en-US", "en-GB", "English", "en", "hi-Latn"],
         ["en", "en-GB", "en_AU", "en-CA", "English", "en-001", "en-150", "en-IN", "en_US", "en-IE"]),
        (["zh-HK", "zh-MO", "zh-TW", "zh-CN", "zh-Hant-MO", "zh-Hans-SG", "yue", "yue-Hans", "wuu", "zh"],
         ["zh_CN", "zh_TW", "zh_HK", "zh_MO", "zh-Hans", "zh-Hant", "zh-Hant-HK", "zh"]),
        (["nb", "nn", "no", "nb-NO", "no_NO", "da"], ["no", "nb", "nn", "nb-NO", "da", "sv"]),
        (["es-MX", "es-AR", "es-US", "es-ES", "es-419", "es"], ["es", "es-419", "es_MX", "es-ES", "es-US"]),
    ]

    let pool: [String]
    let regionalPool: [String]
    /// Every name of `pool` and `regionalPool`, by the language subtag it starts with.
    let namesByLanguage: [String: [String]]

    init(corpusLanguages: [String], parentLocales: [String: String]) {
        pool = Array(Set(corpusLanguages + Self.legacyNames)).sorted()
        var regional = Set<String>()
        let languages = Set(corpusLanguages.map { String($0.split(separator: "-")[0]) } + ["en", "es", "pt", "zh", "fr"])
        for child in parentLocales.keys {
            if languages.contains(String(child.split(separator: "-")[0])) { regional.insert(child) }
        }
        for language in languages {
            for region in Self.commonRegions { regional.insert("\(language)-\(region)") }
        }
        for region in ["HK", "MO", "TW", "CN", "SG", "MY", "US"] {
            regional.insert("zh-Hant-\(region)")
            regional.insert("zh-Hans-\(region)")
        }
        regionalPool = regional.sorted()
        namesByLanguage = Dictionary(grouping: pool + regionalPool, by: Self.language)
    }

    /// The first subtag, lower-cased (`zh_TW` → `zh`, `English` → `english`).
    static func language(of name: String) -> String {
        String(name.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// One case: preferences then available localizations, both without repeats.
    func next(using generator: inout SeededGenerator) -> (preferred: [String], available: [String]) {
        if Int.random(in: 0..<5, using: &generator) == 0, let family = Self.families.randomElement(using: &generator) {
            let preferred = (0..<Int.random(in: 1...3, using: &generator)).map { _ in family.preferred.randomElement(using: &generator)! }
            var available = family.available.shuffled(using: &generator).prefix(Int.random(in: 1...5, using: &generator)).map { $0 }
            if Bool.random(using: &generator) { available.append(draw(using: &generator)) }
            if available.count < 2 { available.append(draw(using: &generator)) }
            return (unique(preferred), unique(available))
        }
        var preferred: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            preferred.append(draw(using: &generator))
        }
        var available: [String] = []
        let count = Int.random(in: 2...8, using: &generator)
        while available.count < count {
            // Half the time a localization in a preferred language, so that cases match something.
            let candidate: String
            if Bool.random(using: &generator), let language = preferred.randomElement(using: &generator) {
                let related = namesByLanguage[Self.language(of: language)] ?? []
                candidate = related.randomElement(using: &generator) ?? draw(using: &generator)
            } else {
                candidate = draw(using: &generator)
            }
            available.append(candidate)
        }
        return (unique(preferred), unique(available))
    }

    private func draw(using generator: inout SeededGenerator) -> String {
        let name = Bool.random(using: &generator)
            ? pool.randomElement(using: &generator)! : regionalPool.randomElement(using: &generator)!
        // Apple's `_` spelling as often as BCP 47's `-`.
        return Bool.random(using: &generator) ? name.replacingOccurrences(of: "-", with: "_") : name
    }

    private func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
