/// One identifier (a preferred language or an available localization) read the way Apple's
/// matcher (`ualoc.cpp`) reads it before comparing: base name, normalized name, language,
/// language group and parent chain (an available localization's penalty and scoring chain are
/// `PreparedLocalization`'s). Immutable, and a class so that the cache hands out one reference
/// rather than copies of its strings and chains.
final class PreparedIdentifier: Sendable {
    /// ICU works in 58-byte buffers: a normalized name longer than this cannot be read.
    static let maximumNameLength = 57
    /// Apple stops a parent chain after this many entries (the identifier included).
    static let maximumChainLength = 9

    /// As the caller spelled it (`zh_CN`, `English`).
    let original: String
    /// `uloc_getBaseName` (`English` → `english`, `zh-TW` → `zh_TW`).
    let baseName: String
    /// The base name after Apple's and ICU's aliases (`english` → `en`, `zh_TW` → `zh_Hant_TW`, `iw` → `he`).
    let normalized: String
    /// The language of the normalized name (`zh`).
    let language: String
    /// The language whose localizations may serve this one (`nb` → `no`, `yue` → `zh`, most: itself).
    let languageGroup: String
    /// The normalized name, then its parents up to (not including) `root`, at most nine entries.
    let parentChain: [String]
    /// ICU cannot read it (longer than its buffers, or a language of 12 characters or more):
    /// it matches nothing.
    let isUnreadable: Bool

    init(_ original: String) {
        self.original = original
        baseName = ICULocaleName.baseName(original)
        normalized = AppleLocaleFallback.normalizedName(baseName)
        language = String(ICULocaleName.parts(of: normalized).language)
        languageGroup = LanguageTables.languageGroups[language] ?? language
        isUnreadable = !ICULocaleName.isReadable(baseName: baseName) || normalized.utf8.count > Self.maximumNameLength
        parentChain = AppleLocaleFallback.parentChain(of: normalized, limit: Self.maximumChainLength)
    }

    /// The normalized name has a region (`uloc_getCountry`).
    var specifiesRegion: Bool { !ICULocaleName.parts(of: normalized).region.isEmpty }
}

/// An available localization read as the matcher scores it: its identifier, and its parent chain
/// with distances. Apart from `PreparedIdentifier` because a preference needs none of it, and its
/// default-region penalty (a likely-subtags minimization) cost half of preparing an identifier;
/// a `LocalizationMatrix` prepares hundreds of preferences for one list of localizations.
final class PreparedLocalization: Sendable {
    let identifier: PreparedIdentifier
    /// Its region is not its language's default (`en_GB`, `it_CH`): Apple counts every parent
    /// one step further away, so the default region wins a tie.
    let hasDefaultRegionPenalty: Bool
    /// The chain the localization is scored with, each entry with its distance: the penalty
    /// counts every parent one step further (Apple inserts the name twice) and leaves room for one
    /// parent less. Entry 0 is always the name itself at distance 0.
    let availableChain: [ChainEntry]

    /// One entry of a parent chain and how far it counts from the localization.
    struct ChainEntry: Sendable, Hashable {
        let name: String
        let distance: Int
    }

    init(_ identifier: PreparedIdentifier) {
        self.identifier = identifier
        hasDefaultRegionPenalty = AppleLocaleFallback.hasDefaultRegionPenalty(identifier.normalized)
        let chain = identifier.parentChain
        if hasDefaultRegionPenalty {
            availableChain = chain.prefix(PreparedIdentifier.maximumChainLength - 1).enumerated().map {
                ChainEntry(name: $0.element, distance: $0.offset == 0 ? 0 : $0.offset + 1)
            }
        } else {
            availableChain = chain.enumerated().map { ChainEntry(name: $0.element, distance: $0.offset) }
        }
    }

    // The identifier's readings the matcher compares.
    var original: String { identifier.original }
    var baseName: String { identifier.baseName }
    var normalized: String { identifier.normalized }
    var language: String { identifier.language }
    var languageGroup: String { identifier.languageGroup }
    var parentChain: [String] { identifier.parentChain }
    var isUnreadable: Bool { identifier.isUnreadable }
    var specifiesRegion: Bool { identifier.specifiesRegion }
}
