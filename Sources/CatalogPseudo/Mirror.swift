import CatalogModel

/// Builds one key's localization in one pseudo-language from its source localization: the same
/// structure, with pseudo-localized values and the pseudo-language's plural cases.
struct Mirror {
    let plan: LanguagePlan
    let key: String
    /// Source values that could only be accented (or copied).
    private(set) var breakages: [CatalogPseudolocalizer.Breakage] = []

    init(plan: LanguagePlan, key: String) {
        self.plan = plan
        self.key = key
    }

    /// The mirror of `source`, which stands at `path` in the catalog.
    mutating func localization(from source: Localization, at path: JSONPath, inSubstitution: Bool) -> Localization {
        var mirrored = Localization()
        if let unit = source.stringUnit {
            let value = pseudolocalize(unit.value, at: path.appending(["stringUnit", "value"]), inSubstitution: inSubstitution)
            mirrored.stringUnit = StringUnit(state: .translated, value: value)
        }
        if let set = source.stringSet {
            let values = set.values.enumerated().map { index, value in
                pseudolocalize(value, at: path.appending(["stringSet", "values", .index(index)]), inSubstitution: inSubstitution)
            }
            mirrored.stringSet = StringSet(state: .translated, values: values)
        }
        if let variations = source.variations {
            mirrored.variations = self.variations(from: variations, at: path.appending("variations"), inSubstitution: inSubstitution)
        }
        if let substitutions = source.substitutions {
            var names: [String: Substitution] = [:]
            for (name, substitution) in substitutions {
                let substitutionPath = path.appending(["substitutions", .key(name)])
                names[name] = Substitution(
                    argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier,
                    variations: substitution.variations.map {
                        variations(from: $0, at: substitutionPath.appending("variations"), inSubstitution: true)
                    })
            }
            mirrored.substitutions = names
        }
        return mirrored
    }

    private mutating func variations(from source: Variations, at path: JSONPath, inSubstitution: Bool) -> Variations {
        var result = Variations()
        for (kind, cases) in source.kinds {
            var names = Array(cases.keys)
            if kind == .plural, let pluralCases = plan.pluralCases {
                names = pluralCases + (cases["zero"] != nil && !pluralCases.contains("zero") ? ["zero"] : [])
            }
            var mirrored: [String: Localization] = [:]
            for name in names {
                let sourceName = cases[name] != nil ? name : "other"
                guard let sourceCase = cases[sourceName] else { continue }
                mirrored[name] = localization(
                    from: sourceCase, at: path.appending([.key(kind.rawValue), .key(sourceName)]), inSubstitution: inSubstitution)
            }
            result.kinds[kind] = mirrored
        }
        return result
    }

    private mutating func pseudolocalize(_ value: String, at path: JSONPath, inSubstitution: Bool) -> String {
        let result = plan.pseudolocalizer.pseudolocalize(value, inSubstitution: inSubstitution)
        if let breakage = result.breakage {
            breakages.append(.init(key: key, language: plan.identifier, path: path, breakage: breakage))
        }
        return result.value
    }
}
