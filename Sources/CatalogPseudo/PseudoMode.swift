/// One transformation of a pseudo-language. Modes combine: `en-XA` is accented, bounded and
/// expanded; `ar-XB` is right to left.
public enum PseudoMode: String, CaseIterable, Sendable, Comparable {
    /// Every ASCII letter gets a diacritic (`Settings` → `Šéţţîñĝš`): text that was never
    /// localized stands out, and so do fonts and line heights that clip accents.
    case accented
    /// The text is wrapped in brackets (`[Settings]`), so that truncation (a missing `]`) and
    /// sentences assembled from pieces (`[Hello] [Anna]`) show.
    case bounded
    /// The text grows by a percentage (40 % unless set) with filler words, as translations into
    /// German, French or Russian do.
    case expanded
    /// The text grows to twice its length, like Xcode's Double-Length Pseudolanguage.
    case double
    /// Every word is shown right to left with Unicode directional marks (RLM, RLO … PDF, RLM), as
    /// in Android's `ar-XB`: the text mirrors, and layouts show whether they follow it.
    case rtl

    /// The order modes are applied and listed in.
    public static func < (lhs: PseudoMode, rhs: PseudoMode) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Reads a mode name given on the command line; the error lists the names.
    public static func named(_ name: String) throws -> PseudoMode {
        guard let mode = PseudoMode(rawValue: name.lowercased()) else {
            throw PseudoSettingError(
                "unknown mode '\(name)'; the modes are \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }
}

/// A pseudo-language setting that cannot be used; `description` says why.
public struct PseudoSettingError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
