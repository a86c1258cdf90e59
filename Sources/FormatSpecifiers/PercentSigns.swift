import CatalogModel

// When a `%` is a percent sign and when it reads an argument: one reading, shared by the linter,
// the runtime (and `xcstrings-render`) and the accessor generator.
//
// Text reaches `String(format:)` only when code passes arguments: `Text("50% off")`, or
// `String(localized:)` without interpolation, shows its value as written, `%` and all. The catalog
// does not say which code reads a key, so an entry is a format string when its source text shows it
// (`FormatString.isFormatString(key:source:)`). In other entries, a percent sign before a word
// (`FormatSpecifier.mayBePercentSign`) is text and takes no argument. In a format string, Foundation
// reads an argument for it (`50% off` formats an octal number), which is a mistake to report.

extension FormatSpecifier {
    /// Whether this specifier may be a percent sign written before a word: by the printf rules
    /// `50% off` is `% o` and `70% for` is `% f` (the space flag, then a conversion). True for a
    /// specifier with the space flag, no position and a conversion other than `@` (never a
    /// `%#@name@` token or `%arg`).
    ///
    /// Whether it *is* text depends on the entry: see `FormatString.isFormatString(key:source:)`.
    public var mayBePercentSign: Bool {
        flags.contains(.space) && position == nil && !isSubstitution && !isArgPlaceholder && conversion != "@"
    }
}

extension FormatString {
    /// Whether the parsed value shows that it is a format string: a specifier that is not
    /// `mayBePercentSign` (`%@`, `%lld`, `%1$@`, `%#@files@`, `%.1f`). A `%%` shows it too, but is not
    /// a specifier: see `isFormatString(_:)`.
    public var hasArgumentSpecifier: Bool {
        // By index: iterating would copy every specifier (and its strings).
        specifiers.indices.contains { !specifiers[$0].mayBePercentSign }
    }

    /// Whether `value` shows that it is a format string: a `%%`, or a specifier that is not a percent
    /// sign before a word. `"50% off"` and `"100%"` do not; `"50%% off"`, `"%lld files"` and
    /// `"Save 50% on %@"` do.
    public static func isFormatString(_ value: String) -> Bool {
        guard mayContainSpecifiers(value) else { return false }
        if value.utf8.withContiguousStorageIfAvailable({ containsEscapedPercent($0) }) ?? value.contains("%%") {
            return true
        }
        return parse(value).hasArgumentSpecifier
    }

    /// Whether a catalog entry is a format string: its key, or its source-language localization,
    /// shows it (`isFormatString(_:)` of the key or of any source value), or the source varies by
    /// plural or has substitutions (both choose by an argument). A string set's values are never
    /// formatted. In an entry that is not one, `mayBePercentSign` specifiers are text.
    public static func isFormatString(key: String, source: Localization?) -> Bool {
        if isFormatString(key) { return true }
        return source.map(isFormatString(_:)) ?? false
    }

    /// `isFormatString(key:source:)` of a localization alone.
    public static func isFormatString(_ localization: Localization) -> Bool {
        if localization.substitutions?.isEmpty == false { return true }
        if let unit = localization.stringUnit, isFormatString(unit.value) { return true }
        guard let variations = localization.variations else { return false }
        if variations.plural?.isEmpty == false { return true }
        for cases in variations.kinds.values {
            for form in cases.values where isFormatString(form) { return true }
        }
        return false
    }

    /// Whether the bytes contain `%%`.
    private static func containsEscapedPercent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while let found = firstPercent(in: bytes, from: start) {
            if found + 1 < bytes.count, bytes[found + 1] == UInt8(ascii: "%") { return true }
            start = found + 1
        }
        return false
    }
}
