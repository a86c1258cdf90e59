import CatalogModel
import FormatSpecifiers
import PluralRules

/// Turns a catalog's localizations into `CatalogValue`s, keeping what Xcode's build ships.
///
/// What ships (see Docs/runtime.md, "What ships"):
/// - `translated` and `needs_review` values, and values with a state Xcode does not write (or
///   none): Xcode compiles a reviewed-but-outdated translation into the app;
/// - `new` values only in the source language: in another language a `new` unit is not yet
///   translated (Xcode's editor counts it as missing; in the corpus it almost always holds a copy
///   of the source text), so the lookup goes on to the next language, as for a missing one;
/// - an empty `new` value ships nowhere (the source language falls back to the key);
/// - keys whose `extractionState` is `stale` (no longer found in the code) ship like any other:
///   Xcode still compiles them, and code may build their keys at run time.
///
/// Variation cases are kept one by one; a variation without any case that ships, and a
/// localization without any value that ships, are left out.
struct TableCompiler {
    let sourceLanguage: String

    /// The compiled localization of one language, or `nil` when nothing in it ships.
    func compile(_ localization: Localization, language: String) -> CatalogValue? {
        value(localization, isSource: language == sourceLanguage, inSubstitution: false)
    }

    /// Whether a unit's value is compiled into the app.
    static func ships(state: TranslationState?, value: String, isSource: Bool) -> Bool {
        guard state == .new else { return true }
        return isSource && !value.isEmpty
    }

    private func value(_ localization: Localization, isSource: Bool, inSubstitution: Bool) -> CatalogValue? {
        if let variations = localization.variations {
            return self.variations(variations, isSource: isSource, inSubstitution: inSubstitution)
        }
        if let unit = localization.stringUnit {
            guard Self.ships(state: unit.state, value: unit.value, isSource: isSource) else { return nil }
            var substitutions: [String: CompiledSubstitution] = [:]
            for (name, substitution) in localization.substitutions ?? [:] {
                substitutions[name] = compile(substitution, isSource: isSource)
            }
            return .text(Template(unit.value, inSubstitution: inSubstitution), substitutions: substitutions)
        }
        if let set = localization.stringSet {
            let shipping = set.values.allSatisfy { Self.ships(state: set.state, value: $0, isSource: isSource) }
            return shipping && !set.values.isEmpty ? .stringSet(set.values) : nil
        }
        return nil
    }

    private func variations(_ variations: Variations, isSource: Bool, inSubstitution: Bool) -> CatalogValue? {
        if let device = variations.device {
            var cases: [String: CatalogValue] = [:]
            for (name, localization) in device {
                cases[name] = value(localization, isSource: isSource, inSubstitution: inSubstitution)
            }
            return cases.isEmpty ? nil : .device(cases)
        }
        if let plural = variations.plural {
            var cases: [PluralCategory: CatalogValue] = [:]
            for (name, localization) in plural {
                guard let category = PluralCategory(rawValue: name) else { continue }
                cases[category] = value(localization, isSource: isSource, inSubstitution: inSubstitution)
            }
            guard !cases.isEmpty else { return nil }
            var result = PluralVariations(cases: cases)
            if !inSubstitution {
                (result.argument, result.specifier) = Self.countArgument(plural)
            }
            return .plural(result)
        }
        return nil
    }

    private func compile(_ substitution: Substitution, isSource: Bool) -> CompiledSubstitution {
        let text = substitution.formatSpecifier.map { $0.hasPrefix("%") ? $0 : "%" + $0 } ?? "%@"
        let parsed = FormatString.parse(text)
        let specifier = parsed.specifiers.count == 1 && parsed.issues.isEmpty
            ? parsed.specifiers[0] : FormatString.parse("%@").specifiers[0]
        let value = substitution.variations.flatMap { variations($0, isSource: isSource, inSubstitution: true) }
        return CompiledSubstitution(argumentNumber: substitution.argNum, specifier: specifier, value: value)
    }

    /// The argument that chooses a plural case when a key varies by plural without substitutions:
    /// the lowest-numbered number argument of its cases (`%lld` in `%@ and %lld others`), else the
    /// first argument. Xcode offers this form when the key has one number.
    static func countArgument(_ cases: [String: Localization]) -> (Int, FormatSpecifier?) {
        var best: FormatSpecifier?
        for name in ["other"] + VariationCaseNames.plural {
            guard let value = cases[name]?.stringUnit?.value else { continue }
            for specifier in FormatString.parse(value, namesUpToNextAt: true).specifiers {
                guard specifier.kind == .integer || specifier.kind == .float,
                      let number = specifier.argumentNumber
                else { continue }
                if best == nil || number < best!.argumentNumber! { best = specifier }
            }
        }
        return (best?.argumentNumber ?? 1, best)
    }
}
