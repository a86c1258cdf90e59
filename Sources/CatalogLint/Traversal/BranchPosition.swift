import CatalogModel

/// A place under a localization reached by following branch steps, with the substitutions in scope
/// there: the one implementation of "walk a branch" (source matching and the plural rules' look-ups
/// use it; the linter's traversal visits every place with the same scope rule).
///
/// The substitutions that `%#@NAME@` tokens refer to are those of the nearest node, from the place
/// up to the localization, that defines some; a substitution step looks its name up there. Inside a
/// substitution's cases, `%arg` is that substitution's argument.
struct BranchPosition {
    /// The node at this place (a substitution's variations stand in `node.variations`).
    private(set) var node: Localization
    /// The substitutions in scope here.
    private(set) var substitutions: [String: Substitution]?
    /// The innermost substitution whose cases this place is in, if any.
    private(set) var substitution: Substitution?

    /// The localization itself (the empty branch).
    init(localization: Localization) {
        node = localization
        substitutions = localization.substitutions
    }

    /// A node below a localization, where `inherited` are the substitutions in scope above it.
    init(node: Localization, inheriting inherited: [String: Substitution]?) {
        self.node = node
        substitutions = node.substitutions ?? inherited
    }

    /// The place at the end of `steps` under `localization`, or `nil` when one of them is not there.
    init?(localization: Localization, following steps: [BranchStep]) {
        self.init(localization: localization)
        for step in steps {
            guard follow(step) else { return nil }
        }
    }

    /// Whether the node varies by `kind`.
    func hasCases(of kind: VariationKind) -> Bool { node.variations?.kinds[kind] != nil }

    /// Moves one step further; `false`, without moving, when the node has no such case or
    /// substitution. (In place: positions are followed for every plural unit.)
    mutating func follow(_ step: BranchStep) -> Bool {
        switch step {
        case .variation(let kind, let name):
            guard let child = node.variationCase(kind, name) else { return false }
            node = child
        case .substitution(let name):
            guard let found = substitutions?[name] else { return false }
            node = Localization(variations: found.variations)
            substitution = found
        }
        if let more = node.substitutions { substitutions = more }
        return true
    }
}
