import CatalogModel

/// Three-way merge of String Catalogs on the model, field by field: keys, languages, units
/// (state and value apart), plural and device cases, substitutions, string sets, comments,
/// `extractionState` and every member the model does not know. See `ThreeWay` for the rules,
/// `MergeRules` for what is particular to catalogs, and Docs/merge.md.
public enum CatalogMerge {
    /// A merged catalog and the conflicts left in it.
    public struct Result {
        /// The merge; where a conflict remains, it holds the kept side's value.
        public var catalog: StringCatalog
        /// The conflicts, ordered by key and path.
        public var conflicts: [MergeConflict]
    }

    /// Merges the changes from `base` to `ours` and from `base` to `theirs`. `base` is `nil` when the
    /// two versions have no common ancestor (both sides added the file). Conflicts keep `keep`'s value.
    public static func merge(base: StringCatalog?, ours: StringCatalog, theirs: StringCatalog, keep: MergeSide = .ours)
        -> Result
    {
        let merger = CatalogMerger(ThreeWay(keep: keep))
        let catalog = merger.catalog(base, ours, theirs)
        let conflicts = merger.merge.conflicts.sorted {
            ($0.key ?? "", $0.path.description) < ($1.key ?? "", $1.path.description)
        }
        return Result(catalog: catalog, conflicts: conflicts)
    }
}

/// Walks the three versions of a catalog level by level.
struct CatalogMerger {
    let merge: ThreeWay

    init(_ merge: ThreeWay) { self.merge = merge }

    func catalog(_ base: StringCatalog?, _ ours: StringCatalog, _ theirs: StringCatalog) -> StringCatalog {
        let sourceLanguage = merge.value(
            base?.sourceLanguage, ours.sourceLanguage, theirs.sourceLanguage, at: ["sourceLanguage"], text: ValueText.quoted)
        let version = merge.value(base?.version, ours.version, theirs.version, at: ["version"], text: ValueText.quoted)
        let strings = merge.members(base?.strings, ours.strings, theirs.strings, at: ["strings"], name: { $0 }) {
            base, ours, theirs, path in
            merge.key = path.components.last.flatMap { if case .key(let key) = $0 { return key } else { return nil } }
            defer { merge.key = nil }
            return entry(base, ours, theirs, at: path, sourceLanguage: sourceLanguage)
        }
        return StringCatalog(
            sourceLanguage: sourceLanguage, version: version, strings: strings ?? [:],
            unknownFields: merge.unknownFields(base?.unknownFields, ours.unknownFields, theirs.unknownFields, at: []))
    }

    func entry(_ base: CatalogEntry?, _ ours: CatalogEntry?, _ theirs: CatalogEntry?, at path: JSONPath,
               sourceLanguage: String?) -> CatalogEntry? {
        // A key deleted on one side: whether the other side's code uses it is what its `stale` mark
        // says. Marking it stale agrees with the deletion (no code uses it): the deletion stands
        // unless that side changed more. Dropping the mark disagrees (that side's code uses the key
        // again, and Xcode would extract it anew without its translations): a conflict.
        let deletedOnOneSide = base != nil && (ours == nil) != (theirs == nil)
        let survivingState = (ours ?? theirs)?.extractionState
        let usedAgain = deletedOnOneSide && base?.extractionState == .stale && survivingState != .stale
        if deletedOnOneSide, survivingState == .stale, base?.extractionState != .stale {
            // Decided without the mark; a conflict, or the kept entry, shows the versions as they are.
            var (unmarkedOurs, unmarkedTheirs) = (ours, theirs)
            unmarkedOurs?.extractionState = base?.extractionState
            unmarkedTheirs?.extractionState = base?.extractionState
            let mark = merge.mark
            // `nil` with no conflict: the deletion stands (a conflict kept on the deleting side is `nil` too).
            if entryParts(base, unmarkedOurs, unmarkedTheirs, at: path, sourceLanguage: sourceLanguage, usedAgain: false) == nil,
               merge.mark == mark
            {
                return nil
            }
            merge.discardConflicts(since: mark)
        }
        return entryParts(base, ours, theirs, at: path, sourceLanguage: sourceLanguage, usedAgain: usedAgain)
    }

    /// `entry`'s three-way merge; `usedAgain` keeps an entry left without parts.
    private func entryParts(_ base: CatalogEntry?, _ ours: CatalogEntry?, _ theirs: CatalogEntry?, at path: JSONPath,
                            sourceLanguage: String?, usedAgain: Bool) -> CatalogEntry? {
        merge.composite(base, ours, theirs, at: path, empty: CatalogEntry(), text: ValueText.json) { base, ours, theirs in
            let rules = MergeRules(key: merge.key ?? "", sourceLanguage: sourceLanguage, versions: [ours, theirs])
            let entry = CatalogEntry(
                comment: merge.value(base?.comment, ours?.comment, theirs?.comment, at: path.appending("comment"),
                                     text: ValueText.quoted),
                extractionState: merge.value(
                    base?.extractionState, ours?.extractionState, theirs?.extractionState,
                    at: path.appending("extractionState"), text: \.rawValue),
                isCommentAutoGenerated: merge.value(
                    base?.isCommentAutoGenerated, ours?.isCommentAutoGenerated, theirs?.isCommentAutoGenerated,
                    at: path.appending("isCommentAutoGenerated"), text: { "\($0)" }),
                shouldTranslate: merge.value(
                    base?.shouldTranslate, ours?.shouldTranslate, theirs?.shouldTranslate,
                    at: path.appending("shouldTranslate"), text: { "\($0)" }),
                localizations: merge.object(
                    base?.localizations, ours?.localizations, theirs?.localizations, at: path.appending("localizations"),
                    name: { $0 }
                ) { base, ours, theirs, path in
                    // Only a language both sides added can hold Xcode's placeholder on one side; the
                    // source language's units are the source text, whatever their state.
                    var rules = rules
                    if case .key(let language) = path.components.last {
                        rules.placeholdersYieldToTranslations = base == nil && language != sourceLanguage
                    }
                    return localization(base, ours, theirs, at: path, rules: rules)
                },
                unknownFields: merge.unknownFields(base?.unknownFields, ours?.unknownFields, theirs?.unknownFields, at: path))
            return entry == CatalogEntry() && !usedAgain ? nil : entry
        }
    }

    /// A localization, or one case of a variation (they have the same shape).
    func localization(_ base: Localization?, _ ours: Localization?, _ theirs: Localization?, at path: JSONPath,
                      rules: MergeRules) -> Localization? {
        merge.composite(base, ours, theirs, at: path, empty: Localization(), text: ValueText.json) { base, ours, theirs in
            let mark = merge.mark
            let merged = Localization(
                stringUnit: unit(base?.stringUnit, ours?.stringUnit, theirs?.stringUnit, at: path.appending("stringUnit"),
                                 rules: rules),
                stringSet: stringSet(base?.stringSet, ours?.stringSet, theirs?.stringSet, at: path.appending("stringSet")),
                variations: variations(base?.variations, ours?.variations, theirs?.variations,
                                       at: path.appending("variations"), rules: rules),
                substitutions: merge.object(
                    base?.substitutions, ours?.substitutions, theirs?.substitutions, at: path.appending("substitutions"),
                    name: { $0 }
                ) { base, ours, theirs, path in
                    substitution(base, ours, theirs, at: path, rules: rules)
                },
                unknownFields: merge.unknownFields(base?.unknownFields, ours?.unknownFields, theirs?.unknownFields, at: path))
            if MergeRules.isMixed(merged) && !(ours.map(MergeRules.isMixed) ?? false)
                && !(theirs.map(MergeRules.isMixed) ?? false)
            {
                merge.replaceConflicts(
                    since: mark, with: .incompatible, at: path, base.map(ValueText.json), ours.map(ValueText.json),
                    theirs.map(ValueText.json))
                return merge.kept(ours, theirs)
            }
            return merged == Localization() ? nil : merged
        }
    }

    func unit(_ base: StringUnit?, _ ours: StringUnit?, _ theirs: StringUnit?, at path: JSONPath, rules: MergeRules)
        -> StringUnit?
    {
        merge.composite(base, ours, theirs, at: path, empty: StringUnit(state: nil, value: ""), text: MergeRules.text) {
            base, ours, theirs in
            if let ours, let theirs, let translated = rules.translation(over: ours, theirs) { return translated }
            let state = merge.value(base?.state, ours?.state, theirs?.state, at: path.appending("state"), text: \.rawValue)
            let value = merge.value(base?.value, ours?.value, theirs?.value, at: path.appending("value"),
                                    text: ValueText.quoted)
            let unknown = merge.unknownFields(base?.unknownFields, ours?.unknownFields, theirs?.unknownFields, at: path)
            if state == nil && value == nil && unknown.isEmpty { return nil }
            return StringUnit(state: state, value: value ?? "", unknownFields: unknown)
        }
    }

    func stringSet(_ base: StringSet?, _ ours: StringSet?, _ theirs: StringSet?, at path: JSONPath) -> StringSet? {
        merge.composite(base, ours, theirs, at: path, empty: StringSet(state: nil, values: []),
                        text: { ValueText.compact($0.values) }) { base, ours, theirs in
            let state = merge.value(base?.state, ours?.state, theirs?.state, at: path.appending("state"), text: \.rawValue)
            // The phrases are one value: their order matters, and Xcode edits them as a list.
            let values = merge.value(base?.values, ours?.values, theirs?.values, at: path.appending("values"),
                                     text: { ValueText.compact($0) })
            let unknown = merge.unknownFields(base?.unknownFields, ours?.unknownFields, theirs?.unknownFields, at: path)
            if state == nil && values == nil && unknown.isEmpty { return nil }
            return StringSet(state: state, values: values ?? [], unknownFields: unknown)
        }
    }

    func variations(_ base: Variations?, _ ours: Variations?, _ theirs: Variations?, at path: JSONPath,
                    rules: MergeRules) -> Variations? {
        merge.composite(base, ours, theirs, at: path, empty: Variations(),
                        text: ValueText.json) {
            base, ours, theirs in
            let kinds = merge.members(base?.kinds, ours?.kinds, theirs?.kinds, at: path, name: \.rawValue) {
                base, ours, theirs, path in
                merge.object(base, ours, theirs, at: path, name: { $0 }) { base, ours, theirs, path in
                    localization(base, ours, theirs, at: path, rules: rules)
                }
            }
            return kinds.map(Variations.init)
        }
    }

    func substitution(_ base: Substitution?, _ ours: Substitution?, _ theirs: Substitution?, at path: JSONPath,
                      rules: MergeRules) -> Substitution? {
        merge.composite(base, ours, theirs, at: path, empty: Substitution(),
                        text: ValueText.json) {
            base, ours, theirs in
            let merged = Substitution(
                argNum: merge.value(base?.argNum, ours?.argNum, theirs?.argNum, at: path.appending("argNum"),
                                    text: { "\($0)" }),
                formatSpecifier: merge.value(
                    base?.formatSpecifier, ours?.formatSpecifier, theirs?.formatSpecifier,
                    at: path.appending("formatSpecifier"), text: ValueText.quoted),
                variations: variations(base?.variations, ours?.variations, theirs?.variations,
                                       at: path.appending("variations"), rules: rules),
                unknownFields: merge.unknownFields(base?.unknownFields, ours?.unknownFields, theirs?.unknownFields, at: path))
            return merged == Substitution() ? nil : merged
        }
    }
}
