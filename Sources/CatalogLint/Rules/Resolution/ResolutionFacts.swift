import AppLocalizations
import CatalogModel

/// What the resolution rules share about a catalog, computed once per catalog: the localizations
/// an app built from it has (its languages with a value, the source language first), what users of
/// every common preferred language see with the source language as the development region
/// (`LocalizationMatrix`), and where each language first appears in the file.
package final class ResolutionFacts: Sendable {
    enum Key: CatalogValueKey { typealias Value = ResolutionFacts }

    let localizations: [String]
    let developmentRegion: String
    private let choices: LocalizationMatrix?

    private init(_ catalog: CatalogContext) {
        localizations = ProjectLocalizations.languages(of: catalog.catalog, present: catalog.presentLanguages)
        developmentRegion = catalog.sourceLanguage
        choices = localizations.count > 1
            ? LocalizationMatrix(localizations: localizations, developmentRegion: developmentRegion) : nil
    }

    /// The facts of `catalog`, for the resolution rules' catalog visits, which run beside the
    /// walk (the matrix alone took 2.5 ms of Cork's, on one core, before it).
    static func of(_ catalog: CatalogContext) -> ResolutionFacts {
        catalog.valueBesideWalk(for: Key.self) { ResolutionFacts(catalog) }
    }

    /// Whether an app built from the catalog has more than one localization to choose from.
    var hasChoices: Bool { choices != nil }

    /// What users of every common preferred language see; only when `hasChoices` (it is not
    /// computed for a catalog in one language).
    var matrix: LocalizationMatrix {
        guard let choices else { preconditionFailure("no matrix: the catalog has one localization") }
        return choices
    }

    /// Where a finding about `language` points: its first localization in `catalog`, else the
    /// `sourceLanguage` value.
    func anchor(of language: String, in catalog: CatalogContext) -> (anchor: Anchor, key: String?) {
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
