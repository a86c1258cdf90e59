/// One step of a resolution, in the order the runtime takes it: what was compared, what matched
/// with which score, why a preference was passed over, which fallback was used.
///
/// Indexes count from 0 in the list they name (`preferenceIndex` in the preferred languages,
/// `localizationIndex` in the available localizations). Encoded as JSON, a step is an object with
/// one key, the case name, whose value holds the labelled fields.
public enum ResolutionStep: Sendable, Hashable, Codable {
    /// An available localization as the matcher reads it: ICU base name, normalized name, parent
    /// chain, and whether its region is not its language's default (which counts every parent
    /// one step further away).
    case localization(index: Int, identifier: String, baseName: String, normalized: String, parentChain: [String],
                      defaultRegionPenalty: Bool)
    /// A preferred language is tried: its base name, normalized name and parent chain.
    case preference(index: Int, identifier: String, baseName: String, normalized: String, parentChain: [String])
    /// An available localization matched the preference being tried, with this score (lower is
    /// better: -1 same base name, 0 same normalized name, else the depths where the chains meet).
    case candidate(preferenceIndex: Int, localizationIndex: Int, localization: String, score: Int, match: Match)
    /// The preference being tried is `pt_PT` and the localization `pt_BR`: kept aside, used only
    /// if no preference matches anything at all.
    case portugueseSetAside(preferenceIndex: Int, localizationIndex: Int, localization: String)
    /// The preference matched nothing; the next one is tried.
    case preferenceSkipped(index: Int, identifier: String, reason: SkipReason)
    /// The first preference that matched anything decides: this localization, with this score.
    case preferenceMatched(index: Int, identifier: String, localizationIndex: Int, localization: String, score: Int)
    /// The match was reached through parents and has a region, and a preference of the same
    /// language (the first such, in preference order) has an exact match: that one wins
    /// (`fr-CH`, `fr-CA` with `fr-FR`, `fr-CA` → `fr-CA`).
    case sameLanguageExactMatch(preferenceIndex: Int, identifier: String, localizationIndex: Int, localization: String,
                                replacing: String)
    /// No preference matched anything, but a `pt_PT` preference met `pt_BR`: it is used.
    case portugueseLastResort(localizationIndex: Int, localization: String)
    /// A fallback after the chosen localization: an available localization on its parent chain.
    case fallback(localizationIndex: Int, localization: String, chainEntry: String, reason: FallbackReason)
    /// Nothing matched, and the localizations include `zxx` (no linguistic content): it is used.
    case noLinguisticContent(localizationIndex: Int)
    /// Nothing matched: the result is empty.
    case nothingMatched
    /// A list could not be handed to the matcher (CFBundle converts each entry to ASCII, at most
    /// 156 characters, and an empty list is not passed): this call gives nothing.
    case unrepresentable(identifier: String?)
    /// CFBundle ran the matcher with these preferences; `steps` are that call's own steps (the
    /// `localization` steps only in the first attempt: every attempt reads the same localizations).
    case bundleAttempt(stage: BundleStage, preferences: [String], result: [String], steps: [ResolutionStep])
    /// CFBundle took the first localization because no attempt matched.
    case firstLocalizationUsed(localization: String)
    /// CFBundle appended the development region to the search list (resources missing in the
    /// chosen localization are looked up there).
    case developmentRegionAppended(localization: String)
    /// Without a development region, CFBundle appended `en`, `English` or `en_US`, whichever the
    /// localizations have first in that order.
    case englishAppended(localization: String)
    /// Nothing at all: CFBundle answers `en` rather than an empty list.
    case defaultLocalization(localization: String)

    /// How a localization matched a preference.
    public enum Match: Sendable, Hashable, Codable {
        /// Same ICU base name (`en-GB` and `en_GB`): score -1.
        case sameBaseName
        /// Same name after aliases (`English` and `en`, `zh-TW` and `zh_Hant_TW`): score 0.
        case sameNormalizedName
        /// The parent chains meet at `chainEntry`, this deep in each; one point more when the
        /// languages differ within a language group (`nb` and `no`, `yue` and `zh`).
        case parentChains(chainEntry: String, preferenceDepth: Int, localizationDepth: Int, differentLanguages: Bool)
    }

    /// Why a preferred language matched nothing.
    public enum SkipReason: Sendable, Hashable, Codable {
        /// No localization is in its language group: a region alone never crosses languages.
        case noLocalizationInLanguage(languageGroup: String)
        /// Localizations of its language exist, but none is on its parent chain nor it on theirs
        /// (`sr-Latn` and `sr`, `zh-Hant` and `zh-Hans`).
        case noCommonParent(languageGroup: String)
        /// Its only match was `pt_BR` for `pt_PT`, kept aside as a last resort.
        case onlyPortugueseLastResort
        /// Too long for ICU's buffers (more than 57 characters once read).
        case unreadable
        /// A too-long first preference leaves Apple's function unable to match anything.
        case afterUnreadableFirstPreference
    }

    /// Why a localization follows the chosen one.
    public enum FallbackReason: Sendable, Hashable, Codable {
        /// Its normalized name is on the chosen localization's parent chain.
        case parentChain
        /// It is Traditional Chinese for Taiwan, and the chain passes `zh_Hant_HK`: Apple adds it there.
        case traditionalChineseAfterHongKong
    }

    /// Which list CFBundle tried as preferences.
    public enum BundleStage: String, Sendable, Hashable, Codable {
        /// The user's preferred languages.
        case userLanguages
        /// The development region alone.
        case developmentRegion
        /// `en_US` alone.
        case englishBackstop
        /// The first localization alone, standing in for a development region.
        case firstLocalization
        /// The main bundle's language search list (itself resolved with the development region).
        case mainBundleSearchList
    }
}
