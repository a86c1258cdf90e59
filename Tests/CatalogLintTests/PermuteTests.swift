@testable import CatalogLint
import Testing
import TestSupport

/// Findings are put in their reported order by swapping them in place (`Array.permute(to:)`):
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
}
