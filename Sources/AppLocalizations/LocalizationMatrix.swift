import LanguageResolution

/// Which localization users get, for each common preferred language: every regional variant CLDR
/// knows of the app's languages and the most widely spoken languages (`CommonPreferences`), each
/// tried alone as the user's first language, as Apple's runtime resolves it for the app
/// (`Bundle.main`'s language search list, with the development region).
///
/// ```swift
/// let matrix = LocalizationMatrix(localizations: ["zh-Hans", "en"], developmentRegion: "en")
/// matrix.fallingThrough.map(\.preferredLanguage)   // ["zh-Hant", "zh-Hant-HK", "zh-Hant-MO", "zh-Hant-TW"]
/// ```
public struct LocalizationMatrix: Sendable, Hashable {
    /// One preferred language and what the app shows its users.
    public struct Row: Sendable, Hashable, Codable {
        /// The user's first preferred language (BCP 47).
        public var preferredLanguage: String
        /// The app's language search list for it: the localization shown, then the fallbacks.
        public var localizations: [String]
        /// Whether the matcher found a localization for the preference itself; `false`: the user
        /// got the development region (or CFBundle's `en_US` or first-localization backstop).
        public var matched: Bool
        /// The app has a localization of the user's language, but the user gets another language
        /// (the development region, typically): `zh-Hant` users of an app with only `zh-Hans`.
        public var fallsThrough: Bool
        /// The app's localizations of the user's language (empty when the app has none).
        public var sameLanguageLocalizations: [String]
        /// When the user lists the development region's language second, the app shows that
        /// instead of a localization of the user's language: `pt-PT` users of an app with only
        /// `pt-BR` get `pt-BR` alone, but English with `[pt-PT, en]` (Apple serves `pt-BR` to
        /// `pt-PT` only when no other preference matches). The search list they get then; `nil` otherwise.
        public var withDevelopmentLanguageSecond: [String]?

        /// The localization the app shows.
        public var localization: String { localizations.first ?? "" }
    }

    /// The rows of users who get one localization.
    public struct Group: Sendable, Hashable {
        /// The localization shown.
        public var localization: String
        public var rows: [Row]
    }

    public let localizations: [String]
    public let developmentRegion: String?
    /// One row per preference, in the order tried.
    public let rows: [Row]

    /// Resolves `preferences` (by default `CommonPreferences.preferences(for: localizations)`)
    /// against the app's `localizations` and `developmentRegion`.
    public init(localizations: [String], developmentRegion: String?, preferences: [String]? = nil) {
        self.localizations = localizations
        self.developmentRegion = developmentRegion
        var byLanguage: [String: [String]] = [:]
        for localization in localizations {
            byLanguage[LanguageResolver.language(of: localization), default: []].append(localization)
        }
        // One preference after the other. Resolved in chunks on two cores, the rows took as long
        // (2.5 ms for Cork's 288 preferences, 3.5 ms for 40 languages) and a quarter more CPU time,
        // most likely waiting on each other at the identifier cache's lock and these arrays' counts.
        let tried = preferences ?? CommonPreferences.preferences(for: localizations)
        let developmentLanguage = developmentRegion.map(LanguageResolver.language(of:))
        rows = tried.map { preference in
            let searchList = LanguageResolver.languageSearchList(
                localizations: localizations, preferredLanguages: [preference], developmentRegion: developmentRegion,
                explaining: false
            ).localizations
            let matched = !LanguageResolver.localizationsToUse(
                preferredLanguages: [preference], availableLocalizations: localizations
            ).isEmpty
            let language = LanguageResolver.language(of: preference)
            let sameLanguage = byLanguage[language] ?? []
            let shownLanguage = searchList.first.map(LanguageResolver.language(of:))
            var withDevelopmentLanguage: [String]?
            if matched, shownLanguage == language, let developmentRegion, developmentLanguage != language {
                let second = LanguageResolver.languageSearchList(
                    localizations: localizations, preferredLanguages: [preference, developmentRegion],
                    developmentRegion: developmentRegion, explaining: false
                ).localizations
                if second.first.map(LanguageResolver.language(of:)) != language { withDevelopmentLanguage = second }
            }
            return Row(
                preferredLanguage: preference, localizations: searchList, matched: matched,
                fallsThrough: !sameLanguage.isEmpty && shownLanguage != language, sameLanguageLocalizations: sameLanguage,
                withDevelopmentLanguageSecond: withDevelopmentLanguage)
        }
    }

    /// The rows whose users get another language although the app has theirs.
    public var fallingThrough: [Row] { rows.filter(\.fallsThrough) }

    /// The rows whose users get another language when they list the development region's language second.
    public var fallingThroughWithDevelopmentLanguageSecond: [Row] { rows.filter { $0.withDevelopmentLanguageSecond != nil } }

    /// The rows grouped by the localization shown: the app's localizations in their order, each
    /// with the preferences that get it; rows keep their order within a group.
    public var groups: [Group] {
        var order: [String] = []
        var rowsByLocalization: [String: [Row]] = [:]
        for row in rows {
            if rowsByLocalization[row.localization] == nil { order.append(row.localization) }
            rowsByLocalization[row.localization, default: []].append(row)
        }
        let ranked = order.sorted { lhs, rhs in
            (localizations.firstIndex(of: lhs) ?? .max, lhs) < (localizations.firstIndex(of: rhs) ?? .max, rhs)
        }
        return ranked.map { Group(localization: $0, rows: rowsByLocalization[$0] ?? []) }
    }
}
