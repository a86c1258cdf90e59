#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a lock: the package's one type for mutable state that threads share (the plural
/// rules' caches, the values a run keeps until exit, `Localizer`'s state, the languages a
/// `CatalogTable` has compiled), beside `ReadWriteLock` for state that is read far more often
/// than it changes.
///
/// The lock is held only while a closure runs. A closure must not call back into the same
/// instance (the lock is not recursive), and should be short: build anything expensive outside.
///
/// A `pthread_mutex_t`, allocated once so that it never moves, rather than Foundation's `NSLock`:
/// the modules that use it are built without Foundation on Linux (loading Foundation costs every
/// tool run milliseconds and megabytes).
///
/// Its methods are `@inlinable`, so that callers in other modules (a `Localizer` lookup takes the
/// lock once) get them specialized and inlined, as when the type lived in their own module.
///
/// `@unchecked Sendable`: `value` is read and written only under the lock, and it is `Sendable`.
public final class Synchronized<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    @usableFromInline var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0, "pthread_mutex_init failed")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Reads the value under the lock.
    @inlinable
    public func read<Result>(_ body: (Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(value)
    }

    /// Changes the value under the lock.
    @inlinable
    public func write<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
