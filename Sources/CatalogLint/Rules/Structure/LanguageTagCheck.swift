import CatalogModel
import LanguageResolution
import LanguageTags

/// What the CLDR data we ship says about the subtags of a well-formed language tag: a language,
/// script or region it does not know (the App Store rejects such a localization: ITMS-90176,
/// "Unrecognized Locale"), or a deprecated or retired code.
enum LanguageTagProblem: Equatable {
    case unknownLanguage(String)
    case unknownScript(String)
    case unknownRegion(String, suggestions: [String])
    case deprecatedLanguage(String, replacement: String)
    case retiredRegion(String, suggestions: [String])

    /// Whether the App Store rejects the tag (an error), rather than accepting an old or unusual code.
    var isUnrecognized: Bool {
        switch self {
        case .unknownLanguage, .unknownScript, .unknownRegion: return true
        case .deprecatedLanguage, .retiredRegion: return false
        }
    }

    /// The problems of `text`; none for a tag that is not well formed (`invalid-language-tag`'s).
    static func problems(of text: String) -> [LanguageTagProblem] {
        // Most tags are CLDR locales (`de`, `pt-BR`): nothing more to look up.
        guard let tag = try? LanguageTag(text), !KnownSubtags.isLocale(tag) else { return [] }
        var problems: [LanguageTagProblem] = []
        if let replacement = KnownSubtags.replacement(forLanguage: tag.language) {
            problems.append(.deprecatedLanguage(tag.language, replacement: replaced(tag, by: replacement)))
        } else if !KnownSubtags.isKnownLanguage(tag.language) {
            problems.append(.unknownLanguage(tag.language))
        }
        if let script = tag.script, !KnownSubtags.isKnownScript(script) {
            problems.append(.unknownScript(script))
        }
        if let region = tag.region, !KnownSubtags.isKnownRegion(region), !isPrivateUse(region) {
            let suggestions = regionSuggestions(for: tag)
            problems.append(KnownSubtags.isRetiredRegion(region)
                ? .retiredRegion(region, suggestions: suggestions) : .unknownRegion(region, suggestions: suggestions))
        }
        return problems
    }

    /// Whether BCP 47 reserves the region for private use (`AA`, `QM`–`QZ`, `XA`–`XZ`, `ZZ`): the
    /// pseudo-languages `en-XA` and `ar-XB` are written so.
    private static func isPrivateUse(_ region: String) -> Bool {
        guard region.utf8.count == 2, let first = region.first, let second = region.last else { return false }
        return region == "AA" || region == "ZZ" || first == "X" || (first == "Q" && second >= "M")
    }

    /// What a finding says, for the tag `text`.
    func message(for text: String) -> String {
        let tag = JSONPathComponent.quoted(text)
        switch self {
        case .unknownLanguage(let language):
            return "\(tag): '\(language)' is not a language CLDR \(KnownSubtags.cldrVersion) knows, so the App Store "
                + "rejects the localization (ITMS-90176: Unrecognized Locale)"
        case .unknownScript(let script):
            return "\(tag): '\(script)' is not a script CLDR \(KnownSubtags.cldrVersion) writes any language in, so "
                + "the App Store rejects the localization (ITMS-90176: Unrecognized Locale)"
        case .unknownRegion(let region, let suggestions):
            return "\(tag): '\(region)' is not a region CLDR \(KnownSubtags.cldrVersion) knows, so the App Store "
                + "rejects the localization (ITMS-90176: Unrecognized Locale)" + Self.describe(suggestions)
        case .deprecatedLanguage(let language, let replacement):
            return "\(tag): '\(language)' is a deprecated language code; CLDR writes it '\(replacement)'"
        case .retiredRegion(let region, let suggestions):
            return "\(tag): '\(region)' is a retired or unusual region that no CLDR \(KnownSubtags.cldrVersion) locale "
                + "uses" + Self.describe(suggestions)
        }
    }

    /// "; did you mean 'sr' or 'sr-Cyrl-RS'?"
    private static func describe(_ suggestions: [String]) -> String {
        guard !suggestions.isEmpty else { return "" }
        return "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// The tag without its region, and with the region CLDR finds likeliest for its language (and its
    /// script, written out when the language has several: `sr-SP` → `sr`, `sr-Cyrl-RS`).
    private static func regionSuggestions(for tag: LanguageTag) -> [String] {
        let withoutRegion = ([tag.language] + [tag.script].compactMap { $0 } + tag.variants).joined(separator: "-")
        guard let base = try? LanguageTag(withoutRegion), let likely = KnownSubtags.likelyTag(of: base),
            let region = likely.region
        else {
            return [withoutRegion]
        }
        let script = tag.script ?? (KnownSubtags.hasSeveralScripts(tag.language) ? likely.script : nil)
        let regional = ([tag.language] + [script, region].compactMap { $0 } + tag.variants).joined(separator: "-")
        return [withoutRegion, regional]
    }

    /// `tag` with its language replaced by `replacement` (`iw-IL` → `he-IL`, `sh-RS` → `sr-Latn-RS`).
    private static func replaced(_ tag: LanguageTag, by replacement: String) -> String {
        guard let new = try? LanguageTag(replacement) else { return replacement }
        let subtags = [new.language] + [tag.script ?? new.script, tag.region].compactMap { $0 } + tag.variants
        return subtags.joined(separator: "-")
    }
}
