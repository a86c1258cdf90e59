import CatalogModel
import FormatSpecifiers

/// The source unit a translated unit is compared with. A class: one per key and branch, shared by
/// the units of every language that match it, with its format arguments parsed once.
package final class SourceMatch {
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
