extension LocalizationResolution {
    /// The steps in plain words, one line per step (a CFBundle attempt's own steps indented under
    /// it), ending with the answer.
    public var explanation: String {
        var lines = steps.flatMap { $0.plainWordLines() }
        if let localization {
            let fallbacks = localizations.dropFirst()
            lines.append("Result: \"\(localization)\"" + (fallbacks.isEmpty ? "." : ", then " + quotedList(fallbacks) + "."))
        } else {
            lines.append("Result: no localization.")
        }
        return lines.joined(separator: "\n")
    }
}

extension ResolutionStep {
    /// The step in plain words: one line, or for a CFBundle attempt, one line and its own steps indented.
    public var plainWords: String { plainWordLines().joined(separator: "\n") }

    func plainWordLines() -> [String] {
        switch self {
        case let .localization(index, identifier, baseName, normalized, parentChain, penalty):
            var line = "Localization \(index + 1) \"\(identifier)\" \(reading(baseName, normalized, parentChain))"
            if penalty { line += "; its region is not its language's default, so each parent counts one step further" }
            return [line + "."]
        case let .preference(index, identifier, baseName, normalized, parentChain):
            return ["Preference \(index + 1) \"\(identifier)\" \(reading(baseName, normalized, parentChain))."]
        case let .candidate(_, _, localization, score, match):
            return ["  \"\(localization)\" matches with score \(score): \(match.plainWords)."]
        case let .portugueseSetAside(_, _, localization):
            return ["  \"\(localization)\" is kept aside: Brazilian Portuguese serves a pt_PT preference only if no preference matches anything."]
        case let .preferenceSkipped(index, identifier, reason):
            return ["Preference \(index + 1) \"\(identifier)\" matches nothing: \(reason.plainWords)."]
        case let .preferenceMatched(index, identifier, _, localization, score):
            return ["Preference \(index + 1) \"\(identifier)\" decides: \"\(localization)\" (score \(score)); later preferences are not tried."]
        case let .sameLanguageExactMatch(index, identifier, _, localization, replacing):
            return ["\"\(replacing)\" was reached through parents and names a region, and preference \(index + 1) \"\(identifier)\" of the same language has an exact match: \"\(localization)\" is used instead."]
        case let .portugueseLastResort(_, localization):
            return ["No preference matched anything: \"\(localization)\", kept aside for Portuguese, is the last resort."]
        case let .fallback(_, localization, chainEntry, reason):
            switch reason {
            case .parentChain:
                return ["Then \"\(localization)\": \(chainEntry) is on the chosen localization's parent chain."]
            case .traditionalChineseAfterHongKong:
                return ["Then \"\(localization)\": Traditional Chinese (Taiwan) follows where the chain passes zh_Hant_HK."]
            }
        case let .noLinguisticContent(index):
            return ["Nothing matched; localization \(index + 1) \"zxx\" (no linguistic content) is used."]
        case .nothingMatched:
            return ["Nothing matched: no localization to use."]
        case let .unrepresentable(identifier):
            if let identifier {
                return ["\"\(identifier)\" is not ASCII or longer than 156 characters: CFBundle cannot pass the list, so this attempt gives nothing."]
            }
            return ["An empty list: CFBundle does not call the matcher, so this attempt gives nothing."]
        case let .bundleAttempt(stage, preferences, result, steps):
            let outcome = result.isEmpty ? "nothing" : quotedList(result[...])
            let header = "CFBundle tries \(stage.plainWords) [\(preferences.joined(separator: ", "))]: \(outcome)."
            return [header] + steps.flatMap { $0.plainWordLines() }.map { "    " + $0 }
        case let .firstLocalizationUsed(localization):
            return ["No attempt matched: CFBundle uses the first localization, \"\(localization)\"."]
        case let .developmentRegionAppended(localization):
            return ["The development region \"\(localization)\" is appended to the search list (resources missing elsewhere come from it)."]
        case let .englishAppended(localization):
            return ["No development region: \"\(localization)\" is appended to the search list."]
        case let .defaultLocalization(localization):
            return ["No localization at all: CFBundle answers \"\(localization)\"."]
        }
    }

    private func reading(_ baseName: String, _ normalized: String, _ parentChain: [String]) -> String {
        var text = "reads as \(baseName.isEmpty ? "(nothing)" : baseName)"
        if normalized != baseName { text += ", normalized to \(normalized.isEmpty ? "(nothing)" : normalized)" }
        let parents = parentChain.dropFirst()
        text += parents.isEmpty ? ", no parents" : ", parents " + parents.joined(separator: " → ")
        return text
    }
}

extension ResolutionStep.Match {
    /// The match in plain words.
    public var plainWords: String {
        switch self {
        case .sameBaseName:
            return "the same identifier"
        case .sameNormalizedName:
            return "the same identifier once aliases are applied"
        case let .parentChains(entry, preferenceDepth, localizationDepth, differentLanguages):
            var text = "the parent chains meet at \(entry), \(preferenceDepth) + \(localizationDepth) steps away"
            if differentLanguages { text += ", plus 1 for a different language of the same group" }
            return text
        }
    }
}

extension ResolutionStep.SkipReason {
    /// The reason in plain words.
    public var plainWords: String {
        switch self {
        case let .noLocalizationInLanguage(group):
            return "no localization in language \(group.isEmpty ? "(none)" : group) (a region never crosses languages)"
        case let .noCommonParent(group):
            return "localizations in language \(group) exist, but none shares a parent with it"
        case .onlyPortugueseLastResort:
            return "only Brazilian Portuguese, kept aside as a last resort"
        case .unreadable:
            return "ICU cannot read it (longer than 57 characters, or a language of 12 or more)"
        case .afterUnreadableFirstPreference:
            return "Apple's matcher matches nothing after a first preference ICU cannot read"
        }
    }
}

extension ResolutionStep.BundleStage {
    /// The list tried, in plain words.
    public var plainWords: String {
        switch self {
        case .userLanguages: return "the preferred languages"
        case .developmentRegion: return "the development region"
        case .englishBackstop: return "its English backstop"
        case .firstLocalization: return "the first localization as development region"
        case .mainBundleSearchList: return "the main bundle's search list"
        }
    }
}

private func quotedList(_ items: ArraySlice<String>) -> String {
    items.map { "\"\($0)\"" }.joined(separator: ", ")
}
