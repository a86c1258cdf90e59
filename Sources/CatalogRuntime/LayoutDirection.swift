import Foundation

/// Which way a language's text and layout run.
public enum LayoutDirection: String, Sendable, Hashable {
    case leftToRight
    case rightToLeft

    /// The direction of `language` (a tag such as `ar`, `he`, `fa-IR`, `ur`), from the locale data:
    /// right to left for Arabic, Hebrew, Persian, Urdu and the other right-to-left scripts.
    public init(language: String) {
        self = Self.isRightToLeft(language) ? .rightToLeft : .leftToRight
    }

    private static func isRightToLeft(_ language: String) -> Bool {
        #if canImport(Darwin)
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            return Locale.Language(identifier: language).characterDirection == .rightToLeft
        }
        return Locale.characterDirection(forLanguage: language) == .rightToLeft
        #else
        return Locale.Language(identifier: language).characterDirection == .rightToLeft
        #endif
    }
}
