#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock that readers share and a writer holds alone, for state read far more often than it
/// changes (language resolution's cache of prepared identifiers, looked up thousands of times on
/// every core). A `pthread_rwlock_t`, which must not move: it is allocated once, here.
///
/// `@unchecked Sendable`: the lock is what makes its users' state safe to share.
public final class ReadWriteLock: @unchecked Sendable {
    @usableFromInline let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)

    public init() {
        lock.initialize(to: pthread_rwlock_t())
        precondition(pthread_rwlock_init(lock, nil) == 0, "pthread_rwlock_init failed")
    }

    deinit {
        pthread_rwlock_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// `body`, with other readers but no writer.
    @inlinable
    public func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }

    /// `body`, alone.
    @inlinable
    public func writing<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return try body()
    }
}
