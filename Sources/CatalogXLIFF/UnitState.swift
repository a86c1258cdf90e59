import CatalogModel

/// How a catalog's translation states and XLIFF 1.2's target `state` values correspond.
///
/// Export writes what Xcode writes: `translated`, `new`, and `needs-review-l10n` for
/// `needs_review`; a state Xcode does not know is kept as XLIFF's user-defined `x-STATE`. Import
/// reads every XLIFF 1.2 state, as other tools write them: `final` and `signed-off` are translated,
/// `needs-translation` is new, every `needs-…` review state is needs_review; a target without a
/// state is translated.
public enum UnitState {
    /// The `state` attribute export writes for a catalog state (`nil`: none).
    public static func xliffState(for state: TranslationState?) -> String? {
        guard let state else { return nil }
        switch state {
        case .translated: return "translated"
        case .new: return "new"
        case .needsReview: return "needs-review-l10n"
        default: return "x-" + state.rawValue
        }
    }

    /// The catalog state for an XLIFF `state` (`nil`: the attribute is absent), or `nil` when the
    /// value is not an XLIFF 1.2 state.
    public static func catalogState(for state: String?) -> TranslationState? {
        guard let state else { return .translated }
        switch state {
        case "translated", "final", "signed-off": return .translated
        case "new", "needs-translation": return .new
        case "needs-review-l10n", "needs-review-translation", "needs-review-adaptation", "needs-l10n",
            "needs-adaptation":
            return .needsReview
        default:
            guard state.hasPrefix("x-"), state.count > 2 else { return nil }
            return TranslationState(rawValue: String(state.dropFirst(2)))
        }
    }

    /// The states `catalogState(for:)` reads, for messages.
    static let readable = "translated, final, signed-off, new, needs-translation, needs-review-l10n, needs-review-translation, needs-review-adaptation, needs-l10n, needs-adaptation, x-…"
}
