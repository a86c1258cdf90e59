import CatalogModel

/// What the merge knows about catalogs beyond field-by-field rules: which unit holds no
/// translation yet, and which localizations are not a valid shape.
struct MergeRules {
    /// The texts a unit holds before anyone translates it: the key and the source language's
    /// value on either side (Xcode fills a new language with them).
    let sourceTexts: Set<String>

    /// Whether a placeholder gives way to the other side's translation: only in a language both
    /// sides added. Where the base has the language, a `new` or `needs_review` unit is an edit
    /// (a source text changed, a translation flagged for review) and merges as one.
    var placeholdersYieldToTranslations = false

    init(key: String, sourceLanguage: String?, versions: [CatalogEntry?]) {
        var texts: Set<String> = [key]
        if let sourceLanguage {
            for entry in versions {
                if let value = entry?.localizations?[sourceLanguage]?.stringUnit?.value { texts.insert(value) }
            }
        }
        sourceTexts = texts
    }

    /// In a language both sides added, when one of them holds no translation (`new` or
    /// `needs_review`, with an empty value or the source text) while the other is translated, the
    /// translated one: nothing is lost by taking it. `nil` otherwise.
    func translation(over ours: StringUnit, _ theirs: StringUnit) -> StringUnit? {
        guard placeholdersYieldToTranslations else { return nil }
        switch (isPlaceholder(ours), isPlaceholder(theirs)) {
        case (true, false) where theirs.state == .translated: return theirs
        case (false, true) where ours.state == .translated: return ours
        default: return nil
        }
    }

    /// A unit as Xcode creates it for a language nobody translated yet.
    func isPlaceholder(_ unit: StringUnit) -> Bool {
        (unit.state == .new || unit.state == .needsReview) && (unit.value.isEmpty || sourceTexts.contains(unit.value))
            && unit.unknownFields.isEmpty
    }

    /// Whether a localization holds more than one form (a unit, a string set, variations) or
    /// variations of more than one kind at one level: each side alone is valid, but a merge of
    /// a text on one side and plural variations on the other would not be.
    static func isMixed(_ localization: Localization) -> Bool {
        let forms = [localization.stringUnit != nil, localization.stringSet != nil, localization.variations != nil]
        return forms.filter { $0 }.count > 1 || (localization.variations?.kinds.count ?? 0) > 1
    }

    /// A unit for a conflict's three values: `"Hallo" (translated)`.
    static func text(_ unit: StringUnit) -> String {
        ValueText.quoted(unit.value) + (unit.state.map { " (\($0.rawValue))" } ?? "")
    }
}
