import LanguageTags

/// Language tags given on the command line, read alike by every tool.
public enum LanguageValues {
    /// A language as users and projects write it (`fr-FR`, `en_GB`, `zh-Hant`), kept as written;
    /// anything that is not a language tag (`../x`, an empty string) is refused with the tag's
    /// reason.
    public static func tag(_ text: String) throws -> String {
        do {
            _ = try LanguageTag(text, allowing: .underscores)
            return text
        } catch let error as LanguageTagError {
            throw InvalidValue(error.description)
        }
    }
}
