import CatalogModel
import Foundation
import Testing
import TestSupport

@testable import CatalogChanges

/// xcstrings-diff's changes: on small catalogs, and on real versions (the bundle's base and ours
/// of each merge are two commits of one project's catalog).
@Suite("Key-level diffs")
struct DiffTests {
    @Test func changesNameTheirKeyLanguageAndPlace() throws {
        let old = try catalog(strings: #"{"Hi":{"comment":"A","localizations":{"de":{"stringUnit":{"state":"new","value":"Hallo"}}}},"Gone":{}}"#)
        let new = try catalog(strings: #"{"Hi":{"comment":"B","localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},"fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Salut"}}}}}}},"New":{}}"#)
        let diff = CatalogDiff(from: old, to: new)
        #expect(DiffText.render(diff) == """
            - "Gone"
            ~ "Hi" comment: "A" → "B"
            ~ "Hi" de: "Hallo": new → translated
            + "Hi" fr plural.one: "Salut" (translated)
            + "New"
            1 key added, 1 removed, 1 changed

            """)
        #expect(CatalogDiff(from: new, to: new).isEmpty)
        let json = try #require(JSONSerialization.jsonObject(with: Data(DiffJSON.render(diff, old: "a", new: "b").utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Int]) == ["added": 1, "removed": 1, "changed": 1])
    }

    /// A key respelled in another Unicode normalization is another key to Xcode and at run time,
    /// though Swift finds one with the other: the diff said nothing and the textconv showed equal lines.
    @Test func aKeyRespelledInAnotherNormalizationIsAChange() throws {
        let composed = try catalog(strings: #"{"caf\#u{E9}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kaffee"}}}}}"#)
        let decomposed = try catalog(strings: #"{"cafe\#u{301}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kaffee"}}}}}"#)
        let diff = CatalogDiff(from: composed, to: decomposed)
        #expect(DiffText.render(diff) == """
            ~ "caf\u{E9}" spelling: "caf\\u00E9" → "cafe\\u0301"
            0 keys added, 0 removed, 1 changed

            """)
        #expect(diff.keys.first.map { Array($0.key.utf8) } == Array("cafe\u{301}".utf8))
        let json = try #require(JSONSerialization.jsonObject(with: Data(DiffJSON.render(diff, old: "a", new: "b").utf8)) as? [String: Any])
        let leaf = try #require(((json["keys"] as? [[String: Any]])?.first?["leaves"] as? [[String: Any]])?.first)
        #expect((leaf["old"] as? String).map { Array($0.utf8) } == Array("caf\u{E9}".utf8))
        #expect((leaf["new"] as? String).map { Array($0.utf8) } == Array("cafe\u{301}".utf8))
        #expect(CatalogDiff(from: decomposed, to: decomposed).isEmpty)
        // The textconv shows a spelling other than NFC, so git diff sees the respelling.
        #expect(DiffText.listing(decomposed).contains("\n\"cafe\u{301}\" spelling: \"cafe\\u0301\"\n"))
        #expect(!DiffText.listing(composed).contains("spelling"))
    }

    /// Members the model does not know were compared through a 160-character summary: a change past
    /// it read "1 changed" with no line, and the JSON output carried a cut, unparsable text.
    @Test func aChangeFarInsideAnUnknownMemberIsShown() throws {
        let long = String(repeating: "x", count: 300)
        let old = try catalog(strings: #"{"Hi":{"x-vendor":{"note":"\#(long)A"}}}"#)
        let new = try catalog(strings: #"{"Hi":{"x-vendor":{"note":"\#(long)B"}}}"#)
        let diff = CatalogDiff(from: old, to: new)
        let text = DiffText.render(diff)
        #expect(text.hasPrefix(#"~ "Hi" x-vendor: …"#))
        #expect(text.contains(#"xxxA"} → …xxx"#) && text.contains(#"xxxB"}\#n"#))
        let json = try #require(JSONSerialization.jsonObject(with: Data(DiffJSON.render(diff, old: "a", new: "b").utf8)) as? [String: Any])
        let leaf = try #require(((json["keys"] as? [[String: Any]])?.first?["leaves"] as? [[String: Any]])?.first)
        #expect((leaf["new"] as? [String: String])?["note"] == long + "B")
        // The textconv listing shows the member whole, so that git diff sees the change.
        #expect(DiffText.listing(new).contains(long + "B"))
    }

    /// A localization, variation case or substitution with nothing in it is a leaf of its own:
    /// adding `"de": {}` read "1 changed" with no line.
    @Test func anEmptyLocalizationIsALeaf() throws {
        let old = try catalog(strings: #"{"Hi":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Salut"}}}}}"#)
        let new = try catalog(strings: #"{"Hi":{"localizations":{"de":{},"fr":{"stringUnit":{"state":"translated","value":"Salut"},"substitutions":{"n":{},"p":{"variations":{"plural":{}}}},"variations":{"device":{}}}}}}"#)
        #expect(DiffText.render(CatalogDiff(from: old, to: new)) == """
            + "Hi" de: {}
            + "Hi" fr device: {}
            + "Hi" fr substitutions.n: {}
            + "Hi" fr substitutions.p.plural: {}
            0 keys added, 0 removed, 1 changed

            """)
    }

    /// An empty `variations` or `substitutions` beside other parts was invisible: "1 changed" and
    /// no line.
    @Test func anEmptyMemberBesideOtherPartsIsALeaf() throws {
        let old = try catalog(strings: #"{"Hi":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1}}}}}}"#)
        let new = try catalog(strings: #"{"Hi":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"},"substitutions":{}},"fr":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"variations":{}}},"variations":{}}}}}"#)
        #expect(DiffText.render(CatalogDiff(from: old, to: new)) == """
            + "Hi" de: "Hallo" (translated)
            + "Hi" de substitutions: {}
            + "Hi" fr substitutions.n.variations: {}
            + "Hi" fr variations: {}
            0 keys added, 0 removed, 1 changed

            """)
        #expect(CatalogDiff(from: new, to: new).keys.isEmpty)
        // Alone, an empty variations is the whole localization's leaf, as before.
        let alone = try catalog(strings: #"{"Hi":{"localizations":{"de":{},"fr":{"variations":{}}}}}"#)
        let emptied = try catalog(strings: #"{"Hi":{"localizations":{"de":{"variations":{}},"fr":{"variations":{}}}}}"#)
        #expect(DiffText.render(CatalogDiff(from: alone, to: emptied)) == """
            ~ "Hi" de: {} → {"variations":{}}
            0 keys added, 0 removed, 1 changed

            """)
    }

    @Test(.enabled(if: MergeBundle.isAvailable, "needs ../shared/corpus/merges.bundle"))
    func realVersionsOfCatalogs() throws {
        var compared = 0
        for merge in MergeBundle.cases {
            guard let old = try? CatalogReader.read(data: merge.base, file: "base").catalog,
                  let new = try? CatalogReader.read(data: merge.ours, file: "ours").catalog
            else { continue }
            let diff = CatalogDiff(from: old, to: new)
            // Every change is real: each listed leaf differs, and keys not listed are equal.
            let listed = Set(diff.keys.map(\.key))
            for key in Set(old.strings.keys).union(new.strings.keys) where !listed.contains(key) {
                #expect(old.strings[key] == new.strings[key], "\(merge.name): \(key)")
            }
            for change in diff.keys {
                #expect(change.kind != .changed || !change.leaves.isEmpty, "\(merge.name): \(change.key)")
                for leaf in change.leaves { #expect(leaf.old != leaf.new) }
                #expect((change.kind == .added) == (old.strings[change.key] == nil))
            }
            #expect(diff.isEmpty == (old == new))
            // The textconv listing has a line per key and per leaf.
            let lines = DiffText.listing(new).split(separator: "\n").count
            let leaves = new.strings.values.reduce(0) { $0 + CatalogLeaves.leaves(of: $1).count }
            #expect(lines == new.strings.count + leaves + (new.sourceLanguage == nil ? 0 : 1) + (new.version == nil ? 0 : 1)
                    + new.unknownFields.count)
            compared += 1
        }
        #expect(compared >= 65)
    }
}
