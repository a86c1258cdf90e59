import CatalogModel
import Foundation
import Testing

@testable import CatalogChanges

/// The merge's rules, one case each, on small catalogs.
@Suite("Merging catalogs field by field")
struct MergeRulesTests {
    func merge(_ base: String?, _ ours: String, _ theirs: String, keep: MergeSide = .ours) throws -> CatalogMerge.Result {
        CatalogMerge.merge(base: try base.map { try catalog(strings: $0) }, ours: try catalog(strings: ours),
                           theirs: try catalog(strings: theirs), keep: keep)
    }

    func unit(_ value: String, _ state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    func plural(_ cases: [String: String]) -> String {
        let body = cases.sorted { $0.key < $1.key }.map { #""\#($0.key)":\#(unit($0.value))"# }.joined(separator: ",")
        return #"{"variations":{"plural":{\#(body)}}}"#
    }

    @Test func pluralCasesChangedOnEachSideMerge() throws {
        let base = #"{"%lld files":{"localizations":{"de":\#(plural(["one": "%lld Datei", "other": "%lld Dateien"]))}}}"#
        let ours = #"{"%lld files":{"localizations":{"de":\#(plural(["one": "Eine Datei", "other": "%lld Dateien"]))}}}"#
        let theirs = #"{"%lld files":{"localizations":{"de":\#(plural(["one": "%lld Datei", "other": "%lld Dateien", "zero": "Keine Dateien"]))}}}"#
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        let cases = result.catalog.strings["%lld files"]?.localizations?["de"]?.variations?.plural
        #expect(cases?["one"]?.stringUnit?.value == "Eine Datei" && cases?["zero"]?.stringUnit?.value == "Keine Dateien")
    }

    @Test func substitutionsCommentsAndExtractionStateMerge() throws {
        func entry(comment: String, state: String?, specifier: String, one: String) -> String {
            let extraction = state.map { #""extractionState":"\#($0)","# } ?? ""
            return #"{"%#@n@":{"comment":"\#(comment)",\#(extraction)"localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"\#(specifier)","variations":{"plural":{"one":\#(unit(one)),"other":\#(unit("%arg Fotos"))}}}}}}}}"#
        }
        let base = entry(comment: "Photos", state: nil, specifier: "lld", one: "%arg Foto")
        let ours = entry(comment: "Number of photos", state: "stale", specifier: "lld", one: "%arg Foto")
        let theirs = entry(comment: "Photos", state: nil, specifier: "d", one: "Ein Foto")
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        let merged = try #require(result.catalog.strings["%#@n@"])
        let substitution = merged.localizations?["de"]?.substitutions?["n"]
        #expect(merged.comment == "Number of photos" && merged.extractionState == .stale)
        #expect(substitution?.formatSpecifier == "d" && substitution?.variations?.plural?["one"]?.stringUnit?.value == "Ein Foto")
    }

    @Test func theSameValueChangedDifferentlyIsAConflictThatKeepsOneSide() throws {
        let base = #"{"Hi":{"localizations":{"de":\#(unit("Hallo"))}}}"#
        let ours = #"{"Hi":{"localizations":{"de":\#(unit("Servus"))}}}"#
        let theirs = #"{"Hi":{"localizations":{"de":\#(unit("Moin"))}}}"#
        let kept = try merge(base, ours, theirs)
        #expect(kept.conflicts.map(\.kind) == [.bothChanged])
        #expect(kept.conflicts.first?.path.description == "strings › Hi › localizations › de › stringUnit › value")
        #expect(kept.conflicts.first.map { [$0.base, $0.ours, $0.theirs] } == [#""Hallo""#, #""Servus""#, #""Moin""#])
        #expect(kept.catalog.strings["Hi"]?.localizations?["de"]?.stringUnit?.value == "Servus")
        let taken = try merge(base, ours, theirs, keep: .theirs)
        #expect(taken.catalog.strings["Hi"]?.localizations?["de"]?.stringUnit?.value == "Moin")
    }

    @Test func aTextOnOneSideAndPluralsOnTheOtherAreIncompatible() throws {
        let base = #"{"%lld":{"localizations":{"de":\#(unit("%lld"))}}}"#
        let ours = #"{"%lld":{"localizations":{"de":\#(unit("%lld Stück"))}}}"#
        let theirs = #"{"%lld":{"localizations":{"de":\#(plural(["one": "ein Stück", "other": "%lld Stück"]))}}}"#
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.incompatible])
        let localization = result.catalog.strings["%lld"]?.localizations?["de"]
        #expect(localization?.stringUnit?.value == "%lld Stück" && localization?.variations == nil)
    }

    @Test func aDeletionStandsWhenTheOtherSideOnlyRemovedThings() throws {
        let base = #"{"Old":{"extractionState":"stale","localizations":{"de":\#(unit("Alt")),"fr":\#(unit("Vieux"))}},"Keep":{}}"#
        let emptied = #"{"Old":{"extractionState":"stale","localizations":{"de":\#(unit("Alt"))}},"Keep":{}}"#
        let deleted = #"{"Keep":{}}"#
        let result = try merge(base, emptied, deleted)
        #expect(result.conflicts.isEmpty && result.catalog.strings["Old"] == nil)
        // Dropping the `stale` mark is no removal: that side's code uses the key again, and the
        // deletion would lose its translations (it stood, silently).
        let usedAgain = #"{"Old":{"localizations":{"de":\#(unit("Alt")),"fr":\#(unit("Vieux"))}},"Keep":{}}"#
        for (ours, theirs) in [(usedAgain, deleted), (deleted, usedAgain)] {
            let reused = try merge(base, ours, theirs)
            #expect(reused.conflicts.map(\.kind) == [.deletedAndChanged])
            #expect(reused.conflicts.first?.path.description == "strings › Old")
        }
        #expect(try merge(base, usedAgain, deleted).catalog.strings["Old"]?.localizations?["fr"]?.stringUnit?.value == "Vieux")
        // Marking a key stale agrees with deleting it: the deletion stands, unless that side changed more.
        let current = #"{"Old":{"localizations":{"de":\#(unit("Alt"))}},"Keep":{}}"#
        let markedStale = #"{"Old":{"extractionState":"stale","localizations":{"de":\#(unit("Alt"))}},"Keep":{}}"#
        for (ours, theirs) in [(markedStale, deleted), (deleted, markedStale)] {
            let agreed = try merge(current, ours, theirs)
            #expect(agreed.conflicts.isEmpty && agreed.catalog.strings["Old"] == nil)
        }
        let staleAndEdited = #"{"Old":{"extractionState":"stale","localizations":{"de":\#(unit("Uralt"))}},"Keep":{}}"#
        // The side that deleted it kept: the conflict still shows the other side marked stale.
        let keptDeletion = try merge(current, staleAndEdited, deleted, keep: .theirs)
        #expect(keptDeletion.conflicts.map(\.kind) == [.deletedAndChanged])
        #expect(keptDeletion.conflicts.first?.ours?.contains(#""extractionState":"stale""#) == true)
        #expect(keptDeletion.catalog.strings["Old"] == nil)
        for (ours, theirs, keep) in [(staleAndEdited, deleted, MergeSide.ours), (deleted, staleAndEdited, .theirs)] {
            let changed = try merge(current, ours, theirs, keep: keep)
            #expect(changed.conflicts.map(\.kind) == [.deletedAndChanged])
            // The conflict, and the entry kept, show that side as it is: marked stale.
            let shown = keep == .ours ? changed.conflicts.first?.ours : changed.conflicts.first?.theirs
            #expect(shown?.contains(#""extractionState":"stale""#) == true)
            #expect(changed.catalog.strings["Old"]?.extractionState == .stale)
        }
        let edited = #"{"Old":{"extractionState":"stale","localizations":{"de":\#(unit("Veraltet"))}},"Keep":{}}"#
        let conflict = try merge(base, edited, deleted)
        #expect(conflict.conflicts.map(\.kind) == [.deletedAndChanged])
        #expect(conflict.conflicts.first?.path.description == "strings › Old")
        #expect(conflict.catalog.strings["Old"]?.localizations?["de"]?.stringUnit?.value == "Veraltet")
    }

    @Test func aTranslationWinsOverXcodesPlaceholderForALanguageBothSidesAdded() throws {
        let base = #"{"Preview":{}}"#
        let ours = #"{"Preview":{"localizations":{"uk":\#(unit("Preview", "needs_review"))}}}"#
        let theirs = #"{"Preview":{"localizations":{"uk":\#(unit("Перегляд"))}}}"#
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(result.catalog.strings["Preview"]?.localizations?["uk"]?.stringUnit?.value == "Перегляд")
        // A draft that is not the source text is someone's work: a conflict.
        let draft = #"{"Preview":{"localizations":{"uk":\#(unit("Попередній", "needs_review"))}}}"#
        #expect(!(try merge(base, draft, theirs).conflicts.isEmpty))
    }

    /// A `new` or `needs_review` unit the base has is an edit, not Xcode's placeholder: a source
    /// text changed before review, a translation flagged for review.
    @Test func aPlaceholderTheBaseHasOrInTheSourceLanguageMergesAsAnEdit() throws {
        // The source text edited on one side and translated (reviewed) unchanged on the other: both.
        let base = #"{"Save":{"localizations":{"en":\#(unit("Save", "new"))}}}"#
        let edited = #"{"Save":{"localizations":{"en":\#(unit("Save file", "new"))}}}"#
        let reviewed = #"{"Save":{"localizations":{"en":\#(unit("Save"))}}}"#
        let both = try merge(base, edited, reviewed)
        #expect(both.conflicts.isEmpty)
        let merged = both.catalog.strings["Save"]?.localizations?["en"]?.stringUnit
        #expect(merged?.value == "Save file" && merged?.state == .translated)
        // Edited differently on the other side: a conflict, not a silent loss of the edit.
        let other = #"{"Save":{"localizations":{"en":\#(unit("Store"))}}}"#
        #expect(try merge(base, edited, other).conflicts.map(\.path.description)
                == ["strings › Save › localizations › en › stringUnit › value"])
        // The same in the source language when both sides added it.
        #expect(!(try merge(#"{"Save":{}}"#, edited, other).conflicts.isEmpty))
        // A translation flagged for review on one side and retranslated on the other keeps both.
        let translated = #"{"Save":{"localizations":{"fr":\#(unit("Enregistrer"))}}}"#
        let flagged = #"{"Save":{"localizations":{"fr":\#(unit("Enregistrer", "needs_review"))}}}"#
        let retranslated = #"{"Save":{"localizations":{"fr":\#(unit("Sauvegarder"))}}}"#
        let review = try merge(translated, flagged, retranslated)
        #expect(review.conflicts.isEmpty)
        let unit = review.catalog.strings["Save"]?.localizations?["fr"]?.stringUnit
        #expect(unit?.value == "Sauvegarder" && unit?.state == .needsReview)
    }

    @Test func keysAddedOnBothSidesWithoutABaseMergeFieldByField() throws {
        let ours = #"{"A":{"comment":"Greeting","localizations":{"de":\#(unit("Hallo"))}}}"#
        let theirs = #"{"A":{"localizations":{"fr":\#(unit("Salut"))}},"B":{}}"#
        let result = try merge(nil, ours, theirs)
        #expect(result.conflicts.isEmpty)
        let entry = result.catalog.strings["A"]
        #expect(entry?.comment == "Greeting" && entry?.localizations?.keys.sorted() == ["de", "fr"])
        #expect(result.catalog.strings["B"] == CatalogEntry())
    }

    @Test func stringSetsAreOneValueAndUnknownMembersMerge() throws {
        let base = #"{"Run":{"x-tool":1,"localizations":{"de":{"stringSet":{"state":"translated","values":["a","b"]}}}}}"#
        let ours = #"{"Run":{"x-tool":2,"localizations":{"de":{"stringSet":{"state":"translated","values":["b","a"]}}}}}"#
        let theirs = #"{"Run":{"x-tool":1,"localizations":{"de":{"stringSet":{"state":"translated","values":["a","b","c"]}}}}}"#
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.map(\.path.description) == ["strings › Run › localizations › de › stringSet › values"])
        #expect(result.catalog.strings["Run"]?.unknownFields["x-tool"] == 2)
    }

    /// A key spelled in another Unicode normalization is another key to Xcode and at run time,
    /// though Swift finds one with the other: its spelling merges like a value.
    @Test func aKeysSpellingInAnotherNormalizationMergesLikeAValue() throws {
        let (composed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        func strings(_ key: String, _ value: String) -> String { #"{"\#(key)":{"localizations":{"de":\#(unit(value))}}}"# }
        func spelled(_ result: CatalogMerge.Result) -> [[UInt8]] { result.catalog.strings.keys.map { Array($0.utf8) } }
        // Respelled on one side, the text changed on the other: both changes.
        for (ours, theirs) in [(strings(composed, "Neu"), strings(decomposed, "Alt")), (strings(decomposed, "Alt"), strings(composed, "Neu"))] {
            let result = try merge(strings(composed, "Alt"), ours, theirs)
            #expect(result.conflicts.isEmpty)
            #expect(spelled(result) == [Array(decomposed.utf8)])
            #expect(result.catalog.strings[composed]?.localizations?["de"]?.stringUnit?.value == "Neu")
        }
        // Added on both sides in different spellings: a conflict about the spelling, which shows the scalars.
        let added = try merge(nil, strings(decomposed, "X"), strings(composed, "X"))
        #expect(added.conflicts.map(\.kind) == [.bothChanged])
        #expect(added.conflicts.first.map { [$0.base, $0.ours, $0.theirs] } == [nil, #""cafe\u0301""#, #""caf\u00E9""#])
        #expect(spelled(added) == [Array(decomposed.utf8)])
        #expect(spelled(try merge(nil, strings(decomposed, "X"), strings(composed, "X"), keep: .theirs)) == [Array(composed.utf8)])
        // Spelled alike everywhere: nothing to say.
        #expect(try merge(strings(decomposed, "A"), strings(decomposed, "B"), strings(decomposed, "A")).conflicts.isEmpty)
    }
}
