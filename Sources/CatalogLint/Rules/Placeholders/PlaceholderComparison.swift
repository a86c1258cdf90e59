import CatalogModel
import FormatSpecifiers

/// A translated unit's arguments compared with its source's, as the placeholder rules grade them.
///
/// Each plural, device and substitution case is compared with the source's case at the same
/// place (or the source's `other`, via `EntryContext.sourceUnit(matching:)`). An argument that
/// case of the source lacks still counts as passed when any other source value of the key uses it
/// (English `one` is "One file", Russian `one` "%lld файл": the code passes the count to every
/// case). Tokens of substitutions that `substitution-mismatch` reports are read with the source's
/// substitution, and unresolved tokens are left to `unknown-substitution`.
///
/// A class, computed once per unit (`PlaceholderComparison.of(_:)`, kept in the unit's
/// `computedValues`) and shared by the three placeholder rules; it refers back to its unit without
/// owning it.
final class PlaceholderComparison {
    /// The key the comparison is kept under in a unit's `computedValues`.
    enum Key: ComputedValueKey { typealias Value = PlaceholderComparison }

    /// The comparison of `unit` with its source, computed on first use; `nil` when there is
    /// nothing to compare (no source match, or no `%` in the unit or its source).
    static func of(_ unit: UnitContext) -> PlaceholderComparison? {
        unit.possibleValue(for: Key.self) {
            // Most units have no `%` at all: nothing to compare.
            guard let match = unit.sourceMatch, !(unit.format.isEmpty && match.format.isEmpty) else { return nil }
            return PlaceholderComparison(unit, match: match)
        }
    }

    enum Problem {
        /// Another kind of argument (error), or an integer of another size (warning).
        case differentType(argument: Int, source: String, translation: FormatSpecifier, sizeOnly: Bool)
        /// An argument the code does not pass.
        case notInSource(argument: Int, translation: FormatSpecifier)
        /// An argument of the source the translation does not use.
        case missing(argument: Int, source: String, sourceArgument: FormatArgument)
    }

    unowned let unit: UnitContext
    let value: String
    let sourceValue: String
    /// The translation's arguments as compared.
    let format: FormatString
    /// The substitution whose case the unit is, as compared (the source's where they disagree).
    let enclosingSubstitution: Substitution?
    let problems: [Problem]

    /// The comparison of `unit` with `match`, its source match; `of(_:)` makes it only when the
    /// unit or its source has a `%`.
    private init(_ unit: UnitContext, match: SourceMatch) {
        self.unit = unit
        value = unit.unit.value
        sourceValue = match.unit.value
        let formatString = PlaceholderAnalysis.isFormatString(unit)

        // The translation, with the source's substitutions where substitution-mismatch reports.
        var scope = unit.node.substitutionsInScope
        var enclosing = unit.node.enclosingSubstitution?.substitution
        var changed = false
        if let sourceScope = match.substitutions {
            for (name, sourceSubstitution) in sourceScope
            where PlaceholderAnalysis.usesSourceDefinition(source: sourceSubstitution, translation: scope?[name]) {
                if scope == nil { scope = [:] }
                scope?[name] = sourceSubstitution
                changed = true
            }
        }
        if let sourceSubstitution = match.substitution, unit.node.enclosingSubstitution != nil,
           PlaceholderAnalysis.usesSourceDefinition(source: sourceSubstitution, translation: enclosing) {
            enclosing = sourceSubstitution
            changed = true
        }
        enclosingSubstitution = enclosing
        if changed {
            format = PlaceholderAnalysis.format(
                of: value, substitutions: scope, substitution: enclosing, formatString: formatString).format
        } else {
            format = PlaceholderAnalysis.refine(
                unit.format, of: value, substitutions: scope, substitution: enclosing, formatString: formatString).format
        }
        let sourceFormat = PlaceholderFacts.refinedFormat(of: match, formatString: formatString)

        let value = value
        var problems: [Problem] = []
        var union: [Int: FormatArgument]?
        let sourceValue = sourceValue
        let format = format
        let mismatches = FormatString.compare(source: sourceFormat, translation: format)
        // Most values match their source: nothing more to look up.
        guard !mismatches.isEmpty else {
            self.problems = []
            return
        }
        // The first specifier of each argument, looked up once per value (a value with thousands
        // of findings searched its specifiers for each: quadratic).
        let translationSpecifiers = Self.firstSpecifiers(of: format)
        let sourceSpecifiers = Self.firstSpecifiers(of: sourceFormat)
        func specifier(for number: Int) -> FormatSpecifier? {
            translationSpecifiers.printing[number] ?? translationSpecifiers.sizing[number]
        }
        func sourceText(_ number: Int, _ argument: FormatArgument) -> String {
            if let found = sourceSpecifiers.printing[number] {
                return PlaceholderAnalysis.written(found, in: sourceValue)
            }
            return argument.description
        }
        let isBlank = value.isBlank
        for mismatch in mismatches {
            switch mismatch {
            case .differentKind(let number, let source, let translation),
                 .differentIntegerSize(let number, let source, let translation):
                // Unresolved tokens are unknown-substitution's.
                guard source.kind != .substitution, translation.kind != .substitution,
                      let written = specifier(for: number) else { continue }
                let sizeOnly: Bool
                if case .differentIntegerSize = mismatch { sizeOnly = true } else { sizeOnly = false }
                problems.append(.differentType(
                    argument: number, source: sourceText(number, source), translation: written, sizeOnly: sizeOnly))
            case .missingInTranslation(let number, let source):
                // A blank value is empty-translation's; an argument that only selects a plural form
                // of the source (its cases never show `%arg`) is not text to keep.
                guard !isBlank, !(sourceSpecifiers.selectsAForm[number].map {
                    PlaceholderComparison.onlySelectForms($0, substitutions: match.substitutions)
                } ?? false) else { continue }
                problems.append(.missing(argument: number, source: sourceText(number, source), sourceArgument: source))
            case .notInSource(let number, let translation):
                guard translation.kind != .substitution, let written = specifier(for: number) else { continue }
                if union == nil { union = PlaceholderComparison.sourceArguments(unit.entry, formatString: formatString) }
                guard let passed = union?[number] else {
                    problems.append(.notInSource(argument: number, translation: written))
                    continue
                }
                guard passed.kind != .substitution else { continue }
                switch compatibility(source: passed, translation: translation) {
                case .same: break
                case .differentIntegerSize:
                    problems.append(.differentType(
                        argument: number, source: passed.description, translation: written, sizeOnly: true))
                case .differentKind:
                    problems.append(.differentType(
                        argument: number, source: passed.description, translation: written, sizeOnly: false))
                }
            }
        }
        self.problems = problems
    }

    /// The first specifier that prints each argument, the first that takes its width or precision
    /// from one, and the `%#@NAME@` tokens of the arguments every use of which is such a token.
    private static func firstSpecifiers(of format: FormatString)
        -> (printing: [Int: FormatSpecifier], sizing: [Int: FormatSpecifier], selectsAForm: [Int: [FormatSpecifier]])
    {
        var printing: [Int: FormatSpecifier] = [:]
        var sizing: [Int: FormatSpecifier] = [:]
        var uses: [Int: [FormatSpecifier]] = [:]
        for specifier in format.specifiers {
            if let number = specifier.argumentNumber, printing[number] == nil { printing[number] = specifier }
            for number in [specifier.widthFromArgument, specifier.precisionFromArgument].compactMap({ $0 })
            where sizing[number] == nil {
                sizing[number] = specifier
            }
            for number in Set([specifier.argumentNumber, specifier.widthFromArgument, specifier.precisionFromArgument].compactMap { $0 }) {
                uses[number, default: []].append(specifier)
            }
        }
        return (printing, sizing, uses.filter { $0.value.allSatisfy(\.isSubstitution) })
    }

    /// Whether `uses`, an argument's specifiers, are all `%#@NAME@` tokens whose substitutions
    /// never show the argument (no `%arg` in their cases): it picks a plural form, nothing more.
    static func onlySelectForms(_ uses: [FormatSpecifier], substitutions: [String: Substitution]?) -> Bool {
        guard !uses.isEmpty else { return false }
        for use in uses {
            guard use.isSubstitution, let name = use.substitutionName,
                  let substitution = substitutions?[name] else { return false }
            var showsArgument = false
            Localization(variations: substitution.variations).forEachStringUnit { unit, _ in
                if FormatString.parse(unit.value, allowArgPlaceholder: true).hasArgPlaceholders { showsArgument = true }
            }
            if showsArgument { return false }
        }
        return true
    }

    /// The arguments the key and any source value of the entry use; computed once per key and
    /// reading of `%` (`PlaceholderFacts`).
    static func sourceArguments(_ entry: EntryContext, formatString: Bool) -> [Int: FormatArgument] {
        PlaceholderFacts.of(entry).sourceArguments(formatString: formatString)
    }

    /// The uncached answer.
    static func computeSourceArguments(_ entry: EntryContext, formatString: Bool) -> [Int: FormatArgument] {
        var arguments: [Int: FormatArgument] = [:]
        func add(_ format: FormatString) {
            for (number, argument) in format.numberedArguments.lazy.map({ ($0.number, $0.argument) })
            where arguments[number] == nil || arguments[number]?.kind == .substitution {
                arguments[number] = argument
            }
        }
        // The key too: extracted from code, it shows what the code passes ("label %lld" whose
        // English value is only "starred").
        add(PlaceholderAnalysis.format(of: entry.key, substitutions: nil, substitution: nil,
                                       formatString: formatString).format)
        guard let source = entry.sourceLocalization else { return arguments }
        source.forEachStringUnit { unit, place in
            add(PlaceholderAnalysis.format(of: unit.value, substitutions: place.substitutions,
                                           substitution: place.substitution, formatString: formatString).format)
        }
        return arguments
    }

    /// "the source", or "the key (the source text)" when the key stands for it.
    var sourceName: String { unit.sourceMatch?.isKeyAsSource == true ? "the key (used as source text)" : "the source" }

    /// The anchor of a specifier of the translation.
    func anchor(_ specifier: FormatSpecifier) -> Anchor {
        .inString(unit.valuePath, utf8Offset: specifier.range.lowerBound)
    }

    /// The specifier as written in the translation.
    func written(_ specifier: FormatSpecifier) -> String {
        PlaceholderAnalysis.written(specifier, in: value)
    }
}
