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
/// usual (and the allocator keeps its defaults: `keepAllocatorMemory()`). Only the last few
/// values are kept (`ValueKeeper`), so that a run over many files does not hold them all.
package enum ProcessLifetime {
    /// The values of this process.
    static let keeper = ValueKeeper(limit: 4)

    /// Makes `keepUntilExit` keep values from now on, and has the memory allocator keep what it
    /// gets from the system (`keepAllocatorMemory()`). For executables' `main` only.
    package static func releaseAtExitOnly() {
        keeper.enable()
        keepAllocatorMemory()
    }

    /// Has glibc's `malloc` give back far less of the memory it gets from the system, and get it
    /// in large steps; returns whether every setting was taken (`false` elsewhere than glibc,
    /// where nothing changes). Executables only (through `releaseAtExitOnly()`), and its own test.
    ///
    /// By default glibc gives back the free memory at the top of a heap as soon as it exceeds
    /// 128 KB, grows a heap 128 KB at a time, and serves blocks from 128 KB up with their own
    /// `mmap` (a threshold it raises as such blocks are freed). A lint of a large catalog
    /// allocates and frees hundreds of megabytes in under a second, on several threads: measured
    /// at 8,000 keys, that made 9,300 `mprotect` and 700 `brk` calls, memory given back was faulted
    /// in and zeroed again when asked for next, and 0.20 s of the 1.45 s of CPU time was spent in
    /// the kernel. With a trim threshold of 256 MB, a top pad of 64 MB and an `mmap` threshold of
    /// 32 MB (16 MB on 32-bit systems: the most glibc's own rising threshold reaches) there are no
    /// such calls, 10% fewer page faults, 0.16 s in the kernel, and the same peak memory: memory
    /// asked for but never touched takes no room. It does count as committed: on a system that
    /// refuses to overcommit (`vm.overcommit_memory=2`), each thread's heap is committed whole
    /// (64 MB).
    @discardableResult
    package static func keepAllocatorMemory() -> Bool {
        let settings: [(option: Int32, value: Int32)] = [
            (mallocTrimThreshold, 256 << 20), (mallocTopPad, 64 << 20), (mallocMmapThreshold, largestMmapThreshold),
        ]
        return settings.allSatisfy { mallocOption($0.option, $0.value) == 1 }
    }

    /// `mallopt`'s parameters, from glibc's <malloc.h>.
    package static let mallocTrimThreshold: Int32 = -1
    package static let mallocTopPad: Int32 = -2
    package static let mallocMmapThreshold: Int32 = -3
    /// The most glibc's rising `mmap` threshold reaches (`DEFAULT_MMAP_THRESHOLD_MAX`: 4 MB ×
    /// `sizeof(long)`), half its largest heap: larger blocks could not come from a thread's heap.
    package static let largestMmapThreshold = Int32((4 << 20) * MemoryLayout<Int>.size)

    /// glibc's `mallopt(option, value)`: 1 when the setting was taken, 0 when refused; `nil`
    /// elsewhere. <malloc.h> is not in Swift's Glibc module, so the function is looked up by name.
    package static func mallocOption(_ option: Int32, _ value: Int32) -> Int32? {
        #if canImport(Glibc)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: MallocOption.self)(option, value)
        #else
        return nil
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
