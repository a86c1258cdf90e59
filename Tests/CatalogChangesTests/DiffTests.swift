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
