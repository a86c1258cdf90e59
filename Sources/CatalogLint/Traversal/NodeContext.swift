import CatalogModel
import PluralRules

/// A localization node: a language's localization (empty branch), a variation case, or a
/// substitution (its variations stand in `node.variations`). Rule families keep what they compute
/// per node in its `computedValues` (what a node's cases share, such as its plural's `other` form).
package final class NodeContext: ComputedValueStore {
    package let entry: EntryContext
    /// The node whose variation case or substitution this node is (`nil` for a language's
    /// localization).
    package let parent: NodeContext?
    package let language: String
    package let isSource: Bool
    package let node: Localization
    package let branch: [BranchStep]
    /// When the node is a substitution, the substitution itself.
    package let substitution: Substitution?
    /// The substitutions that `%#@NAME@` in this node's unit refer to.
    package let substitutionsInScope: [String: Substitution]?
    /// What rule families computed for this node. Reads and writes never overlap (a value is read,
    /// or computed and then written; a key is walked on one thread).
    @exclusivity(unchecked) package var computedValues = ComputedValues()

    init(entry: EntryContext, parent: NodeContext?, language: String, isSource: Bool, node: consuming Localization,
         branch: [BranchStep], substitution: Substitution?, substitutionsInScope: [String: Substitution]?) {
        self.entry = entry
        self.parent = parent
        self.language = language
        self.isSource = isSource
        self.node = node
        self.branch = branch
        self.substitution = substitution
        self.substitutionsInScope = substitutionsInScope
    }

    /// The CLDR plural rules of `language` (looked up once per node: the plural rules all ask).
    package var pluralRules: LocalePluralRules? {
        _read {
            if pluralRulesStorage == nil { pluralRulesStorage = .some(entry.catalog.pluralRules(for: language)) }
            yield pluralRulesStorage!
        }
    }
    /// `pluralRules`, once looked up. Only `pluralRules` reads and writes it, never while it is read.
    @exclusivity(unchecked) private var pluralRulesStorage: LocalePluralRules??

    package var key: String { entry.key }
    package var catalog: CatalogContext { entry.catalog }

    /// The path of this node.
    package var path: JSONPath { path() }

    /// This node's path followed by `tail` (`stringUnit › value`), made in one array of its exact
    /// size: every finding keeps one, and a catalog may have tens of thousands of them.
    func path(_ tail: JSONPathComponent...) -> JSONPath {
        var components = entry.localizationComponents(language, reserving: 3 * branch.count + tail.count)
        for step in branch { step.appendPathComponents(to: &components) }
        components.append(contentsOf: tail)
        return JSONPath(components)
    }

    /// The plural case this node is in (the innermost), if any.
    package var pluralCategory: String? {
        for step in branch.reversed() {
            if case .variation(let kind, let name) = step, kind == .plural { return name }
        }
        return nil
    }

    /// The substitution whose case this node is in (the innermost), if any.
    package var enclosingSubstitution: (name: String, substitution: Substitution)? {
        for step in branch.reversed() {
            if case .substitution(let name) = step, let found = substitutionsInScope?[name] {
                return (name, found)
            }
        }
        return nil
    }
}
