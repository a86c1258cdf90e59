import CatalogModel
import LanguageTags

/// The checks and messages of every setting, wherever it comes from: a command-line option
/// (`--threshold ar=80`), the configuration file (`"thresholds": {"ar": 80}`) or a tool's defaults.
/// Each function throws `SettingError`, whose message the command line prefixes with the option
/// (`invalid value 'en_GB=80' for --threshold: …`) and the configuration with `file:line:col: error:`.
public enum SettingValues {
    /// A language in canonical case (`pt-BR`), or an error that suggests the tag that was meant.
    public static func language(_ text: String) throws -> String {
        do {
            return try LanguageTag(text).identifier
        } catch let error as LanguageTagError {
            throw SettingError(error.description)
        }
    }

    /// A completeness threshold in percent: a number from 0 to 100.
    public static func percentage(_ value: Double) throws -> Double {
        guard value.isFinite, (0...100).contains(value) else {
            throw SettingError("a threshold is a percentage from 0 to 100, not \(Self.number(value))")
        }
        return value
    }

    /// A threshold written as text: `95`, `95%`, `ar=80` or `ar=80%`.
    public static func threshold(_ text: String) throws -> Threshold {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let language = parts.count == 2 ? try Self.language(parts[0]) : nil
        var percentText = parts.last ?? ""
        if percentText.hasSuffix("%") { percentText.removeLast() }
        // Plain decimals only: `Double` also reads `0x10` (16), `1e2` and `inf`.
        let isDecimal = !percentText.isEmpty && percentText.filter { $0 == "." }.count <= 1
            && percentText.contains(where: \.isASCIIDigit) && percentText.allSatisfy { $0 == "." || $0.isASCIIDigit }
        guard isDecimal, let percent = Double(percentText) else {
            throw SettingError("expected a percentage from 0 to 100, or LANG=PERCENT")
        }
        return Threshold(language: language, percent: try percentage(percent))
    }

    /// A rule id that a setting may name (see `RuleCatalog`).
    public static func rule(_ identifier: String) throws -> String {
        guard RuleCatalog.configurableIdentifiers.contains(identifier) else {
            if RuleCatalog.alwaysReported.contains(identifier) {
                throw SettingError("'\(identifier)' cannot be selected, ignored or turned off: a file that cannot be read is always an error")
            }
            throw SettingError("unknown rule '\(identifier)' (see xcstrings-lint --list-rules)")
        }
        return identifier
    }

    /// The severities a rule can be set to; `info` (or `note`) is a note, `off` turns it off.
    public static func severity(_ name: String) throws -> Severity? {
        switch name {
        case "error": return .error
        case "warning": return .warning
        case "info", "note": return .note
        case "off": return nil
        default: throw SettingError("unknown severity '\(name)' (expected 'error', 'warning', 'info' or 'off')")
        }
    }

    /// `80`, not `80.0`; `12.5` as it is.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A completeness threshold, for every target language or for one.
public struct Threshold: Hashable, Sendable {
    /// The language it applies to (canonical case), or `nil` for every language without its own.
    public var language: String?
    public var percent: Double

    public init(language: String?, percent: Double) {
        self.language = language
        self.percent = percent
    }
}

/// A setting's value that is not acceptable; `description` is the whole message.
public struct SettingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The rule ids the settings of any tool may name: `--select`, `--ignore`, the configuration's
/// `rules` and `suppress`. One configuration file serves `xcstrings-lint` and `xcstrings-gen`, so
/// both accept the ids of both: a rule that never fires in one tool is simply never reported there.
public enum RuleCatalog {
    /// The ids of `xcstrings-gen`'s own findings about `translations.json` (besides the lint rules it
    /// runs). `CatalogGen` checks that it reports no other.
    public static let generationIdentifiers: [String] = [
        "gen-unknown-field", "gen-orphan", "gen-extracted-key", "gen-dropped-keys",
    ]

    /// Findings that settings cannot turn off.
    public static let alwaysReported: Set<String> = [ToolFindings.invalidCatalog]

    /// Every id a setting may name: the lint rules, the configurable findings of the tools
    /// themselves (`encoding`) and `xcstrings-gen`'s.
    public static let configurableIdentifiers: Set<String> = Set(
        RuleRegistry.all.map { $0.description.identifier } + [ToolFindings.encoding] + generationIdentifiers)
}

extension Character {
    /// `0` to `9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
