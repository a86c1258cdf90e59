/// The state of a translation (`stringUnit.state`, `stringSet.state`). Open: a value Xcode may add
/// later is kept as read and written back.
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Translated and reviewed.
    public static let translated: TranslationState = "translated"
    /// Not translated yet (Xcode's "New").
    public static let new: TranslationState = "new"
    /// Translated, but the source changed or a reviewer asked for a look.
    public static let needsReview: TranslationState = "needs_review"
    /// The states Xcode writes today.
    public static let known: Set<TranslationState> = [.translated, .new, .needsReview]

    /// Whether Xcode writes this state (compared directly, without hashing: it runs for every unit).
    public var isKnown: Bool { self == .translated || self == .new || self == .needsReview }
    public var description: String { rawValue }
}

/// How a key came into the catalog (`extractionState`). Absent means extracted automatically.
public struct ExtractionState: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Added by hand, not extracted from code.
    public static let manual: ExtractionState = "manual"
    /// No longer found in the code.
    public static let stale: ExtractionState = "stale"
    /// Extracted from code that gives a default value.
    public static let extractedWithValue: ExtractionState = "extracted_with_value"
    /// Migrated from `.strings` or `.stringsdict` files.
    public static let migrated: ExtractionState = "migrated"
    /// The states Xcode writes.
    public static let known: Set<ExtractionState> = [.manual, .stale, .extractedWithValue, .migrated]

    public var isKnown: Bool { Self.known.contains(self) }
    public var description: String { rawValue }
}

/// What a set of variations varies by (`plural`, `device`). Open.
public struct VariationKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, Comparable
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Forms by CLDR plural category (`one`, `few`, `other`, …).
    public static let plural: VariationKind = "plural"
    /// Forms by device (`iphone`, `mac`, `other`, …).
    public static let device: VariationKind = "device"
    /// The kinds Xcode writes.
    public static let known: Set<VariationKind> = [.plural, .device]

    public var isKnown: Bool { Self.known.contains(self) }
    public var description: String { rawValue }
    public static func < (lhs: VariationKind, rhs: VariationKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Case names Xcode writes under `variations.plural` and `variations.device`.
package enum VariationCaseNames {
    package static let plural: [String] = ["zero", "one", "two", "few", "many", "other"]
    package static let device: [String] = [
        "appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other",
    ]
}
