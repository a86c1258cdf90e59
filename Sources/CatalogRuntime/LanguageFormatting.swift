import Foundation
import LanguageTags
import PluralRules

/// What a lookup needs to know about the language a text was found in: its CLDR plural rules
/// (chosen by the localization's language, not the formatting region) and how its locale writes
/// numbers. A class: every lookup passes it on, and a reference costs one retain.
final class LanguageFormatting: Sendable {
    /// The localization, as the catalog names it (`pt-BR`).
    let language: String
    /// CLDR's rules for it (trimmed until CLDR has some: `pt-AO` uses `pt`); `nil`: every number is `other`.
    let pluralRules: LocalePluralRules?
    /// The locale numbers are written in.
    let locale: Locale
    let symbols: NumberSymbols

    /// - Parameter region: the user's region, added to a language that has none (`fr` and `CH`
    ///   format as `fr_CH`), as Apple's systems combine the app's language with the region setting.
    init(language: String, region: String?) {
        self.language = language
        pluralRules = PluralRules.rules(for: language)
        locale = Locale(identifier: Self.localeIdentifier(language: language, region: region))
        symbols = NumberSymbols(locale: locale)
    }

    /// `language` with `region` when it has no region of its own, in ICU's `_` form.
    static func localeIdentifier(language: String, region: String?) -> String {
        let tag = try? LanguageTag(language)
        var identifier = tag?.underscoredIdentifier ?? language.replacingOccurrences(of: "-", with: "_")
        if let region, !region.isEmpty, tag?.region == nil { identifier += "_" + region }
        return identifier
    }
}
