import CatalogModel
import Foundation
import Testing
import CatalogWriting

/// One way to read an integer, for the catalog model, the lint configuration and translations.json.
@Suite("Reading integers")
struct IntegerReadingTests {
    @Test func integersAreReadExactlyFromTheirText() throws {
        #expect(try JSONInteger.read(number: "12").get() == 12)
        #expect(try JSONInteger.read(number: "-3").get() == -3)
        #expect(try JSONInteger.read(number: "0").get() == 0)
        #expect(try JSONInteger.read(number: "9007199254740993").get() == 9_007_199_254_740_993)
        #expect(try JSONInteger.read(number: "9223372036854775807").get() == Int.max)
    }

    @Test func numbersThatAreNotWrittenAsIntegers() {
        for text in ["1.5", "1.0", "1e3", "-", ""] {
            #expect(JSONInteger.read(number: text) == .failure(.notAnInteger(text)), "\(text)")
        }
    }

    @Test func integersOutOfRange() {
        #expect(JSONInteger.read(number: "9223372036854775808") == .failure(.outOfRange("9223372036854775808", Int.min...Int.max)))
        #expect(JSONInteger.read(number: "0", in: 1...Int.max) == .failure(.outOfRange("0", 1...Int.max)))
        #expect(JSONFieldMessages.integerProblem(.outOfRange("0", 1...9), for: "'count'")
            == "0 is out of range for 'count' (expected an integer from 1 to 9)")
        #expect(JSONFieldMessages.integerProblem(.outOfRange("99999999999999999999", Int.min...Int.max), for: "'argNum'")
            == "99999999999999999999 is out of range for 'argNum' (expected an integer)")
    }

    @Test func integersInASourceMap() throws {
        let map = JSONSourceMap(utf8: Array(#"{"a":7,"b":"7","c":-0.5}"#.utf8))
        #expect(try map.integer(at: ["a"]).get() == 7)
        #expect(map.integer(at: ["b"]) == .failure(.notANumber("a string")))
        #expect(map.integer(at: ["c"]) == .failure(.notAnInteger("-0.5")))
        #expect(map.integer(at: ["d"]) == .failure(.notANumber("nothing")))
    }

    @Test("An argNum beyond Int is out of range, where it is written (it said 'expected an integer' once)")
    func argNumOutOfRange() {
        let text = #"{"strings":{"k":{"localizations":{"en":{"substitutions":{"n":{"argNum":99999999999999999999}}}}}}}"#
        let errors = readErrors(text)
        #expect(errors.map(\.kind) == [.invalidValue])
        #expect(errors.first?.location == SourceLocation(line: 1, column: 72))
        #expect(errors.first?.message == "99999999999999999999 is out of range for 'argNum' (expected an integer)")
    }

    @Test("The model from a JSONSerialization tree reads integers the same way")
    func argNumInAnObjectTree() throws {
        let entry: [String: Any] = ["localizations": ["en": ["substitutions": ["n": ["argNum": 1.5]]]]]
        #expect(throws: CatalogReadError.self) {
            _ = try CatalogReader.catalog(fromJSONObject: ["strings": ["k": entry]], file: "built")
        }
        let good: [String: Any] = ["localizations": ["en": ["substitutions": ["n": ["argNum": 2]]]]]
        let catalog = try CatalogReader.catalog(fromJSONObject: ["strings": ["k": good]], file: "built")
        #expect(catalog.strings["k"]?.localizations?["en"]?.substitutions?["n"]?.argNum == 2)
    }
}
