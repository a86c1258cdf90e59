import CatalogModel
import FormatSpecifiers

/// Puts one translated form into a localization, creating the plural, device and substitution
/// forms on the way when the localization lacks them, and touching nothing else.
struct FormWriter {
    /// A form that cannot be put where the unit says without discarding a translation.
    struct Conflict: Error {
        var message: String
    }

    let key: String
    /// The texts the file gives each substitution's forms, by name (to read a new substitution's
    /// argument from when neither the language nor the source language has it).
    var substitutionForms: [String: [String]] = [:]

    /// Sets the text and state of the form at `steps` in `node`; `source` is the source language's
    /// form at the same place (new substitutions copy its argument, and its text until translated).
    func set(_ text: String, state: TranslationState, at steps: ArraySlice<UnitStep>, in node: inout Localization,
             source: Localization?) throws {
        guard let step = steps.first else {
            if let kinds = node.variations?.kinds, !kinds.isEmpty {
                throw Conflict(message: "'\(key)' has \(kinds.keys.map(\.rawValue).sorted().joined(separator: " and ")) forms in this language; the unit gives one text for all of them")
            }
            node.stringUnit = StringUnit(state: state, value: text, unknownFields: node.stringUnit?.unknownFields ?? [:])
            return
        }
        switch step {
        case .plural(let name), .device(let name):
            let kind: VariationKind = { if case .plural = step { return .plural } else { return .device } }()
            if node.stringUnit != nil && node.variations == nil {
                guard node.substitutions == nil else {
                    throw Conflict(message: "'\(key)' has one text with substitutions in this language; the unit gives it \(kind.rawValue) forms")
                }
                // A single translation becomes forms: the unit's translator replaces it.
                node.stringUnit = nil
            }
            var variations = node.variations ?? Variations()
            var cases = variations.kinds[kind] ?? [:]
            var child = cases[name] ?? Localization()
            let childSource = source?.variations?.kinds[kind].map { $0[name] ?? $0["other"] } ?? source
            try set(text, state: state, at: steps.dropFirst(), in: &child, source: childSource)
            cases[name] = child
            variations.kinds[kind] = cases
            node.variations = variations
        case .substitution(let name):
            guard case .plural(let category)? = steps.dropFirst().first else { return }
            let sourceSubstitution = source?.substitutions?[name]
            var substitutions = node.substitutions ?? [:]
            var substitution = substitutions[name]
                ?? sourceSubstitution.map { Substitution(argNum: $0.argNum, formatSpecifier: $0.formatSpecifier) }
                ?? inferredSubstitution(named: name, in: node, source: source)
            if node.stringUnit == nil && node.variations == nil {
                // The text that refers to the substitution, untranslated until its own unit is.
                node.stringUnit = StringUnit(state: .new, value: source?.stringUnit?.value ?? key)
            }
            var variations = substitution.variations ?? Variations()
            var cases = variations.plural ?? [:]
            var form = cases[category] ?? Localization()
            form.stringUnit = StringUnit(
                state: state, value: Self.readingArgument(text, for: substitution),
                unknownFields: form.stringUnit?.unknownFields ?? [:])
            cases[category] = form
            variations.plural = cases
            substitution.variations = variations
            substitutions[name] = substitution
            node.substitutions = substitutions
        }
    }

    /// A substitution only this language has (a translator varied an argument by plural where the
    /// source does not), which the language lacks in the catalog: its argument as export wrote it
    /// into the forms' texts (`%2$lld`: argument 2, `lld`; `%lld`: no argument number), or else
    /// the source's type for the argument its `%#@name@` in the language's text stands for.
    func inferredSubstitution(named name: String, in node: Localization, source: Localization?) -> Substitution {
        var specifiers: [FormatSpecifier] = []
        for text in substitutionForms[name] ?? [] {
            specifiers += FormatString.parse(text).specifiers.filter { !$0.isSubstitution && $0.argument.conversion != "*" }
        }
        let token = Self.texts(of: node).lazy
            .compactMap { FormatString.parse($0).specifiers.first { $0.substitutionName == name } }.first
        let written = Set(specifiers.map { SpecifierWritten(position: $0.position, type: $0.argument.description) })
        if written.count == 1, let only = written.first,
           only.position == nil || token?.position == nil || token?.position == only.position
        {
            return Substitution(argNum: only.position ?? token?.position, formatSpecifier: String(only.type.dropFirst()))
        }
        guard written.isEmpty, let number = token?.argumentNumber,
              let type = Self.sourceArgument(number, of: source, key: key)
        else { return Substitution(argNum: token?.position, formatSpecifier: nil) }
        return Substitution(argNum: token?.position, formatSpecifier: String(type.description.dropFirst()))
    }

    private struct SpecifierWritten: Hashable {
        var position: Int?
        var type: String
    }

    /// The texts of `node`: its text and every variation's, depth first (not its substitutions'
    /// cases, whose `%arg` is no specifier of the text).
    private static func texts(of node: Localization) -> [String] {
        var texts: [String] = []
        node.forEachStringUnit { unit, place in
            if place.substitutionName == nil { texts.append(unit.value) }
        }
        return texts
    }

    /// The type of argument `number` in the source language's text (its substitutions resolved),
    /// or in the key when the source's text does not have it.
    private static func sourceArgument(_ number: Int, of source: Localization?, key: String) -> FormatArgument? {
        let substitutions = source?.substitutions ?? [:]
        for text in (source.map(texts(of:)) ?? []) + [key] {
            let format = FormatString.parse(text).resolvingSubstitutions { name in
                substitutions[name].flatMap { substitution in
                    substitution.formatSpecifier.flatMap { FormatSubstitution(argNum: substitution.argNum, formatSpecifier: $0) }
                }
            }
            if let argument = format.argument(number), argument.kind != .substitution { return argument }
        }
        return nil
    }

    /// `text` with the written-out argument of `substitution` (`%2$lld`) back to `%arg`.
    static func readingArgument(_ text: String, for substitution: Substitution) -> String {
        guard let argument = CatalogUnits.argumentText(substitution), text.contains(argument) else { return text }
        return text.replacingOccurrences(of: argument, with: "%arg")
    }

    /// The catalog path of the form at `steps` of `key` in `language`.
    static func path(key: String, language: String, steps: [UnitStep]) -> JSONPath {
        var components: [JSONPathComponent] = ["strings", .key(key), "localizations", .key(language)]
        for step in steps {
            switch step {
            case .plural(let name): components += ["variations", "plural", .key(name)]
            case .device(let name): components += ["variations", "device", .key(name)]
            case .substitution(let name): components += ["substitutions", .key(name)]
            }
        }
        return JSONPath(components)
    }
}
