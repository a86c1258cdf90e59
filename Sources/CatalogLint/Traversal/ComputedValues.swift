/// Names a value that rules compute once per context and share, and gives its type (as SwiftUI's
/// `EnvironmentKey` does): `enum Key: ComputedValueKey { typealias Value = PlaceholderFacts }`.
/// A rule family declares its keys beside its rules; the contexts know nothing about them.
///
/// Values are objects: a family keeps one object per context, holding what it computes there
/// (looked up by every rule of the family, so a class cast, not a cast from `Any`).
package protocol ComputedValueKey {
    associatedtype Value: AnyObject
}

/// Values computed on first use and kept for the life of one context (a key, a node, a unit, a
/// source match), by typed key; a value may be computed as absent (`nil`), and that is kept too.
/// Not synchronized: a key and everything below it are walked on one thread.
///
/// Every rule of a family asks on every unit, and a context keeps a value or two: the first is held
/// inline (no allocation, no hashing), further ones in a short list searched by key identity.
package struct ComputedValues {
    private var first: (key: ObjectIdentifier, value: AnyObject?)?
    private var more: [(key: ObjectIdentifier, value: AnyObject?)] = []

    package init() {}

    /// What is kept for `key`: `nil` when it was never computed, `.some(nil)` when it was computed
    /// as absent.
    package func kept<Key: ComputedValueKey>(_ key: Key.Type) -> Key.Value?? {
        let identifier = ObjectIdentifier(key)
        let value: AnyObject?
        if let first, first.key == identifier {
            value = first.value
        } else if let found = more.first(where: { $0.key == identifier }) {
            value = found.value
        } else {
            return nil
        }
        // Only `keep(_:for:)` stores, always a `Key.Value` under `Key`: the type is known, and a
        // checked cast on every rule's every look-up would cost more than the look-up.
        return .some(value.map { unsafeDowncast($0, to: Key.Value.self) })
    }

    /// Keeps `value` (possibly `nil`) for `key`; a key is kept once.
    package mutating func keep<Key: ComputedValueKey>(_ value: Key.Value?, for key: Key.Type) {
        let identifier = ObjectIdentifier(key)
        if first == nil {
            first = (identifier, value)
        } else {
            more.append((identifier, value))
        }
    }
}

/// A context that keeps values rules compute (`EntryContext`, `NodeContext`, `UnitContext`,
/// `SourceMatch`).
package protocol ComputedValueStore: AnyObject {
    var computedValues: ComputedValues { get set }
}

extension ComputedValueStore {
    /// The value for `key`: computed by `compute` on the first call for this context, then kept.
    /// `compute` may ask for other values of the same context.
    package func value<Key: ComputedValueKey>(for key: Key.Type, compute: () -> Key.Value) -> Key.Value {
        possibleValue(for: key, compute: compute)!
    }

    /// The value for `key`, or `nil` when there is none: computed by `compute` on the first call for
    /// this context, then kept, `nil` included.
    package func possibleValue<Key: ComputedValueKey>(for key: Key.Type, compute: () -> Key.Value?) -> Key.Value? {
        if let kept = computedValues.kept(key) { return kept }
        let value = compute()
        computedValues.keep(value, for: key)
        return value
    }
}
