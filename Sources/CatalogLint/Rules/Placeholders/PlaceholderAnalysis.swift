import CatalogModel
import FormatSpecifiers

// What the placeholder rules share: when a value is a format string at all, which `%` signs are
// text, and the comparison of a translation's arguments with its source's.

/// How the placeholder rules read values.
///
/// **When a value is a format string.** Text reaches `String(format:)` only when the code passes
/// arguments: a SwiftUI `Text("50% off")` or a `String(localized:)` without interpolation is shown
/// as it is, `%` and all. The catalog does not say which code reads a key, so an entry counts as a
/// format string when its source text shows it: the key or any source value has a specifier that
/// is not a percent sign before a word (`%@`, `%lld`, `%1$@`, `%#@files@`, `%.1f`), a `%%`, or a
/// number's specifier with the grouping flag CoreFoundation lacks (`%'lld`), or the source varies by plural or has substitutions (both need an argument); the rule every tool shares,
/// `FormatString.isFormatString(key:source:)`. In other entries a `%` is text:
/// malformed specifiers are not reported, and a translation's `%` counts only in a specifier that
/// cannot be ordinary text (`%@`, a position `%1$…`, `%#@name@`, `%arg`, `%ld`/`%lld`/`%qd`).
///
/// **A percent sign before a word.** In a format string, `50% off` is the specifier `% o` (space
/// flag, octal) and `70% for` is `% f`: Foundation reads an argument for them. Such a specifier
/// (`FormatSpecifier.mayBePercentSign`: the space flag, no position, a conversion other than `@`)
/// is reported by `invalid-specifier`, and the arguments are compared as if it were the `%%` that
/// was meant, so one slip is one finding.
enum PlaceholderAnalysis {
    /// Whether `entry` is used as a format string (see the type's documentation); computed once
    /// per key (`PlaceholderFacts`).
    static func isFormatString(_ entry: EntryContext) -> Bool {
        PlaceholderFacts.of(entry).isFormatString
    }

    /// The uncached answer (the rule all tools share: `FormatString.isFormatString(key:source:)`).
    static func computeIsFormatString(_ entry: EntryContext) -> Bool {
        FormatString.isFormatString(key: entry.key, source: entry.sourceLocalization)
    }

    /// `isFormatString(unit.entry)`, answered from the unit and its source when they show it.
    static func isFormatString(_ unit: UnitContext) -> Bool {
        if unit.isSource ? unit.format.hasArgumentSpecifier : unit.sourceMatch?.format.hasArgumentSpecifier ?? false {
            return true
        }
        return isFormatString(unit.entry)
    }

    /// Whether `specifier` is a percent sign written as text: in a format string, a space-flag
    /// specifier with a letter conversion (`% o` in `50% off`); elsewhere, any specifier that
    /// could be ordinary text.
    static func isLiteralPercent(_ specifier: FormatSpecifier, formatString: Bool) -> Bool {
        if specifier.isSubstitution || specifier.isArgPlaceholder { return false }
        return formatString ? specifier.mayBePercentSign : !isUnmistakable(specifier)
    }

    /// A specifier no text would contain by chance: `%@`, a positional one, `%ld`/`%lld`/`%qd`.
    private static func isUnmistakable(_ specifier: FormatSpecifier) -> Bool {
        if specifier.isPositional || specifier.conversion == "@" { return true }
        switch specifier.lengthModifier {
        case .l, .ll, .q: return specifier.kind == .integer && "diux".unicodeScalars.contains(specifier.conversion)
        default: return false
        }
    }

    /// A value's arguments as the placeholder rules compare them: parsed like `FormatAnalysis`
    /// does, then with the percent signs that are text taken as `%%` (offsets still into `value`).
    /// Outside a format string, malformed specifiers are dropped from `issues` too.
    static func format(
        of value: String, substitutions: [String: Substitution]?, substitution: Substitution?, formatString: Bool
    ) -> (format: FormatString, literalPercents: [FormatSpecifier]) {
        let raw = FormatAnalysis.format(of: value, substitutions: substitutions, substitution: substitution)
        return refine(raw, of: value, substitutions: substitutions, substitution: substitution,
                      formatString: formatString)
    }

    /// `format(of:…)` for a value already parsed by `FormatAnalysis` (such as `UnitContext.format`).
    static func refine(
        _ raw: FormatString, of value: String, substitutions: [String: Substitution]?, substitution: Substitution?,
        formatString: Bool
    ) -> (format: FormatString, literalPercents: [FormatSpecifier]) {
        if raw.isEmpty { return (raw, []) }
        // Most values have no `%` to read as text: no copy for those.
        if raw.issues.isEmpty
            && !raw.specifiers.indices.contains(where: { isLiteralPercent(raw.specifiers[$0], formatString: formatString) })
        {
            return (raw, [])
        }
        let literals = raw.specifiers.filter { isLiteralPercent($0, formatString: formatString) }
        var format = raw
        if !literals.isEmpty {
            // Parse again with each of those `%` doubled, and map the offsets back.
            var bytes: [UInt8] = []
            var original: [Int] = []
            let starts = Set(literals.map(\.range.lowerBound))
            for (offset, byte) in value.utf8.enumerated() {
                if starts.contains(offset) {
                    bytes.append(UInt8(ascii: "%"))
                    original.append(offset)
                }
                bytes.append(byte)
                original.append(offset)
            }
            original.append(value.utf8.count)
            let escaped = String(decoding: bytes, as: UTF8.self)
            let reparsed = FormatAnalysis.format(of: escaped, substitutions: substitutions, substitution: substitution)
            func map(_ range: Range<Int>) -> Range<Int> {
                original[min(range.lowerBound, original.count - 1)]..<original[min(range.upperBound, original.count - 1)]
            }
            var specifiers = reparsed.specifiers
            for index in specifiers.indices { specifiers[index].range = map(specifiers[index].range) }
            format = FormatString()
            format.specifiers = specifiers
            format.arguments = reparsed.arguments
            format.issues = reparsed.issues.map { issue in
                switch issue {
                case .invalidSpecifier(let range, let reason): return .invalidSpecifier(range: map(range), reason: reason)
                case .conflictingArgument(let number, let range, let grade):
                    return .conflictingArgument(number: number, range: map(range), compatibility: grade)
                }
            }
        }
        if !formatString {
            format.issues.removeAll { if case .invalidSpecifier = $0 { return true } else { return false } }
        }
        return (format, literals)
    }

    /// How a translation's substitution differs from the source's of the same name: `argNum`
    /// (when both have one) and `formatSpecifier` (when both are valid and not the same type).
    static func differences(source: Substitution, translation: Substitution) -> (argNum: Bool, formatSpecifier: Bool) {
        var argNum = false
        if let sourceNumber = source.argNum, let number = translation.argNum, sourceNumber != number { argNum = true }
        var formatSpecifier = false
        if let sourceType = FormatArgument(formatSpecifier: source.formatSpecifier ?? "@"),
           let type = FormatArgument(formatSpecifier: translation.formatSpecifier ?? "@"),
           compatibility(source: sourceType, translation: type) != .same {
            formatSpecifier = true
        }
        return (argNum, formatSpecifier)
    }

    /// Whether a translation's `%#@NAME@` and `%arg` are compared as if they had the source's
    /// substitution: when `substitution-mismatch` reports the difference already, or the
    /// translation's `formatSpecifier` is not valid (reported by `invalid-specifier`).
    static func usesSourceDefinition(source: Substitution, translation: Substitution?) -> Bool {
        guard let translation else { return true }
        let (argNum, formatSpecifier) = differences(source: source, translation: translation)
        if argNum || formatSpecifier { return true }
        return FormatArgument(formatSpecifier: translation.formatSpecifier ?? "@") == nil
            && FormatArgument(formatSpecifier: source.formatSpecifier ?? "@") != nil
    }

    /// The `%#@NAME@` / `%N$#@NAME@` tokens of `value` (names and UTF-8 offsets of their `%`),
    /// with names read up to the next `@` as Foundation reads them, so that a name like
    /// `total.strings` (which `FormatString` rejects) counts.
    static func tokens(in value: String) -> [(name: String, offset: Int)] {
        guard value.containsUTF8("#@") else { return [] }
        let bytes = Array(value.utf8)
        var found: [(name: String, offset: Int)] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            var cursor = index + 1
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) { cursor += 1 }
            if cursor > index + 1 {
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else { index = cursor; continue }
                cursor += 1
            }
            guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") else {
                index += 1
                continue
            }
            var end = cursor + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "@"), bytes[end] != UInt8(ascii: "%"),
                  bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\t") {
                end += 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "@"), end > cursor + 2 {
                found.append((String(decoding: bytes[(cursor + 2)..<end], as: UTF8.self), index))
                index = end + 1
            } else {
                index = end
            }
        }
        return found
    }

    /// A specifier as written, with the type a token or `%arg` stands for: `%1$d`, `%#@files@ (%lld)`.
    static func written(_ specifier: FormatSpecifier, in value: String) -> String {
        let text = String(specifier.text(in: value))
        if specifier.isSubstitution || specifier.isArgPlaceholder, specifier.kind != .substitution {
            return "\(text) (\(specifier.argument))"
        }
        return text
    }
}
