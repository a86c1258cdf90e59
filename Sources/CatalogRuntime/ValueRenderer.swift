import FormatSpecifiers
import PluralRules

/// Renders one language's compiled value with the arguments: picks the plural and device cases,
/// fills in substitutions, and writes each argument as its specifier asks.
///
/// `render` returns `nil` when the value has no case for the count or the device (not even
/// `other`): the lookup then tries the next language. Arguments that are missing or of the wrong
/// kind are recorded in `problems`, and the specifier is shown as written in their place.
struct ValueRenderer {
    let arguments: [LocalizedArgument]
    let formatting: LanguageFormatting
    let device: Device
    /// What went wrong, each once.
    private(set) var problems: [LocalizationError] = []
    /// The substitutions being expanded, outermost first, in the innermost scope: one that names
    /// itself stops there.
    private var expanding: [String] = []
    /// How many substitutions this text has expanded so far.
    private var expansions = 0

    /// How deep substitutions may nest.
    static let maximumDepth = LocalizationError.maximumSubstitutionDepth

    init(arguments: [LocalizedArgument], formatting: LanguageFormatting, device: Device) {
        self.arguments = arguments
        self.formatting = formatting
        self.device = device
    }

    /// The substitution whose cases are being rendered: its argument and how `%arg` writes it.
    private struct Active {
        var argument: Int
        var specifier: FormatSpecifier
    }

    /// The text of `value`, or `nil` when it has no case for the count or device.
    mutating func render(_ value: CatalogValue) -> String? {
        render(value, scope: [:], active: nil, depth: 0)
    }

    /// The values of a string set; a single text for other values.
    mutating func renderSet(_ value: CatalogValue) -> [String]? {
        if case .stringSet(let values) = value { return values }
        return render(value).map { [$0] }
    }

    private mutating func render(
        _ value: CatalogValue, scope: [String: CompiledSubstitution], active: Active?, depth: Int
    ) -> String? {
        switch value {
        case .text(let template, let substitutions):
            guard !substitutions.isEmpty else { return render(template, scope: scope, active: active, depth: depth) }
            // A new scope: its names are other substitutions than the outer ones.
            let outer = expanding
            expanding = []
            defer { expanding = outer }
            return render(template, scope: substitutions, active: active, depth: depth)
        case .stringSet(let values):
            return values.first ?? ""
        case .device(let cases):
            guard let chosen = cases[device.rawValue] ?? cases[Device.other.rawValue] else { return nil }
            return render(chosen, scope: scope, active: active, depth: depth)
        case .plural(let variations):
            guard let chosen = pluralCase(variations, active: active) else { return nil }
            return render(chosen, scope: scope, active: active, depth: depth)
        }
    }

    /// Records `problem` unless it is recorded already (a text repeats its specifiers).
    private mutating func report(_ problem: LocalizationError) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    // MARK: - Plural

    private mutating func pluralCase(_ variations: PluralVariations, active: Active?) -> CatalogValue? {
        let number = variations.argument ?? active?.argument
        let specifier = variations.specifier ?? active?.specifier
        var category = PluralCategory.other
        if let number, number >= 1, number <= arguments.count {
            category = self.category(of: arguments[number - 1], specifier: specifier, cases: variations.cases)
        } else if !arguments.isEmpty {
            report(.missingArgument(number: number ?? 1, specifier: specifier.map { "\($0.argument)" } ?? "%@"))
        }
        return variations.cases[category] ?? variations.cases[.other]
    }

    /// The plural category of a count: Apple's `zero` for exactly 0 when the cases have one, else
    /// the CLDR category of the number as its specifier writes it (`%.1f` of 1 is `1.0`: `other`
    /// in English; `%d` of 4,294,967,297 is 1, as C reads 32 bits: `one`).
    private func category(
        of argument: LocalizedArgument, specifier: FormatSpecifier?, cases: [PluralCategory: CatalogValue]
    ) -> PluralCategory {
        if let specifier, specifier.kind == .integer, let bits = ArgumentFormatter.integerBits(argument) {
            let size = specifier.integerSize ?? .int32
            let magnitude = switch specifier.conversion {
            case "d", "i", "D": ArgumentFormatter.signedValue(bits, size: size).magnitude
            default: ArgumentFormatter.unsignedValue(bits, size: size)
            }
            if cases[.zero] != nil, magnitude == 0 { return .zero }
            guard let rules = formatting.pluralRules else { return .other }
            return Self.category(ofMagnitude: magnitude, rules)
        }
        if cases[.zero] != nil, ArgumentFormatter.doubleValue(argument) == 0 { return .zero }
        guard let rules = formatting.pluralRules else { return .other }
        if let specifier, specifier.kind == .float, specifier.conversion == "f" || specifier.conversion == "F",
           let text = plainText(argument, specifier: specifier)
        {
            return rules.category(for: text) ?? .other
        }
        switch argument {
        case .int(let value):
            return Self.category(ofMagnitude: value.magnitude, rules)
        case .uint(let value):
            return Self.category(ofMagnitude: value, rules)
        case .double(let value):
            if value == value.rounded(.towardZero), value.magnitude < 9_007_199_254_740_992 {
                return rules.category(forInteger: Int(value.magnitude))
            }
            return rules.category(for: String(value.magnitude)) ?? .other
        case .string(let text):
            return rules.category(for: text) ?? .other
        }
    }

    private static func category(ofMagnitude magnitude: UInt64, _ rules: LocalePluralRules) -> PluralCategory {
        if magnitude <= UInt64(Int.max) { return rules.category(forInteger: Int(magnitude)) }
        return rules.category(for: String(magnitude)) ?? .other
    }

    /// A number as its specifier writes it in ASCII, without grouping: the visible digits CLDR's
    /// operands are taken from.
    private func plainText(_ argument: LocalizedArgument, specifier: FormatSpecifier) -> String? {
        var plain = specifier
        plain.flags = []
        let precision: Int? = if case .fixed(let digits)? = specifier.precision { digits } else { nil }
        guard let value = ArgumentFormatter.doubleValue(argument) else { return nil }
        return ArgumentFormatter.format(
            .double(value.magnitude), as: plain, width: nil, precision: precision, symbols: .plain)
    }

    // MARK: - Templates

    private mutating func render(
        _ template: Template, scope: [String: CompiledSubstitution], active: Active?, depth: Int
    ) -> String? {
        if template.isPlain || (arguments.isEmpty && active == nil) { return template.raw }  // no arguments: as written
        var text = ""
        for segment in template.segments {
            switch segment {
            case .literal(let literal):
                text += literal
            case .specifier(let specifier, let written):
                if specifier.isArgPlaceholder {
                    guard let active else {
                        text += written
                        continue
                    }
                    text += format(active.specifier, number: active.argument, written: written)
                } else if specifier.isSubstitution {
                    guard let name = specifier.substitutionName, let substitution = scope[name] else {
                        report(.unknownSubstitution(specifier.substitutionName ?? ""))
                        text += written
                        continue
                    }
                    guard depth < Self.maximumDepth, !expanding.contains(name),
                          expansions < LocalizationError.maximumSubstitutionExpansions
                    else {
                        report(.endlessSubstitution(name))
                        text += written
                        continue
                    }
                    guard let value = substitution.value else { return nil }
                    expansions += 1
                    let number = substitution.argumentNumber ?? specifier.argumentNumber ?? 1
                    let inner = Active(argument: number, specifier: substitution.specifier)
                    expanding.append(name)
                    let rendered = render(value, scope: scope, active: inner, depth: depth + 1)
                    expanding.removeLast()
                    guard let rendered else { return nil }
                    text += rendered
                } else {
                    text += format(specifier, number: specifier.argumentNumber ?? 1, written: written)
                }
            }
        }
        return text
    }

    /// One argument as `specifier` writes it, or the specifier as written (and a problem).
    private mutating func format(_ specifier: FormatSpecifier, number: Int, written: String) -> String {
        guard number >= 1, number <= arguments.count else {
            report(.missingArgument(number: number, specifier: written))
            return written
        }
        guard let width = amount(specifier.width, written: written),
              let precision = amount(specifier.precision, written: written)
        else { return written }
        guard let text = ArgumentFormatter.format(
            arguments[number - 1], as: specifier, width: width, precision: precision, symbols: formatting.symbols)
        else {
            report(.wrongArgument(number: number, specifier: written, given: arguments[number - 1]))
            return written
        }
        return text
    }

    /// A width or precision: `.some(nil)` when there is none, `nil` when its argument is missing.
    private mutating func amount(_ amount: FormatAmount?, written: String) -> Int?? {
        switch amount {
        case nil: return .some(nil)
        case .fixed(let value)?: return .some(value)
        case .fromArgument(let number)?:
            guard number >= 1, number <= arguments.count else {
                report(.missingArgument(number: number, specifier: written))
                return nil
            }
            guard let value = ArgumentFormatter.integerBits(arguments[number - 1]) else {
                report(.wrongArgument(number: number, specifier: written, given: arguments[number - 1]))
                return nil
            }
            return .some(Int(clamping: value))
        }
    }
}
