/// A BCP 47 language tag as String Catalogs, `AppleLanguages` and Xcode's `knownRegions` write it:
/// `de`, `pt-BR`, `zh-Hans`, `es-419`, `sr-Latn-RS`, `ca-ES-valencia`.
///
/// ```swift
/// let tag = try LanguageTag("zh-hant-hk")
/// tag.language                // "zh"
/// tag.script                  // "Hant"
/// tag.region                  // "HK"
/// tag.identifier              // "zh-Hant-HK": the case Xcode writes
/// LanguageTag.isWellFormed("en_GB")                        // false
/// try LanguageTag("en_GB", allowing: .underscores).identifier   // "en-GB"
/// ```
///
/// Parsing follows the `langtag` production of RFC 5646 (well-formedness, not registry validity), with
/// the language restricted to the ISO 639 codes of 2 or 3 letters that localizations use: a 4 to 8
/// letter "language" is refused, so `English`, `Base` and `root` are not tags, and neither are `en_US`
/// (unless underscores are allowed), `../x` or the empty string. Private-use-only and grandfathered
/// irregular tags (`x-whatever`, `i-klingon`) are refused too. Comparison and hashing use the
/// canonical case, so `PT-br` and `pt-BR` are equal.
public struct LanguageTag: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The primary language, lower case: `pt`.
    public let language: String
    /// Extended language subtags, lower case: `yue` in `zh-yue`. Usually empty.
    public let extendedLanguages: [String]
    /// The script, title case: `Hant`.
    public let script: String?
    /// The region, upper case: `BR`, or three digits: `419`.
    public let region: String?
    /// Variants, lower case: `valencia` in `ca-ES-valencia`.
    public let variants: [String]
    /// Extensions, lower case, each with its singleton: `u-ca-gregory`.
    public let extensions: [String]
    /// The private-use part, lower case, with its `x`: `x-pseudo`.
    public let privateUse: String?

    /// What separates subtags in the text being parsed.
    public enum Separators: Sendable {
        /// `-` only, as BCP 47 and String Catalogs write tags.
        case hyphens
        /// `-` or `_`, as `.lproj` folder names and ICU locale ids also write them (`zh_TW`, `pt_BR`).
        case underscores
    }

    /// Parses `text`; throws `LanguageTagError` (with a suggestion where one is obvious) when it is
    /// not a well-formed tag.
    public init(_ text: String, allowing separators: Separators = .hyphens) throws {
        switch LanguageTag.parse(text, separators: separators) {
        case .success(let tag): self = tag
        case .failure(let error): throw error
        }
    }

    /// Whether `text` is a well-formed language tag written with `-`.
    public static func isWellFormed(_ text: String) -> Bool { problem(with: text) == nil }

    /// Why `text` is not a well-formed language tag written with `-`, or `nil` when it is one.
    public static func problem(with text: String) -> LanguageTagError? {
        if case .failure(let error) = parse(text, separators: .hyphens) { return error }
        return nil
    }

    /// The tag in canonical case, joined with `-`: `zh-Hant-HK`, `es-419`, `ca-ES-valencia`.
    public var identifier: String { subtags.joined(separator: "-") }

    /// The tag joined with `_`, as ICU locale ids and many `.lproj` names write it: `zh_Hant_HK`.
    public var underscoredIdentifier: String { subtags.joined(separator: "_") }

    public var description: String { identifier }

    /// Every subtag in order, in canonical case.
    public var subtags: [String] {
        var result = [language] + extendedLanguages
        if let script { result.append(script) }
        if let region { result.append(region) }
        result += variants
        for part in extensions + (privateUse.map { [$0] } ?? []) {
            result += part.split(separator: "-").map(String.init)
        }
        return result
    }

    /// The tag without its last subtag (`zh-Hant-HK` → `zh-Hant`, `pt-BR` → `pt`), or `nil` for a
    /// bare language. This is plain truncation, not CLDR's parent locales.
    public var truncated: LanguageTag? {
        var parts = subtags
        guard parts.count > 1 else { return nil }
        parts.removeLast()
        return try? LanguageTag(parts.joined(separator: "-"))
    }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier < rhs.identifier }
}

/// Why a text is not a language tag; `description` is the one message every tool prints.
public struct LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// The well-formed tag the text probably meant (`en-GB` for `en_GB`), if there is one.
    public let suggestion: String?

    public init(text: String, suggestion: String?) {
        self.text = text
        self.suggestion = suggestion
    }

    /// `'en_GB' is not a language tag (such as de, pt-BR, zh-Hans); did you mean 'en-GB'?`
    public var description: String {
        var message = "'\(text)' is not a language tag (such as de, pt-BR, zh-Hans)"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return message
    }
}

// MARK: - Parsing

extension LanguageTag {
    private init(
        language: String, extendedLanguages: [String], script: String?, region: String?, variants: [String],
        extensions: [String], privateUse: String?
    ) {
        self.language = language
        self.extendedLanguages = extendedLanguages
        self.script = script
        self.region = region
        self.variants = variants
        self.extensions = extensions
        self.privateUse = privateUse
    }

    /// The RFC 5646 `langtag` production, subtag by subtag.
    static func parse(_ text: String, separators: Separators) -> Result<LanguageTag, LanguageTagError> {
        func failure() -> Result<LanguageTag, LanguageTagError> {
            .failure(LanguageTagError(text: text, suggestion: suggestion(for: text, separators: separators)))
        }
        // Long enough for any real tag; a bound keeps hostile input cheap.
        guard !text.isEmpty, text.utf8.count <= 256 else { return failure() }
        var parts: [Substring] = []
        for part in text.split(omittingEmptySubsequences: false, whereSeparator: { character in
            character == "-" || (separators == .underscores && character == "_")
        }) {
            guard (1...8).contains(part.utf8.count), part.utf8.allSatisfy(Self.isAlphanumeric) else { return failure() }
            parts.append(part)
        }
        var index = 0
        func next(_ accepts: (Substring) -> Bool) -> String? {
            guard index < parts.count, accepts(parts[index]) else { return nil }
            index += 1
            return parts[index - 1].lowercased()
        }
        guard let language = next({ (2...3).contains($0.count) && Self.isAlpha($0) }) else { return failure() }
        var extendedLanguages: [String] = []
        while extendedLanguages.count < 3, let extended = next({ $0.count == 3 && Self.isAlpha($0) }) {
            extendedLanguages.append(extended)
        }
        let script = next { $0.count == 4 && Self.isAlpha($0) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let region = next { ($0.count == 2 && Self.isAlpha($0)) || ($0.count == 3 && Self.isDigits($0)) }?.uppercased()
        var variants: [String] = []
        while let variant = next({ (5...8).contains($0.count) || ($0.count == 4 && Self.isDigits($0.prefix(1))) }) {
            guard !variants.contains(variant) else { return failure() }
            variants.append(variant)
        }
        var extensions: [String] = []
        var singletons: Set<String> = []
        while index < parts.count, parts[index].count == 1, parts[index].lowercased() != "x" {
            let singleton = parts[index].lowercased()
            index += 1
            var subtags: [String] = []
            while let subtag = next({ $0.count >= 2 }) { subtags.append(subtag) }
            guard !subtags.isEmpty, singletons.insert(singleton).inserted else { return failure() }
            extensions.append(([singleton] + subtags).joined(separator: "-"))
        }
        var privateUse: String?
        if index < parts.count, parts[index].lowercased() == "x" {
            index += 1
            var subtags: [String] = []
            while let subtag = next({ _ in true }) { subtags.append(subtag) }
            guard !subtags.isEmpty else { return failure() }
            privateUse = (["x"] + subtags).joined(separator: "-")
        }
        guard index == parts.count else { return failure() }
        return .success(LanguageTag(
            language: language, extendedLanguages: extendedLanguages, script: script, region: region,
            variants: variants, extensions: extensions, privateUse: privateUse))
    }

    /// A well-formed tag for a text that is not one: `_` written for `-` (`en_GB` → `en-GB`), or a
    /// language name Apple's old `.lproj` folders use (`English` → `en`).
    private static func suggestion(for text: String, separators: Separators) -> String? {
        if separators == .hyphens, text.contains("_"),
            case .success(let tag) = parse(text, separators: .underscores)
        {
            return tag.identifier
        }
        return legacyLanguageNames[text.lowercased()]
    }

    /// Whether `name` is a localization name an app may have that is not a language tag: a
    /// language name of old `.lproj` folders (`English`, `French`, …, any case) or `Base` (Base
    /// Internationalization).
    public static func isLegacyLocalizationName(_ name: String) -> Bool {
        name == "Base" || legacyLanguageNames[name.lowercased()] != nil
    }

    /// The language names of old `.lproj` folders (`English.lproj`) and the codes that replace them.
    static let legacyLanguageNames: [String: String] = [
        "arabic": "ar", "chinese": "zh-Hans", "danish": "da", "dutch": "nl", "english": "en", "finnish": "fi",
        "french": "fr", "german": "de", "italian": "it", "japanese": "ja", "korean": "ko", "norwegian": "nb",
        "polish": "pl", "portuguese": "pt", "russian": "ru", "spanish": "es", "swedish": "sv", "thai": "th",
        "turkish": "tr",
    ]

    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isAlpha(_ part: Substring) -> Bool { part.utf8.allSatisfy(isLetter) }
    private static func isDigits(_ part: Substring) -> Bool { part.utf8.allSatisfy(isDigit) }
}
