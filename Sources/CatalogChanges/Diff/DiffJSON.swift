import Foundation

/// A diff as JSON, a stable interface for tools:
///
///     {"version": 1, "old": "a.xcstrings", "new": "b.xcstrings",
///      "summary": {"added": 1, "removed": 0, "changed": 1},
///      "catalog": [],
///      "keys": [{"key": "Refresh", "change": "changed", "leaves": [
///         {"language": "de", "place": "", "old": {"state": "translated", "value": "Erneuern"},
///          "new": {"state": "translated", "value": "Aktualisieren"}}]}]}
///
/// A leaf's `old` or `new` is `null` when it is added or removed; a unit is `{state, value}`, a
/// string set `{state, values}`, other fields their JSON value.
public enum DiffJSON {
    public static func render(_ diff: CatalogDiff, old: String, new: String) -> String {
        let counts = Dictionary(grouping: diff.keys, by: \.kind).mapValues(\.count)
        let object: [String: Any] = [
            "version": 1, "old": old, "new": new,
            "summary": ["added": counts[.added] ?? 0, "removed": counts[.removed] ?? 0, "changed": counts[.changed] ?? 0],
            "catalog": diff.catalog.map(leaf),
            "keys": diff.keys.map { ["key": $0.key, "change": $0.kind.rawValue, "leaves": $0.leaves.map(leaf)] as [String: Any] },
        ]
        let data = (try? JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func leaf(_ change: LeafChange) -> [String: Any] {
        [
            "language": change.place.language as Any? ?? NSNull(), "place": change.place.place,
            "old": change.old.map(value) ?? NSNull(), "new": change.new.map(value) ?? NSNull(),
        ]
    }

    private static func value(_ value: LeafValue) -> Any {
        switch value {
        case .unit(let state, let text): return ["state": state as Any? ?? NSNull(), "value": text]
        case .set(let state, let values): return ["state": state as Any? ?? NSNull(), "values": values]
        case .text(let text): return text
        case .literal(let json):
            return (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])) ?? json
        }
    }
}
