import CatalogAccessors
import CatalogModel
import Foundation
import Testing

@Suite("Parameters: types from the specifiers, labels, positions")
struct ParameterTests {
    /// The signature line of the one key's accessor.
    func signature(_ json: String) throws -> String {
        try #require(declarations(try generate(json).source).first)
    }

    @Test(arguments: [
        ("%lld files", "static func files(_ arg1: Int) -> Strings.Localized"),
        ("%ld files", "static func files(_ arg1: Int) -> Strings.Localized"),
        ("%d files", "static func files(_ arg1: Int32) -> Strings.Localized"),
        ("%u files", "static func files(_ arg1: UInt32) -> Strings.Localized"),
        ("%llu files", "static func files(_ arg1: UInt) -> Strings.Localized"),
        ("%f files", "static func files(_ arg1: Double) -> Strings.Localized"),
        ("%lf files", "static func files(_ arg1: Double) -> Strings.Localized"),
        ("%.2f files", "static func files(_ arg1: Double) -> Strings.Localized"),
        ("%@ files", "static func files(_ arg1: String) -> Strings.Localized"),
        ("%hd files", "static func files(_ arg1: Int32) -> Strings.Localized"),
        ("%*d files", "static func files(_ arg1: Int32, _ arg2: Int32) -> Strings.Localized"),
        ("50% off", "static var _50Off: Strings.Localized"),
    ])
    func typesFromSpecifiers(key: String, expected: String) throws {
        #expect(try signature(catalog([(key, nil)])) == expected)
    }

    @Test func positionalNumbersAreHonoured() throws {
        #expect(try signature(catalog([("Open %1$@ in %2$@", nil)]))
                == "static func openIn(_ arg1: String, _ arg2: String) -> Strings.Localized")
        // The second argument comes first in the text; the parameters stay in argument order.
        #expect(try signature(catalog([("%2$lld items in %1$@", nil)]))
                == "static func itemsIn(_ arg1: String, _ arg2: Int) -> Strings.Localized")
    }

    /// A string set's values are never formatted: its accessor takes nothing (it took an unused
    /// argument for a `%@` in the first value).
    @Test func aStringSetTakesNoArguments() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"phrases": {"extractionState": "manual", "localizations": {
              "en": {"stringSet": {"state": "translated", "values": ["first %@", "second"]}}}}}}
            """
        #expect(try signature(json) == "static var phrases: Strings.Localized")
    }

    @Test func theSourceLanguageDecidesAndGapsComeFromTheOtherLanguages() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"greeting": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Hi %2$@"}},
              "de": {"stringUnit": {"state": "translated", "value": "%2$d Hallo %1$lld"}}}}}}
            """
        // en says argument 2 is %@ (de's %2$d disagrees, which xcstrings-lint reports); argument 1 only de has.
        #expect(try signature(json) == "static func greeting(_ arg1: Int, _ arg2: String) -> Strings.Localized")
    }

    @Test func substitutionsGiveTypesNumbersAndLabels() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%#@photos@ in %#@albums@": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@photos@ in %#@albums@"},
                "substitutions": {
                  "photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}},
                  "albums": {"argNum": 2, "formatSpecifier": "d", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg album"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg albums"}}}}}}}}}}}
            """
        #expect(try signature(json) == "static func photosInAlbums(photos arg1: Int, albums arg2: Int32) -> Strings.Localized")
    }

    @Test func aSingleSubstitutionHasNoLabel() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"files.selected": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@files@ selected"},
                "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                  "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}}}}
            """
        let output = try generate(json)
        #expect(declarations(output.source) == ["enum Files", "static func selected(_ arg1: Int) -> Strings.Localized"])
    }

    @Test func pluralVariationsWithoutSubstitutions() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"inbox.unread": {"localizations": {
              "en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld unread message"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld unread messages"}}}}}}}}}
            """
        let output = try generate(json)
        #expect(declarations(output.source) == ["enum Inbox", "static func unread(_ arg1: Int) -> Strings.Localized"])
        #expect(output.source.contains("/// - one: %lld unread message\n        /// - other: %lld unread messages"))
    }

    @Test func keysWithoutASafeSwiftTypeAreReportedAndLeftOut() throws {
        let output = try generate(catalog([("Replace with %s", nil), ("Address %p", nil), ("Fine", nil)]))
        #expect(declarations(output.source) == ["static var fine: Strings.Localized"])
        #expect(output.diagnostics.map(\.description) == [
            "Localizable.xcstrings:1:35: warning: no accessor for key \"Address %p\": argument 1 is %p, which has no safe Swift argument type",
            "Localizable.xcstrings:1:61: warning: no accessor for key \"Replace with %s\": argument 1 is %s, which has no safe Swift argument type",
        ])
    }

    /// A percent sign before a word is text where the entry is no format string (`50% off` takes
    /// nothing, as the runtime and lint read it); in a format string Foundation reads an argument
    /// for it, so the key is left out with the fix (it took a `String` for `% o`).
    @Test func aPercentSignBeforeAWordInAFormatStringLeavesTheKeyOut() throws {
        let output = try generate(catalog([("sale", "Save 50% on %@"), ("promo", "70% for members"), ("half", "50%% of %@")]))
        #expect(declarations(output.source) == [
            "static func half(_ arg1: String) -> Strings.Localized", "static var promo: Strings.Localized",
        ])
        #expect(output.diagnostics.map(\.description).map { $0.components(separatedBy: "warning: ").last } == [
            "no accessor for key \"sale\": '% o' reads an argument in a format string (a space flag and 'o'); write '%%' for a percent sign",
        ])
    }

    @Test func aGroupingFlagLeavesTheKeyOut() throws {
        // `%'lld` is IEEE printf's grouping: CoreFoundation prints "'lld" and reads no argument.
        let output = try generate(catalog([("steps", "%'lld steps"), ("%'d items", nil), ("quote", "100%' of it")]))
        #expect(declarations(output.source) == ["static var quote: Strings.Localized"])
        #expect(output.diagnostics.map(\.description).map { $0.components(separatedBy: "warning: ").last } == [
            "no accessor for key \"%'d items\": '%'d' uses a grouping flag CoreFoundation lacks (it prints what follows the ' as text); format the number before passing it",
            "no accessor for key \"steps\": '%'lld' uses a grouping flag CoreFoundation lacks (it prints what follows the ' as text); format the number before passing it",
        ])
    }

    @Test func defaultValuesInterpolateTheArgumentsInOrder() throws {
        let output = try generate(catalog([("Open %1$@ in %2$@", nil), ("Hello, %@! 100%% sure", nil), ("inbox", "%2$@ %1$@")]))
        #expect(output.source.contains(#"defaultValue: "\(arg1) \(arg2)", arg1, arg2)"#))
        #expect(output.source.contains(#"defaultValue: "Hello, \(arg1)! 100% sure", arg1)"#))
        #expect(output.source.contains(#"Strings.localized("inbox", table: "Localizable", defaultValue: "\(arg1) \(arg2)", arg1, arg2)"#))
    }

    @Test func docCommentsCarryTheSourceValueTheCommentAndTheKey() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"welcome.title": {"comment": "Shown once.\\nAfter sign-up.",
              "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Welcome,\\n%@"}}}}}}
            """
        let output = try generate(json)
        #expect(output.source.contains("""
                    /// Welcome,
                    /// %@
                    ///
                    /// Comment: Shown once.
                    /// After sign-up.
                    ///
                    /// Key `welcome.title` in table `Localizable`; arguments 1: %@ → String.
                    internal static func title(_ arg1: String) -> Strings.Localized {
                        Strings.localized("welcome.title", table: "Localizable", defaultValue: "Welcome,\\n\\(arg1)", arg1)
                    }
            """))
    }

    /// The doc comment's key is the key as it is: `"\r\nx"` was shown as `\nx`.
    @Test func theKeyInADocCommentKeepsItsLineBreaks() throws {
        let output = try generate(catalog([("\r\nx", nil), ("a\rb\nc\u{0}", nil)]))
        #expect(output.source.contains(#"/// Key `\r\nx` in table `Localizable`"#), "\(output.source)")
        #expect(output.source.contains(#"/// Key `a\rb\nc\u{0}` in table `Localizable`"#), "\(output.source)")
    }

    @Test func literalsAreEscaped() throws {
        let output = try generate(catalog([("Say \"hi\" \\ \t\u{202E}", nil)]))
        #expect(output.source.contains(#"Strings.localized("Say \"hi\" \\ \t\u{202E}", table: "Localizable""#))
    }

    @Test func options() throws {
        let options = AccessorOptions(typeName: "L10n", accessLevel: .public, bundle: .main, table: nil, nesting: true)
        let output = try generate(catalog([("title", "Title")]), options: options)
        #expect(output.source.contains("public enum L10n {"))
        #expect(output.source.contains("public static var title: L10n.Localized {"))
        #expect(output.source.contains("static var bundleDescription: LocalizedStringResource.BundleDescription { .main }"))
        #expect(output.source.contains("public static let localizer: Localizer = (try? Localizer(bundle: Bundle.main)) ?? Localizer()"))
        let custom = try generate(catalog([("title", "Title")]), options: AccessorOptions(bundle: .init("Bundle(for: Marker.self)")))
        #expect(custom.source.contains(".atURL((Bundle(for: Marker.self)).bundleURL)"))
    }

    @Test func aCatalogWithoutSourceLanguageIsAnError() throws {
        #expect(throws: AccessorError.self) { try generate(#"{"strings": {}, "version": "1.0"}"#) }
    }
}
