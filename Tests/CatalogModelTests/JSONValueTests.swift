import CatalogModel
import Foundation
import Testing
import CatalogWriting

@Suite("JSONValue: the members the model does not know")
struct JSONValueTests {
    @Test("Literals make the value they spell")
    func literals() {
        let value: JSONValue = ["text": "a", "count": 2, "ratio": 0.5, "on": true, "none": nil, "list": [1, "b"]]
        #expect(value == .object([
            "text": .string("a"), "count": .number("2"), "ratio": .number("0.5"), "on": .boolean(true), "none": .null,
            "list": .array([.number("1"), .string("b")]),
        ]))
        #expect(JSONValue.number("1") != .number("1.0"), "numbers compare by their text")
        #expect(JSONValue.boolean(true) != .number("1"))
    }

    @Test("Unknown members are Sendable: a catalog crosses threads with the compiler checking it")
    func sendable() async {
        let catalog = StringCatalog(sourceLanguage: "en", unknownFields: ["future": ["a": [true, nil]]])
        let copy = await Task.detached { catalog }.value
        #expect(copy.unknownFields == catalog.unknownFields)
    }

    @Test("A JSONSerialization value becomes a JSONValue that writes the same bytes",
          arguments: ["0", "-0", "-0.0", "1.5", "1e300", "1.0e+2", "123456789012345678901234567890", "-9223372036854775809",
                      "true", "null", #""x""#, #"[1,{"a":false}]"#])
    func foundationValues(_ text: String) throws {
        let document = #"{"sourceLanguage":"en","strings":{},"x":"# + text + "}"
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let fromTree = try CatalogReader.catalog(fromJSONObject: tree, file: "x")
        let fromText = try CatalogReader.read(data: Data(document.utf8), file: "x").catalog
        #expect(try CatalogWriter.data(for: fromTree) == CatalogWriter.data(for: fromText))
        #expect(try CatalogWriter.data(for: fromText) == CatalogWriter.foundationData(for: fromText))
    }
}
