import LanguageTags

/// The device side: the preferred language the Settings app writes for a language and a region.
///
/// On iOS and macOS a user picks a language (`English`, `English (UK)`, `Chinese, Simplified`)
/// and, separately, a region. The preferred language the system then hands to every app is the
/// language with the region added, unless the language already names a region:
///
/// | language | region | preferred language |
/// |---|---|---|
/// | `en` | `IT` | `en-IT` |
/// | `en-GB` | `IT` | `en-GB` (a dialect keeps its own region) |
/// | `es-419` | `MX` | `es-419` |
/// | `zh-Hans` | `TW` | `zh-Hans-TW` (the script stays, the region is added) |
/// | `pt-PT` | `BR` | `pt-PT` |
///
/// Settings lists plain "English" (the US variety) as `en`, "English (UK)" as `en-GB`: pass the
/// language as the list has it.
public enum DeviceLanguage {
    /// Why a language or region cannot be composed.
    public enum CompositionError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not a language as the Settings app lists them: a 2–3 letter language, optionally a
        /// 4-letter script and a region (`en`, `zh-Hant`, `en-GB`, `es-419`).
        case invalidLanguage(String)
        /// Not a region the Settings app offers: two letters of a country or territory ISO 3166
        /// and CLDR know (`IT`, `us`), or `419`-style area codes, which are not device regions.
        case invalidRegion(String)

        /// A sentence naming the bad input.
        public var description: String {
            switch self {
            case .invalidLanguage(let language):
                return "'\(language)' is not a language such as en, en-GB, zh-Hant or es-419"
            case .invalidRegion(let region):
                return "'\(region)' is not a region the Settings app offers: the two-letter code of a country or territory, such as IT or US"
            }
        }
    }

    /// The preferred language for a Settings language and region, as a BCP 47 tag (`en-IT`).
    ///
    /// - Parameters:
    ///   - language: the language chosen in Settings, BCP 47 or `_` form (`en`, `en_GB`, `zh-Hans`).
    ///   - region: the region chosen in Settings, a two-letter code in any case (`IT`, `it`).
    /// - Throws: `CompositionError` when either is not valid.
    public static func preferredLanguage(language: String, region: String) throws -> String {
        guard let tag = try? LanguageTag(language, allowing: .underscores), tag.extendedLanguages.isEmpty,
            tag.variants.isEmpty, tag.extensions.isEmpty, tag.privateUse == nil
        else { throw CompositionError.invalidLanguage(language) }
        guard isRegion(region) else { throw CompositionError.invalidRegion(region) }
        let regionCode = region.uppercased()
        if tag.region != nil { return tag.identifier }
        return [tag.language, tag.script, regionCode].compactMap { $0 }.joined(separator: "-")
    }

    /// Whether `region` is a region the Settings app offers: two letters, in any case, of a
    /// country or territory ICU or CLDR know (`IT`, `us`; not `ZZ`, `419` or `../x`).
    public static func isRegion(_ region: String) -> Bool {
        let regionCode = region.uppercased()
        return regionCode.utf8.count == 2 && knownRegions.contains(regionCode)
    }

    /// Two-letter regions ICU or CLDR's likely subtags know, without `ZZ` (unknown region).
    static let knownRegions: Set<String> = {
        var regions = Set(LanguageTables.regionCodes3To2.values)
        for value in LanguageTables.likelySubtags.values {
            regions.insert(String(value.split(separator: "_").last ?? ""))
        }
        regions.remove("ZZ")
        return regions.filter { $0.utf8.count == 2 }
    }()
}
