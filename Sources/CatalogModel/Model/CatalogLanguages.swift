extension StringCatalog {
    /// The languages the keys have a localization in; with `isWanted`, only those of which at
    /// least one localization is wanted (one with a value, say). The keys are looked at in chunks
    /// on all cores (hundreds of thousands of localizations in a large catalog), whose languages
    /// are then joined; a chunk stops looking once it has `limit` languages (a caller that knows
    /// how many are present: every one was found).
    package func languages(limit: Int = .max, where isWanted: (@Sendable (Localization) -> Bool)? = nil) -> Set<String> {
        let entries = Array(strings.values)
        let chunks = Parallel.map(count: entries.count, chunking: .automatic(itemsPerChunk: 256)) { range in
            var languages: Set<String> = []
            for entry in entries[range] {
                if languages.count >= limit { break }
                guard let localizations = entry.localizations else { continue }
                guard let isWanted else {
                    for language in localizations.keys { languages.insert(language) }
                    continue
                }
                // Languages first: a localization is looked at only for a language not yet found.
                for language in localizations.keys where !languages.contains(language) {
                    if let localization = localizations[language], isWanted(localization) { languages.insert(language) }
                }
            }
            return languages
        }
        return chunks.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
}
