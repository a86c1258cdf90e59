@testable import CatalogPseudo
import Testing

@Suite struct ScalarClassTests {
    /// `isWhitespace` and `isAlphanumeric` answer ASCII (and, for white space, everything) without
    /// property look-ups: the same answers as the properties for every scalar.
    @Test func fastTestsAreTheUnicodeProperties() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            if scalar.isWhitespace != properties.isWhitespace
                || scalar.isAlphanumeric != (properties.isAlphabetic || properties.numericType != nil)
            {
                differing.append(value)
            }
        }
        #expect(differing.isEmpty)
    }
}
