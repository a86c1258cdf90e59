import CatalogModel

// When a `%` is a percent sign and when it reads an argument: one reading, shared by the linter,
// the runtime (and `xcstrings-render`) and the accessor generator.
//
// Text reaches `String(format:)` only when code passes arguments: `Text("50% off")`, or
// `String(localized:)` without interpolation, shows its value as written, `%` and all. The catalog
// does not say which code reads a key, so an entry is a format string when its source text shows it
// (`FormatString.isFormatString(key:source:)`: an argument's specifier, a `%%`, or a number's
// specifier with the grouping flag, `%'lld`). In other entries, a percent sign before a word
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

    /// Whether `value` shows that it is a format string: a `%%`, a specifier that is not a percent
    /// sign before a word, or a number's specifier with the grouping flag CoreFoundation lacks
    /// (`%'lld`). `"50% off"` and `"100%"` do not; `"50%% off"`, `"%lld files"` and
    /// `"Save 50% on %@"` do.
    public static func isFormatString(_ value: String) -> Bool {
        guard mayContainSpecifiers(value) else { return false }
        if value.utf8.withContiguousStorageIfAvailable({ containsEscapedPercent($0) }) ?? value.contains("%%") {
            return true
        }
        let parsed = parse(value)
        return parsed.hasArgumentSpecifier || parsed.hasGroupingSpecifier(in: value)
    }

    /// Whether the value has IEEE printf's grouping flag before a number's conversion (`%'d`,
    /// `%'lld`, `%'.2f`): meant as a specifier, though CoreFoundation has no such flag (reported by
    /// the linter). A `%'` before anything else (`100%'`) is text.
    func hasGroupingSpecifier(in value: String) -> Bool {
        firstGroupingSpecifier(in: value) != nil
    }

    /// The first specifier with IEEE printf's grouping flag (see `hasGroupingSpecifier(in:)`), from
    /// its `%` to its conversion, as UTF-8 byte offsets into the parsed `value`: `%'lld`.
    public func firstGroupingSpecifier(in value: String) -> Range<Int>? {
        for issue in issues {
            // The scanner gives this reason only where a number's specifier follows.
            guard case .invalidSpecifier(let range, .groupingFlag) = issue,
                  let length = Self.groupedNumberLength(value.utf8.dropFirst(range.upperBound)) else { continue }
            return range.lowerBound..<(range.upperBound + length)
        }
        return nil
    }

    /// The length of the number's specifier at the start of `bytes` after a `%'`: flags (not the
    /// space: `50%' off` is text), width, precision and length modifiers, then a number's
    /// conversion (`lld` is 3, `-8lld` 5); `nil` when none is there. The scanner's reading of `%'`
    /// and the grouping specifier's range both use it.
    static func groupedNumberLength<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int? {
        let modifiers = bytes.prefix(while: isNumberFlagOrModifier).count
        guard let conversion = bytes.dropFirst(modifiers).first, isNumberConversion(conversion) else { return nil }
        return modifiers + 1
    }

    private static func isNumberConversion(_ byte: UInt8) -> Bool {
        "diuxXoDUOfFeEgGaA".utf8.contains(byte)
    }

    /// A flag other than the space, a digit of a width or precision, or a length modifier.
    private static func isNumberFlagOrModifier(_ byte: UInt8) -> Bool {
        "-+#0123456789.hlqLztj".utf8.contains(byte)
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
