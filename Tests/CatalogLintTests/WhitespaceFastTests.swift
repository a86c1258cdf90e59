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
}
