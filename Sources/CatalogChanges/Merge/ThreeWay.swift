import CatalogModel

/// The three-way rules every part of a catalog is merged with, and the conflicts found so far.
///
/// For any value: the same on both sides → that value; changed on one side only → that side's
/// value; changed differently on both → a value with parts (an entry, a localization, a unit) is
/// merged part by part, a plain value (a text, a state, a comment) is a conflict. A value deleted
/// on one side and changed on the other is merged against nothing: when the changed side only
/// removed things too, the deletion stands; otherwise it is a conflict. A conflict keeps `keep`'s
/// value and is recorded.
final class ThreeWay {
    let keep: MergeSide
    /// The key being merged, recorded with each conflict.
    var key: String?
    private(set) var conflicts: [MergeConflict] = []

    init(keep: MergeSide) { self.keep = keep }

    /// A plain value: taken whole from one side, or a conflict.
    func value<T: Equatable>(_ base: T?, _ ours: T?, _ theirs: T?, at path: JSONPath, text: (T) -> String) -> T? {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        let kind: MergeConflict.Kind = ours == nil || theirs == nil ? .deletedAndChanged : .bothChanged
        record(kind, at: path, base.map(text), ours.map(text), theirs.map(text))
        return kept(ours, theirs)
    }

    /// A value with parts. `parts` merges them and returns `nil` when nothing is left; `empty` is
    /// the value both sides keep when both changed it and no part is left.
    func composite<T: Equatable>(
        _ base: T?, _ ours: T?, _ theirs: T?, at path: JSONPath, empty: T, text: (T) -> String,
        parts: (T?, T?, T?) -> T?
    ) -> T? {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        let mark = conflicts.count
        let merged = parts(base, ours, theirs)
        if ours != nil && theirs != nil { return merged ?? empty }
        // Deleted on one side, changed on the other: the deletion stands when the change only
        // removed things (nothing is left) and none of it conflicts.
        if merged == nil && conflicts.count == mark { return nil }
        conflicts.removeSubrange(mark...)
        record(.deletedAndChanged, at: path, base.map(text), ours.map(text), theirs.map(text))
        return kept(ours, theirs)
    }

    /// The members of two changed versions of an object: each merged with `member`, which
    /// returns `nil` for a member that is gone. `nil` when no member is left.
    func members<Key: Hashable, Value: Equatable>(
        _ base: [Key: Value]?, _ ours: [Key: Value]?, _ theirs: [Key: Value]?, at path: JSONPath,
        name: (Key) -> String, member: (Value?, Value?, Value?, JSONPath) -> Value?
    ) -> [Key: Value]? {
        var keys = Set((ours ?? [:]).keys).union((theirs ?? [:]).keys)
        keys.formUnion((base ?? [:]).keys)
        var result: [Key: Value] = [:]
        for key in keys {
            let (baseMember, baseName) = lookUp(key, in: base)
            let (oursMember, oursName) = lookUp(key, in: ours)
            let (theirsMember, theirsName) = lookUp(key, in: theirs)
            let memberPath = path.appending(.key(name(key)))
            guard let merged = member(baseMember, oursMember, theirsMember, memberPath) else { continue }
            result[spelling(baseName, oursName, theirsName, at: memberPath) ?? key] = merged
        }
        return result.isEmpty ? nil : result
    }

    /// A member and its name as `object` spells it: Swift compares strings by canonical
    /// equivalence, so `café` (precomposed) finds `cafe` + U+0301, which Xcode and the run time
    /// tell apart.
    private func lookUp<Key: Hashable, Value>(_ key: Key, in object: [Key: Value]?) -> (Value?, Key?) {
        guard let object, let index = object.index(forKey: key) else { return (nil, nil) }
        return (object[index].value, object[index].key)
    }

    /// The spelling a merged member's name keeps when the versions spell it in different Unicode
    /// normalizations: merged as a value of its own (respelled on one side → that side's spelling;
    /// differently on both, or added on both in different spellings → a conflict). `nil` when
    /// every version spells it alike (or the names are not text).
    private func spelling<Key: Hashable>(_ base: Key?, _ ours: Key?, _ theirs: Key?, at path: JSONPath) -> Key? {
        guard Key.self == String.self else { return nil }
        // Usually every version spells it alike: compared in place, without copying the bytes.
        let names = [base, ours, theirs].compactMap { $0 as? String }
        if names.dropFirst().allSatisfy({ $0.utf8.elementsEqual(names[0].utf8) }) { return nil }
        func bytes(_ name: Key?) -> [UInt8]? { (name as? String).map { Array($0.utf8) } }
        let (base, ours, theirs) = (bytes(base), bytes(ours), bytes(theirs))
        guard let present = ours ?? theirs else { return nil }
        if ours == nil || theirs == nil || ours == theirs {
            return base == nil || base == present ? nil : String(decoding: present, as: UTF8.self) as? Key
        }
        let merged = value(base, ours, theirs, at: path) { ValueText.scalars(String(decoding: $0, as: UTF8.self)) }
        return merged.map { String(decoding: $0, as: UTF8.self) as? Key } ?? nil
    }

    /// An object whose members are merged one by one with `member`; present (possibly empty)
    /// when either side keeps it.
    func object<Key: Hashable, Value: Equatable>(
        _ base: [Key: Value]?, _ ours: [Key: Value]?, _ theirs: [Key: Value]?, at path: JSONPath,
        name: (Key) -> String, member: (Value?, Value?, Value?, JSONPath) -> Value?
    ) -> [Key: Value]? {
        composite(base, ours, theirs, at: path, empty: [:], text: { ValueText.compact($0.keys.map(name).sorted()) }) {
            members($0, $1, $2, at: path, name: name, member: member)
        }
    }

    /// Members the model does not know, each merged as a plain value.
    func unknownFields(_ base: JSONObject?, _ ours: JSONObject?, _ theirs: JSONObject?, at path: JSONPath) -> JSONObject {
        if (ours ?? [:]).isEmpty && (theirs ?? [:]).isEmpty && (base ?? [:]).isEmpty { return [:] }
        let merged = members(base, ours, theirs, at: path, name: { $0 }) { base, ours, theirs, path in
            value(base, ours, theirs, at: path) { ValueText.compact($0) }
        }
        return merged ?? [:]
    }

    /// Replaces the conflicts recorded since `mark` by one conflict about the whole value at `path`.
    func replaceConflicts(since mark: Int, with kind: MergeConflict.Kind, at path: JSONPath,
                          _ base: String?, _ ours: String?, _ theirs: String?) {
        conflicts.removeSubrange(mark...)
        record(kind, at: path, base, ours, theirs)
    }

    /// The number of conflicts so far, to replace those of a part later.
    var mark: Int { conflicts.count }

    /// Forgets the conflicts recorded since `mark`: those of a merge tried only to decide.
    func discardConflicts(since mark: Int) {
        conflicts.removeSubrange(mark...)
    }

    func kept<T>(_ ours: T?, _ theirs: T?) -> T? { keep == .ours ? ours : theirs }

    private func record(_ kind: MergeConflict.Kind, at path: JSONPath, _ base: String?, _ ours: String?, _ theirs: String?) {
        conflicts.append(MergeConflict(kind: kind, key: key, path: path, base: base, ours: ours, theirs: theirs, kept: keep))
    }
}
