import CatalogModel
import FormatSpecifiers

/// Parses unit values into format arguments, resolving substitutions.
package enum FormatAnalysis {
    /// The arguments of `value`: `%#@NAME@` tokens take the type and number of their substitution;
    /// inside a substitution's case, `%arg` is the substitution's own argument.
    package static func format(
        of value: String, substitutions: [String: Substitution]?, substitution: Substitution?
    ) -> FormatString {
        guard FormatString.mayContainSpecifiers(value) else { return FormatString() }
        var format = FormatString.parse(value, allowArgPlaceholder: substitution != nil)
        if let substitution, let resolved = formatSubstitution(substitution) {
            format = format.resolvingArgPlaceholders(as: resolved)
        }
        if let substitutions, !format.substitutionNames.isEmpty {
            format = format.resolvingSubstitutions { name in
                substitutions[name].flatMap(formatSubstitution)
            }
        }
        return format
    }

    static func formatSubstitution(_ substitution: Substitution) -> FormatSubstitution? {
        FormatSubstitution(argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier ?? "@")
    }
}
