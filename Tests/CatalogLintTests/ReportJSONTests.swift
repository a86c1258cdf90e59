@testable import CatalogLint
import CatalogModel
import Foundation
import Testing

/// Reports, settings and baselines are written without Foundation; these tests hold that writing to
/// what `JSONSerialization` and Foundation's percent-encoding give.
@Suite("Reports written without Foundation, as Foundation writes them")
struct ReportJSONTests {
    @Test("Numbers: whole numbers without a fraction, others as their shortest text")
    func numbers() throws {
        let values = (0...1_000).map { Double($0) / 10 } + [1e-7, 1.0 / 3, 123456.7, -2.5, 0, 99.99, 1e14]
        for value in values {
            let expected = try JSONSerialization.data(withJSONObject: NSNumber(value: value), options: [.fragmentsAllowed])
            #expect(JSONValue(value) == .number(String(decoding: expected, as: UTF8.self)), "\(value)")
        }
    }

    @Test("Pretty and compact text equal JSONSerialization's with sorted keys")
    func documents() throws {
        var generator = SystemRandomNumberGenerator()
        let keys = ["file", "line", "column", "$schema", "ruleId", "startLine", "zh-Hant", "de", "pt-BR", "a10", "a9",
                    "%SRCROOT%", "xcstringsLintIdentity/v1", "needsReviewCountsAsTranslated", "$comment", "_x", "-y"]
        func value(_ depth: Int) -> (JSONValue, Any) {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &generator) {
            case 0: let text = ["", "a/b", "line\nbreak \"quoted\" \\ é \u{1}"].randomElement(using: &generator)!
                return (.string(text), text)
            case 1: let number = Int.random(in: -5...5_000, using: &generator); return (JSONValue(number), number)
            case 2: let flag = Bool.random(using: &generator); return (.boolean(flag), flag)
            case 3: return (.null, NSNull())
            case 4:
                let elements = (0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth + 1) }
                return (.array(elements.map(\.0)), elements.map(\.1))
            default:
                var ours: JSONObject = [:]
                var theirs: [String: Any] = [:]
                for _ in 0..<Int.random(in: 0...5, using: &generator) {
                    let key = keys.randomElement(using: &generator)!
                    let member = value(depth + 1)
                    ours[key] = member.0
                    theirs[key] = member.1
                }
                return (.object(ours), theirs)
            }
        }
        for _ in 0..<300 {
            var ours: JSONObject = [:]
            var theirs: [String: Any] = [:]
            for key in keys.shuffled(using: &generator).prefix(6) {
                let member = value(0)
                ours[key] = member.0
                theirs[key] = member.1
            }
            let pretty = try JSONSerialization.data(withJSONObject: theirs, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(JSONValue.object(ours).prettyText == String(decoding: pretty, as: UTF8.self))
            let compact = try JSONSerialization.data(withJSONObject: theirs, options: [.sortedKeys, .withoutEscapingSlashes])
            #expect(JSONValue.object(ours).compactText == String(decoding: compact, as: UTF8.self))
        }
    }

    @Test("Keys beyond printable ASCII come after the others, by code points: a total order")
    func otherKeys() {
        let value: JSONValue = ["é": 1, "b": 2, "[é": 3, "Z": 4, "a": 5, "a\u{301}": 6]
        let keys = value.compactText.split(separator: ",").map { $0.split(separator: ":").first!.filter { $0 != "{" } }
        #expect(keys == ["\"a\"", "\"b\"", "\"Z\"", "\"[é\"", "\"a\u{301}\"", "\"é\""])
    }

    @Test("SARIF locations are percent-encoded as Foundation's .urlPathAllowed does")
    func percentEncoding() {
        let paths = ["App/Localizable.xcstrings", "My App/Résumé #1?.xcstrings", "a%20b/c;d=e@f~g", "日本語/文字列.xcstrings",
                     "[x]{y}|z^`\"<>\\", "emoji 😀/file+name&more$!'()*,", ""]
        for path in paths {
            #expect(SARIFReporter.encode(path) == path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "\(path)")
        }
        for byte in UInt8(0x20)...UInt8(0x7E) {
            let text = "a" + String(UnicodeScalar(byte)) + "b"
            #expect(SARIFReporter.encode(text) == text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "\(text)")
        }
    }
}
