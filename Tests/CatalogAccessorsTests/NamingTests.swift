import CatalogAccessors
import Testing

@Suite("Key → identifier")
struct NamingTests {
    @Test func placeholder() {
        #expect(SwiftNaming.memberName(SwiftNaming.words(ofKey: "Open %1$@ in %2$@")) == "openIn")
    }
}
