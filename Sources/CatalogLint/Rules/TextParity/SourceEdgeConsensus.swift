import CatalogModel

/// Whether the source is the odd one out at an end of a value: it has white space there that most
/// of its translations lack (a stray space typed into the source, which translators dropped).
/// Kept per key; worked out per source branch and end only when a difference is found.
final class SourceEdgeConsensus {
    enum Key: ComputedValueKey { typealias Value = SourceEdgeConsensus }

    private unowned let entry: EntryContext
    /// Per question: the number of translations, 0 when the source is not the outlier.
    private var answers: [Question: Int] = [:]

    private struct Question: Hashable {
        var branch: [BranchStep]
        var leading: Bool
    }

    private init(entry: EntryContext) {
        self.entry = entry
    }

    /// The consensus of `entry`, made on first use.
    static func of(_ entry: EntryContext) -> SourceEdgeConsensus {
        entry.value(for: Key.self) { SourceEdgeConsensus(entry: entry) }
    }

    /// The number of translations at `branch` when the source `value` has white space at `edge` and
    /// at least two translations, fewer than half of which have that white space there; else `nil`.
    /// Copies of the source and blank values do not count as translations.
    func translationsDisagreeing(at branch: [BranchStep], edge: TextEdge, source value: String) -> Int? {
        let question = Question(branch: branch, leading: edge == .leading)
        let answer = answers[question] ?? count(at: branch, edge: edge, source: value)
        answers[question] = answer
        return answer > 0 ? answer : nil
    }

    private func count(at branch: [BranchStep], edge: TextEdge, source value: String) -> Int {
        let sourceWhitespace = edge.whitespace(of: value)
        guard !sourceWhitespace.isEmpty else { return 0 }
        var translations = 0
        var keeping = 0
        for (language, _) in entry.entry.localizations ?? [:] where language != entry.catalog.sourceLanguage {
            guard let unit = entry.position(at: branch, language: language)?.node.stringUnit,
                unit.value != value, !unit.value.isBlank
            else { continue }
            if edge.whitespace(of: unit.value) == sourceWhitespace { keeping += 1 }
            translations += 1
        }
        return translations >= 2 && 2 * keeping < translations ? translations : 0
    }
}
