@testable import CatalogModel
import Foundation
import Testing

/// `ASCIIKeyCollation` against the comparator it stands in for.
@Suite("The key order of Xcode's files, for ASCII keys, without Foundation")
struct ASCIIKeyCollationTests {
    static func foundation(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: NSLocale.system) == .orderedAscending
    }

    static func ours(_ a: String, _ b: String) -> Bool { ASCIIKeyCollation.precedes(a, b)! }

    @Test("Every string of up to two printable characters sorts as Foundation sorts it")
    func everyShortString() {
        let characters = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        let strings = [""] + characters + characters.flatMap { first in characters.map { first + $0 } }
        #expect(strings.sorted(by: Self.ours) == strings.sorted(by: Self.foundation))
    }

    @Test("Generated keys (digits, case, punctuation, identifiers) sort as Foundation sorts them")
    func generatedKeys() {
        var generator = SystemRandomNumberGenerator()
        let alphabets = [Array("0123456789"), Array("0aA1bB"), Array("0 1a-_.A9"), Array("abcXYZ-_$09"),
                         (0x20...0x7E).map { Character(UnicodeScalar(UInt8($0))) }]
        for alphabet in alphabets {
            let strings = (0..<4_000).map { _ in
                String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            }
            let expected = strings.sorted(by: Self.foundation)
            let sorted = strings.sorted(by: Self.ours)
            #expect(sorted == expected, "alphabet \(String(alphabet))")
            if sorted != expected, let index = sorted.indices.first(where: { sorted[$0] != expected[$0] }) {
                Issue.record("first difference at \(index): \(sorted[index]) against \(expected[index])")
            }
        }
    }

    @Test("Keys beyond printable ASCII are left to ICU")
    func otherKeys() {
        #expect(ASCIIKeyCollation.precedes("é", "f") == nil)
        #expect(ASCIIKeyCollation.precedes("a", "a\t") == nil)
        #expect(ASCIIKeyCollation.precedes("a\u{7F}", "b") == nil)
        #expect(ASCIIKeyCollation.precedes("abc", "abd") == true)
    }
}
