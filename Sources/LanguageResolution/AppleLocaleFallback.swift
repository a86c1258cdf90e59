/// Apple's localization fallback rules (`ualoc.cpp`, the current version): aliases, parents,
/// the default-region penalty. Works on ICU base names (`en_GB`, `zh_Hant_HK`).
enum AppleLocaleFallback {
    /// Apple's alias map, else ICU's language aliases: the whole name, else its language with the
    /// original script and region put back (`iw_IL` → `he_IL`; `sh_BA` → `sr_Latn_BA`: a
    /// replacement that ends in a script gets the original region only).
    static func normalizedName(_ baseName: String) -> String {
        if let replacement = LanguageTables.appleAliases[baseName] ?? LanguageTables.languageAliases[baseName] {
            return replacement
        }
        guard let firstSeparator = baseName.firstIndex(of: "_"),
            let replacement = LanguageTables.languageAliases[String(baseName[..<firstSeparator])]
        else { return baseName }
        if !replacement.contains("_") {
            return replacement + baseName[firstSeparator...]
        }
        let replacementEndsWithScript = replacement.utf8.count > 5 && replacement.utf8.dropLast(4).last == UInt8(ascii: "_")
        if replacementEndsWithScript, let lastSeparator = baseName.lastIndex(of: "_"),
            baseName[lastSeparator...].utf8.count <= 4
        {
            return replacement + baseName[lastSeparator...]
        }
        return replacement
    }

    /// Apple's parent map, else the parent-locales table, else the name without its last subtag;
    /// `nil` at the end of a chain (`root` or nothing left).
    static func parent(of name: String) -> String? {
        let parent: String
        if let mapped = LanguageTables.appleParents[name] ?? LanguageTables.parentLocales[name] {
            parent = mapped
        } else if let lastSeparator = name.lastIndex(of: "_"), lastSeparator != name.startIndex {
            parent = String(name[..<lastSeparator])
        } else {
            return nil
        }
        return parent.isEmpty || parent == "root" ? nil : parent
    }

    /// The name, then its parents, at most `limit` entries.
    static func parentChain(of name: String, limit: Int) -> [String] {
        var chain = [name]
        while chain.count < limit, let parent = parent(of: chain[chain.count - 1]) {
            chain.append(parent)
        }
        return chain
    }

    /// An available localization with a region that is not its language's default (minimizing
    /// keeps the region), except `es_MX` and `zh_Hant_TW`, which Apple treats as defaults.
    static func hasDefaultRegionPenalty(_ name: String) -> Bool {
        guard !ICULocaleName.parts(of: name).region.isEmpty,
            !LanguageTables.defaultRegionPenaltyExemptions.contains(name)
        else { return false }
        if let known = LanguageTables.icuPenaltyDifferences[name] { return known }
        return LikelySubtags.minimizedNameKeepsRegion(name)
    }
}
