import CatalogModel
import FormatSpecifiers

/// What the placeholder rules compute once per key and share, kept in the key's
/// `computedValues`: whether the key is a format string and the arguments its source uses; and,
/// kept on each source match, its arguments as the rules compare them (shared by the units of
/// every language).
final class PlaceholderFacts {
    /// The key the facts are kept under in an `EntryContext`'s `computedValues`.
    enum Key: ComputedValueKey { typealias Value = PlaceholderFacts }

    /// The facts of `entry`, made on first use.
    static func of(_ entry: EntryContext) -> PlaceholderFacts {
        entry.value(for: Key.self) { PlaceholderFacts(entry: entry) }
    }

    /// The key; not owned, since the key owns its facts.
    private unowned let entry: EntryContext
    private var sourceArguments: [Bool: [Int: FormatArgument]] = [:]

    private init(entry: EntryContext) {
        self.entry = entry
    }

    /// Whether the key is used as a format string (see `PlaceholderAnalysis`).
    private(set) lazy var isFormatString: Bool = PlaceholderAnalysis.computeIsFormatString(entry)

    /// The arguments the key and every source value use, for one reading of `%`.
    func sourceArguments(formatString: Bool) -> [Int: FormatArgument] {
        if let known = sourceArguments[formatString] { return known }
        let arguments = PlaceholderComparison.computeSourceArguments(entry, formatString: formatString)
        sourceArguments[formatString] = arguments
        return arguments
    }

    /// A source match's arguments as the placeholder rules compare them (`PlaceholderAnalysis.refine`),
    /// for one reading of `%`; kept on the match (every unit of every language matched to it asks).
    static func refinedFormat(of match: SourceMatch, formatString: Bool) -> FormatString {
        let refined = match.value(for: RefinedFormats.Key.self) { RefinedFormats() }
        if let known = formatString ? refined.asFormatString : refined.asText { return known }
        let format = PlaceholderAnalysis.refine(
            match.format, of: match.unit.value, substitutions: match.substitutions, substitution: match.substitution,
            formatString: formatString).format
        if formatString { refined.asFormatString = format } else { refined.asText = format }
        return format
    }

    /// A source match's refined arguments, for each reading of `%`, once worked out.
    private final class RefinedFormats {
        enum Key: ComputedValueKey { typealias Value = RefinedFormats }
        var asFormatString: FormatString?
        var asText: FormatString?
    }
}
