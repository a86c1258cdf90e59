import LanguageTags
import CatalogModel
import FormatSpecifiers
import PluralRules

/// One step from a language's localization down to a nested value.
public enum BranchStep: Hashable, Sendable, CustomStringConvertible {
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

    public var description: String {
        switch self {
        case .variation(let kind, let name): return "\(kind.rawValue).\(name)"
        case .substitution(let name): return "substitution \(name)"
        }
    }
}

/// What every rule may ask about the catalog being linted.
public final class CatalogContext {
    public let file: String
    public let catalog: StringCatalog
    public let sourceMap: JSONSourceMap
    /// `sourceLanguage`, or `en` when it is missing (a structure rule reports that).
    public let sourceLanguage: String
    /// Every well-formed language tag present in any key, plus the required ones, without the source
    /// language; sorted.
    public let targetLanguages: [String]
    /// Languages named with `--languages` (or in the configuration).
    public let requiredLanguages: [String]
    /// Target languages that no key has at all (reported once, not per key).
    public let absentLanguages: Set<String>
    /// Every language tag any key has a localization in (the source language included).
    public let presentLanguages: Set<String>
    /// The present tags that are not well-formed (`en_GB`, `../x`); usually none.
    public let invalidLanguageTags: Set<String>
    /// Problems of the JSON text that the model tolerates for linting (duplicate keys).
    public let keyProblems: [ReadDiagnostic]
    public let options: LintOptions
    /// Plural rules of every language present or required, looked up once; read-only afterwards,
    /// so the chunks of a catalog walked in parallel share it safely.
    private let pluralCache: [String: LocalePluralRules?]

    init(document: CatalogDocument, keyProblems: [ReadDiagnostic], options: LintOptions) {
        file = document.file
        catalog = document.catalog
        sourceMap = document.sourceMap
        self.options = options
        self.keyProblems = keyProblems
        let source = document.catalog.sourceLanguage ?? "en"
        sourceLanguage = source
        var present: Set<String> = []
        for entry in document.catalog.strings.values {
            guard let localizations = entry.localizations else { continue }
            for language in localizations.keys { present.insert(language) }
        }
        presentLanguages = present
        invalidLanguageTags = present.filter { !LanguageTag.isWellFormed($0) }
        requiredLanguages = options.requiredLanguages
        // A malformed tag (`en_GB`, `../x`) is reported by invalid-language-tag, not treated as a
        // language every key should have.
        var targets = present.filter(LanguageTag.isWellFormed).union(options.requiredLanguages)
        targets.remove(source)
        targetLanguages = targets.sorted()
        absentLanguages = Set(options.requiredLanguages.filter { !present.contains($0) && $0 != source })
        var plurals: [String: LocalePluralRules?] = [:]
        for language in present.union(options.requiredLanguages).union([source]) {
            plurals[language] = .some(PluralRules.rules(for: language, kind: .cardinal))
        }
        pluralCache = plurals
    }

    /// The CLDR plural rules for `language`, or `nil` when CLDR has none (cached per catalog).
    public func pluralRules(for language: String) -> LocalePluralRules? {
        if let cached = pluralCache[language] { return cached }
        return PluralRules.rules(for: language, kind: .cardinal)
    }
}

/// One key of the catalog. A class, so that contexts below it share it instead of copying it, and
/// so that source units are matched (and their format arguments parsed) once per key and branch,
/// not once per language.
public final class EntryContext {
    public let catalog: CatalogContext
    public let key: String
    public let entry: CatalogEntry
    private var sourceCache: [[BranchStep]: SourceMatch?] = [:]
    private var sourceArgumentsCache: [Bool: [Int: FormatArgument]] = [:]

    /// Whether the key is used as a format string (see `PlaceholderAnalysis`); computed once.
    public private(set) lazy var isFormatString: Bool = PlaceholderAnalysis.computeIsFormatString(self)

    /// The arguments the key and every source value use; computed once per key.
    func sourceArguments(formatString: Bool) -> [Int: FormatArgument] {
        if let cached = sourceArgumentsCache[formatString] { return cached }
        let arguments = PlaceholderComparison.computeSourceArguments(self, formatString: formatString)
        sourceArgumentsCache[formatString] = arguments
        return arguments
    }

    init(catalog: CatalogContext, key: String, entry: CatalogEntry) {
        self.catalog = catalog
        self.key = key
        self.entry = entry
    }

    /// `strings › KEY`.
    public var path: JSONPath { ["strings", .key(key)] }

    /// The source-language localization, if the key has one.
    public var sourceLocalization: Localization? { entry.localizations?[catalog.sourceLanguage] }

    /// Whether the key is no longer in code (`extractionState: stale`).
    public var isStale: Bool { entry.extractionState == .stale }

    /// Whether the key should be translated: not `shouldTranslate: false` and not stale.
    public var needsTranslation: Bool { entry.isTranslatable && !isStale }

    /// The path of `language`'s localization.
    public func localizationPath(_ language: String) -> JSONPath {
        ["strings", .key(key), "localizations", .key(language)]
    }

    /// The source unit that a translation at `branch` must match: the same branch, or the
    /// source's `other` case where the source lacks the case, skipping variation kinds the source
    /// does not have. Without a source localization, Xcode uses the key itself as the source text
    /// (unless the key was added by hand). Returns the unit, the branch it stands at, and the
    /// substitutions in scope there.
    public func sourceUnit(matching branch: [BranchStep]) -> SourceMatch? {
        if let cached = sourceCache[branch] { return cached }
        let match = findSourceUnit(matching: branch)
        sourceCache[branch] = .some(match)
        return match
    }

    private func findSourceUnit(matching branch: [BranchStep]) -> SourceMatch? {
        guard let source = sourceLocalization else {
            if entry.extractionState == .manual { return nil }
            return SourceMatch(unit: StringUnit(state: .translated, value: key), branch: [], substitutions: nil,
                               substitution: nil, isKeyAsSource: true)
        }
        var node = source
        var matched: [BranchStep] = []
        var substitutions = source.substitutions
        var substitution: Substitution?
        for step in branch {
            switch step {
            case .variation(let kind, let name):
                guard let cases = node.variations?.kinds[kind] else { continue }
                if let exact = cases[name] {
                    node = exact
                    matched.append(step)
                } else if let other = cases["other"] {
                    node = other
                    matched.append(.variation(kind, "other"))
                } else {
                    return nil
                }
            case .substitution(let name):
                guard let found = substitutions?[name] ?? node.substitutions?[name] else { return nil }
                substitution = found
                node = Localization(variations: found.variations)
                matched.append(step)
            }
            if let more = node.substitutions { substitutions = more }
        }
        // The source varies where the translation does not: compare with its `other` cases.
        while node.stringUnit == nil, let variations = node.variations {
            guard let kind = variations.kinds.keys.sorted().first, let other = variations.kinds[kind]?["other"] else {
                return nil
            }
            node = other
            matched.append(.variation(kind, "other"))
        }
        guard let unit = node.stringUnit else { return nil }
        return SourceMatch(unit: unit, branch: matched, substitutions: substitutions, substitution: substitution,
                           isKeyAsSource: false)
    }
}

/// The source unit a translated unit is compared with. A class: one per key and branch, shared by
/// the units of every language that match it, with what is computed from it once.
public final class SourceMatch {
    public let unit: StringUnit
    public let branch: [BranchStep]
    /// The substitutions that `%#@NAME@` tokens of the unit refer to.
    public let substitutions: [String: Substitution]?
    /// When the unit is a case of a substitution, that substitution (for `%arg`).
    public let substitution: Substitution?
    /// The key stands for the source text (no source localization).
    public let isKeyAsSource: Bool
    /// The unit's format arguments, with substitution tokens and `%arg` resolved (parsed once).
    public let format: FormatString
    /// `format` with literal `%` told apart, for a format string and for plain text.
    private var refined: (formatString: FormatString?, plainText: FormatString?)

    init(unit: StringUnit, branch: [BranchStep], substitutions: [String: Substitution]?, substitution: Substitution?,
         isKeyAsSource: Bool) {
        self.unit = unit
        self.branch = branch
        self.substitutions = substitutions
        self.substitution = substitution
        self.isKeyAsSource = isKeyAsSource
        format = FormatAnalysis.format(of: unit.value, substitutions: substitutions, substitution: substitution)
    }

    /// The arguments as the placeholder rules compare them (`PlaceholderAnalysis.refine`), computed
    /// once for each reading of `%`.
    func refinedFormat(formatString: Bool) -> FormatString {
        if let cached = formatString ? refined.formatString : refined.plainText { return cached }
        let result = PlaceholderAnalysis.refine(
            format, of: unit.value, substitutions: substitutions, substitution: substitution,
            formatString: formatString).format
        if formatString { refined.formatString = result } else { refined.plainText = result }
        return result
    }
}

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

/// A string unit, at any depth, with what rules compare it to. The format arguments of the unit
/// and its source match are computed on first use and then shared by every rule.
public final class UnitContext {
    public let node: NodeContext
    public let unit: StringUnit

    init(node: NodeContext, unit: StringUnit) {
        self.node = node
        self.unit = unit
    }

    /// The unit's format arguments, with substitution tokens and `%arg` resolved.
    public private(set) lazy var format: FormatString = FormatAnalysis.format(
        of: unit.value, substitutions: node.substitutionsInScope,
        substitution: node.enclosingSubstitution?.substitution)

    /// The source unit this unit must match (nil for the source language itself, or when the
    /// source has no matching unit). Matched once per key and branch.
    public private(set) lazy var sourceMatch: SourceMatch? =
        node.isSource ? nil : node.entry.sourceUnit(matching: node.branch)

    /// The format arguments of `sourceMatch`.
    public var sourceFormat: FormatString { sourceMatch?.format ?? FormatString() }

    /// The comparison of this unit's arguments with its source's, shared by the placeholder rules.
    private(set) lazy var placeholderComparison: PlaceholderComparison? = PlaceholderComparison(self)

    public var entry: EntryContext { node.entry }
    public var key: String { node.entry.key }
    public var language: String { node.language }
    public var isSource: Bool { node.isSource }
    public var branch: [BranchStep] { node.branch }

    /// `… › stringUnit`.
    public var unitPath: JSONPath { node.path.appending("stringUnit") }
    /// `… › stringUnit › value`.
    public var valuePath: JSONPath { node.path.appending(["stringUnit", "value"]) }
    /// `… › stringUnit › state`.
    public var statePath: JSONPath { node.path.appending(["stringUnit", "state"]) }

    /// Where a translation is, for messages: "de", or "ar (plural.few)".
    public var placeDescription: String {
        branch.isEmpty ? "'\(language)'" : "'\(language)' (\(branch.map(\.description).joined(separator: ", ")))"
    }
}

/// Parses unit values into format arguments, resolving substitutions.
public enum FormatAnalysis {
    /// The arguments of `value`: `%#@NAME@` tokens take the type and number of their substitution;
    /// inside a substitution's case, `%arg` is the substitution's own argument.
    public static func format(
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
