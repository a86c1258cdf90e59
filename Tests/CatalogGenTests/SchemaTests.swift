import CatalogGen
import CatalogModel
import Foundation
import Testing
import TestSupport

/// `Schemas/translations.schema.json` describes the format the generator reads.
@Suite("JSON Schema")
struct SchemaTests {
    let schema: JSONObject

    init() throws {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent("Schemas/translations.schema.json"))
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? JSONObject)
    }

    func definition(_ path: String...) -> JSONObject? {
        var object: JSONObject? = schema
        for component in path { object = object?[component] as? JSONObject }
        return object
    }

    func propertyNames(_ path: String...) -> Set<String> {
        var object: JSONObject? = schema
        for component in path { object = object?[component] as? JSONObject }
        return Set((object?["properties"] as? JSONObject ?? [:]).keys)
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
        let devices = definition("$defs", "deviceForms", "properties", "device")?["properties"] as? JSONObject
        #expect(Set((devices ?? [:]).keys) == Set(TranslationsFormat.deviceNames))
        #expect(propertyNames("$defs", "value") == ["value", "state", "substitutions", "xcstrings"])
        #expect(propertyNames("$defs", "stringSet") == ["values", "state", "xcstrings"])
    }

    @Test func languagePatternIsTheLinters() throws {
        let patterns = try #require(definition("$defs", "key")?["patternProperties"] as? JSONObject)
        let pattern = try #require(patterns.keys.first)
        let expression = try NSRegularExpression(pattern: pattern)
        for name in ["de", "pt-BR", "zh-Hans", "es-419", "en_GB", "Base", "comment", "xcstrings", "../x", "e"] {
            let matches = expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            #expect(matches == TranslationsFormat.isLanguage(name), "\(name)")
        }
    }
}
