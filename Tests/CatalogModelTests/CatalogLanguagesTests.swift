import CatalogModel
import Testing

/// `StringCatalog.languages`: the languages of a catalog's keys, looked for in chunks on all cores.
@Suite("A catalog's languages")
struct CatalogLanguagesTests {
    /// 1,000 keys (several chunks): German everywhere, French empty but in the last key, Japanese
    /// in one key only, and keys without localizations.
    static let catalog: StringCatalog = {
        func unit(_ value: String) -> Localization { Localization(stringUnit: StringUnit(state: .translated, value: value)) }
        var strings: [String: CatalogEntry] = [:]
        for index in 0..<1_000 {
            var localizations: [String: Localization] = ["de": unit("Hallo"), "fr": unit(index == 999 ? "Salut" : "")]
            if index == 500 { localizations["ja"] = unit("") }
            strings["k\(index)"] = index % 7 == 0 ? CatalogEntry() : CatalogEntry(localizations: localizations)
        }
        return StringCatalog(sourceLanguage: "en", strings: strings)
    }()

    @Test func everyLanguageAKeyHas() {
        #expect(Self.catalog.languages() == ["de", "fr", "ja"])
        #expect(StringCatalog(sourceLanguage: "en").languages().isEmpty)
    }

    @Test("Only the languages with a wanted localization, however rare")
    func wantedLocalizations() {
        let withValue = Self.catalog.languages { $0.stringUnit?.value.isEmpty == false }
        #expect(withValue == ["de", "fr"])
        #expect(Self.catalog.languages { _ in false }.isEmpty)
    }

    @Test("Knowing how many languages are present changes no answer")
    func aLimitOfEveryLanguagePresent() {
        #expect(Self.catalog.languages(limit: 3) == ["de", "fr", "ja"])
        #expect(Self.catalog.languages(limit: 3) { $0.stringUnit?.value.isEmpty == false } == ["de", "fr"])
    }
}
