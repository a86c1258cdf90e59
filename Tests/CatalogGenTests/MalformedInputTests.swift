import CatalogGen
import CatalogModel
import Foundation
import Testing

/// A translations.json that cannot be generated from; `↓` marks where the error must point.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    /// A part of the message.
    var message: String
    var testDescription: String { name }
}

let malformedCases: [MalformedCase] = [
    MalformedCase(name: "invalid JSON", text: #"{"strings":{"A":{"en":"x"↓]}}"#, message: "expected ',' or '}'"),
    MalformedCase(name: "trailing comma", text: #"{"strings":{"A":{"en":"x",↓}}}"#, message: "trailing comma"),
    MalformedCase(name: "not an object", text: "↓[]", message: "top level must be a JSON object"),
    MalformedCase(name: "strings is not an object", text: #"{"strings":↓[]}"#, message: "expected an object for strings"),
    MalformedCase(name: "a key that is not an object", text: #"{"strings":{"A":↓"Hello"}}"#,
                  message: "expected an object (the key's comment and languages)"),
    MalformedCase(name: "a comment that is not a string", text: #"{"strings":{"A":{"comment":↓3}}}"#,
                  message: "expected a string for \"comment\", found a number"),
    MalformedCase(name: "shouldTranslate as a string", text: #"{"strings":{"A":{"shouldTranslate":↓"false"}}}"#,
                  message: "expected true or false"),
    MalformedCase(name: "a language value that is a number", text: #"{"strings":{"A":{"de":↓3}}}"#,
                  message: "expected a string, an array of strings or an object for de"),
    MalformedCase(name: "a value and plural forms", text: #"{"strings":{"A":{"de":{"value":"x",↓"one":"y"}}}}"#,
                  message: "ambiguous object"),
    MalformedCase(name: "device and plural forms", text: #"{"strings":{"A":{"de":{"device":{"mac":"x"},↓"other":"y"}}}}"#,
                  message: "ambiguous object"),
    MalformedCase(name: "a value and a string set", text: #"{"strings":{"A":{"de":{"values":["x"],↓"value":"y"}}}}"#,
                  message: "ambiguous object"),
    MalformedCase(name: "a number in a string set", text: #"{"strings":{"A":{"de":["x",↓2]}}}"#,
                  message: "expected a string in the string set"),
    MalformedCase(name: "a state that is a number", text: #"{"strings":{"A":{"de":{"value":"x","state":↓1}}}}"#,
                  message: "expected a string or null for \"state\""),
    MalformedCase(name: "argNum as a string", text: #"{"strings":{"A":{"en":{"value":"%#@n@","substitutions":{"n":{"argNum":↓"1","other":"%arg"}}}}}}"#,
                  message: "expected an integer for \"argNum\", found a string"),
    MalformedCase(name: "argNum with decimals", text: #"{"strings":{"A":{"en":{"value":"%#@n@","substitutions":{"n":{"argNum":↓1.5,"other":"%arg"}}}}}}"#,
                  message: "expected an integer"),
    MalformedCase(name: "argNum beyond Int", text: #"{"strings":{"A":{"en":{"value":"%#@n@","substitutions":{"n":{"argNum":↓99999999999999999999,"other":"%arg"}}}}}}"#,
                  message: "99999999999999999999 is out of range for \"argNum\" (expected an integer)"),
    MalformedCase(name: "argNum written with a fraction", text: #"{"strings":{"A":{"en":{"value":"%#@n@","substitutions":{"n":{"argNum":↓1.0,"other":"%arg"}}}}}}"#,
                  message: "expected an integer for \"argNum\", found 1.0"),
    MalformedCase(name: "device forms that are not an object", text: #"{"strings":{"A":{"en":{"device":↓"mac"}}}}"#,
                  message: "expected an object of device forms"),
    MalformedCase(name: "an escape hatch setting what the format sets", text: #"{"strings":{"A":{"de":{"value":"x","xcstrings":{"stringUnit":{↓"value":"y"}}}}}}"#,
                  message: "sets what the format already sets"),
    MalformedCase(name: "an escape hatch that is not an object", text: #"{"strings":{"A":{"xcstrings":↓true}}}"#,
                  message: "expected an object for xcstrings"),
    MalformedCase(name: "an escape hatch holding an invalid catalog", text: #"{"strings":{"A":{"de":{"xcstrings":{"stringUnit":↓{"state":"new"}}}}}}"#,
                  message: "a stringUnit must have a 'value' string"),
]

@Suite("Malformed translations.json")
struct MalformedInputTests {
    @Test(arguments: malformedCases)
    func malformed(_ testCase: MalformedCase) throws {
        let (text, markers) = marked(testCase.text)
        let generation = generate(text)
        #expect(generation.data == nil)
        let diagnostic = try #require(generation.malformed.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == sourceName)
        #expect(diagnostic.location == markers.first, "\(diagnostic)")
        #expect(diagnostic.message.contains(testCase.message), "\(diagnostic)")
        #expect(diagnostic.description.hasPrefix("\(sourceName):\(markers[0].line):\(markers[0].column): error: "))
    }

    @Test func everyProblemIsReported() {
        let generation = generate(#"{"strings":{"A":{"comment":1,"de":2},"B":{"en":{"value":"x","one":"y"}}}}"#)
        #expect(generation.malformed.count == 3)
        #expect(generation.malformed.map(\.location) == generation.malformed.map(\.location).sorted { $0! < $1! })
    }

    @Test func emptyAndBinaryFiles() {
        #expect(CatalogGenerator.generate(translations: Data(), file: sourceName).malformed.first?.kind == .emptyFile)
        let invalid = CatalogGenerator.generate(translations: Data([0x7B, 0xFF, 0x7D]), file: sourceName)
        #expect(invalid.malformed.first?.location == TextLocation(line: 1, column: 2))
    }
}
