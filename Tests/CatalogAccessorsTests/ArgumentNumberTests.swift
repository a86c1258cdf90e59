import CatalogAccessors
import Testing

/// A substitution's `argNum` that no argument can have: the key is left out with a warning (it
/// once crashed the generator, or made it allocate for a billion arguments).
@Suite("Invalid argument numbers")
struct ArgumentNumberTests {
    static func catalog(argNum: String) -> String {
        #"{"sourceLanguage":"en","strings":{"%#@c@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@c@"},"#
            + #""substitutions":{"c":{"argNum":\#(argNum),"formatSpecifier":"lld","variations":{"plural":{"other":"#
            + #"{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}},"Fine":{}},"version":"1.0"}"#
    }

    @Test(arguments: ["-1", "0", "128", "1000000000", "4611686018427387904"])
    func keyIsLeftOutWithAWarning(_ argNum: String) throws {
        let output = try generate(Self.catalog(argNum: argNum))
        #expect(declarations(output.source) == ["static var fine: Strings.Localized"])
        #expect(output.diagnostics.map(\.description) == [
            "Localizable.xcstrings:1:35: warning: no accessor for key \"%#@c@\": argument number \(argNum) (a substitution's argNum) is not one of 1 to 127",
        ])
    }

    @Test(arguments: ["1", "127"])
    func argumentNumbersCoreFoundationTakesAreKept(_ argNum: String) throws {
        let output = try generate(Self.catalog(argNum: argNum))
        #expect(output.diagnostics.isEmpty)
        #expect(declarations(output.source).count == 2)
    }
}
