import Foundation

/// The one piece of shared mutable state of the library: identifiers already prepared, by
/// spelling, so that resolving thousands of times over the same few dozen identifiers reads
/// each one once.
///
/// Every access takes the lock; a prepared identifier is an immutable value. The cache is
/// emptied when it reaches `limit` entries, so callers that send endless different strings
/// cannot make it grow without bound. (`@unchecked Sendable` for that reason: the dictionary is
/// read and written only under the lock.)
final class IdentifierCache: @unchecked Sendable {
    /// The cache every resolution uses.
    static let shared = IdentifierCache(limit: 20_000)

    private let lock = NSLock()
    private var prepared: [String: PreparedIdentifier] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The prepared form of each identifier, in order.
    func prepare(_ identifiers: [String]) -> [PreparedIdentifier] {
        lock.lock()
        defer { lock.unlock() }
        return identifiers.map { identifier in
            if let known = prepared[identifier] { return known }
            let fresh = PreparedIdentifier(identifier)
            if prepared.count >= limit { prepared.removeAll(keepingCapacity: true) }
            prepared[identifier] = fresh
            return fresh
        }
    }
}
