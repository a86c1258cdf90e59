import LanguageTags

/// A pseudo-language: the tag it is written under, and how its values are made from the source.
///
/// ```swift
/// PseudoLanguage.accented.tag.identifier        // "en-XA": accented, bounded, expanded by 40 %
/// PseudoLanguage.rightToLeft.tag.identifier     // "ar-XB": right to left
/// try PseudoLanguage(tag: LanguageTag("en-XA"), modes: [.accented, .double])
/// ```
///
/// The tags are private use, so that they never pass for a real language: a region `XA`–`XZ`,
/// `QM`–`QZ`, `AA` or `ZZ` (Android's `en-XA` and `ar-XB`, which CLDR names "Pseudo-Accents" and
/// "Pseudo-Bidi"), a language `qaa`–`qtz` (Windows' `qps-ploc`), or a private-use part (`en-x-pseudo`).
/// The language subtag decides the plural categories and the layout direction the runtime uses:
/// `en-XA` has English's `one` and `other`, and `ar-XB` has Arabic's six categories and lays
/// screens out right to left.
public struct PseudoLanguage: Hashable, Sendable {
    /// What the language's values are written under.
    public let tag: LanguageTag
    /// The transformations, in the order they apply.
    public let modes: [PseudoMode]
    /// How much longer `.expanded` makes the text, in percent of its length.
    public let expansion: Int

    /// The expansion `.expanded` uses unless told otherwise: 40 %, the upper quartile of how much
    /// longer German, French, Spanish and Russian translations are than their English source in
    /// the real catalogs this project is tested on (their median is 14–22 %); Xcode's
    /// Double-Length Pseudolanguage (`.double`) is 100 %, Android's `en-XA` 50 % to 100 %.
    public static let defaultExpansion = 40

    /// Android's `en-XA`: accented, bounded and expanded by 40 %.
    public static let accented = try! PseudoLanguage(
        tag: LanguageTag("en-XA"), modes: [.accented, .bounded, .expanded])
    /// Android's `ar-XB`: right to left.
    public static let rightToLeft = try! PseudoLanguage(tag: LanguageTag("ar-XB"), modes: [.rtl])
    /// What `xcstrings-pseudo` adds unless told otherwise.
    public static let defaults = [accented, rightToLeft]

    /// A pseudo-language; throws when the tag is not private use, when no mode is given, or when
    /// `.expanded` and `.double` (two lengths) are both given.
    public init(tag: LanguageTag, modes: [PseudoMode], expansion: Int = defaultExpansion) throws {
        guard Self.isPrivateUse(tag) else {
            throw PseudoSettingError(
                "'\(tag)' is not a private-use language tag, so its pseudo text would pass for a real language; use a region XA to XZ (en-XA, ar-XB), a language qaa to qtz (qps-ploc) or a private-use part (en-x-pseudo)")
        }
        guard !modes.isEmpty else { throw PseudoSettingError("no mode given") }
        if modes.contains(.expanded) && modes.contains(.double) {
            throw PseudoSettingError("the modes expanded and double both set the length; choose one")
        }
        guard (1...1000).contains(expansion) else {
            throw PseudoSettingError("the expansion must be 1 to 1000 percent, not \(expansion)")
        }
        self.tag = tag
        self.modes = Array(Set(modes)).sorted()
        self.expansion = expansion
    }

    /// The tag a set of modes is written under unless one is given: `ar-XB` for right to left,
    /// `en-XA` otherwise.
    public static func defaultTag(for modes: [PseudoMode]) -> LanguageTag {
        modes.contains(.rtl) ? rightToLeft.tag : accented.tag
    }

    /// How much longer the text grows, in percent: 0 without `.expanded` or `.double`.
    public var lengthIncrease: Int { Self.lengthIncrease(of: modes, expansion: expansion) }

    static func lengthIncrease(of modes: [PseudoMode], expansion: Int) -> Int {
        if modes.contains(.double) { return 100 }
        return modes.contains(.expanded) ? expansion : 0
    }

    /// Whether a tag is reserved for private use by BCP 47 (and ISO 3166 / ISO 639).
    public static func isPrivateUse(_ tag: LanguageTag) -> Bool {
        if tag.privateUse != nil { return true }
        if tag.language.count == 3, ("qaa"..."qtz").contains(tag.language) { return true }
        guard let region = tag.region, region.count == 2 else { return false }
        return region == "AA" || region == "ZZ" || ("QM"..."QZ").contains(region) || region.hasPrefix("X")
    }
}
