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
        let identifier = Self.localeIdentifier(language: language, region: region)
        locale = Locale(identifier: identifier)
        symbols = NumberSymbols(locale: Self.numberLocale(identifier: identifier))
    }

    /// The locale whose number formatter gives the symbols of `identifier`, rebuilt from its language, script, region
    /// and numbering system alone, each checked: whatever else an identifier carries (ICU's `_`
    /// form of an extension, `fr_u_nu_bogus`; two `u` extensions; a region `EG@numbers=bogus`) is
    /// left out, and a numbering system the system does not know too. Foundation's number
    /// formatter on Linux stops the process on such identifiers, and a catalog or a region setting
    /// must not stop an app.
    static func numberLocale(identifier: String) -> Locale {
        let parsed = Locale(identifier: identifier)
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return parsed }
        func plain(_ text: String?, _ lengths: ClosedRange<Int>, digits: Bool = false) -> String? {
            guard let text, lengths.contains(text.count),
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || (digits && $0.isNumber)) })
            else { return nil }
            return text
        }
        let language = plain(parsed.language.languageCode?.identifier, 2...3) ?? "und"
        // Foundation reports the likely script of a locale that names none (`fr_CH` is `Latn`): only a named one is kept.
        let named = Set(identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).map { $0.lowercased() })
        let script = plain(parsed.language.script?.identifier, 4...4).flatMap { named.contains($0.lowercased()) ? $0 : nil }
        let parts = [language, script, plain(parsed.region?.identifier, 2...3, digits: true)]
        var clean = parts.compactMap { $0 }.joined(separator: "_")
        let system = parsed.numberingSystem.identifier.lowercased()
        if knownNumberingSystems?.contains(system) == true, system != Locale(identifier: clean).numberingSystem.identifier.lowercased() {
            clean += "@numbers=" + system
        }
        return Locale(identifier: clean)
    }

    /// `language` with `region` when it has no region of its own, in ICU's `_` form, without a
    /// numbering system the system does not know (see `withoutUnknownNumberingSystem`) or ICU's
    /// `@` keywords (a catalog's languages are language tags).
    static func localeIdentifier(language: String, region: String?) -> String {
        let tag = try? LanguageTag(language)
        let subtags = tag?.subtags ?? language.prefix { $0 != "@" }.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var identifier = withoutUnknownNumberingSystem(subtags).joined(separator: "_")
        if let region, !region.isEmpty, tag?.region == nil { identifier += "_" + region }
        return identifier
    }

    /// `subtags` without the `-u-nu-…` keyword when it names no numbering system that the system
    /// knows (`fr-u-nu-bogus`): Foundation's number formatter on Linux stops the process on one, and
    /// Apple's systems write the language's default digits. A `u` extension left empty goes too.
    static func withoutUnknownNumberingSystem(_ subtags: [String]) -> [String] {
        let lowercased = subtags.map { $0.lowercased() }
        let privateUse = lowercased.firstIndex(of: "x") ?? lowercased.count
        guard let u = lowercased[..<privateUse].firstIndex(of: "u") else { return subtags }
        // The `u` extension ends at the next singleton (another extension, or private use).
        let extensionEnd = lowercased[(u + 1)...].firstIndex { $0.count == 1 } ?? lowercased.count
        guard let key = lowercased[(u + 1)..<extensionEnd].firstIndex(of: "nu") else { return subtags }
        // The key's value: the subtags of 3 to 8 letters after it (a key has 2, a singleton 1).
        var end = key + 1
        while end < extensionEnd && lowercased[end].count >= 3 { end += 1 }
        let value = lowercased[(key + 1)..<end].joined(separator: "-")
        if knownNumberingSystems?.contains(value) ?? true { return subtags }
        var kept = subtags
        kept.removeSubrange(key..<end)
        let keptExtensionEnd = kept[(u + 1)...].firstIndex { $0.count == 1 } ?? kept.count
        if keptExtensionEnd == u + 1 { kept.remove(at: u) }
        return kept
    }

    /// The numbering systems the system knows (`latn`, `arab`, `hanidec`, …); `nil` where it cannot
    /// tell (before macOS 13 and iOS 16, whose formatters do not stop on an unknown one).
    private static let knownNumberingSystems: Set<String>? = {
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            return Set(Locale.NumberingSystem.availableNumberingSystems.map { $0.identifier.lowercased() })
        }
        return nil
    }()
}
