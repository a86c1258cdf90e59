import CatalogModel
import Testing

@Suite("ProcessLifetime: what a command-line run keeps until it exits")
struct ProcessLifetimeTests {
    final class Tracked: Sendable {}

    @Test func keepsNothingUntilEnabled() {
        let keeper = ValueKeeper(limit: 4)
        weak var released: Tracked?
        do {
            let value = Tracked()
            released = value
            keeper.keep(value)
        }
        #expect(released == nil, "a keeper that is not enabled (tests, libraries) releases as usual")
    }

    @Test func keepsTheLastValuesOnly() {
        let keeper = ValueKeeper(limit: 2)
        keeper.enable()
        weak var first: Tracked?
        weak var second: Tracked?
        weak var third: Tracked?
        do {
            let values = [Tracked(), Tracked(), Tracked()]
            (first, second, third) = (values[0], values[1], values[2])
            for value in values { keeper.keep(value) }
        }
        #expect(first == nil, "the oldest is released when a newer one comes")
        #expect(second != nil && third != nil)
    }

    @Test func tunesTheAllocatorOnGlibc() {
        #if canImport(Glibc)
        // Found and called. What each setting does is not seen from here: glibc 2.36's mallopt
        // answers 1 even for an option it does not know (measured: `strace -c` shows the calls
        // gone, see Docs/performance.md).
        #expect(ProcessLifetime.keepAllocatorMemory(), "mallopt is found and takes every setting")
        #expect(ProcessLifetime.mallocOption(ProcessLifetime.mallocTopPad, 64 << 20) == 1)
        #else
        #expect(!ProcessLifetime.keepAllocatorMemory(), "nothing to set without glibc")
        #endif
    }
}
