/// Which of an app's localizations Apple's runtime uses for a user's preferred languages.
///
/// A faithful model of Apple's current code (the localizationsToUse matcher of Apple's ICU,
/// `ualoc.cpp`, as of ICU 68, and CoreFoundation's `CFBundle` around it), so that tools on any
/// platform give the answer an iPhone or a Mac gives:
///
/// ```swift
/// let app = ["en-GB", "en-IE", "de", "it", "it-CH"]
/// LanguageResolver.localizationsToUse(preferredLanguages: ["en-IT"], availableLocalizations: app)
/// // ["en-GB"]: en_IT → en_150 → en_GB
/// LanguageResolver.preferredLocalizations(from: app, forPreferences: ["fr-FR", "it"]).localization
/// // "it": French has no localization, so the next preference decides
/// LanguageResolver.mainBundlePreferredLocalizations(
///     from: app, preferredLanguages: ["fr-CH"], developmentRegion: "en-GB").localization
/// // "en-GB": nothing matches, the development region does
/// ```
///
/// Identifiers may be BCP 47 tags or Apple's `_` form, with legacy names (`English`, `zh_TW`,
/// `iw`, `no`, `Base`); answers are spelled as the app spelled its localizations. Any string is
/// accepted, garbage included, and read as ICU reads it (`../x` matches only `../x`). Every
/// method is safe to call from any thread; identifiers are read once and cached.
public enum LanguageResolver {
    /// The localizations to use, best first, as Apple's ICU matcher (`ualoc.cpp`)
    /// returns them: the chosen localization, then the others on its parent chain; empty when
    /// nothing matches (or `["zxx"]` when the app has a `zxx` "no linguistic content" entry).
    ///
    /// - Parameters:
    ///   - preferredLanguages: the user's languages, most preferred first (`AppleLanguages`).
    ///   - availableLocalizations: the app's localizations; their order breaks ties.
    public static func localizationsToUse(preferredLanguages: [String], availableLocalizations: [String]) -> [String] {
        var matcher = LocalizationMatcher(
            preferences: IdentifierCache.shared.prepare(preferredLanguages),
            localizations: IdentifierCache.shared.prepareLocalizations(availableLocalizations),
            recordsSteps: false)
        return matcher.run()
    }

    /// `localizationsToUse(preferredLanguages:availableLocalizations:)` with its steps.
    ///
    /// - Parameter explaining: record the steps (`false` leaves `steps` empty, for speed).
    public static func resolve(preferredLanguages: [String], availableLocalizations: [String],
                               explaining: Bool = true) -> LocalizationResolution {
        var matcher = LocalizationMatcher(
            preferences: IdentifierCache.shared.prepare(preferredLanguages),
            localizations: IdentifierCache.shared.prepareLocalizations(availableLocalizations),
            recordsSteps: explaining)
        let localizations = matcher.run()
        return LocalizationResolution(
            method: .localizationsToUse, preferredLanguages: preferredLanguages,
            availableLocalizations: availableLocalizations, developmentRegion: nil,
            localizations: localizations, steps: matcher.steps)
    }

    /// The app's own languages, as `Bundle.main.preferredLocalizations` gives them: the user's
    /// preferred languages are matched through the main bundle's search list, which falls back on
    /// the development region, then `en_US`, then the first localization. Never empty.
    ///
    /// - Parameters:
    ///   - localizations: the main bundle's localizations (`Bundle.main.localizations`: its
    ///     `.lproj` names and `CFBundleLocalizations`).
    ///   - preferredLanguages: the user's languages, most preferred first.
    ///   - developmentRegion: `CFBundleDevelopmentRegion`, if the app has one.
    ///   - explaining: record the steps.
    public static func mainBundlePreferredLocalizations(
        from localizations: [String], preferredLanguages: [String], developmentRegion: String?, explaining: Bool = true
    ) -> LocalizationResolution {
        var fallbacks = BundleFallbacks(recordsSteps: explaining)
        let result = fallbacks.mainBundlePreferredLocalizations(
            localizations: localizations, userLanguages: preferredLanguages, developmentRegion: developmentRegion)
        return LocalizationResolution(
            method: .mainBundlePreferredLocalizations, preferredLanguages: preferredLanguages,
            availableLocalizations: localizations, developmentRegion: developmentRegion,
            localizations: result, steps: fallbacks.steps)
    }

    /// The main bundle's language search list, the order in which every resource lookup tries
    /// the `.lproj`s: the matched localizations (with the development region, `en_US` and first
    /// localization fallbacks), then the development region appended if it is not already there.
    /// Never empty.
    public static func languageSearchList(
        localizations: [String], preferredLanguages: [String], developmentRegion: String?, explaining: Bool = true
    ) -> LocalizationResolution {
        var fallbacks = BundleFallbacks(recordsSteps: explaining)
        let result = fallbacks.languageSearchList(
            localizations: localizations, userLanguages: preferredLanguages, developmentRegion: developmentRegion)
        return LocalizationResolution(
            method: .languageSearchList, preferredLanguages: preferredLanguages,
            availableLocalizations: localizations, developmentRegion: developmentRegion,
            localizations: result, steps: fallbacks.steps)
    }

    /// `Bundle.preferredLocalizations(from:forPreferences:)` as Apple's systems answer it: the
    /// matcher on the given preferences, else on `en_US`, else the first localization; `["en"]`
    /// for no localizations. It knows no development region (so `["fr"]` with
    /// `["it", "en", "ru"]` gives `en`, through `en_US`, even in an app developed in Russian).
    public static func preferredLocalizations(
        from localizations: [String], forPreferences preferences: [String], explaining: Bool = true
    ) -> LocalizationResolution {
        var fallbacks = BundleFallbacks(recordsSteps: explaining)
        let result = fallbacks.preferredLocalizations(localizations: localizations, preferences: preferences)
        return LocalizationResolution(
            method: .preferredLocalizationsForPreferences, preferredLanguages: preferences,
            availableLocalizations: localizations, developmentRegion: nil,
            localizations: result, steps: fallbacks.steps)
    }
}
