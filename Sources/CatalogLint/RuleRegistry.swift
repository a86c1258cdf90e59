/// Every rule, in documentation order. A rule type in `Rules/` that is not listed here never runs:
/// `RuleRegistryTests` scans the rule sources and fails for it.
public enum RuleRegistry {
    package static let all: [any LintRule.Type] = [
        // Structure
        DuplicateKeyRule.self,
        UnknownTopLevelKeyRule.self,
        MissingCatalogFieldRule.self,
        UnknownStateRule.self,
        EmptyLocalizationRule.self,
        InvalidLanguageTagRule.self,
        UnknownLanguageTagRule.self,
        DeprecatedLanguageTagRule.self,
        LanguageCaseClashRule.self,
        // Consistency
        MissingTranslationRule.self,
        MissingLanguageRule.self,
        UnfinishedTranslationRule.self,
        EmptyTranslationRule.self,
        StaleKeyRule.self,
        MissingSourceValueRule.self,
        TranslatedDoNotTranslateRule.self,
        DeviceWithoutOtherRule.self,
        UntranslatedCopyRule.self,
        // Placeholders
        PlaceholderMismatchRule.self,
        PlaceholderSizeRule.self,
        PlaceholderMissingRule.self,
        InvalidSpecifierRule.self,
        UnknownSubstitutionRule.self,
        UnusedSubstitutionRule.self,
        SubstitutionMismatchRule.self,
        BrokenMarkupRule.self,
        // Plurals
        PluralMissingCategoryRule.self,
        PluralMissingDecimalCategoryRule.self,
        PluralMissingLargeNumberCategoryRule.self,
        PluralUnusedCategoryRule.self,
        PluralImpliedQuantityRule.self,
        UnknownPluralLanguageRule.self,
        // Text parity
        WhitespaceMismatchRule.self,
        LineBreakMismatchRule.self,
        // Resolution
        LanguageFallThroughRule.self,
        UnreachableLocalizationRule.self,
        LanguageNotInProjectRule.self,
    ]

    /// What every rule is, in documentation order: for `--explain`, `--list-rules` and documentation.
    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The description of the rule with `identifier`, if any.
    public static func description(of identifier: String) -> RuleDescription? {
        rule(identifier)?.description
    }

    /// The rule with `identifier`, if any.
    package static func rule(_ identifier: String) -> (any LintRule.Type)? {
        all.first { $0.description.identifier == identifier }
    }

    /// Ids of findings that do not come from a rule type: a file that cannot be read, and
    /// encoding warnings.
    package static let builtInIdentifiers: Set<String> = ["invalid-catalog", "encoding"]
}
