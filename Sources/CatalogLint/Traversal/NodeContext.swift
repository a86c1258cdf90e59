import CatalogModel

/// A localization node: a language's localization (empty branch), a variation case, or a
/// substitution (its variations stand in `node.variations`).
public final class NodeContext {
    public let entry: EntryContext
    public let language: String
    public let isSource: Bool
    public let node: Localization
    public let branch: [BranchStep]
    /// When the node is a substitution, the substitution itself.
    public let substitution: Substitution?
    /// The substitutions that `%#@NAME@` in this node's unit refer to.
    public let substitutionsInScope: [String: Substitution]?

    init(entry: EntryContext, language: String, isSource: Bool, node: Localization, branch: [BranchStep],
         substitution: Substitution?, substitutionsInScope: [String: Substitution]?) {
        self.entry = entry
        self.language = language
        self.isSource = isSource
        self.node = node
        self.branch = branch
        self.substitution = substitution
        self.substitutionsInScope = substitutionsInScope
    }

    public var key: String { entry.key }
    public var catalog: CatalogContext { entry.catalog }

    /// The path of this node.
    public var path: JSONPath {
        entry.localizationPath(language).appending(branch.flatMap(\.pathComponents))
    }

    /// The plural case this node is in (the innermost), if any.
    public var pluralCategory: String? {
        for step in branch.reversed() {
            if case .variation(let kind, let name) = step, kind == .plural { return name }
        }
        return nil
    }

    /// The substitution whose case this node is in (the innermost), if any.
    public var enclosingSubstitution: (name: String, substitution: Substitution)? {
        for step in branch.reversed() {
            if case .substitution(let name) = step, let found = substitutionsInScope?[name] {
                return (name, found)
            }
        }
        return nil
    }
}
