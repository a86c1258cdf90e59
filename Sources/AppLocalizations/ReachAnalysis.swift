import LanguageResolution

/// What the matrix of common preferences says about a set of localizations, in the shape the lint
/// rules report it: users who fall through, and localizations no user ever gets.
public enum ReachAnalysis {
    /// Users of one language who get another language although the app has theirs.
    public struct FallThrough: Sendable, Hashable {
        /// The preferences concerned, in the matrix's order (`zh-Hant`, `zh-Hant-HK`, …).
        public var preferences: [String]
        /// What they see instead.
        public var shown: String
        /// The app's localizations of their language (`zh-Hans`).
        public var sameLanguageLocalizations: [String]
        /// `nil`: they get `shown` with their language alone; otherwise the language they list second
        /// that takes them there (the development region's: `[pt-PT, en]`).
        public var secondLanguage: String?
        /// Whether `shown` is the development region.
        public var isDevelopmentRegion: Bool
    }

    /// The fall-throughs of the matrix, one per language, shown localization and kind, in the
    /// matrix's order.
    public static func fallThroughs(in matrix: LocalizationMatrix) -> [FallThrough] {
        var result: [FallThrough] = []
        func add(_ row: LocalizationMatrix.Row, shown: String, second: String?) {
            let language = LanguageResolver.language(of: row.preferredLanguage)
            if let index = result.firstIndex(where: {
                $0.shown == shown && $0.secondLanguage == second
                    && LanguageResolver.language(of: $0.preferences[0]) == language
            }) {
                result[index].preferences.append(row.preferredLanguage)
            } else {
                result.append(FallThrough(
                    preferences: [row.preferredLanguage], shown: shown, sameLanguageLocalizations: row.sameLanguageLocalizations,
                    secondLanguage: second, isDevelopmentRegion: shown == matrix.developmentRegion))
            }
        }
        for row in matrix.rows {
            if row.fallsThrough { add(row, shown: row.localization, second: nil) }
            if let list = row.withDevelopmentLanguageSecond, let shown = list.first {
                add(row, shown: shown, second: matrix.developmentRegion)
            }
        }
        return result
    }

    /// A localization that no common preference, and not its own name, makes the app show.
    public struct Unreachable: Sendable, Hashable {
        public var localization: String
        /// What users who prefer exactly this localization's name see instead.
        public var shownInstead: String
    }

    /// The localizations of the matrix that no user gets: neither a common preference nor the
    /// localization's own name as a preference selects it (an earlier localization with the same
    /// name read as ICU reads it, `pt-br` after `pt-BR`, takes all its users).
    public static func unreachable(in matrix: LocalizationMatrix) -> [Unreachable] {
        var shown = Set(matrix.rows.map(\.localization))
        var result: [Unreachable] = []
        for localization in matrix.localizations where !shown.contains(localization) {
            let own = LanguageResolver.languageSearchList(
                localizations: matrix.localizations, preferredLanguages: [localization],
                developmentRegion: matrix.developmentRegion, explaining: false
            ).localization ?? ""
            if own == localization {
                shown.insert(localization)
            } else {
                result.append(Unreachable(localization: localization, shownInstead: own))
            }
        }
        return result
    }
}
