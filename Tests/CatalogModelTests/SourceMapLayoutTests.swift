@testable import CatalogModel
import Testing

/// The internals the look-ups rely on: the node layout documented on `JSONSourceMap.Node`, and
/// the sizes at which duplicate detection and look-ups change strategy.
@Suite("JSON source map layout")
struct SourceMapLayoutTests {
    @Test("The worked example in the documentation of JSONSourceMap.Node")
    func workedExample() {
        let map = JSONSourceMap(utf8: Array(#"{"a":[1,true],"b":"x"}"#.utf8))
        let rows = map.nodes.map { [Int($0.keyOffset), Int($0.valueOffset), Int($0.firstChild), Int($0.nextSibling)] }
        #expect(map.nodes.map(\.kind) == [.object, .array, .number, .true, .string])
        #expect(rows == [[-1, 0, 1, -1], [1, 5, 2, 4], [-1, 6, -1, 3], [-1, 8, -1, -1], [14, 18, -1, -1]])
    }

    @Test("Only objects with a hashed key set can keep it as their index")
    func sizeConstantsAgree() {
        #expect(DuplicateKeyDetector.indexedObjectSize >= DuplicateKeyDetector.comparedObjectSize)
    }

    @Test("Large objects are looked up through their index, small ones by comparing keys",
          arguments: [DuplicateKeyDetector.comparedObjectSize, DuplicateKeyDetector.comparedObjectSize + 1,
                      DuplicateKeyDetector.indexedObjectSize, DuplicateKeyDetector.indexedObjectSize + 1, 200])
    func lookUpsAtEverySize(memberCount: Int) {
        var members = (0..<memberCount).map { "\"k\($0)\":{\"v\":\($0)}" }
        members.append(#""caf\u00e9":"escaped""#)
        members.append("\"k0\":[\"last\"]")  // a duplicate: the last wins
        let text = "{\"o\":{" + members.joined(separator: ",") + "},\"p\":1}"
        let map = JSONSourceMap(utf8: Array(text.utf8))
        #expect(map.problems.map(\.kind) == [.duplicateKey])
        #expect(map.memberIndexes.count == (memberCount + 2 > DuplicateKeyDetector.indexedObjectSize ? 1 : 0))
        #expect(map.kind(at: ["o", "k0"]) == .array)
        #expect(map.kind(at: ["o", .key("k\(memberCount - 1)"), "v"]) == .number)
        #expect(map.kind(at: ["o", "café"]) == .string)
        #expect(map.kind(at: ["o", "nope"]) == nil)
        #expect(map.kind(at: ["p"]) == .number)
        #expect(map.members(of: ["o"]).count == memberCount + 2)
    }
}
