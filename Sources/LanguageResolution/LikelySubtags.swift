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
        for trial: Subtags in [(maximal.language, "", ""), (maximal.language, "", maximal.region), (maximal.language, maximal.script, "")] {
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
        // The keys CLDR's algorithm tries, most specific first: language_Script_Region,
        // language_Region, language_Script, language.
        let value: String?
        if !script.isEmpty && !region.isEmpty, let found = LanguageTables.likelySubtags[language, script, region] {
            value = found
        } else if !region.isEmpty, let found = LanguageTables.likelySubtags[language, region] {
            value = found
        } else if !script.isEmpty, let found = LanguageTables.likelySubtags[language, script] {
            value = found
        } else {
            value = LanguageTables.likelySubtags[language]
        }
        guard let value, let filled = threeSubtags(value) else { return nil }
        return (
            language == "und" ? filled.language : language,
            script.isEmpty ? filled.script : script,
            region.isEmpty ? filled.region : region
        )
    }

    /// `en_Latn_US` → (`en`, `Latn`, `US`); `nil` unless it has exactly three subtags that are not
    /// empty (`en__US` has two).
    private static func threeSubtags(_ value: String) -> Subtags? {
        let utf8 = value.utf8
        var found: (Substring, Substring, Substring) = ("", "", "")
        var count = 0
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "_")) ?? utf8.endIndex
            if start < end {
                switch count {
                case 0: found.0 = value[start..<end]
                case 1: found.1 = value[start..<end]
                case 2: found.2 = value[start..<end]
                default: return nil
                }
                count += 1
            }
            start = end < utf8.endIndex ? utf8.index(after: end) : end
        }
        return count == 3 ? found : nil
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
