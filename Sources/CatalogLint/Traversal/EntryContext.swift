import CatalogModel

/// One key of the catalog. A class, so that contexts below it share it instead of copying it, and
/// so that source units are matched (and their format arguments parsed) once per key and branch,
/// not once per language. Rule families keep what they compute per key in its `computedValues`.
package final class EntryContext: ComputedValueStore {
    package let catalog: CatalogContext
    package let key: String
    package let entry: CatalogEntry
    /// What rule families computed for this context. Reads and writes never overlap (a value is
    /// read, or computed and then written), so the access needs no run-time exclusivity check.
    @exclusivity(unchecked) package var computedValues = ComputedValues()
    /// The source matches of the branches asked for, in the order first asked: a key has a few
    /// (its plural and device cases), each asked for in every language, so they are compared, not
    /// hashed; past `sourceListLimit` branches, the others are kept in `sourceCache`.
    private var sourceList: [(branch: [BranchStep], match: SourceMatch?)] = []
    private var sourceCache: [[BranchStep]: SourceMatch?] = [:]
    private static let sourceListLimit = 16
    /// The source match of the empty branch (a whole value, most units), kept apart from
    /// `sourceList`: no comparison of the branch for those.
    private var wholeValueSource: SourceMatch??

    /// Whether the key should be translated: not `shouldTranslate: false`, not stale, and with some
    /// text to translate. Worked out once: most rules ask it for every unit.
    package let needsTranslation: Bool

    init(catalog: CatalogContext, key: String, entry: CatalogEntry) {
        self.catalog = catalog
        self.key = key
        self.entry = entry
        needsTranslation = entry.isTranslatable && entry.extractionState != .stale
            && !Self.hasBlankText(key: key, entry: entry, sourceLanguage: catalog.sourceLanguage)
    }

    /// The key's localization in each target language, in the order of `catalog.targetLanguages`
    /// (`nil` where it has none): looked up once per key, for completeness and missing-translation.
    package private(set) lazy var targetLocalizations: [Localization?] = {
        let localizations = entry.localizations ?? [:]
        return catalog.targetLanguages.map { localizations[$0] }
    }()

    /// `strings › KEY`.
    package var path: JSONPath { ["strings", .key(key)] }

    /// The source-language localization, if the key has one.
    package var sourceLocalization: Localization? { entry.localizations?[catalog.sourceLanguage] }

    /// Whether the key is no longer in code (`extractionState: stale`).
    package var isStale: Bool { entry.extractionState == .stale }

    /// Whether the key has no text to translate: the key is blank (`""`, `" "`, as SwiftUI extracts
    /// `Text("")`) and so is its source value, if it has one.
    private static func hasBlankText(key: String, entry: CatalogEntry, sourceLanguage: String) -> Bool {
        guard key.isBlank else { return false }
        guard let source = entry.localizations?[sourceLanguage] else { return true }
        return source.variations == nil && source.stringUnit?.value.isBlank ?? true
    }

    /// The path of `language`'s localization.
    package func localizationPath(_ language: String) -> JSONPath {
        JSONPath(localizationComponents(language, reserving: 0))
    }

    /// The components of `language`'s localization path (`strings › KEY › localizations ›
    /// LANGUAGE`), in an array with room for `more` after them (a node's path and its unit's).
    func localizationComponents(_ language: String, reserving more: Int) -> [JSONPathComponent] {
        var components: [JSONPathComponent] = []
        components.reserveCapacity(4 + more)
        components.append("strings")
        components.append(.key(key))
        components.append("localizations")
        components.append(.key(language))
        return components
    }

    /// The place at `branch` under `language`'s localization, following it exactly; `nil` when
    /// the key has no such localization, case or substitution.
    func position(at branch: [BranchStep], language: String) -> BranchPosition? {
        guard let localization = entry.localizations?[language] else { return nil }
        return BranchPosition(localization: localization, following: branch)
    }

    /// The source unit that a translation at `branch` must match: the same branch, or the
    /// source's `other` case where the source lacks the case, skipping variation kinds the source
    /// does not have. Without a source localization, Xcode uses the key itself as the source text
    /// (unless the key was added by hand). Returns the unit, the branch it stands at, and the
    /// substitutions in scope there.
    package func sourceUnit(matching branch: [BranchStep]) -> SourceMatch? {
        if branch.isEmpty {
            if let cached = wholeValueSource { return cached }
            let match = findSourceUnit(matching: branch)
            wholeValueSource = .some(match)
            return match
        }
        if let cached = sourceList.first(where: { $0.branch == branch }) { return cached.match }
        if sourceList.count == Self.sourceListLimit, let cached = sourceCache[branch] { return cached }
        let match = findSourceUnit(matching: branch)
        if sourceList.count < Self.sourceListLimit {
            sourceList.append((branch, match))
        } else {
            sourceCache[branch] = .some(match)
        }
        return match
    }

    private func findSourceUnit(matching branch: [BranchStep]) -> SourceMatch? {
        guard let source = sourceLocalization else {
            if entry.extractionState == .manual { return nil }
            return SourceMatch(unit: StringUnit(state: .translated, value: key), branch: [], substitutions: nil,
                               substitution: nil, isKeyAsSource: true)
        }
        var position = BranchPosition(localization: source)
        var matched: [BranchStep] = []
        func follow(_ step: BranchStep) -> Bool {
            guard position.follow(step) else { return false }
            matched.append(step)
            return true
        }
        for step in branch {
            if case .variation(let kind, _) = step {
                guard position.hasCases(of: kind) else { continue }
                guard follow(step) || follow(.variation(kind, "other")) else { return nil }
            } else {
                guard follow(step) else { return nil }
            }
        }
        // The source varies where the translation does not: compare with its `other` cases.
        while position.node.stringUnit == nil, let variations = position.node.variations {
            guard let kind = variations.kinds.keys.sorted().first, follow(.variation(kind, "other")) else { return nil }
        }
        guard let unit = position.node.stringUnit else { return nil }
        return SourceMatch(unit: unit, branch: matched, substitutions: position.substitutions,
                           substitution: position.substitution, isKeyAsSource: false)
    }
}
