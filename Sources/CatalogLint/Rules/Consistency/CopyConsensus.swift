import CatalogModel

/// What the other languages of a key did with a source text: translated it, or kept it as it is.
/// Kept per key, and worked out per branch (`variations.plural.one`) only when a copy is found there.
///
/// A text most languages keep (a name, a term) is kept on purpose; a text most languages translate
/// and one keeps was left untranslated. Languages are compared with those like them: a language
/// written in the source's script with the others that are (`de` with `fr`, `pl`), another one with
/// the others that are not (`ja` with `ru`, `ar`), since names stay in the source's letters in the
/// first group and are transliterated in the second. Variants of the source language (`en-GB`) and
/// units not marked `translated` do not count.
final class CopyConsensus {
    enum Key: ComputedValueKey { typealias Value = CopyConsensus }

    /// How many comparable languages translated the text, and how many kept it.
    struct Counts {
        var translated = 0
        var copied = 0
    }

    /// What the languages of one branch did: each language's choice, and the totals per group
    /// (written in a script of the source or not; `nil`: not known).
    private struct Branch {
        /// Whether each target language (`catalog.targetLanguages`, by index) kept the text; `nil`
        /// where it is not counted (no translated unit there, or a variant of the source).
        var choices: [Bool?] = []
        /// The same for the localizations whose tags are not well-formed (not target languages);
        /// usually none.
        var otherChoices: [(language: String, isCopy: Bool)] = []
        /// The totals of the languages written in a script of the source, of the others, and of
        /// those whose scripts are not known.
        var sameScript = Counts(), otherScript = Counts(), unknownScript = Counts()

        /// The totals of a group, as `CatalogScripts.sharesSourceScript` names it.
        subscript(group group: Bool?) -> Counts {
            get {
                switch group {
                case true?: sameScript
                case false?: otherScript
                case nil: unknownScript
                }
            }
            set {
                switch group {
                case true?: sameScript = newValue
                case false?: otherScript = newValue
                case nil: unknownScript = newValue
                }
            }
        }

        mutating func count(_ isCopy: Bool, group: Bool?) {
            if isCopy { self[group: group].copied += 1 } else { self[group: group].translated += 1 }
        }
    }

    private unowned let entry: EntryContext
    private var branches: [[BranchStep]: Branch] = [:]
    /// The words of each source text that has copies, read once for every language.
    private var wordsBySource: [ObjectIdentifier: TextWords] = [:]

    private init(entry: EntryContext) {
        self.entry = entry
    }

    /// The consensus of `entry`, made on first use.
    static func of(_ entry: EntryContext) -> CopyConsensus {
        entry.value(for: Key.self) { CopyConsensus(entry: entry) }
    }

    /// The words of `source`'s text, without its specifiers and `terms`.
    func words(of source: SourceMatch, terms: Set<String>) -> TextWords {
        if let known = wordsBySource[ObjectIdentifier(source)] { return known }
        let words = TextWords(source.unit.value, specifiers: source.format.specifiers, terms: terms)
        wordsBySource[ObjectIdentifier(source)] = words
        return words
    }

    /// What the languages comparable with `language` did at `branch`, whose source text is `source`.
    func counts(at branch: [BranchStep], source: String, for language: String, scripts: CatalogScripts) -> Counts {
        let facts = self.branch(branch, source: source, scripts: scripts)
        let targets = entry.catalog.targetLanguages
        // The target languages are sorted: `language`'s own choice is found by halving, not by
        // comparing it with every other language.
        let own = Self.index(of: language, in: targets)
        var counts = facts[group: scripts.sharesSourceScript(language)]
        let ownChoice = own.flatMap { facts.choices[$0] } ?? facts.otherChoices.first(where: { $0.language == language })?.isCopy
        if let ownChoice {
            if ownChoice { counts.copied -= 1 } else { counts.translated -= 1 }
        }
        if counts.translated + counts.copied > 0 { return counts }
        // No other language like this one: compare with all the others.
        var all = Counts()
        for (index, choice) in facts.choices.enumerated() where index != own {
            guard let isCopy = choice else { continue }
            if isCopy { all.copied += 1 } else { all.translated += 1 }
        }
        for (other, isCopy) in facts.otherChoices where other != language {
            if isCopy { all.copied += 1 } else { all.translated += 1 }
        }
        return all
    }

    /// The index of `language` in the sorted `targets`, if it is one of them.
    private static func index(of language: String, in targets: [String]) -> Int? {
        var low = 0, high = targets.count
        while low < high {
            let middle = (low + high) / 2
            if targets[middle] < language { low = middle + 1 } else { high = middle }
        }
        return low < targets.count && targets[low] == language ? low : nil
    }

    private func branch(_ branch: [BranchStep], source: String, scripts: CatalogScripts) -> Branch {
        if let known = branches[branch] { return known }
        var facts = Branch()
        // The target languages by index, as the key's completeness already looked them up.
        let localizations = entry.targetLocalizations
        let groups = scripts.targetGroups
        facts.choices = Array(repeating: nil, count: localizations.count)
        for index in localizations.indices {
            let group = groups[index]
            // The localization is passed straight to the check, not bound to a constant first:
            // copying it out of the array (each of its fields retained and released) cost more
            // than the comparison.
            guard !group.isSourceVariant, let isCopy = Self.isCopy(in: localizations[index], at: branch, source: source)
            else { continue }
            facts.choices[index] = isCopy
            facts.count(isCopy, group: group.sharesSourceScript)
        }
        // Tags that are not well-formed are not target languages, but their translations count too.
        for language in entry.catalog.invalidLanguageTags {
            let group = scripts.group(of: language)
            guard !group.isSourceVariant,
                let isCopy = Self.isCopy(in: entry.entry.localizations?[language], at: branch, source: source)
            else { continue }
            facts.otherChoices.append((language, isCopy))
            facts.count(isCopy, group: group.sharesSourceScript)
        }
        branches[branch] = facts
        return facts
    }

    /// Whether the translated unit at `branch` under `localization` is `source` unchanged; `nil`
    /// when there is no such unit (or no localization), it is not marked `translated`, or it is blank.
    private static func isCopy(in localization: Localization?, at branch: [BranchStep], source: String) -> Bool? {
        // Most copies are of a whole value (the empty branch): the localization's own unit, whose
        // state and value are read through it (binding the unit, or the localization, copied each
        // of its fields: retained, then released).
        guard branch.isEmpty else {
            guard let localization else { return nil }
            return isCopy(BranchPosition(localization: localization, following: branch)?.node.stringUnit, source: source)
        }
        guard localization?.stringUnit?.state == .translated, let value = localization?.stringUnit?.value, !value.isBlank
        else { return nil }
        return value == source
    }

    private static func isCopy(_ unit: StringUnit?, source: String) -> Bool? {
        guard let unit, unit.state == .translated, !unit.value.isBlank else { return nil }
        return unit.value == source
    }
}
