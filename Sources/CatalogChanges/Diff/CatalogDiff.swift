import CatalogModel

/// One leaf that differs between two versions of a key (or of the catalog's own fields).
public struct LeafChange: Sendable, Equatable {
    public var place: LeafPlace
    /// `nil`: the leaf is added.
    public var old: LeafValue?
    /// `nil`: the leaf is removed.
    public var new: LeafValue?
}

/// What happened to one key between two versions.
public struct KeyChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case added, removed, changed
    }

    public var key: String
    public var kind: Kind
    /// The leaves that differ, in order (the key's own fields, then by language and place); for an
    /// added or removed key, every leaf it has.
    public var leaves: [LeafChange]
}

/// The key-level differences between two versions of a catalog: keys added, removed and
/// changed, and per key the leaves (a language's text and state, a plural or device case, a
/// substitution, the comment) that differ. Formatting and key order are not differences.
public struct CatalogDiff: Sendable, Equatable {
    /// Changes of the catalog's own fields (`sourceLanguage`, `version`, others).
    public var catalog: [LeafChange]
    /// Changed keys, sorted.
    public var keys: [KeyChange]

    public var isEmpty: Bool { catalog.isEmpty && keys.isEmpty }

    /// The differences from `old` to `new`.
    public init(from old: StringCatalog, to new: StringCatalog) {
        catalog = Self.changes(Self.ownLeaves(of: old), Self.ownLeaves(of: new))
        var keys: [KeyChange] = []
        for key in Set(old.strings.keys).union(new.strings.keys).sorted() {
            let before = old.strings.index(forKey: key).map { old.strings[$0] }
            let after = new.strings.index(forKey: key).map { new.strings[$0] }
            // Swift finds a key spelled in another Unicode normalization; Xcode and the run time do not.
            var respelling: LeafChange?
            if let before, let after, !before.key.utf8.elementsEqual(after.key.utf8) {
                respelling = LeafChange(place: LeafPlace(place: "spelling"), old: .literal(ValueText.scalars(before.key)),
                                        new: .literal(ValueText.scalars(after.key)))
            }
            if before?.value == after?.value && respelling == nil { continue }
            var leaves = Self.changes(before.map { CatalogLeaves.leaves(of: $0.value) } ?? [:],
                                      after.map { CatalogLeaves.leaves(of: $0.value) } ?? [:])
            if let respelling { leaves.insert(respelling, at: 0) }
            let kind: KeyChange.Kind = before == nil ? .added : after == nil ? .removed : .changed
            keys.append(KeyChange(key: after?.key ?? key, kind: kind, leaves: leaves))
        }
        self.keys = keys
    }

    /// The leaves of the catalog's own fields.
    static func ownLeaves(of catalog: StringCatalog) -> [LeafPlace: LeafValue] {
        var leaves: [LeafPlace: LeafValue] = [:]
        if let language = catalog.sourceLanguage { leaves[LeafPlace(place: "sourceLanguage")] = .text(language) }
        if let version = catalog.version { leaves[LeafPlace(place: "version")] = .text(version) }
        for (name, value) in catalog.unknownFields {
            leaves[LeafPlace(place: name)] = .literal(ValueText.whole(value))
        }
        return leaves
    }

    /// The leaves that differ, in order.
    static func changes(_ old: [LeafPlace: LeafValue], _ new: [LeafPlace: LeafValue]) -> [LeafChange] {
        Set(old.keys).union(new.keys).sorted().compactMap { place in
            old[place] == new[place] ? nil : LeafChange(place: place, old: old[place], new: new[place])
        }
    }
}

extension LeafPlace {
    /// A place among the catalog's own fields or a key's.
    init(place: String) { self.init(language: nil, place: place) }
}
