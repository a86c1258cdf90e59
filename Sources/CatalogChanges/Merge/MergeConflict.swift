import CatalogModel

/// Which version a merge keeps where both sides changed a value differently.
public enum MergeSide: String, Sendable, CaseIterable {
    /// The current branch's version (`%A`): the default, as in git.
    case ours
    /// The version being merged in (`%B`).
    case theirs
}

/// A change that the merge could not combine: both sides changed the same value differently, one
/// side deleted what the other changed, or the two changes together make a localization that is
/// not a valid shape. The merged catalog holds the kept side's version.
public struct MergeConflict: Sendable, Hashable {
    /// What kind of conflict.
    public enum Kind: String, Sendable, Hashable {
        /// The same value changed differently on both sides.
        case bothChanged = "both-changed"
        /// One side deleted what the other side changed.
        case deletedAndChanged = "deleted-and-changed"
        /// Each change alone is valid, together they are not (a text on one side, plural
        /// variations on the other).
        case incompatible = "incompatible"
    }

    public var kind: Kind
    /// The catalog key concerned; `nil` for the top level (`sourceLanguage`, `version`).
    public var key: String?
    /// Where the value is in the merged catalog (the nearest existing value when the kept side
    /// has none).
    public var path: JSONPath
    /// The value in each version, as text (`nil`: the version has no such value).
    public var base: String?
    public var ours: String?
    public var theirs: String?
    /// The side whose value the merged catalog holds.
    public var kept: MergeSide

    /// One line: what conflicts and the three values.
    public var summary: String {
        let what: String
        switch kind {
        case .bothChanged: what = "changed differently on both sides"
        case .deletedAndChanged: what = ours == nil ? "deleted on our side, changed on theirs" : "changed on our side, deleted on theirs"
        case .incompatible: what = "the two changes make an invalid localization together"
        }
        func show(_ value: String?) -> String { value ?? "(none)" }
        return "conflict: \(path): \(what): base \(show(base)), ours \(show(ours)), theirs \(show(theirs)); kept \(kept.rawValue)"
    }
}
