import Foundation
import FormatSpecifiers

/// How a catalog key becomes Swift identifiers. The rules, in order (Docs/accessors.md lists them):
///
/// 1. Format specifiers are removed (`Open %1$@ in %2$@` → `Open  in `) and substitution tokens
///    become their names (`%#@photos@ in %#@albums@` → `photos in albums`); a `%` followed by a
///    space is text (`50% off`), as in the lookup.
/// 2. The text is NFC-normalized and split into words at every character that cannot be in a Swift
///    identifier (spaces, punctuation, emoji, symbols); apostrophes are dropped without splitting
///    (`Don't` → `Dont`). Letters of every script and digits stay. At most 8 words are used.
/// 3. Members are lowerCamelCase (`openIn`; a leading acronym is lowered: `URLScheme` → `urlScheme`),
///    types UpperCamelCase (`dashboard_view` → `DashboardView`).
/// 4. A name that starts with a digit gets `_` (`2fa` → `_2fa`); Swift keywords are written in
///    backticks (`` `default` ``), and `self`, `Self`, `Type`, `Protocol`, `init`, `deinit`,
///    `subscript`, `super` and `Any` get `_` (`self_`).
/// 5. A key without any letter or digit is named after its first three symbols' Unicode names
///    (`👍` → `thumbsUpSign`); with none at all, `key`.
/// 6. Collisions in one scope (another key, a nested type, or a name the generated code uses) are
///    resolved in the keys' code point order: the first keeps the name, the next get `2`, `3`, …
public enum SwiftNaming {
    /// The most words a name is made of.
    public static let maximumWords = 8

    /// Keywords that become identifiers only in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "enum", "extension", "fileprivate", "func", "import",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "await", "false", "is", "nil", "throws", "true", "try", "package",
        "some", "any", "async", "actor", "macro", "consume", "copy", "discard", "each", "isolated", "sending",
        "get", "set", "willSet", "didSet", "mutating", "nonmutating", "lazy", "optional", "required",
        "convenience", "dynamic", "final", "override", "weak", "unowned", "indirect", "prefix", "postfix", "infix",
    ]

    /// Names that are awkward even in backticks (member access on a type means something else).
    static let suffixed: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "super", "Any", "_"]

    /// The words of a key, as rule 1 to 5 read them.
    public static func words(ofKey key: String) -> [String] {
        let text = removingSpecifiers(from: key)
        let found = words(of: text)
        if !found.isEmpty { return Array(found.prefix(maximumWords)) }
        let named = text.unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .format, .nonspacingMark, .enclosingMark, .spacingMark, .spaceSeparator, .control,
                 .lineSeparator, .paragraphSeparator, .connectorPunctuation:
                return false
            default:
                return scalar != "%" && scalar.properties.name != nil
            }
        }.prefix(3)
        let fromNames = named.flatMap { words(of: ($0.properties.name ?? "").lowercased()) }
        return fromNames.isEmpty ? ["key"] : Array(fromNames.prefix(maximumWords))
    }

    /// The key's text without its format specifiers (a `%` with the space flag stays text).
    static func removingSpecifiers(from key: String) -> String {
        let format = FormatString.parse(key, namesUpToNextAt: true)
        let specifiers = format.specifiers.filter(ArgumentAnalysis.isArgument)
        guard !specifiers.isEmpty else { return key }
        var bytes: [UInt8] = []
        var offset = 0
        let utf8 = Array(key.utf8)
        for specifier in specifiers.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where specifier.range.lowerBound >= offset {
            bytes += utf8[offset..<specifier.range.lowerBound]
            // A substitution's name is a word of the key (`%#@photos@ in %#@albums@` → photos in albums).
            bytes += Array(" \(specifier.isSubstitution ? specifier.substitutionName ?? "" : "") ".utf8)
            offset = specifier.range.upperBound
        }
        bytes += utf8[offset...]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Splits `text` into words of identifier characters.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if isIdentifierScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// A letter or digit that Swift accepts in an identifier (the C11 ranges Swift's lexer uses).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType == .decimal else { return false }
        let value = scalar.value
        return allowedRanges.contains { $0.contains(value) }
    }

    /// Swift's identifier characters beyond ASCII (The Swift Programming Language, Lexical Structure).
    static let allowedRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1DC0...0x1DFF, 0x1E00...0x1FFF, 0x2070...0x20CF, 0x20D0...0x20FF, 0x2100...0x218F,
        0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE20...0xFE2F,
        0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
        0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]

    /// Ranges that may continue an identifier but not start it (combining marks).
    static let notInitialRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    /// A lowerCamelCase name from words (not yet made unique or escaped).
    public static func memberName(_ words: [String]) -> String {
        guard let first = words.first else { return "key" }
        let name = loweringLeadingCapitals(first) + words.dropFirst().map(capitalizingFirst).joined()
        return safeStart(name)
    }

    /// An UpperCamelCase name from words.
    public static func typeName(_ words: [String]) -> String {
        guard !words.isEmpty else { return "Key" }
        return safeStart(words.map(capitalizingFirst).joined())
    }

    /// The identifier as written in a declaration: keywords in backticks, awkward names with `_`.
    public static func escaped(_ name: String) -> String {
        if suffixed.contains(name) { return name + "_" }
        if keywords.contains(name) { return "`\(name)`" }
        return name
    }

    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `URLScheme` → `urlScheme`, `Open` → `open`, `iOS` → `iOS`.
    static func loweringLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        if capitals == 0 { return word }
        if capitals == characters.count { return word.lowercased() }
        let lowered = capitals == 1 ? 1 : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    static func safeStart(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "_" }
        if ("0"..."9").contains(first) || notInitialRanges.contains(where: { $0.contains(first.value) })
            || first.properties.numericType == .decimal
        {
            return "_" + name
        }
        return name
    }
}
