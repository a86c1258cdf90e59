import CatalogModel

/// One step from a language's localization down to a nested value.
package enum BranchStep: Hashable, Sendable, CustomStringConvertible {
    /// A variation case: `variations › plural › one`.
    case variation(VariationKind, String)
    /// A substitution: `substitutions › NAME`.
    case substitution(String)

    var pathComponents: [JSONPathComponent] {
        switch self {
        case .variation(let kind, let name): return ["variations", .key(kind.rawValue), .key(name)]
        case .substitution(let name): return ["substitutions", .key(name)]
        }
    }

    package var description: String {
        switch self {
        case .variation(let kind, let name): return "\(kind.rawValue).\(name)"
        case .substitution(let name): return "substitution \(name)"
        }
    }
}
