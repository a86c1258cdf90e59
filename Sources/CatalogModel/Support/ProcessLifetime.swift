import SharedState
#if canImport(Glibc)
import Glibc
#endif

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

    /// Makes `keepUntilExit` keep values from now on, and has the memory allocator keep what it
    /// gets from the system (`keepAllocatorMemory()`). For executables' `main` only.
    package static func releaseAtExitOnly() {
        keeper.enable()
        keepAllocatorMemory()
    }

    /// Has glibc's `malloc` keep the memory it gets from the system until the process exits, and
    /// get it in large steps; returns whether every setting was taken (`false` elsewhere than
    /// glibc, where nothing changes).
    ///
    /// By default glibc gives back the free memory at the top of a heap as soon as it exceeds
    /// 128 KB, grows a heap 128 KB at a time, and serves each block of 128 KB or more with its
    /// own `mmap`. A lint of a large catalog allocates and frees hundreds of megabytes in under a
    /// second, on several threads: measured at 8,000 keys, that made 9,300 `mprotect` and 700
    /// `brk` calls, each freed page was faulted in and zeroed again when used next, and 0.20 s of
    /// the 1.45 s of CPU time was spent in the kernel. With these settings there are no such calls,
    /// 10% fewer page faults, 0.16 s in the kernel, and the peak memory is the same (memory asked
    /// for but never touched takes no room).
    @discardableResult
    package static func keepAllocatorMemory() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which Swift's Glibc module leaves out: looked up by
        // name. Its parameters, from that header: M_TRIM_THRESHOLD -1, M_TOP_PAD -2,
        // M_MMAP_THRESHOLD -3 (32 MB, the largest glibc takes on 64-bit systems).
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        let settings: [(option: Int32, value: Int32)] = [(-1, 256 << 20), (-2, 64 << 20), (-3, 32 << 20)]
        return settings.allSatisfy { mallopt($0.option, $0.value) == 1 }
        #else
        return false
        #endif
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
