@testable import CatalogLint
import Testing

@Suite struct WhitespaceFastTests {
    /// `isWhitespaceFast` lists Unicode's white space instead of looking the property up: the same
    /// answer for every scalar.
    @Test func isWhitespaceFastIsTheWhiteSpaceProperty() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isWhitespaceFast != scalar.properties.isWhitespace { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    /// `isBlank` tells a value at its first byte that is not white space (only a few lead bytes
    /// start white space beyond ASCII): the same answer as asking every scalar, for every scalar
    /// alone, after white space, and before it.
    @Test func isBlankIsEveryScalarWhiteSpace() {
        var differing: [UInt32] = []
        for value in Self.sampledScalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), " \u{3000}" + String(scalar), String(scalar) + "\u{A0}", "\t" + String(scalar) + "x"] {
                if text.isBlank != text.unicodeScalars.allSatisfy(\.properties.isWhitespace) { differing.append(value) }
            }
        }
        #expect(differing.isEmpty)
        #expect("".isBlank)
        // Long strings (stored out of line) as well as short ones (stored in the string itself).
        let long = String(repeating: " \t\n\u{3000}", count: 20)
        #expect(long.isBlank)
        #expect(!(long + "x").isBlank)
        #expect(!(long + "\u{3000}文").isBlank)
    }

    /// `hasEdgeWhitespace` decodes only the first and last scalars: the same answer as the white
    /// space property of those, for every scalar at either end of ASCII and non-ASCII text.
    @Test func hasEdgeWhitespaceIsTheEndScalarsProperty() {
        var differing: [UInt32] = []
        for value in Self.sampledScalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), String(scalar) + "a", "a" + String(scalar), "文" + String(scalar), String(scalar) + "文"] {
                let expected = text.unicodeScalars.first!.properties.isWhitespace || text.unicodeScalars.last!.properties.isWhitespace
                if text.hasEdgeWhitespace != expected { differing.append(value) }
            }
        }
        #expect(differing.isEmpty)
        #expect(!"".hasEdgeWhitespace)
        // Long strings (stored out of line), with a scalar of two, three and four bytes at an end.
        let long = String(repeating: "Ленинград 文件 ", count: 8)
        #expect(long.hasEdgeWhitespace)
        #expect(!(long + "😀").hasEdgeWhitespace)
        #expect(("\u{A0}" + long + "😀").hasEdgeWhitespace)
        #expect((long + "é\u{2009}").hasEdgeWhitespace)
        #expect(!("é" + long + "é").hasEdgeWhitespace)
        #expect(!"文件 %lld".hasEdgeWhitespace)
        #expect("文件\u{3000}".hasEdgeWhitespace)
    }

    /// Every scalar up to U+3FFF (all white space, and every scalar whose UTF-8 starts with a lead
    /// byte of white space), then one in 97 of the others.
    private static let sampledScalars = Array(UInt32(0)..<0x4000) + Array(stride(from: UInt32(0x4000), through: 0x10FFFF, by: 97))
}
