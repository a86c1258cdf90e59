@testable import CatalogLint
import Testing
import TestSupport

/// Findings are put in their reported order by moving them in place (`Array.permute(to:)`):
/// the result must be what indexing by the order gives, for every kind of permutation.
@Suite("Putting findings in order in place")
struct PermuteTests {
    @Test("Empty, one element, identity, reversal, one long cycle, many short ones, and random orders")
    func permutationsGiveWhatIndexingGives() {
        var random = SeededGenerator(seed: 7)
        var orders: [[Int]] = [[], [0], Array(0..<10), Array((0..<10).reversed()), Array(1..<50) + [0]]
        orders.append((0..<40).map { $0 ^ 1 })  // pairs swapped
        for count in [2, 3, 17, 256, 1_000] {
            for _ in 0..<5 { orders.append(Array(0..<count).shuffled(using: &random)) }
        }
        for order in orders {
            let values = order.indices.map { "value \($0)" }
            var permuted = values
            permuted.permute(to: order)
            #expect(permuted == order.map { values[$0] })
        }
    }

    @Test("Each element is moved, never copied or dropped: every object is released once, after the array")
    func objectsAreMovedOnce() {
        final class Counted {
            let value: Int
            let released: (Int) -> Void
            init(_ value: Int, released: @escaping (Int) -> Void) { self.value = value; self.released = released }
            deinit { released(value) }
        }
        var random = SeededGenerator(seed: 11)
        var releases: [Int] = []
        do {
            let order = Array(0..<300).shuffled(using: &random)
            var objects = (0..<300).map { Counted($0) { releases.append($0) } }
            objects.permute(to: order)
            #expect(releases.isEmpty)
            #expect(objects.map(\.value) == order)
        }
        #expect(releases.sorted() == Array(0..<300))
    }
}
