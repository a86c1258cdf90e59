@testable import CatalogModel
import Testing

/// The internals the look-ups rely on: the node layout documented on `JSONSourceMap.Node`, and
/// the sizes at which duplicate detection and look-ups change strategy.
@Suite("JSON source map layout")
struct SourceMapLayoutTests {
    @Test("The worked example in the documentation of JSONSourceMap.Node")
    func workedExample() {
        let map = JSONSourceMap(utf8: Array(#"{"a":[1,true],"b":"x"}"#.utf8))
        let rows = map.nodes.map { [Int($0.keyOffset), Int($0.valueOffset), Int($0.nextSibling)] }
        #expect(map.nodes.map(\.kind) == [.object, .array, .number, .true, .string])
        #expect(map.nodes.map(\.hasChildren) == [true, true, false, false, false])
        #expect(rows == [[-1, 0, -1], [1, 5, 4], [-1, 6, 3], [-1, 8, -1], [14, 18, -1]])
        #expect(map.nodes.indices.map { Int(map.nodes[$0].firstChild(at: $0)) } == [1, 2, -1, -1, -1])
        #expect(MemoryLayout<JSONSourceMap.Node>.stride == 16)
    }

    @Test("Empty containers have no first child; a container's first child is the next node")
    func emptyContainers() {
        let map = JSONSourceMap(utf8: Array(#"{"a":{},"b":[],"c":[[]],"d":{"e":{}}}"#.utf8))
        #expect(map.nodes.indices.map { Int(map.nodes[$0].firstChild(at: $0)) } == [1, -1, -1, 4, -1, 6, -1])
        #expect(map.members(of: []).map(\.key) == ["a", "b", "c", "d"])
        #expect(map.members(of: ["a"]).isEmpty)
        #expect(map.kind(at: ["c", 0]) == .array)
        #expect(map.kind(at: ["c", 0, 0]) == nil)
        #expect(map.kind(at: ["d", "e"]) == .object)
    }

    /// A key repeated a third time points at the earlier member that the hashed set of a large
    /// object names (the latest), whether the object is compared or hashed there; up to
    /// `comparedObjectSize` members, at the first.
    @Test(arguments: [5, 8, 9, 10, 30, 64, 65, 70])
    func aThirdRepeatPointsAtTheSameEarlierMember(memberCount: Int) {
        // `a` as the first two members (their quotes at offsets 1 and 7) and as the last one.
        let members = ["\"a\":0", "\"a\":1"] + (2..<memberCount - 1).map { "\"k\($0)\":\($0)" } + ["\"a\":2"]
        let map = JSONSourceMap(utf8: Array(("{" + members.joined(separator: ",") + "}").utf8))
        let related = memberCount > DuplicateKeyDetector.comparedObjectSize ? 7 : 1
        #expect(map.problems.map(\.relatedOffset) == [1, related])
    }

    @Test("Only objects with a hashed key set can keep it as their index")
    func sizeConstantsAgree() {
        #expect(DuplicateKeyDetector.indexedObjectSize >= DuplicateKeyDetector.comparedObjectSize)
        #expect(DuplicateKeyDetector.indexedObjectSize >= DuplicateKeyDetector.comparedASCIIObjectSize)
    }

    @Test("Large objects are looked up through their index, small ones by comparing keys",
          arguments: [DuplicateKeyDetector.comparedObjectSize, DuplicateKeyDetector.comparedObjectSize + 1,
                      DuplicateKeyDetector.comparedASCIIObjectSize - 2, DuplicateKeyDetector.comparedASCIIObjectSize - 1,
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
