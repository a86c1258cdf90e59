import CatalogModel

/// Reports the subtag problems of a catalog's language tags (`LanguageTagProblem`), once per tag: at
/// `sourceLanguage` for the source language, else at the tag's first localization in file order.
/// `unknown-language-tag` reports what the App Store rejects, `deprecated-language-tag` the rest.
enum LanguageTagFindings {
    static func report(unrecognized: Bool, in catalog: CatalogContext, into sink: inout FindingSink) {
        let source = catalog.catalog.sourceLanguage
        let tags = catalog.presentLanguages.union(source.map { [$0] } ?? []).subtracting(catalog.invalidLanguageTags)
        for tag in tags.sorted() {
            let problems = LanguageTagProblem.problems(of: tag).filter { $0.isUnrecognized == unrecognized }
            guard !problems.isEmpty else { continue }
            let place: (anchor: Anchor, key: String?)
            if tag == source {
                place = (.value(["sourceLanguage"]), nil)
            } else if let first = catalog.firstLocalization(of: tag) {
                place = (.key(first.path), first.key)
            } else {
                continue
            }
            for problem in problems {
                sink.report(problem.message(for: tag), at: place.anchor, key: place.key, language: tag)
            }
        }
    }
}
