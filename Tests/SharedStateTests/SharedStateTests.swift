import Dispatch
import SharedState
import Testing

@Suite("SharedState: the locks threads share state through")
struct SharedStateTests {
    @Test func synchronizedReadsWhatWasWritten() {
        let counter = Synchronized(0)
        counter.write { $0 += 41 }
        #expect(counter.write { value -> Int in value += 1; return value } == 42)
        #expect(counter.read { $0 } == 42)
    }

    @Test func synchronizedLosesNoConcurrentChange() {
        let counter = Synchronized([Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<2_000 { counter.write { $0.append(thread * 10_000 + step) } }
        }
        let values = counter.read { $0 }
        #expect(values.count == 16_000, "every append of every thread is kept")
        #expect(Set(values).count == 16_000)
        // Each thread's appends keep their order: a change is whole before the next one starts.
        for thread in 0..<8 {
            let own = values.filter { $0 / 10_000 == thread }
            #expect(own == (0..<2_000).map { thread * 10_000 + $0 })
        }
    }

    @Test func readWriteLockLosesNoConcurrentChange() {
        final class Box: @unchecked Sendable {
            let lock = ReadWriteLock()
            var table: [Int: Int] = [:]
        }
        let box = Box()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<1_000 {
                let key = thread * 1_000 + step
                box.lock.writing { box.table[key] = key * 2 }
                let read = box.lock.reading { box.table[key] }
                #expect(read == key * 2)
            }
        }
        #expect(box.lock.reading { box.table.count } == 8_000)
    }
}
