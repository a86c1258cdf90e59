import CatalogModel
import PluralRules

/// Counts, per target language, the keys to translate and those fully translated.
///
/// A key is to be translated unless it is `shouldTranslate: false`, stale or blank. It counts as
/// translated in a language when every unit under that language (every plural, device and
/// substitution case, every string set) is `translated` (or `needs_review`, when the options say
/// so) and not empty; a plural case the language never selects does not count.
struct Completeness {
    private let catalog: CatalogContext
    /// The plural rules of each target language, in the order of `catalog.targetLanguages`.
    private let pluralRules: [LocalePluralRules?]
    private var translated: [Int]
    private var total = 0

    init(catalog: CatalogContext) {
        self.catalog = catalog
        pluralRules = catalog.targetLanguages.map(catalog.pluralRules(for:))
        translated = Array(repeating: 0, count: catalog.targetLanguages.count)
    }

    mutating func count(_ entry: EntryContext) {
        guard entry.needsTranslation else { return }
        total += 1
        guard entry.entry.localizations != nil else { return }
        for (index, localization) in entry.targetLocalizations.enumerated() {
            if let localization, isTranslated(localization, rules: pluralRules[index]) {
                translated[index] += 1
            }
        }
    }

    /// Adds the counts of another part of the same catalog.
    mutating func add(_ other: Completeness) {
        total += other.total
        for index in translated.indices { translated[index] += other.translated[index] }
    }

    var rows: [LanguageCompleteness] {
        catalog.targetLanguages.enumerated().map { index, language in
            LanguageCompleteness(
                file: catalog.file, language: language, translated: translated[index], total: total,
                threshold: catalog.options.threshold(for: language))
        }
    }

    private func isDone(_ state: TranslationState?) -> Bool {
        state == .translated || (state == .needsReview && catalog.options.needsReviewCountsAsTranslated)
    }

    /// Whether every unit under `node` (in a language with plural rules `rules`) is finished and not empty.
    func isTranslated(_ node: Localization, rules: LocalePluralRules?) -> Bool {
        var hasContent = false
        if let unit = node.stringUnit {
            guard isDone(unit.state), !unit.value.isBlank else { return false }
            hasContent = true
        }
        if let set = node.stringSet {
            guard isDone(set.state), !set.values.isEmpty, !set.values.contains(where: \.isBlank) else { return false }
            hasContent = true
        }
        if let variations = node.variations {
            for (kind, cases) in variations.kinds {
                for (name, child) in cases {
                    if kind == .plural && PluralLint.isNeverSelected(name, rules: rules) { continue }
                    guard isTranslated(child, rules: rules) else { return false }
                    hasContent = true
                }
            }
        }
        if let substitutions = node.substitutions {
            for substitution in substitutions.values {
                guard let variations = substitution.variations else { continue }
                guard isTranslated(Localization(variations: variations), rules: rules) else { return false }
            }
        }
        return hasContent
    }
}

extension Unicode.Scalar {
    /// White space or a line break: Unicode's `White_Space` property, without a property look-up.
    /// The property is a short, settled list (a test compares it with `properties.isWhitespace`
    /// for every scalar); values in other languages than the source's mostly start with a letter
    /// beyond ASCII, whose look-up several rules paid for every unit.
    var isWhitespaceFast: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

extension String {
    /// Whether the string is empty or holds only white space and line breaks. Most values are
    /// told at their first byte, read in place (several rules ask of every unit).
    var isBlank: Bool {
        // In place when the bytes are (always for a value read from a catalog), else one by one;
        // then, when a lead byte of non-ASCII white space was met, scalar by scalar.
        let blank = utf8.withContiguousStorageIfAvailable(Self.blankness) ?? Self.blankness(utf8)
        return blank ?? unicodeScalars.allSatisfy(\.isWhitespaceFast)
    }

    /// `true` when `bytes` are only ASCII white space, `false` when a byte shows they are not
    /// blank, `nil` when the scalars must be read: white space beyond ASCII (U+0085, U+00A0,
    /// U+1680, U+2000–U+3000) starts with one of the bytes below, so a value in another script is
    /// told at its first byte.
    private static func blankness(_ bytes: some Sequence<UInt8>) -> Bool? {
        for byte in bytes {
            switch byte {
            case 0x20, 0x09...0x0D: continue
            case 0..<0x80: return false
            case 0xC2, 0xE1, 0xE2, 0xE3: return nil
            default: return false
            }
        }
        return true
    }
}
