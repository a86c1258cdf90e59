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

    private unowned let entry: EntryContext
    /// Per branch: for each language with a translated value there, whether it is the source text.
    private var copiesByBranch: [[BranchStep]: [String: Bool]] = [:]

    private init(entry: EntryContext) {
        self.entry = entry
    }

    /// The consensus of `entry`, made on first use.
    static func of(_ entry: EntryContext) -> CopyConsensus {
        entry.value(for: Key.self) { CopyConsensus(entry: entry) }
    }

    /// What the languages comparable with `language` did at `branch`, whose source text is `source`.
    func counts(at branch: [BranchStep], source: String, for language: String, scripts: CatalogScripts) -> Counts {
        let copies = copies(at: branch, source: source, scripts: scripts)
        let group = scripts.sharesSourceScript(language)
        var comparable = copies.filter { $0.key != language && scripts.sharesSourceScript($0.key) == group }
        if comparable.isEmpty { comparable = copies.filter { $0.key != language } }
        var counts = Counts()
        for isCopy in comparable.values {
            if isCopy { counts.copied += 1 } else { counts.translated += 1 }
        }
        return counts
    }

    private func copies(at branch: [BranchStep], source: String, scripts: CatalogScripts) -> [String: Bool] {
        if let known = copiesByBranch[branch] { return known }
        var copies: [String: Bool] = [:]
        for language in (entry.entry.localizations ?? [:]).keys where !scripts.isSourceVariant(language) {
            guard let unit = entry.position(at: branch, language: language)?.node.stringUnit,
                unit.state == .translated, !unit.value.isBlank
            else { continue }
            copies[language] = unit.value == source
        }
        copiesByBranch[branch] = copies
        return copies
    }
}
