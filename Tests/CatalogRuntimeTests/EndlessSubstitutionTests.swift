import CatalogRuntime
import Foundation
import Testing

/// A substitution that names itself, or substitutions that fan out, must not hang the app or
/// exhaust its memory: expansion stops (shown as written) with one problem.
@Suite("Endless substitutions")
struct EndlessSubstitutionTests {
    /// A one-key catalog whose English value is `value` with `substitutions` (name → the value of
    /// its `other` case; `one` is "x"), each substitution printing argument 1 with `%lld`.
    private func catalog(_ value: String, substitutions: [(String, String)]) throws -> CatalogTable {
        let members = substitutions.map { name, other in
            #""\#(name)":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"x"}},"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
        }.joined(separator: ",")
        return try table(#"{"sourceLanguage":"en","strings":{"k %lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(value)"},"substitutions":{\#(members)}}}}},"version":"1.0"}"#)
    }

    @Test func aSubstitutionThatNamesItselfStopsAtOnce() throws {
        let twelve = String(repeating: "%#@a@", count: 12)
        let table = try catalog("%#@a@", substitutions: [("a", twelve)])
        let english = context(["en"], tables: [table])
        let resolved = english.resolved("k %lld", arguments: [5])
        #expect(resolved.text == twelve)
        #expect(resolved.problems == [.endlessSubstitution("a")])
        #expect(english.resolved("k %lld", arguments: [1]).text == "x")
        #expect(english.expectedArguments(forKey: "k %lld")?.map(\.description) == ["%lld"])
    }

    @Test func substitutionsThatFanOutStopAtTheLimit() throws {
        // a → b × 6 → c × 6 → … → i: 6^8 expansions if nothing stopped them.
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        var substitutions: [(String, String)] = []
        for (name, next) in zip(names, names.dropFirst()) {
            substitutions.append((name, String(repeating: "%#@\(next)@", count: 6)))
        }
        substitutions.append(("i", "%arg"))
        let table = try catalog("%#@a@", substitutions: substitutions)
        let english = context(["en"], tables: [table])
        let resolved = english.resolved("k %lld", arguments: [5])
        // One problem per substitution stopped, at most one per name.
        #expect((1...names.count).contains(resolved.problems.count))
        #expect(resolved.problems.allSatisfy { if case .endlessSubstitution = $0 { true } else { false } })
        #expect(resolved.text.utf8.count < 100_000)
        #expect(english.expectedArguments(forKey: "k %lld")?.map(\.description) == ["%lld"])
        // Nesting within the limits is rendered in full.
        let shallow = try catalog("%#@a@", substitutions: [("a", "%#@b@ %#@b@"), ("b", "[%arg]")])
        #expect(context(["en"], tables: [shallow]).resolved("k %lld", arguments: [5]).text == "[5] [5]")
        #expect(context(["en"], tables: [shallow]).resolved("k %lld", arguments: [5]).problems.isEmpty)
    }

    /// Two cases may each define a substitution of the same name: both are read for the expected
    /// arguments, whichever case comes first.
    @Test func casesWithTheirOwnSubstitutionsOfOneName() throws {
        let json = #"""
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"device":{
              "iphone":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}}}},
              "mac":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg items in %2$@"}}}}}}},
              "other":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}}}}}}}}}},"version":"1.0"}
            """#
        let catalog = try table(json)
        for _ in 0..<5 {
            #expect(context(["en"], tables: [try table(json)]).expectedArguments(forKey: "k")?.map(\.description) == ["%lld", "%@"])
        }
        let mac = context(["en"], device: .mac, tables: [catalog]).resolved("k", arguments: [3, "Files"])
        #expect(mac.text == "3 items in Files")
        #expect(mac.problems.isEmpty)
    }

    /// A case with substitutions of its own may reuse an outer name: that is another substitution,
    /// not the outer one naming itself.
    @Test func anInnerScopeMayReuseAName() throws {
        let json = #"""
            {"sourceLanguage":"en","strings":{"k %lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "other":{"stringUnit":{"state":"translated","value":"[%#@n@]"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg inner"}}}}}}}}}}}}}}},"version":"1.0"}
            """#
        let resolved = context(["en"], tables: [try table(json)]).resolved("k %lld", arguments: [4])
        #expect(resolved.text == "[4 inner]")
        #expect(resolved.problems.isEmpty)
    }

    @Test func aProblemIsReportedOnce() throws {
        let table = try table(#"{"sourceLanguage":"en","strings":{"k %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%2$@ %2$@ %#@z@ %#@z@"}}}}},"version":"1.0"}"#)
        let resolved = context(["en"], tables: [table]).resolved("k %@", arguments: ["a"])
        #expect(resolved.problems.filter { if case .missingArgument = $0 { true } else { false } }.count == 1)
        #expect(resolved.problems.filter { $0 == .unknownSubstitution("z") }.count == 1)
    }
}
