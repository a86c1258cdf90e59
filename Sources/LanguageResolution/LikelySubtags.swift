/// CLDR likely subtags, used for one question only: does minimizing an identifier keep its region?
///
/// Apple penalizes an available localization whose region is not its language's default, and
/// decides that with ICU's `uloc_minimizeSubtags`: `en_GB` stays `en_GB` (penalized), `en_US`
/// becomes `en`, `zh_Hant_TW` becomes `zh_TW`, `pt_PT` stays `pt_PT`.
enum LikelySubtags {
    typealias Subtags = (language: Substring, script: Substring, region: Substring)

    /// The minimized form of an ICU name keeps a region (`uloc_minimizeSubtags` as ICU 76 does
    /// it: the language alone, then language and region, then language and script, the first that
    /// maximizes to the same as the name). A language CLDR does not know stays as it is. Apple
    /// minimizes into a 16-byte buffer: a longer minimized name counts as no region.
    static func minimizedNameKeepsRegion(_ name: String) -> Bool {
        let (language, script, region) = ICULocaleName.parts(of: name)
        let variantLength = variantsLength(of: name, language: language, script: script, region: region)
        func fits(_ minimized: Subtags) -> Bool {
            var length = minimized.language.utf8.count
            if !minimized.script.isEmpty { length += 1 + minimized.script.utf8.count }
            if !minimized.region.isEmpty { length += 1 + minimized.region.utf8.count }
            if variantLength > 0 { length += (minimized.region.isEmpty ? 2 : 1) + variantLength }
            return length < 16
        }
        guard let maximal = maximize((language, script, region)) else {
            return !region.isEmpty && fits((language, script, region))
        }
        let trials: [Subtags] = [(maximal.language, "", ""), (maximal.language, "", maximal.region), (maximal.language, maximal.script, "")]
        for trial in trials {
            if let maximized = maximize(trial), same(maximized, maximal) {
                return !trial.region.isEmpty && fits(trial)
            }
        }
        return fits(maximal)
    }

    /// Language, script and region with the missing ones filled in from CLDR (`en` →
    /// `en_Latn_US`, `und_IT` → `it_Latn_IT`), or `nil` when CLDR knows nothing about it.
    static func maximize(_ subtags: Subtags) -> Subtags? {
        let language = subtags.language.isEmpty ? "und" : subtags.language
        let script = subtags.script == "Zzzz" ? "" : subtags.script
        let region = subtags.region == "ZZ" ? "" : subtags.region
        var keys: [String] = []
        if !script.isEmpty && !region.isEmpty { keys.append("\(language)_\(script)_\(region)") }
        if !region.isEmpty { keys.append("\(language)_\(region)") }
        if !script.isEmpty { keys.append("\(language)_\(script)") }
        keys.append(String(language))
        for key in keys {
            guard let value = LanguageTables.likelySubtags[key] else { continue }
            let filled = value.split(separator: "_")
            guard filled.count == 3 else { return nil }
            return (
                language == "und" ? filled[0] : language,
                script.isEmpty ? filled[1] : script,
                region.isEmpty ? filled[2] : region
            )
        }
        return nil
    }

    private static func same(_ left: Subtags, _ right: Subtags) -> Bool {
        left.language == right.language && left.script == right.script && left.region == right.region
    }

    /// The length of what follows language, script and region in an ICU name (its variants).
    private static func variantsLength(of name: String, language: Substring, script: Substring, region: Substring) -> Int {
        var used = language.utf8.count
        if !script.isEmpty { used += 1 + script.utf8.count }
        if !region.isEmpty { used += 1 + region.utf8.count }
        let remainder = name.utf8.dropFirst(used).drop { $0 == UInt8(ascii: "_") }
        return remainder.count
    }
}
