import CatalogModel
import FormatSpecifiers

/// The source unit a translated unit is compared with. A class: one per key and branch, shared by
/// the units of every language that match it, with its format arguments parsed once. Rule
/// families keep what they compute about the source unit in its `computedValues`.
package final class SourceMatch: ComputedValueStore {
    package let unit: StringUnit
    package let branch: [BranchStep]
    /// The substitutions that `%#@NAME@` tokens of the unit refer to.
    package let substitutions: [String: Substitution]?
    /// When the unit is a case of a substitution, that substitution (for `%arg`).
    package let substitution: Substitution?
    /// The key stands for the source text (no source localization).
    package let isKeyAsSource: Bool
    /// The unit's format arguments, with substitution tokens and `%arg` resolved (parsed once).
    package let format: FormatString
    /// What rule families computed for this source unit. Reads and writes never overlap (a value is
    /// read, or computed and then written; a key and its matches are walked on one thread).
    @exclusivity(unchecked) package var computedValues = ComputedValues()

    init(unit: StringUnit, branch: [BranchStep], substitutions: [String: Substitution]?, substitution: Substitution?,
         isKeyAsSource: Bool) {
        self.unit = unit
        self.branch = branch
        self.substitutions = substitutions
        self.substitution = substitution
        self.isKeyAsSource = isKeyAsSource
        format = FormatAnalysis.format(of: unit.value, substitutions: substitutions, substitution: substitution)
    }
}
