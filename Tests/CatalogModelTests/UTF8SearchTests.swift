import CatalogModel
import Foundation
import Testing

@Suite("Searching a string's bytes")
struct UTF8SearchTests {
    @Test func findsTheFirstOccurrence() {
        let text = "see https://a.example and https://b.example"
        let range = text.firstUTF8Range(of: "://")
        #expect(range.map { String(text[..<$0.lowerBound]) } == "see https")
        #expect(range.map { String(text[$0.upperBound...]) } == "a.example and https://b.example")
        #expect("aaab".firstUTF8Range(of: "aab").map { "aaab".utf8.distance(from: "aaab".startIndex, to: $0.lowerBound) } == 1)
        #expect("é[x](y)".containsUTF8("]("))
        #expect("abc".firstUTF8Range(of: "") == "abc".startIndex..<"abc".startIndex)
        #expect(!"ab".containsUTF8("abc"))
        #expect(!"".containsUTF8("a"))
        #expect(!"a:/ /".containsUTF8("://"))
    }

    /// The same answers as Foundation's literal search, on strings made of pieces that make near
    /// misses likely (and characters of several UTF-8 lengths).
    @Test func agreesWithFoundationsLiteralSearch() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [":", "/", "//", "](", "]", "(", "é", "日本", "👍🏽", "a", " "]
        let needles = ["://", "](", "//", "é(", "日本]", "a"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for needle in needles {
                let expected = text.range(of: needle, options: .literal)
                let found = text.firstUTF8Range(of: needle)
                #expect(found?.lowerBound.utf16Offset(in: text) == expected?.lowerBound.utf16Offset(in: text), "\(text) \(needle)")
                #expect(found?.upperBound.utf16Offset(in: text) == expected?.upperBound.utf16Offset(in: text), "\(text) \(needle)")
            }
        }
    }
}
