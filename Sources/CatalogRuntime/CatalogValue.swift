import FormatSpecifiers
import PluralRules

/// A localization of a key (or one case of its variations), compiled for lookups: only what
/// Xcode's build would ship is kept (see `TableCompiler`). Only the cases that hold other values
/// are boxed: a text, the common case, is stored inline.
enum CatalogValue: Sendable {
    /// A string unit, with the substitutions its `%#@name@` tokens refer to.
    case text(Template, substitutions: [String: CompiledSubstitution])
    /// A string set's values (App Shortcut phrases), in order.
    case stringSet([String])
    /// Plural variations, chosen by a number.
    indirect case plural(PluralVariations)
    /// Device variations, by device name (`iphone`, `mac`, `other`).
    indirect case device([String: CatalogValue])
}

/// Plural cases, and the argument whose number chooses one.
struct PluralVariations: Sendable {
    var cases: [PluralCategory: CatalogValue]
    /// The argument (1-based) that chooses the case; `nil` inside a substitution, whose argument it is.
    var argument: Int?
    /// How that argument is written (`%lld`, `%.1f`): a fraction's visible digits choose the case.
    var specifier: FormatSpecifier?
}

/// A substitution (`%#@name@`): a number with its own plural variations inside a sentence.
struct CompiledSubstitution: Sendable {
    /// `argNum`; without it, the argument the token stands at.
    var argumentNumber: Int?
    /// `formatSpecifier` read as a specifier (`%lld`, `%.1f`); `%arg` is written with it.
    var specifier: FormatSpecifier
    /// The variations, whose values may contain `%arg`; `nil` when none ships.
    var value: CatalogValue?
}
