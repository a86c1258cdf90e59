import CatalogLint
import CatalogModel
import Foundation
import Testing

@Suite("A large catalog walked on several cores")
struct ParallelWalkTests {
    @Test func countsAndOrderDoNotDependOnTheSplit() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        for index in 0..<1500 {
            var localizations: [String: Localization] = ["fr": .translated("Valeur \(index)")]
            if index % 3 != 0 { localizations["de"] = .translated("Wert \(index)") }
            catalog.strings["Key \(index)"] = CatalogEntry(localizations: localizations)
        }
        let data = try CatalogWriter.data(for: catalog)
        let first = Linter().lint(data: data, file: "big.xcstrings")
        let second = Linter().lint(data: data, file: "big.xcstrings")
        #expect(first.findings == second.findings)
        #expect(first.findings.count == 500)
        #expect(first.findings.allSatisfy { $0.rule == "missing-translation" && $0.language == "de" })
        #expect(first.findings.map(\.location) == first.findings.map(\.location).sorted())
        #expect(first.completeness.map(\.language) == ["de", "fr"])
        #expect(first.completeness.map(\.translated) == [1000, 1500])
        #expect(first.completeness.map(\.total) == [1500, 1500])
    }
}
