@testable import CatalogModel
import Foundation
import Testing

/// `Localization` keeps its members other than `stringUnit` in a shared box: it must still behave
/// as a plain value (a copy never sees another's change) and stay small.
@Suite("Localization storage")
struct LocalizationStorageTests {
    static let plural = Variations([.plural: ["one": .translated("1 file"), "other": .translated("%lld files")]])

    @Test("A copy keeps its members when the original changes, member by member")
    func valueSemantics() {
        var original = Localization(
            stringUnit: StringUnit(state: .translated, value: "x"), stringSet: StringSet(state: .new, values: ["a"]),
            variations: Self.plural, substitutions: ["n": Substitution(argNum: 1, formatSpecifier: "lld")],
            unknownFields: ["future": "kept"])
        let copy = original
        original.stringSet = nil
        original.variations?.kinds[.device] = ["mac": .translated("Mac")]
        original.substitutions?["n"]?.argNum = 2
        original.unknownFields["other"] = 1
        #expect(copy.stringSet?.values == ["a"])
        #expect(copy.variations == Self.plural)
        #expect(copy.substitutions?["n"]?.argNum == 1)
        #expect(copy.unknownFields.count == 1)
        #expect(original.stringSet == nil)
        #expect(original.variations?.device?["mac"] == .translated("Mac"))
        #expect(original.substitutions?["n"]?.argNum == 2)
        #expect(original.unknownFields["other"] == 1)
        #expect(original != copy)
    }

    @Test("A variation case is read in place: the form of that kind and name, or nil")
    func variationCase() {
        var localization = Localization(variations: Self.plural)
        localization.variations?.kinds[.device] = ["mac": .translated("Mac"), "iphone": .translated("iPhone")]
        #expect(localization.variationCase(.plural, "one") == .translated("1 file"))
        #expect(localization.variationCase(.device, "mac") == .translated("Mac"))
        #expect(localization.variationCase(.plural, "few") == nil)
        #expect(localization.variationCase(.device, "one") == nil, "a name of another kind")
        #expect(Localization.translated("plain").variationCase(.plural, "other") == nil)
        #expect(Self.plural.form(.plural, "other") == .translated("%lld files"))
        #expect(Self.plural.form(.device, "other") == nil)
    }

    @Test("Members set one by one equal the same members given at once; clearing them all is no members")
    func setAndCleared() {
        var built = Localization()
        built.variations = Self.plural
        built.unknownFields = ["future": true]
        #expect(built == Localization(variations: Self.plural, unknownFields: ["future": true]))
        built.variations = nil
        built.unknownFields = [:]
        #expect(built == Localization())
        #expect(built.unknownFields.isEmpty && built.variations == nil && built.stringSet == nil && built.substitutions == nil)
    }

    @Test("A localization takes 48 bytes")
    func size() {
        #expect(MemoryLayout<Localization>.size <= 48)
    }
}
