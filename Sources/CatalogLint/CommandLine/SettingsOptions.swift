import CommandLineKit

/// The command-line options of the lint settings, declared once for every tool that takes them
/// (`xcstrings-lint`, `xcstrings-gen`, …). Values are checked by `SettingValues` as they are parsed,
/// with the same messages as the configuration file's.
public enum SettingsOptions {
    public static let threshold = Option<Threshold>(
        ["--threshold"], value: "[LANG=]PERCENT", repeatable: true,
        help: "Fail when a language is less translated than PERCENT (e.g. 95, or ar=80 for one language).",
        read: { try SettingValues.threshold($0) })
    public static let languages = Option<[String]>.list(
        ["--languages"], value: "LANG,...", help: "Languages every catalog must have, besides those present.",
        item: { try SettingValues.language($0) })
    public static let select = Option<[String]>.list(
        ["--select"], value: "RULE,...", help: "Run only these rules.", allowsEmpty: false, item: { try SettingValues.rule($0) })
    public static let ignore = Option<[String]>.list(
        ["--ignore"], value: "RULE,...", help: "Do not run these rules.", item: { try SettingValues.rule($0) })
    public static let config = Option<String>.path(
        ["--config"], value: "PATH", help: "Use this configuration file instead of the nearest .xcstrings-lint.json.")
    public static let noConfig = Flag(["--no-config"], help: "Ignore configuration files.")

    /// `--config` and `--no-config` exclude each other.
    public static let exclusions: [(any OptionDeclaration, any OptionDeclaration)] = [(config, noConfig)]

    /// The command-line layer of the settings: whichever of the options above the command declares.
    public static func settings(from arguments: ParsedArguments) -> LintSettings {
        var settings = LintSettings()
        if arguments.declares(languages) {
            let languages = arguments.list(languages)
            if !languages.isEmpty { settings.languages = languages }
        }
        if arguments.declares(threshold) {
            for threshold in arguments.all(threshold) {
                if let language = threshold.language {
                    settings.thresholds[language] = threshold.percent
                } else {
                    settings.threshold = threshold.percent
                }
            }
        }
        if arguments.declares(select), arguments.contains(select) { settings.selectedRules = Set(arguments.list(select)) }
        if arguments.declares(ignore) { settings.ignoredRules = Set(arguments.list(ignore)) }
        return settings
    }

    /// Where the configuration comes from: `--config PATH`, none with `--no-config`, or the nearest
    /// `.xcstrings-lint.json` of each file.
    public static func configurationSource(from arguments: ParsedArguments) -> LintSession.ConfigurationSource {
        if arguments[noConfig] { return .none }
        return arguments[config].map { .file($0) } ?? .discover
    }
}
