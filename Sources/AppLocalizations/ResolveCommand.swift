import CommandLineKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LanguageResolution
import LanguageTags

/// `xcstrings-resolve`: which of an app's localizations users see, as Apple's runtime picks it. Its
/// options, declared once, and its run, as a library function that tests drive in process; the
/// executable is `exit(ResolveCommand.run(arguments, io: .process))`.
public enum ResolveCommand {
    /// Which of Apple's entry points to model.
    public enum API: String, CaseIterable, Sendable {
        /// The app's own language and the order its resources are looked up in (`Bundle.main`:
        /// the language search list, with the development region).
        case app
        /// `Bundle.preferredLocalizations(from:forPreferences:)`: no development region.
        case forPreferences = "for-preferences"
        /// The matcher alone: possibly nothing.
        case matcher
    }

    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    public static let preferred = Option<[String]>.list(
        ["--preferred"], value: "LANG,...", help: "The user's preferred languages, most preferred first (as AppleLanguages holds them).",
        item: { try preference($0) })
    public static let language = Option<String>(
        ["--language"], value: "LANG", help: "The language chosen in the Settings app (en, en-GB, zh-Hant); needs --region.",
        read: { try preference($0) })
    public static let region = Option<String>(
        ["--region"], value: "REGION", help: "The region chosen in the Settings app (IT); composed with --language as the system does.")
    public static let localizations = Option<[String]>.list(
        ["--localizations"], value: "LANG,...", help: "The app's localizations, besides those of the PATHs (.lproj names, legacy names included).",
        item: { try localization($0) })
    public static let developmentRegion = Option<String>(
        ["--development-region"], value: "LANG", help: "The development region (CFBundleDevelopmentRegion), instead of the PATHs'.",
        read: { try localization($0) })
    public static let api = Option<API>(
        ["--api"], value: "API",
        help: "app (default: the app's language and fallbacks), for-preferences (Bundle.preferredLocalizations(from:forPreferences:)) or matcher.",
        read: { try named($0, API.self) })
    public static let explain = Flag(["--explain"], help: "Say how the answer was reached, step by step.")
    public static let matrix = Flag(
        ["--matrix"], help: "Show which localization users of every common preferred language see, and who falls through.")
    public static let format = Option<Format>(
        ["--format"], value: "FORMAT", help: "text (default) or json.", read: { try named($0, Format.self) })

    public static let spec = CommandSpec(
        name: "xcstrings-resolve",
        abstract: "Tell which of an app's localizations a user sees, as Apple's runtime picks it.",
        usage: "[--preferred LANG,... | --language LANG --region REGION | --matrix] [options] [PATH...]",
        options: [preferred, language, region, localizations, developmentRegion, api, explain, matrix, format],
        exclusions: [(matrix, preferred), (matrix, language), (matrix, region), (matrix, explain), (matrix, api)],
        discussion: """
            PATH gives the app's localizations and development region: a .xcstrings catalog (its
            languages with at least one value; its source language as the development region), an
            .xcodeproj (knownRegions, developmentRegion), an Info.plist (CFBundleLocalizations,
            CFBundleDevelopmentRegion; a build setting such as $(DEVELOPMENT_LANGUAGE) counts as not
            given) or a folder of .lproj folders. --localizations and --development-region add to
            or override them.

            The answer follows Apple's current code (ICU's app-language matcher and CFBundle around it),
            on any platform: Linux's Foundation does not do this.

            EXAMPLES:
              xcstrings-resolve --preferred fr-FR,it --localizations en-GB,en-IE,de,it,it-CH --development-region en-GB
              xcstrings-resolve --language en --region IT --explain App/Localizable.xcstrings
              xcstrings-resolve --matrix App.xcodeproj

            EXIT STATUS:
              0  the answer was printed
              2  usage error: an invalid language or region, no preferred language, no localization, an
                 unreadable project file
            """)

    /// Runs `xcstrings-resolve` with `arguments` (without the program name); returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                io.standardOutput(try output(parsed))
                return ExitCode.success
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch {
                io.standardError("\(error)\n")
                return ExitCode.usage
            }
        }
    }

    /// What the command prints for `arguments`; throws `UsageError`, `ProjectLocalizations.ReadError`
    /// or `CatalogReadError`.
    static func output(_ arguments: ParsedArguments) throws -> String {
        var project = try ProjectLocalizations.read(arguments.positionals)
        for localization in arguments.list(localizations) where !project.localizations.contains(localization) {
            project.localizations.append(localization)
        }
        if let region = arguments[developmentRegion] { project.developmentRegion = region }
        guard !project.localizations.isEmpty else {
            throw UsageError("no localizations: name a catalog, an .xcodeproj, an Info.plist or a folder of .lproj folders, or --localizations")
        }
        let format = arguments[format] ?? .text
        if arguments[matrix] {
            let matrix = LocalizationMatrix(localizations: project.localizations, developmentRegion: project.developmentRegion)
            return format == .json ? try MatrixReport.json(matrix) : MatrixReport.text(matrix)
        }
        let preferences = try preferredLanguages(arguments)
        let api = arguments[api] ?? .app
        let resolution: LocalizationResolution
        switch api {
        case .app:
            resolution = LanguageResolver.languageSearchList(
                localizations: project.localizations, preferredLanguages: preferences,
                developmentRegion: project.developmentRegion)
        case .forPreferences:
            resolution = LanguageResolver.preferredLocalizations(from: project.localizations, forPreferences: preferences)
        case .matcher:
            resolution = LanguageResolver.resolve(preferredLanguages: preferences, availableLocalizations: project.localizations)
        }
        return format == .json
            ? try ResolutionReport.json(resolution, api: api) : ResolutionReport.text(resolution, api: api, explain: arguments[explain])
    }

    /// `--language` with `--region` composed as the Settings app does, then `--preferred`.
    static func preferredLanguages(_ arguments: ParsedArguments) throws -> [String] {
        var preferences: [String] = []
        switch (arguments[language], arguments[region]) {
        case (let language?, let region?):
            do {
                preferences.append(try DeviceLanguage.preferredLanguage(language: language, region: region))
            } catch {
                throw UsageError("\(error)")
            }
        case (nil, nil): break
        default: throw UsageError("--language and --region go together (the Settings app has both)")
        }
        for preference in arguments.list(preferred) where !preferences.contains(preference) { preferences.append(preference) }
        guard !preferences.isEmpty else {
            throw UsageError("no preferred language: give --preferred LANG,... or --language LANG --region REGION (or --matrix)")
        }
        return preferences
    }

    /// A preferred language: a language tag, with `-` or `_`.
    static func preference(_ text: String) throws -> String {
        try LanguageValues.tag(text)
    }

    /// A localization: a language tag with `-` or `_`, or a legacy `.lproj` name (`English`, `Base`).
    static func localization(_ text: String) throws -> String {
        if LanguageTag.isLegacyLocalizationName(text) { return text }
        return try LanguageValues.tag(text)
    }

    static func named<Value: RawRepresentable & CaseIterable>(_ text: String, _ type: Value.Type) throws -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: text) else {
            throw InvalidValue("expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}
