import CatalogGen
import CatalogModel
import Foundation
import Testing
import TestSupport

/// `Schemas/translations.schema.json` describes the format the generator reads.
@Suite("JSON Schema")
struct SchemaTests {
    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Schemas/translations.schema.json"))
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func definition(_ path: String...) -> [String: Any]? {
        var object: [String: Any]? = schema
        for component in path { object = object?[component] as? [String: Any] }
        return object
    }

    func propertyNames(_ path: String...) -> Set<String> {
        var object: [String: Any]? = schema
        for component in path { object = object?[component] as? [String: Any] }
        return Set((object?["properties"] as? [String: Any] ?? [:]).keys)
    }

    @Test func draft202012() {
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func membersMatchTheFormat() {
        #expect(propertyNames() == Set(TranslationsFormat.topLevelFields))
        #expect(propertyNames("$defs", "key") == Set(TranslationsFormat.entryFields))
        #expect(propertyNames("$defs", "pluralForms") == Set(TranslationsFormat.pluralCategories + ["xcstrings"]))
        #expect(propertyNames("$defs", "substitution")
                == Set(TranslationsFormat.pluralCategories + ["argNum", "formatSpecifier", "xcstrings"]))
        let devices = definition("$defs", "deviceForms", "properties", "device")?["properties"] as? [String: Any]
        #expect(Set((devices ?? [:]).keys) == Set(TranslationsFormat.deviceNames))
        #expect(propertyNames("$defs", "value") == ["value", "state", "substitutions", "xcstrings"])
        #expect(propertyNames("$defs", "stringSet") == ["values", "state", "xcstrings"])
    }

    @Test func languagePatternIsTheLinters() throws {
        let patterns = try #require(definition("$defs", "key")?["patternProperties"] as? [String: Any])
        let pattern = try #require(patterns.keys.first)
        let expression = try NSRegularExpression(pattern: pattern)
        for name in ["de", "pt-BR", "zh-Hans", "es-419", "en_GB", "Base", "comment", "xcstrings", "../x", "e"] {
            let matches = expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            #expect(matches == TranslationsFormat.isLanguage(name), "\(name)")
        }
    }
}
