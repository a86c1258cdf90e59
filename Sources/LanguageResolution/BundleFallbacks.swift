/// What CoreFoundation's `CFBundle_Locale.c` does around the matcher: the lists it tries in turn
/// when a call gives nothing, and its backstops.
struct BundleFallbacks {
    /// CFBundle converts each identifier to ASCII into a buffer of this many characters.
    static let maximumIdentifierLength = 156

    let recordsSteps: Bool
    private(set) var steps: [ResolutionStep] = []
    /// The steps of an earlier attempt already describe the localizations.
    private var describedLocalizations = false

    init(recordsSteps: Bool) {
        self.recordsSteps = recordsSteps
    }

    /// A bundle's language search list (`_CFBundleCopyLanguageSearchListInBundle`, main bundle):
    /// the user's languages, else the development region, else `en_US`, else the first
    /// localization; then the development region appended, or without one `en`/`English`/`en_US`
    /// if the bundle has it; never empty (`en`).
    mutating func languageSearchList(localizations: [String], userLanguages: [String], developmentRegion: String?) -> [String] {
        var result = attempt(.userLanguages, preferences: userLanguages, localizations: localizations)
        if result.isEmpty, let developmentRegion {
            result = attempt(.developmentRegion, preferences: [developmentRegion], localizations: localizations)
        }
        if result.isEmpty {
            result = attempt(.englishBackstop, preferences: ["en_US"], localizations: localizations)
        }
        if result.isEmpty, let first = localizations.first {
            result = attempt(.firstLocalization, preferences: [first], localizations: localizations)
        }
        if let developmentRegion {
            if !result.contains(developmentRegion) {
                result.append(developmentRegion)
                record(.developmentRegionAppended(localization: developmentRegion))
            }
        } else if let english = ["en", "English", "en_US"].first(where: localizations.contains) {
            if !result.contains(english) {
                result.append(english)
                record(.englishAppended(localization: english))
            }
        }
        if result.isEmpty {
            result = ["en"]
            record(.defaultLocalization(localization: "en"))
        }
        return result
    }

    /// `Bundle.main.preferredLocalizations` (`CFBundleCopyPreferredLocalizationsFromArray` on the
    /// main bundle's own localizations): the main bundle's search list as preferences, else the
    /// user's languages, else `en_US`, else the first localization; no localizations: `en`.
    mutating func mainBundlePreferredLocalizations(localizations: [String], userLanguages: [String],
                                                   developmentRegion: String?) -> [String] {
        guard !localizations.isEmpty else { return defaultLocalization() }
        let searchList = languageSearchList(localizations: localizations, userLanguages: userLanguages,
                                            developmentRegion: developmentRegion)
        var result = attempt(.mainBundleSearchList, preferences: searchList, localizations: localizations)
        if result.isEmpty {
            result = attempt(.userLanguages, preferences: userLanguages, localizations: localizations)
        }
        return backstops(result, localizations: localizations)
    }

    /// `Bundle.preferredLocalizations(from:forPreferences:)` (`CFBundleCopyLocalizationsForPreferences`):
    /// the given preferences, else `en_US`, else the first localization; no localizations: `en`.
    /// No development region and no main bundle.
    mutating func preferredLocalizations(localizations: [String], preferences: [String]) -> [String] {
        guard !localizations.isEmpty else { return defaultLocalization() }
        let result = attempt(.userLanguages, preferences: preferences, localizations: localizations)
        return backstops(result, localizations: localizations)
    }

    // MARK: - Steps shared by the entry points

    /// `en_US`, then the first localization, when nothing matched.
    private mutating func backstops(_ matched: [String], localizations: [String]) -> [String] {
        var result = matched
        if result.isEmpty {
            result = attempt(.englishBackstop, preferences: ["en_US"], localizations: localizations)
        }
        if result.isEmpty {
            result = [localizations[0]]
            record(.firstLocalizationUsed(localization: localizations[0]))
        }
        return result
    }

    private mutating func defaultLocalization() -> [String] {
        record(.defaultLocalization(localization: "en"))
        return ["en"]
    }

    /// One call of the matcher as CFBundle makes it: an empty list, or an identifier that is not
    /// ASCII or is longer than 156 characters, makes the call give nothing.
    private mutating func attempt(_ stage: ResolutionStep.BundleStage, preferences: [String], localizations: [String]) -> [String] {
        if preferences.isEmpty && stage == .userLanguages { return [] }
        var result: [String] = []
        var innerSteps: [ResolutionStep] = []
        if preferences.isEmpty || localizations.isEmpty {
            innerSteps = [.unrepresentable(identifier: nil)]
        } else if let bad = preferences.first(where: { !Self.isRepresentable($0) })
            ?? localizations.first(where: { !Self.isRepresentable($0) })
        {
            innerSteps = [.unrepresentable(identifier: bad)]
        } else {
            var matcher = LocalizationMatcher(
                preferences: IdentifierCache.shared.prepare(preferences),
                localizations: IdentifierCache.shared.prepareLocalizations(localizations),
                recordsSteps: recordsSteps)
            result = matcher.run()
            innerSteps = matcher.steps
            // Every attempt reads the same localizations: describe them once, in the first.
            if describedLocalizations {
                innerSteps.removeAll { if case .localization = $0 { return true } else { return false } }
            }
            describedLocalizations = true
        }
        record(.bundleAttempt(stage: stage, preferences: preferences, result: result, steps: innerSteps))
        return result
    }

    private static func isRepresentable(_ identifier: String) -> Bool {
        identifier.utf8.count <= maximumIdentifierLength && identifier.utf8.allSatisfy { $0 < 0x80 }
    }

    private mutating func record(_ step: ResolutionStep) {
        if recordsSteps { steps.append(step) }
    }
}
