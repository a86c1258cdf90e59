import CatalogModel

/// One step from a language's localization down to a nested value.
package enum BranchStep: Hashable, Sendable, CustomStringConvertible {
    /// A variation case: `variations › plural › one`.
    case variation(VariationKind, String)
    /// A substitution: `substitutions › NAME`.
    case substitution(String)

    /// Appends the step's path components (`variations › plural › one`, `substitutions › NAME`).
    func appendPathComponents(to components: inout [JSONPathComponent]) {
        switch self {
        case .variation(let kind, let name):
            components.append("variations")
            components.append(.key(kind.rawValue))
            components.append(.key(name))
        case .substitution(let name):
            components.append("substitutions")
            components.append(.key(name))
        }
    }

    package var description: String {
        var text = TextBuilder()
        append(to: &text)
        return text.text
    }

    /// Appends `description` to `text`.
    func append(to text: inout TextBuilder) {
        switch self {
        case .variation(let kind, let name):
            text.append(kind.rawValue)
            text.appendByte(UInt8(ascii: "."))
            text.append(name)
        case .substitution(let name):
            text.append("substitution ")
            text.append(name)
        }
    }
}
