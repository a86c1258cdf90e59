/// Names a value that rules compute once per context and share, and gives its type (as SwiftUI's
/// `EnvironmentKey` does): `enum Key: ComputedValueKey { typealias Value = PlaceholderFacts }`.
/// A rule family declares its keys beside its rules; the contexts know nothing about them.
///
/// Values are objects: a family keeps one object per context, holding what it computes there
/// (looked up by every rule of the family, so a class cast, not a cast from `Any`).
public protocol ComputedValueKey {
    associatedtype Value: AnyObject
}

/// Values computed on first use and kept for the life of one context (a key, a unit), by typed
/// key. Not synchronized: a key and its units are walked on one thread.
public struct ComputedValues {
    private var values: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// The value kept for `key`, if it was computed.
    public subscript<Key: ComputedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A context that keeps values rules compute (`EntryContext`, `UnitContext`).
public protocol ComputedValueStore: AnyObject {
    var computedValues: ComputedValues { get set }
}

extension ComputedValueStore {
    /// The value for `key`: computed by `compute` on the first call for this context, then kept.
    /// `compute` may ask for other values of the same context.
    public func value<Key: ComputedValueKey>(for key: Key.Type, compute: () -> Key.Value) -> Key.Value {
        if let known = computedValues[key] { return known }
        let value = compute()
        computedValues[key] = value
        return value
    }
}
