import Foundation

/// The one place where CatalogRuntime keeps mutable state that threads share: a value behind a
/// lock. `Localizer` keeps its whole state in one of these (catalogs, language choice, observers and
/// the current `LocalizationContext`); nothing else in the module is mutable and shared.
///
/// The lock is held only while a closure runs. A closure must not call back into the same
/// instance (the lock is not recursive), and should be short: build anything expensive outside.
///
/// `@unchecked Sendable`: `value` is read and written only under `lock`, and it is `Sendable`.
final class Synchronized<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Reads the value under the lock.
    func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(value)
    }

    /// Changes the value under the lock.
    func write<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
