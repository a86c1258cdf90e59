@testable import CatalogLint
import CatalogModel
import Foundation
import Testing

/// The traversal's data model: following a branch with the substitutions in scope, and the typed
/// store in which rule families keep what they compute per key and per unit.
@Suite("The traversal's contexts")
struct TraversalTests {
    /// The context of `key` in a catalog of `strings` members whose source language is English.
    static func entry(_ strings: String, key: String) throws -> EntryContext {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"# + strings + "}}"
        let document = try CatalogReader.read(data: Data(text.utf8), file: "t.xcstrings", toleratingDuplicateKeys: true)
        let catalog = CatalogContext(document: document, keyProblems: [], options: LintOptions())
        return EntryContext(catalog: catalog, key: key, entry: try #require(document.catalog.strings[key]))
    }

    static let photos = #"""
        "photos":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"%#@count@"},
                "substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                  "one":{"stringUnit":{"state":"translated","value":"%arg photo"}},
                  "other":{"stringUnit":{"state":"translated","value":"%arg photos"}}}}}}},
          "de":{"variations":{"device":{
                  "mac":{"stringUnit":{"state":"translated","value":"Mac"}},
                  "other":{"stringUnit":{"state":"translated","value":"%lld Fotos"}}}}}}}
        """#

    @Test("A language's first localization is its first key in file order (not the dictionary's) that the model has")
    func firstLocalizationInFileOrder() throws {
        func first(_ strings: String, _ language: String) throws -> String? {
            let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"# + strings + "}}"
            let document = try CatalogReader.read(data: Data(text.utf8), file: "t.xcstrings", toleratingDuplicateKeys: true)
            let catalog = CatalogContext(document: document, keyProblems: [], options: LintOptions())
            guard let found = catalog.firstLocalization(of: language) else { return nil }
            #expect(found.path == ["strings", .key(found.key), "localizations", .key(language)])
            #expect(catalog.sourceMap.keyOffset(of: found.path) != nil)
            return found.key
        }
        func unit(_ language: String) -> String { #""\#(language)":{"stringUnit":{"state":"translated","value":"x"}}"# }
        // Many keys, in an order no dictionary keeps: the language is in every third key from k47.
        let keys = (0..<200).map { index in
            #""k\#(199 - index)":{"localizations":{"# + unit("en") + (index >= 47 && index % 3 == 0 ? "," + unit("de") : "") + "}}"
        }
        #expect(try first(keys.joined(separator: ","), "de") == "k151")
        #expect(try first(keys.joined(separator: ","), "fr") == nil)
        #expect(try first(keys.joined(separator: ","), "en") == "k199")
        // A key escaped in the text is the key the model has.
        #expect(try first(#""a\u0062":{"localizations":{"# + unit("de") + "}}", "de") == "ab")
        // Of duplicate keys the model has the last: the first one's localization is not the key's.
        #expect(try first(#""a":{"localizations":{"# + unit("de") + #"}},"b":{"localizations":{"# + unit("de")
            + #"}},"a":{"localizations":{"# + unit("fr") + "}}", "de") == "b")
        #expect(try first(#""a":{"localizations":{"# + unit("fr") + #"}},"a":{"localizations":{"# + unit("de") + "}}", "de") == "a")
        #expect(try first(#""a":{}"#, "de") == nil)
    }

    @Test("A source match is found once per branch and kept, for a few branches and for many")
    func sourceMatchesAreKept() throws {
        let entry = try Self.entry(#""files":{"localizations":{"en":{"variations":{"plural":{"#
            + #""one":{"stringUnit":{"state":"translated","value":"%lld file"}},"#
            + #""other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}"#, key: "files")
        // Forty branches, more than are compared in a list: the others are kept in a dictionary.
        let branches: [[BranchStep]] = [[.variation(.plural, "one")]] + (0..<40).map { [.variation(.plural, "case\($0)")] }
        let first = branches.map { entry.sourceUnit(matching: $0) }
        #expect(first[0]?.unit.value == "%lld file")
        #expect(first.dropFirst().allSatisfy { $0?.unit.value == "%lld files" && $0?.branch == [.variation(.plural, "other")] })
        for (branch, match) in zip(branches, first).reversed() {
            #expect(entry.sourceUnit(matching: branch) === match, "\(branch)")
        }
        #expect(entry.sourceUnit(matching: [.substitution("none")]) == nil)
        #expect(entry.sourceUnit(matching: [.substitution("none")]) == nil)
    }

    @Test func aBranchIsFollowedWithTheSubstitutionsInScope() throws {
        let entry = try Self.entry(Self.photos, key: "photos")
        let position = try #require(entry.position(
            at: [.substitution("count"), .variation(.plural, "one")], language: "en"))
        #expect(position.node.stringUnit?.value == "%arg photo")
        #expect(position.substitution?.formatSpecifier == "lld", "%arg is the substitution's argument")
        #expect(position.substitutions?.keys.sorted() == ["count"])
        #expect(entry.position(at: [.substitution("count"), .variation(.plural, "few")], language: "en") == nil)
        #expect(entry.position(at: [.substitution("other")], language: "en") == nil)
        #expect(entry.position(at: [], language: "fr") == nil)
        #expect(entry.position(at: [.variation(.device, "mac")], language: "de")?.node.stringUnit?.value == "Mac")
    }

    @Test func aTranslationIsMatchedWithTheSourceCaseOrItsOther() throws {
        let entry = try Self.entry(Self.photos, key: "photos")
        // The source does not vary by device: that step is skipped.
        let top = try #require(entry.sourceUnit(matching: [.variation(.device, "mac")]))
        #expect(top.unit.value == "%#@count@" && top.branch.isEmpty)
        #expect(top.format.arguments[1]?.description == "%lld")
        // A case the source lacks is compared with its `other`.
        let few = try #require(entry.sourceUnit(matching: [.substitution("count"), .variation(.plural, "few")]))
        #expect(few.unit.value == "%arg photos")
        #expect(few.branch == [.substitution("count"), .variation(.plural, "other")])
        #expect(few.substitution?.argNum == 1)
        #expect(entry.sourceUnit(matching: [.substitution("count"), .variation(.plural, "few")]) === few, "matched once")
    }

    @Test("Where the source varies and the translation does not, its other case's own substitutions are in scope")
    func theSourcesOtherCaseBringsItsSubstitutions() throws {
        let entry = try Self.entry(#"""
            "k":{"localizations":{"en":{"variations":{"device":{"other":{
              "stringUnit":{"state":"translated","value":"%#@n@"},
              "substitutions":{"n":{"argNum":1,"formatSpecifier":"d","variations":{"plural":{
                "other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}}}}
            """#, key: "k")
        let match = try #require(entry.sourceUnit(matching: []))
        #expect(match.branch == [.variation(.device, "other")])
        #expect(match.substitutions?.keys.sorted() == ["n"])
        #expect(match.format.arguments[1]?.description == "%d")
    }

    /// A value a test computes: an object, as every computed value is.
    final class Number {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    enum Counted: ComputedValueKey { typealias Value = Number }
    enum Derived: ComputedValueKey { typealias Value = Number }

    @Test func computedValuesAreComputedOncePerContextAndKey() throws {
        let entry = try Self.entry(Self.photos, key: "photos")
        var calls = 0
        let first = entry.value(for: Counted.self) { calls += 1; return Number(42) }
        for _ in 0..<2 { #expect(entry.value(for: Counted.self) { calls += 1; return Number(0) } === first) }
        #expect(calls == 1 && first.value == 42)
        // A computation may ask for other values of the same context.
        let derived = entry.value(for: Derived.self) { Number(entry.value(for: Counted.self) { Number(0) }.value + 1) }
        #expect(derived.value == 43)
        // A value computed as absent is kept as absent.
        enum Absent: ComputedValueKey { typealias Value = Number }
        for _ in 0..<2 { #expect(entry.possibleValue(for: Absent.self) { calls += 1; return nil } == nil) }
        #expect(calls == 2)
        let other = try Self.entry(Self.photos, key: "photos")
        #expect(other.value(for: Counted.self) { Number(7) }.value == 7, "each context has its own values")
    }
}
