import LanguageResolution
import LanguageTags

/// The writing systems the text rules tell apart, by the Unicode blocks of letters: enough to see
/// that English text in a Japanese or Russian translation is not Japanese or Russian. Letters of
/// the scripts not listed are `.other`.
enum WritingScript: Hashable, Sendable {
    case latin, cyrillic, greek, armenian, hebrew, arabic, devanagari, thai, georgian, hangul, kana, han, other

    /// The script of a letter (call it for letters only).
    static func of(_ scalar: Unicode.Scalar) -> WritingScript {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return .latin
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x530...0x58F: return .armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x900...0x97F: return .devanagari
        case 0xE00...0xE7F: return .thai
        case 0x10A0...0x10FF, 0x1C90...0x1CBF: return .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return .han
        default: return .other
        }
    }

    /// The scripts a text in the ISO 15924 script `code` is written in: `Jpan` is kana and Han,
    /// `Kore` Hangul and Han, `Hans` and `Hant` Han. A code not listed is `.other`.
    static func scripts(ofCode code: String) -> Set<WritingScript> {
        switch code {
        case "Latn": return [.latin]
        case "Cyrl": return [.cyrillic]
        case "Grek": return [.greek]
        case "Armn": return [.armenian]
        case "Hebr": return [.hebrew]
        case "Arab": return [.arabic]
        case "Deva": return [.devanagari]
        case "Thai": return [.thai]
        case "Geor": return [.georgian]
        case "Kore": return [.hangul, .han]
        case "Jpan": return [.kana, .han]
        case "Hans", "Hant", "Hani": return [.han]
        default: return [.other]
        }
    }

    /// The scripts a language tag's text is written in (`ja` → kana and Han, `sr-Latn` → Latin),
    /// from CLDR's likely subtags; `nil` when CLDR does not know the language or the tag is not one.
    static func scripts(ofLanguage language: String) -> Set<WritingScript>? {
        guard let tag = try? LanguageTag(language), let code = KnownSubtags.likelyScript(of: tag) else { return nil }
        return scripts(ofCode: code)
    }
}
