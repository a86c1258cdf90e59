#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds keys that occur twice in one object, or that differ only in Unicode normalization
/// (`é` precomposed and `e` + U+0301), which `JSONSerialization` would merge.
///
/// Two strategies, by object size. Most objects are small (`state`/`value`, a few dozen
/// languages): their keys are compared directly, as byte ranges kept on one stack shared by all
/// open objects. A key of plain ASCII (no escape) is equal only to the same bytes, so an object
/// whose keys are all plain ASCII is compared so up to `comparedASCIIObjectSize` members (40
/// languages are at most 780 comparisons of a few bytes, against 40 strings made and hashed);
/// another key needs two decoded strings compared, so an object that has one is compared up to
/// `comparedObjectSize` members. Beyond that, its keys move into a hashed set (one per depth;
/// Swift's `String` hashes and compares by canonical equivalence, so a hit is a duplicate or a
/// normalization twin). The set of an object that grows beyond `indexedObjectSize` is kept as
/// its member index, which look-ups by key then use. A repeated key is reported against the
/// first earlier member with it up to `comparedObjectSize` members, the latest beyond, however
/// the object is checked.
struct DuplicateKeyDetector {
    /// Objects with a key that is not plain ASCII are checked by comparing their keys directly
    /// up to this many members.
    static let comparedObjectSize = 8

    /// Objects whose keys are all plain ASCII are checked by comparing them directly up to this
    /// many members.
    static let comparedASCIIObjectSize = 64

    /// Objects with more members than this keep their hashed key set as a member index; smaller
    /// ones are looked up by comparing bytes. Only an object hashed has a set to keep, so this
    /// must be at least both sizes above (a test checks).
    static let indexedObjectSize = 64

    /// The duplicate-key state of one open object.
    struct OpenObject {
        /// Where this object's keys start in `comparedKeys` (while it is small).
        var keyBase: Int32
        var memberCount: Int32 = 0
        /// Whether every key so far is plain ASCII.
        var isASCII = true
        /// Whether its keys are in the hashed set of its depth rather than in `comparedKeys`.
        var isHashed = false
    }

    /// Key → member node of each object with more than `indexedObjectSize` members.
    private(set) var memberIndexes: [Int32: [String: Int32]] = [:]
    /// The keys of the open small objects, each with the node of its member: a stack whose top
    /// is `comparedCount`. The entries above the top are left to be overwritten: shortening the
    /// array as each object closes cost more than comparing the keys.
    private var comparedKeys: [(start: Int, end: Int, isASCII: Bool, node: Int32)] = []
    private var comparedCount = 0
    /// The keys of the open large object at each depth (arrays on the way have an unused set).
    private var keySets: [[String: Int32]] = []

    /// The state of an object that opens now.
    func openObject() -> OpenObject {
        OpenObject(keyBase: Int32(comparedCount))
    }

    /// Records the key between the quotes at `keyStart` and `keyEnd` as a member of `object`
    /// (at `depth`) whose value is `node`. Returns the node of an earlier member with the same
    /// key (or a normalization twin), if any.
    mutating func add(
        _ b: UnsafeBufferPointer<UInt8>, keyStart: Int, keyEnd: Int, node: Int32,
        to object: inout OpenObject, depth: Int
    ) -> Int32? {
        object.memberCount += 1
        let base = Int(object.keyBase)
        if !object.isHashed {
            var isASCII = true
            for index in (keyStart + 1)..<keyEnd where b[index] >= 0x80 || b[index] == UInt8(ascii: "\\") {
                isASCII = false
                break
            }
            if !isASCII { object.isASCII = false }
            let limit = object.isASCII ? Self.comparedASCIIObjectSize : Self.comparedObjectSize
            if object.memberCount <= limit {
                let length = keyEnd - keyStart
                let count = comparedCount
                // Past `comparedObjectSize` members the latest earlier member with the key is the
                // one reported, as the hashed set (which keeps the latest) reports it.
                let latestFirst = object.memberCount > Self.comparedObjectSize
                // Read in place: an object of 40 languages compares each key with up to 39 others.
                let first = comparedKeys.withUnsafeBufferPointer { keys -> Int32? in
                    var index = latestFirst ? count - 1 : base
                    while index >= base && index < count {
                        let (otherStart, otherEnd, otherASCII, otherNode) = keys[index]
                        let equal: Bool
                        if isASCII && otherASCII {
                            // The first byte after the quote tells most keys apart without a call.
                            equal = length == otherEnd - otherStart && b[keyStart + 1] == b[otherStart + 1]
                                && memcmp(b.baseAddress! + keyStart, b.baseAddress! + otherStart, length) == 0
                        } else {
                            equal = JSONStrings.decode(b, quote: keyStart) == JSONStrings.decode(b, quote: otherStart)
                        }
                        if equal { return otherNode }
                        index += latestFirst ? -1 : 1
                    }
                    return nil
                }
                if comparedCount < comparedKeys.count {
                    comparedKeys[comparedCount] = (keyStart, keyEnd, isASCII, node)
                } else {
                    comparedKeys.append((keyStart, keyEnd, isASCII, node))
                }
                comparedCount += 1
                return first
            }
            // Switch to hashing: move the keys seen so far into the set of this depth.
            object.isHashed = true
            while keySets.count <= depth { keySets.append([:]) }
            keySets[depth].removeAll(keepingCapacity: true)
            for (otherStart, _, _, otherNode) in comparedKeys[base..<comparedCount] {
                keySets[depth][JSONStrings.decode(b, quote: otherStart)] = otherNode
            }
            comparedCount = base
        }
        return keySets[depth].updateValue(node, forKey: JSONStrings.decode(b, quote: keyStart))
    }

    /// Forgets the keys of `object` (at `depth`, the object node `node`) as it closes, keeping
    /// its hashed set as its member index when it is large.
    mutating func closeObject(_ object: OpenObject, node: Int32, depth: Int) {
        if object.isHashed && object.memberCount > Self.indexedObjectSize {
            memberIndexes[node] = keySets[depth]
            keySets[depth] = [:]
        }
        comparedCount = Int(object.keyBase)
    }

    /// The problem of a key at `keyStart` that repeats the key at `firstKeyStart`.
    static func problem(_ b: UnsafeBufferPointer<UInt8>, keyStart: Int, firstKeyStart: Int) -> JSONSourceMap.Problem {
        let key = JSONStrings.decode(b, quote: keyStart)
        let firstKey = JSONStrings.decode(b, quote: firstKeyStart)
        let sameBytes = firstKey.utf8.elementsEqual(key.utf8)
        let shown = JSONPathComponent.quoted(key)
        return JSONSourceMap.Problem(
            kind: sameBytes ? .duplicateKey : .normalizationTwin,
            message: sameBytes
                ? "duplicate key \(shown) in one object; the first is ignored by JSONSerialization, so a value would be lost"
                : "key \(shown) differs from another key of this object only in Unicode normalization (NFC/NFD); Xcode keeps both, but Swift strings that differ only so are equal, so a Swift dictionary or JSONDecoder keeps one value and loses the other",
            offset: keyStart, relatedOffset: firstKeyStart)
    }
}
