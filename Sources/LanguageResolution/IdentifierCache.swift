import SharedState

/// The one piece of shared mutable state of the library: identifiers already prepared, by
/// spelling, so that resolving thousands of times over the same few dozen identifiers reads
/// each one once; and the lists of them asked for most (an app's localizations, resolved against
/// for every preference of a `LocalizationMatrix`), so that such a list is one look-up, not one
/// per identifier. Identifiers are kept in two tables: as preferences (`PreparedIdentifier`) and
/// as available localizations (`PreparedLocalization`, made from the former).
///
/// Every access takes the lock, briefly: look-ups share it (the walk's threads and the catalog
/// visits beside it look up at once, and waited on one another with a plain lock); a change holds
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

    /// Prepared values by spelling, and lists of them (an object, so that one `prepare` serves both).
    private final class Table<Prepared> {
        var prepared: [String: Prepared] = [:]
        var lists: [[String]: [Prepared]] = [:]
        /// The list asked for last: usually asked for again, by the very same array (a
        /// `LocalizationMatrix` resolves hundreds of preferences against one app's localizations),
        /// which compares equal without reading it, where looking it up in `lists` hashes every identifier.
        var lastList: (identifiers: [String], prepared: [Prepared])?
    }

    private let lock = ReadWriteLock()
    private let preferences = Table<PreparedIdentifier>()
    private let localizations = Table<PreparedLocalization>()
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The prepared form of each identifier, in order.
    func prepare(_ identifiers: [String]) -> [PreparedIdentifier] {
        prepare(identifiers, in: preferences, making: PreparedIdentifier.init)
    }

    /// The prepared form of one identifier (no lists made for it: asked for a language at a time).
    func prepare(_ identifier: String) -> PreparedIdentifier {
        if let known = lock.reading({ preferences.prepared[identifier] }) { return known }
        let new = PreparedIdentifier(identifier)
        lock.writing {
            if preferences.prepared.count >= limit { preferences.prepared.removeAll(keepingCapacity: true) }
            preferences.prepared[identifier] = new
        }
        return new
    }

    /// The prepared form of each identifier as an available localization, in order.
    func prepareLocalizations(_ identifiers: [String]) -> [PreparedLocalization] {
        prepare(identifiers, in: localizations) { PreparedLocalization(self.prepare($0)) }
    }

    private func prepare<Prepared>(
        _ identifiers: [String], in table: Table<Prepared>,
        making make: (String) -> Prepared
    ) -> [Prepared] {
        let isListed = identifiers.count >= Self.listedCount
        // A list passed again is usually the same array: comparing it with the last is then immediate.
        let (list, isLast, known) = lock.reading { () -> ([Prepared]?, Bool, [Prepared?]) in
            if isListed, let lastList = table.lastList, lastList.identifiers == identifiers {
                return (lastList.prepared, true, [])
            }
            if isListed, let list = table.lists[identifiers] { return (list, false, []) }
            return (nil, false, identifiers.map { table.prepared[$0] })
        }
        if let list {
            if !isLast { lock.writing { table.lastList = (identifiers, list) } }
            return list
        }
        var fresh: [(String, Prepared)] = []
        let result = zip(identifiers, known).map { identifier, known in
            if let known { return known }
            let new = make(identifier)
            fresh.append((identifier, new))
            return new
        }
        guard isListed || !fresh.isEmpty else { return result }
        lock.writing {
            for (identifier, new) in fresh {
                if table.prepared.count >= limit { table.prepared.removeAll(keepingCapacity: true) }
                table.prepared[identifier] = new
            }
            if isListed {
                if table.lists.count >= limit { table.lists.removeAll(keepingCapacity: true) }
                table.lists[identifiers] = result
                table.lastList = (identifiers, result)
            }
        }
        return result
    }
}
