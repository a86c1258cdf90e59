import SharedState

/// The one piece of shared mutable state of the library: identifiers already prepared, by
/// spelling, so that resolving thousands of times over the same few dozen identifiers reads
/// each one once; and the lists of them asked for most (an app's localizations, resolved against
/// for every preference of a `LocalizationMatrix`), so that such a list is one look-up, not one
/// per identifier.
///
/// Every access takes the lock, briefly: look-ups share it (the threads of a `LocalizationMatrix`
/// look up thousands of times each, and waited on one another with a plain lock); a change holds
/// it alone. Identifiers are prepared outside it (several threads may prepare the same new
/// identifier; they get equal values). A prepared identifier is an immutable value. Each table is
/// emptied when it reaches `limit` entries, so callers that send endless different strings cannot
/// make it grow without bound. (`@unchecked Sendable` for that reason: the tables are read only
/// under the shared lock and written only under the exclusive one.)
final class IdentifierCache: @unchecked Sendable {
    /// The cache every resolution uses.
    static let shared = IdentifierCache(limit: 20_000)

    /// Lists at least this long are kept whole as well.
    static let listedCount = 8

    private let lock = ReadWriteLock()
    private var prepared: [String: PreparedIdentifier] = [:]
    private var lists: [[String]: [PreparedIdentifier]] = [:]
    /// The list asked for last: usually asked for again, by the very same array (a
    /// `LocalizationMatrix` resolves hundreds of preferences against one app's localizations),
    /// which compares equal without reading it, where looking it up in `lists` hashes every identifier.
    private var lastList: (identifiers: [String], prepared: [PreparedIdentifier])?
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The prepared form of each identifier, in order.
    func prepare(_ identifiers: [String]) -> [PreparedIdentifier] {
        let isListed = identifiers.count >= Self.listedCount
        // A list passed again is usually the same array: comparing it with the last is then immediate.
        let (list, isLast, known) = lock.reading { () -> ([PreparedIdentifier]?, Bool, [PreparedIdentifier?]) in
            if isListed, let lastList, lastList.identifiers == identifiers { return (lastList.prepared, true, []) }
            if isListed, let list = lists[identifiers] { return (list, false, []) }
            return (nil, false, identifiers.map { prepared[$0] })
        }
        if let list {
            if !isLast { lock.writing { lastList = (identifiers, list) } }
            return list
        }
        var fresh: [(String, PreparedIdentifier)] = []
        let result = zip(identifiers, known).map { identifier, known in
            if let known { return known }
            let new = PreparedIdentifier(identifier)
            fresh.append((identifier, new))
            return new
        }
        guard isListed || !fresh.isEmpty else { return result }
        lock.writing {
            for (identifier, new) in fresh {
                if prepared.count >= limit { prepared.removeAll(keepingCapacity: true) }
                prepared[identifier] = new
            }
            if isListed {
                if lists.count >= limit { lists.removeAll(keepingCapacity: true) }
                lists[identifiers] = result
                lastList = (identifiers, result)
            }
        }
        return result
    }
}
