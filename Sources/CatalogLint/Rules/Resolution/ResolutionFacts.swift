import AppLocalizations
import CatalogModel

/// What the resolution rules share about a catalog, computed once per catalog: the localizations
/// an app built from it has (its languages with a value, the source language first), what users of
/// every common preferred language see with the source language as the development region
/// (`LocalizationMatrix`), and where each language first appears in the file.
package final class ResolutionFacts {
    enum Key: ComputedValueKey { typealias Value = ResolutionFacts }

    let localizations: [String]
    let developmentRegion: String
    private let catalog: CatalogContext

    /// The matrix, computed when a rule first asks (never for a catalog in one language).
    private(set) lazy var matrix = LocalizationMatrix(localizations: localizations, developmentRegion: developmentRegion)

    private init(_ catalog: CatalogContext) {
        self.catalog = catalog
        localizations = ProjectLocalizations.languages(of: catalog.catalog)
        developmentRegion = catalog.sourceLanguage
    }

    /// The facts of `catalog`.
    static func of(_ catalog: CatalogContext) -> ResolutionFacts {
        catalog.value(for: Key.self) { ResolutionFacts(catalog) }
    }

    /// Whether an app built from the catalog has more than one localization to choose from.
    var hasChoices: Bool { localizations.count > 1 }

    /// Where a finding about `language` points: its first localization in the file, else the
    /// `sourceLanguage` value.
    func anchor(of language: String) -> (anchor: Anchor, key: String?) {
        guard let first = catalog.firstLocalization(of: language) else { return (.value(["sourceLanguage"]), nil) }
        return (.key(first.path), first.key)
    }
}

/// `a, b and c`, each quoted as the messages quote languages.
func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}
