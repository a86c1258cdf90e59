/// A CLDR plural category: the name of one plural form a translation can provide.
///
/// The cases are in CLDR's canonical order (zero, one, two, few, many, other), which is also the
/// order `Comparable` uses and the order `allCases` lists them in. `other` is the form every
/// language has.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// The category named `rawValue` (`"one"`), or `nil`. Written out, not synthesized: a name is
    /// told by its length and first letter and then compared once (the synthesized one compares
    /// with each name in turn; lint asks it of every plural case of every language).
    public init?(rawValue: String) {
        let category: PluralCategory
        switch (rawValue.utf8.count, rawValue.utf8.first ?? 0) {
        case (4, UInt8(ascii: "z")): category = .zero
        case (3, UInt8(ascii: "o")): category = .one
        case (3, UInt8(ascii: "t")): category = .two
        case (3, UInt8(ascii: "f")): category = .few
        case (4, UInt8(ascii: "m")): category = .many
        case (5, UInt8(ascii: "o")): category = .other
        default: return nil
        }
        guard rawValue == category.rawValue else { return nil }
        self = category
    }

    /// The position in the canonical order: zero is 0, other is 5.
    public var canonicalIndex: Int {
        switch self {
        case .zero: return 0
        case .one: return 1
        case .two: return 2
        case .few: return 3
        case .many: return 4
        case .other: return 5
        }
    }

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.canonicalIndex < rhs.canonicalIndex
    }
}

/// Which family of CLDR plural rules to use.
public enum PluralRuleKind: String, CaseIterable, Sendable {
    /// Counting: "1 file", "2 files" (`plurals.json`). What string catalogs' plural variations use.
    case cardinal
    /// Ranking: "1st", "2nd", "3rd" (`ordinals.json`).
    case ordinal
}
