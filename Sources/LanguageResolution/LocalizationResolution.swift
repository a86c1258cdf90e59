/// The answer of a resolution: the localizations to use, best first, and the steps that led there.
///
/// ```swift
/// let resolution = LanguageResolver.preferredLocalizations(
///     from: ["en-GB", "en-IE", "de", "it", "it-CH"], forPreferences: ["fr-FR", "it"])
/// resolution.localization      // "it"
/// print(resolution.explanation) // the steps in plain words
/// ```
public struct LocalizationResolution: Sendable, Hashable, Codable {
    /// Which of Apple's entry points the resolution models.
    public enum Method: String, Sendable, Hashable, Codable {
        /// The matcher of Apple's ICU itself (`ualoc.cpp`): possibly empty.
        case localizationsToUse
        /// A bundle's language search list (every resource lookup): with the development region.
        case languageSearchList
        /// `Bundle.main.preferredLocalizations`: the app's own language, with the development region.
        case mainBundlePreferredLocalizations
        /// `Bundle.preferredLocalizations(from:forPreferences:)`: no development region.
        case preferredLocalizationsForPreferences
    }

    /// The entry point modelled.
    public let method: Method
    /// The user's preferred languages, in order, as given.
    public let preferredLanguages: [String]
    /// The app's localizations, as given.
    public let availableLocalizations: [String]
    /// The development region, for the methods that use one.
    public let developmentRegion: String?
    /// The localizations to use, best first, spelled as in `availableLocalizations` (CFBundle's
    /// search list may end with the development region, and its backstop is `en`).
    public let localizations: [String]
    /// What was compared and decided, in order.
    public let steps: [ResolutionStep]

    /// The localization the app shows: the first of `localizations`, if any.
    public var localization: String? { localizations.first }

    /// Creates a resolution; the resolver makes them, this is for decoding and tests.
    public init(method: Method, preferredLanguages: [String], availableLocalizations: [String], developmentRegion: String?,
                localizations: [String], steps: [ResolutionStep]) {
        self.method = method
        self.preferredLanguages = preferredLanguages
        self.availableLocalizations = availableLocalizations
        self.developmentRegion = developmentRegion
        self.localizations = localizations
        self.steps = steps
    }
}
