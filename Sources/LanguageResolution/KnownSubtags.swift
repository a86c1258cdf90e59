import LanguageTags

/// What the CLDR data we ship knows about the subtags of a language tag: whether a language,
/// script or region exists, what replaces a deprecated language code, and the script a language
/// is usually written in.
///
/// ```swift
/// KnownSubtags.isKnownLanguage("he")             // true
/// KnownSubtags.isKnownLanguage("xx")             // false
/// KnownSubtags.isKnownRegion("SP")               // false: no such region
/// KnownSubtags.replacement(forLanguage: "iw")    // "he"
/// KnownSubtags.replacement(forLanguage: "sh")    // "sr-Latn"
/// KnownSubtags.likelyScript(of: try LanguageTag("ja"))   // "Jpan"
/// KnownSubtags.likelyTag(of: try LanguageTag("sr"))      // sr-Cyrl-RS
/// ```
///
/// The sources are the generated tables of this module (CLDR 47): the likely subtags, the parent
/// locales and the locales CLDR has data for name every language, script and region in use; the
/// language aliases name the deprecated language codes (`iw`, `in`, `mo`, three-letter codes such
/// as `deu`); ICU's table of three-letter region codes names the regions ICU still reads, some of
/// them retired (`YU`, `SU`, `BU`) or without a locale (`AQ`). Codes are compared in their
/// canonical case (`he`, `Latn`, `RS`).
public enum KnownSubtags {
    /// The CLDR release of the data: "47".
    public static var cldrVersion: String { LanguageData.cldrVersion }

    /// Whether CLDR has a locale with exactly this tag (`de`, `en-GB`, `zh-Hant-HK`): then every subtag
    /// of it is known. A quick answer for the usual tags, read from a small table.
    public static func isLocale(_ tag: LanguageTag) -> Bool {
        guard let locales = KnownSubtagTables.localesByLanguage[tag.language] else { return false }
        return hasWord(tag.identifier, in: locales)
    }

    /// Whether `word` is one of the space-separated words of `list`, compared byte for byte (the
    /// tables and tags are ASCII): read in place, where splitting English's hundred locales into
    /// substrings took 60,000 instructions a tag.
    static func hasWord(_ word: String, in list: String) -> Bool {
        // An empty word is not one (the split drops the empty fields between two spaces).
        guard !word.isEmpty else { return false }
        var list = list
        var word = word
        return list.withUTF8 { list in
            word.withUTF8 { word in
                var start = 0
                while start < list.count {
                    var end = start
                    while end < list.count && list[end] != UInt8(ascii: " ") { end += 1 }
                    if end - start == word.count && (0..<word.count).allSatisfy({ list[start + $0] == word[$0] }) {
                        return true
                    }
                    start = end + 1
                }
                return false
            }
        }
    }

    /// Whether CLDR has data for the language: a code some locale or likely subtag uses. Deprecated
    /// codes (`iw`) are known too: `replacement(forLanguage:)` says what replaces them.
    public static func isKnownLanguage(_ code: String) -> Bool {
        let code = code.lowercased()
        return KnownSubtagTables.languages.contains(code) || LanguageTables.languageAliases[code] != nil
    }

    /// Whether the script (ISO 15924, `Latn`, `Hant`) is one CLDR writes some language in.
    public static func isKnownScript(_ code: String) -> Bool {
        KnownSubtagTables.scripts.contains(titlecased(code))
    }

    /// Whether the region (ISO 3166 `RS`, or UN M.49 `419`) is one some CLDR locale or likely subtag
    /// uses. `isRetiredRegion(_:)` tells the few that ICU still reads but CLDR no longer uses.
    public static func isKnownRegion(_ code: String) -> Bool {
        KnownSubtagTables.regions.contains(code.uppercased())
    }

    /// Whether ICU still reads the region although no CLDR locale or likely subtag uses it: retired
    /// codes (`YU`, `CS`, `SU`, `BU`, `ZR`, `TP`, `AN`) and territories without a locale (`AQ`, `HM`).
    public static func isRetiredRegion(_ code: String) -> Bool {
        let code = code.uppercased()
        return !KnownSubtagTables.regions.contains(code) && KnownSubtagTables.icuRegions.contains(code)
    }

    /// The code that replaces a deprecated language code, as a BCP 47 tag (`iw` → `he`, `mo` → `ro`,
    /// `sh` → `sr-Latn`, `deu` → `de`), or `nil` when the code is not deprecated.
    public static func replacement(forLanguage code: String) -> String? {
        guard let replacement = LanguageTables.languageAliases[code.lowercased()], !replacement.isEmpty else {
            return nil
        }
        return replacement.replacingUnderscores()
    }

    /// The script the tag's text is written in: its own script subtag, else the likely one
    /// (`ja` → `Jpan`, `ru` → `Cyrl`, `zh-TW` → `Hant`); `nil` when CLDR does not know the language.
    public static func likelyScript(of tag: LanguageTag) -> String? {
        if let script = tag.script { return script }
        return likelyTag(of: tag)?.script
    }

    /// The tag with its likely script and region filled in (`sr` → `sr-Cyrl-RS`, `pt` → `pt-Latn-BR`,
    /// `zh-TW` → `zh-Hant-TW`); `nil` when CLDR does not know the language.
    public static func likelyTag(of tag: LanguageTag) -> LanguageTag? {
        guard let filled = LikelySubtags.maximize(
            (Substring(tag.language), Substring(tag.script ?? ""), Substring(tag.region ?? "")))
        else { return nil }
        return try? LanguageTag("\(filled.language)-\(filled.script)-\(filled.region)")
    }

    /// Whether CLDR writes the language in more than one script (`sr`: Cyrillic and Latin; `zh`:
    /// simplified and traditional Han), so that a tag that means one of them should say which.
    public static func hasSeveralScripts(_ language: String) -> Bool {
        KnownSubtagTables.multiScriptLanguages.contains(language.lowercased())
    }

    private static func titlecased(_ code: String) -> String {
        code.prefix(1).uppercased() + code.dropFirst().lowercased()
    }
}

/// The sets behind `KnownSubtags`, gathered once from the generated tables.
enum KnownSubtagTables {
    /// Every language, script and region named in the likely subtags, the parent locales and the
    /// CLDR locales.
    private static let gathered: (languages: Set<String>, scripts: Set<String>, regions: Set<String>) = {
        var languages: Set<String> = []
        var scripts: Set<String> = []
        var regions: Set<String> = []
        // Read as bytes: the tables are ASCII, and this runs over some 20,000 identifiers.
        func add(_ identifier: String) {
            var parts = identifier.utf8.split(whereSeparator: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
                .makeIterator()
            guard let language = parts.next() else { return }
            if !language.elementsEqual("und".utf8) && !language.elementsEqual("root".utf8) {
                languages.insert(String(decoding: language, as: UTF8.self))
            }
            while let part = parts.next() {
                let letters = part.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                if part.count == 4 && letters {
                    scripts.insert(String(decoding: part, as: UTF8.self))
                } else if (part.count == 2 && letters) || (part.count == 3 && part.allSatisfy { (0x30...0x39).contains($0) }) {
                    regions.insert(String(decoding: part, as: UTF8.self))
                }
            }
        }
        for (from, to) in LanguageTables.likelySubtags {
            add(from)
            add(to)
        }
        for (child, parent) in LanguageTables.parentLocales {
            add(child)
            add(parent)
        }
        for (_, locales) in localesByLanguage {
            for locale in locales.split(separator: " ") { add(String(locale)) }
        }
        return (languages, scripts, regions)
    }()

    static var languages: Set<String> { gathered.languages }
    static var scripts: Set<String> { gathered.scripts }
    static var regions: Set<String> { gathered.regions }

    /// Languages that CLDR's likely subtags write in one script in some regions and in another
    /// elsewhere (`sr`: Cyrillic in Serbia, Latin in Montenegro).
    static let multiScriptLanguages: Set<String> = {
        var scriptsByLanguage: [Substring: Int] = [:]
        for pair in CommonPreferenceTables.regionalScripts {
            guard let language = pair.split(separator: "_").first else { continue }
            scriptsByLanguage[language, default: 0] += 1
        }
        return Set(scriptsByLanguage.filter { $0.value > 1 }.keys.map(String.init))
    }()

    /// CLDR's locales by language, as the generated table writes them (`pt` → `pt pt-AO pt-BR …`): a
    /// few hundred short lines, quick to read.
    static let localesByLanguage = LanguageTables.pairs(LanguageData.cldrLocales)

    /// The two-letter regions of ICU's table of three-letter region codes.
    static let icuRegions = Set(LanguageTables.regionCodes3To2.values)
}

extension String {
    /// `sr_Latn` → `sr-Latn`.
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
