import SharedState

/// Values a command-line run keeps until the process exits instead of releasing them.
///
/// A catalog's model, positions and lint contexts are hundreds of thousands of small objects;
/// releasing them one by one when a run ends costs tens of milliseconds on a large catalog, just
/// before the process exits and the system takes the memory back at once (clang's `-disable-free`
/// does the same for the same reason). An executable turns this on first thing in `main`; library
/// callers and tests never do, so for them `keepUntilExit` does nothing and values are released as
/// usual. Only the last few values are kept (`ValueKeeper`), so that a run over many files does not
/// hold them all.
package enum ProcessLifetime {
    /// The values of this process.
    static let keeper = ValueKeeper(limit: 4)

    /// Makes `keepUntilExit` keep values from now on. For executables' `main` only.
    package static func releaseAtExitOnly() {
        keeper.enable()
    }

    /// Keeps `value` alive until the process exits, once `releaseAtExitOnly()` was called;
    /// otherwise does nothing.
    package static func keepUntilExit(_ value: any Sendable) {
        keeper.keep(value)
    }
}

/// Keeps the last `limit` values given to it, once enabled; an older value is released when a
/// newer one comes (during the run, where releasing it costs what it did before).
package final class ValueKeeper: Sendable {
    private struct State {
        var isEnabled = false
        var kept: [any Sendable] = []
    }

    private let limit: Int
    private let state = Synchronized(State())

    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    package func enable() {
        state.write { $0.isEnabled = true }
    }

    package func keep(_ value: any Sendable) {
        let evicted = state.write { state -> (any Sendable)? in
            guard state.isEnabled else { return nil }
            state.kept.append(value)
            return state.kept.count > limit ? state.kept.removeFirst() : nil
        }
        // The oldest value is released here, outside the lock.
        _ = evicted
    }
}
