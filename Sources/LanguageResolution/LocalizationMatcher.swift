/// The matching core: the localizationsToUse matcher of Apple's ICU (`ualoc.cpp`), ICU 68 and
/// later (2024's "first qualifying preference" re-check included), on prepared identifiers.
///
/// 1. The preferences are tried in order; the first with any match decides. Each available
///    localization is scored: same base name -1, same normalized name 0, else, within a language
///    group, the lowest sum of depths where the two parent chains meet (+1 across languages).
///    Ties keep the earlier localization.
/// 2. `pt_PT` meeting `pt_BR` is kept aside and used only if nothing else matches at all.
/// 3. A match through parents that has a region (and is not Chinese) gives way to the first
///    preference of the same language that has an exact match.
/// 4. The result is the match, then every other localization on its parent chain, chain order
///    then list order; `zh_Hant_TW` joins where the chain passes `zh_Hant_HK`.
/// 5. With no match, `zxx` if a localization is spelled exactly so, else nothing.
struct LocalizationMatcher {
    let preferences: [PreparedIdentifier]
    let localizations: [PreparedLocalization]
    /// Whether to record `steps` (resolutions without explanation skip the work).
    let recordsSteps: Bool
    private(set) var steps: [ResolutionStep] = []

    init(preferences: [PreparedIdentifier], localizations: [PreparedLocalization], recordsSteps: Bool) {
        self.preferences = preferences
        self.localizations = localizations
        self.recordsSteps = recordsSteps
    }

    /// The localizations to use, spelled as given, best first.
    mutating func run() -> [String] {
        if recordsSteps {
            for (index, localization) in localizations.enumerated() {
                record(.localization(index: index, identifier: localization.original, baseName: localization.baseName,
                                     normalized: localization.normalized, parentChain: localization.parentChain,
                                     defaultRegionPenalty: localization.hasDefaultRegionPenalty))
            }
        }
        var chosen = bestMatch()
        if chosen == nil, let portuguese = portugueseLastResort {
            record(.portugueseLastResort(localizationIndex: portuguese, localization: localizations[portuguese].original))
            chosen = (portuguese, 1)
        }
        guard let (winner, _) = chosen else {
            if let zxx = localizations.firstIndex(where: { $0.original == "zxx" }) {
                record(.noLinguisticContent(localizationIndex: zxx))
                return [localizations[zxx].original]
            }
            record(.nothingMatched)
            return []
        }
        return orderedResult(from: winner)
    }

    // MARK: - Choosing

    /// `pt_BR` met by a `pt_PT` preference (the last one seen), and how many times one was met.
    private var portugueseLastResort: Int?
    private var portugueseSetAsideCount = 0

    /// The chosen localization and its score, after the same-language re-check.
    private mutating func bestMatch() -> (index: Int, score: Int)? {
        for (preferenceIndex, preference) in preferences.enumerated() {
            if recordsSteps {
                record(.preference(index: preferenceIndex, identifier: preference.original, baseName: preference.baseName,
                                   normalized: preference.normalized, parentChain: preference.parentChain))
            }
            if preference.isUnreadable {
                record(.preferenceSkipped(index: preferenceIndex, identifier: preference.original, reason: .unreadable))
                if preferenceIndex == 0 {
                    for (laterIndex, later) in preferences.enumerated().dropFirst() {
                        record(.preferenceSkipped(index: laterIndex, identifier: later.original,
                                                  reason: .afterUnreadableFirstPreference))
                    }
                    return nil
                }
                continue
            }
            let setAsideBefore = portugueseSetAsideCount
            if let match = bestLocalization(for: preference, at: preferenceIndex) {
                record(.preferenceMatched(index: preferenceIndex, identifier: preference.original,
                                          localizationIndex: match.index, localization: localizations[match.index].original,
                                          score: match.score))
                return recheckSameLanguage(match)
            }
            let reason: ResolutionStep.SkipReason
            if portugueseSetAsideCount > setAsideBefore {
                reason = .onlyPortugueseLastResort
            } else if localizations.contains(where: { $0.languageGroup == preference.languageGroup && !$0.isUnreadable }) {
                reason = .noCommonParent(languageGroup: preference.languageGroup)
            } else {
                reason = .noLocalizationInLanguage(languageGroup: preference.languageGroup)
            }
            record(.preferenceSkipped(index: preferenceIndex, identifier: preference.original, reason: reason))
        }
        return nil
    }

    /// The best-scoring localization for one preference, or `nil`.
    private mutating func bestLocalization(for preference: PreparedIdentifier, at preferenceIndex: Int) -> (index: Int, score: Int)? {
        var best: (index: Int, score: Int)?
        var bestScore = Int.max
        for (index, localization) in localizations.enumerated() where !localization.isUnreadable {
            var candidate: (score: Int, match: ResolutionStep.Match)?
            if bestScore > -1 && preference.baseName == localization.baseName {
                candidate = (-1, .sameBaseName)
            } else if bestScore > 0 && preference.normalized == localization.normalized {
                candidate = (0, .sameNormalizedName)
            } else if bestScore > 0 && preference.languageGroup == localization.languageGroup {
                candidate = chainMeeting(preference, localization, localizationIndex: index, preferenceIndex: preferenceIndex)
            }
            guard let (score, match) = candidate else { continue }
            if recordsSteps {
                record(.candidate(preferenceIndex: preferenceIndex, localizationIndex: index,
                                  localization: localization.original, score: score, match: match))
            }
            if score < bestScore {
                bestScore = score
                best = (index, score)
            }
        }
        return best
    }

    /// Where the two parent chains meet closest (lowest depth sum), or `nil`. A `pt_PT`
    /// preference meeting `pt_BR` is set aside instead of scored.
    private mutating func chainMeeting(_ preference: PreparedIdentifier, _ localization: PreparedLocalization,
                                       localizationIndex: Int, preferenceIndex: Int) -> (score: Int, match: ResolutionStep.Match)? {
        let differentLanguages = preference.language != localization.language
        var best: (score: Int, match: ResolutionStep.Match)?
        for (preferenceDepth, entry) in preference.parentChain.enumerated() {
            for candidate in localization.availableChain where candidate.name == entry {
                let localizationDepth = candidate.distance
                if preference.normalized == "pt_PT" && localization.normalized == "pt_BR" {
                    record(.portugueseSetAside(preferenceIndex: preferenceIndex, localizationIndex: localizationIndex,
                                               localization: localization.original))
                    portugueseLastResort = localizationIndex
                    portugueseSetAsideCount += 1
                    continue
                }
                let score = preferenceDepth + localizationDepth + (differentLanguages ? 1 : 0)
                if best == nil || score < best!.score {
                    best = (score, .parentChains(chainEntry: entry, preferenceDepth: preferenceDepth,
                                                 localizationDepth: localizationDepth, differentLanguages: differentLanguages))
                }
            }
        }
        return best
    }

    /// Apple's re-check: a match through parents that names a region (not Chinese) gives way to
    /// the first preference of the same language with an exact match anywhere in the list.
    private mutating func recheckSameLanguage(_ match: (index: Int, score: Int)) -> (index: Int, score: Int) {
        let matched = localizations[match.index]
        guard match.score > 0, matched.specifiesRegion, matched.language != "zh" else { return match }
        for (preferenceIndex, preference) in preferences.enumerated()
        where preference.language == matched.language && !preference.isUnreadable {
            let exact = localizations.firstIndex {
                !$0.isUnreadable && ($0.baseName == preference.baseName || $0.normalized == preference.normalized)
            }
            if let exact {
                if exact != match.index {
                    record(.sameLanguageExactMatch(preferenceIndex: preferenceIndex, identifier: preference.original,
                                                   localizationIndex: exact, localization: localizations[exact].original,
                                                   replacing: matched.original))
                }
                return (exact, match.score)
            }
        }
        return match
    }

    // MARK: - Ordering

    /// The winner, then every other localization whose normalized name is on its chain.
    private mutating func orderedResult(from winner: Int) -> [String] {
        var result = [localizations[winner].original]
        for entry in localizations[winner].availableChain.map(\.name) {
            for (index, localization) in localizations.enumerated() where index != winner {
                let reason: ResolutionStep.FallbackReason
                if entry == "zh_Hant_HK" && localization.normalized == "zh_Hant_TW" {
                    reason = .traditionalChineseAfterHongKong
                } else if entry == localization.normalized {
                    reason = .parentChain
                } else {
                    continue
                }
                result.append(localization.original)
                record(.fallback(localizationIndex: index, localization: localization.original, chainEntry: entry, reason: reason))
            }
        }
        return result
    }

    private mutating func record(_ step: ResolutionStep) {
        if recordsSteps { steps.append(step) }
    }
}
