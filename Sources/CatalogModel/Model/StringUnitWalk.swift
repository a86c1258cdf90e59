/// Where `Localization.forEachStringUnit(_:)` found a string unit: what its `%#@name@` tokens and
/// its `%arg` refer to.
public struct StringUnitPlace: Sendable {
    /// The substitutions the unit's `%#@name@` tokens refer to: those of the innermost localization
    /// that has some (a variation case, or a substitution's case, inherits them).
    public var substitutions: [String: Substitution]?
    /// The name of the substitution whose case the unit is (its `%arg` is that substitution's
    /// argument), or `nil` outside substitutions.
    public var substitutionName: String?
    /// That substitution.
    public var substitution: Substitution?
}

extension Localization {
    /// Calls `body` with every string unit of the localization, depth first, in an order that is the
    /// same on every run: the localization's own unit, its variation cases (kinds, then cases, by
    /// name), then the cases of its substitutions (by name). The one walk over a localization's
    /// texts the linter, the accessor generator and the XLIFF importer share. A string set is not
    /// visited: its values are never formatted.
    public func forEachStringUnit(_ body: (StringUnit, StringUnitPlace) -> Void) {
        walk(StringUnitPlace(substitutions: substitutions), body)
    }

    private func walk(_ inherited: StringUnitPlace, _ body: (StringUnit, StringUnitPlace) -> Void) {
        var place = inherited
        if let own = substitutions { place.substitutions = own }
        if let stringUnit { body(stringUnit, place) }
        if let kinds = variations?.kinds, !kinds.isEmpty {
            for (_, cases) in kinds.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                for (_, form) in cases.sorted(by: { $0.key < $1.key }) { form.walk(place, body) }
            }
        }
        guard let own = substitutions, !own.isEmpty else { return }
        for (name, substitution) in own.sorted(by: { $0.key < $1.key }) {
            var inner = place
            inner.substitutionName = name
            inner.substitution = substitution
            Localization(variations: substitution.variations).walk(inner, body)
        }
    }
}
