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
        /// Each counted language and whether it kept the text (a list: it is read once per copy
        /// found, and filled for every language of the key).
        var choices: [(language: String, isCopy: Bool)] = []
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
        var counts = facts[group: scripts.sharesSourceScript(language)]
        if let own = facts.choices.first(where: { $0.language == language })?.isCopy {
            if own { counts.copied -= 1 } else { counts.translated -= 1 }
        }
        if counts.translated + counts.copied > 0 { return counts }
        // No other language like this one: compare with all the others.
        var all = Counts()
        for (other, isCopy) in facts.choices where other != language {
            if isCopy { all.copied += 1 } else { all.translated += 1 }
        }
        return all
    }

    private func branch(_ branch: [BranchStep], source: String, scripts: CatalogScripts) -> Branch {
        if let known = branches[branch] { return known }
        var facts = Branch()
        let localizations = entry.entry.localizations ?? [:]
        facts.choices.reserveCapacity(localizations.count)
        for (language, localization) in localizations {
            let group = scripts.group(of: language)
            guard !group.isSourceVariant else { continue }
            // Most copies are of a whole value (the empty branch): the localization's own unit.
            let node = branch.isEmpty ? localization : BranchPosition(localization: localization, following: branch)?.node
            guard let unit = node?.stringUnit, unit.state == .translated, !unit.value.isBlank else { continue }
            let isCopy = unit.value == source
            facts.choices.append((language, isCopy))
            if isCopy { facts[group: group.sharesSourceScript].copied += 1 } else { facts[group: group.sharesSourceScript].translated += 1 }
        }
        branches[branch] = facts
        return facts
    }
}
