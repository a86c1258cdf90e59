import CatalogAccessors
import Testing

@Suite("Key → identifier")
struct NamingTests {
    func member(_ key: String) -> String { SwiftNaming.memberName(SwiftNaming.words(ofKey: key)) }

    @Test(arguments: [
        ("Open %1$@ in %2$@", "openIn"),
        ("Hello, %@!", "hello"),
        ("%lld files selected", "filesSelected"),
        ("%#@photos@ in %#@albums@", "photosInAlbums"),
        ("Don't save", "dontSave"),
        ("URL scheme", "urlScheme"),
        ("URLScheme", "urlScheme"),
        ("iOS version", "iOSVersion"),
        ("50% off", "_50Off"),
        ("Übersicht öffnen", "übersichtÖffnen"),
        ("設定を開く", "設定を開く"),
        ("🎉 Welcome", "welcome"),
        ("👍", "thumbsUpSign"),
        ("…", "horizontalEllipsis"),
        ("%@", "key"),
        ("", "key"),
        ("2FA code", "_2FACode"),
        ("One two three four five six seven eight nine ten", "oneTwoThreeFourFiveSixSevenEight"),
    ])
    func members(key: String, name: String) {
        #expect(member(key) == name)
    }

    @Test func typeNames() {
        #expect(SwiftNaming.typeName(["dashboard", "view"]) == "DashboardView")
        #expect(SwiftNaming.typeName(["2fa"]) == "_2fa")
        #expect(SwiftNaming.typeName(["über"]) == "Über")
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftNaming.escaped("default") == "`default`")
        #expect(SwiftNaming.escaped("continue") == "`continue`")
        #expect(SwiftNaming.escaped("self") == "self_")
        #expect(SwiftNaming.escaped("init") == "init_")
        #expect(SwiftNaming.escaped("Type") == "Type_")
        #expect(SwiftNaming.escaped("title") == "title")
    }

    @Test func nestingBySegments() throws {
        let output = try generate(catalog([
            ("dashboard_view.title", "Dashboard"), ("dashboard_view.subtitle", "Today"),
            ("settings.sound.enabled", "Sound"), ("Hello. Goodbye.", nil),
        ]))
        #expect(declarations(output.source) == [
            "static var helloGoodbye: Strings.Localized",
            "enum DashboardView",
            "static var subtitle: Strings.Localized",
            "static var title: Strings.Localized",
            "enum Settings",
            "enum Sound",
            "static var enabled: Strings.Localized",
        ])
        let flat = try generate(catalog([("dashboard_view.title", "Dashboard")]), options: AccessorOptions(nesting: false))
        #expect(declarations(flat.source) == ["static var dashboardViewTitle: Strings.Localized"])
    }

    @Test func collisionsAndCaseOnlyTwinsAreNumberedInCodePointOrder() throws {
        let output = try generate(catalog([
            ("title", "a"), ("Title", "b"), ("TITLE", "c"), ("Title!", "d"), ("locale", "e"), ("localizer", "f"),
        ]))
        // Code point order: "TITLE" < "Title" < "Title!" < "locale" < "localizer" < "title".
        #expect(declarations(output.source) == [
            "static var title: Strings.Localized",
            "static var title2: Strings.Localized",
            "static var title3: Strings.Localized",
            "static var locale2: Strings.Localized",
            "static var localizer2: Strings.Localized",
            "static var title4: Strings.Localized",
        ])
        #expect(output.source.contains(#"static var title: Strings.Localized {"# + "\n" + #"        Strings.localized("TITLE""#))
    }

    @Test func namespacesKeepTheirNamesAgainstMembersAndReservedTypes() throws {
        let output = try generate(catalog([
            ("string.title", "a"), ("strings.title", "b"), ("self", "c"), ("default", "d"), ("2fa.code", "e"),
        ]))
        #expect(declarations(output.source) == [
            "static var `default`: Strings.Localized",
            "static var self_: Strings.Localized",
            "enum String2",
            "static var title: Strings.Localized",
            "enum Strings2",
            "static var title: Strings.Localized",
            "enum _2fa",
            "static var code: Strings.Localized",
        ])
    }

    @Test func otherTablesHaveTheirOwnNamespace() throws {
        let first = try CatalogReaderHelper.document(catalog([("title", "A")]), file: "Localizable.xcstrings")
        let second = try CatalogReaderHelper.document(catalog([("title", "B")]), file: "InfoPlist.xcstrings")
        let output = try AccessorGenerator.generate(
            [AccessorCatalog(file: "InfoPlist.xcstrings", document: second), AccessorCatalog(file: "Localizable.xcstrings", document: first)],
            options: AccessorOptions())
        #expect(declarations(output.source) == [
            "static var title: Strings.Localized",
            "enum InfoPlist",
            "static var title: Strings.Localized",
        ])
        #expect(output.source.contains(#"Strings.localized("title", table: "InfoPlist""#))
    }

    /// A table's namespace is its own: `Localizable`'s `settings.title` went into the `Settings`
    /// table's namespace and took `title` from it (`Strings.Settings.title` was Localizable's).
    @Test func aKeyPrefixNeverSharesATablesNamespace() throws {
        let first = try CatalogReaderHelper.document(catalog([("settings.title", "A")]), file: "Localizable.xcstrings")
        let second = try CatalogReaderHelper.document(catalog([("title", "B")]), file: "Settings.xcstrings")
        let third = try CatalogReaderHelper.document(catalog([("title", "C")]), file: "settings_.xcstrings")
        let output = try AccessorGenerator.generate(
            [AccessorCatalog(file: "Localizable.xcstrings", document: first), AccessorCatalog(file: "Settings.xcstrings", document: second),
             AccessorCatalog(file: "settings_.xcstrings", document: third)],
            options: AccessorOptions())
        #expect(declarations(output.source) == [
            "enum Settings",
            "static var title: Strings.Localized",
            "enum Settings2",
            "static var title: Strings.Localized",
            "enum Settings3",
            "static var title: Strings.Localized",
        ])
        #expect(output.source.contains("enum Settings {\n        /// B\n"))
        #expect(output.source.contains("enum Settings3 {\n        /// A\n"))
    }

    /// Names the generated code uses, and those of a `--bundle` expression, are never a key's
    /// namespace: `hashable.title` made `Strings.Hashable`, and `struct Localized: Hashable` then
    /// did not compile; `marker.title` made `Strings.Marker` for `Bundle(for: Marker.self)`.
    @Test func namesTheCodeAndTheBundleUseAreReserved() throws {
        let output = try generate(
            catalog([("hashable.title", "A"), ("customStringConvertible.title", "B"), ("marker.title", "C")]),
            options: AccessorOptions(bundle: .init("Bundle(for: Marker.self)")))
        #expect(declarations(output.source) == [
            "enum CustomStringConvertible2",
            "static var title: Strings.Localized",
            "enum Hashable2",
            "static var title: Strings.Localized",
            "enum Marker2",
            "static var title: Strings.Localized",
        ])
        // Only the names the expression refers to, and only at the root where it is evaluated: not
        // a string literal's words, labels or members (`app` became `app2`, `Feature.app2`).
        let literal = try generate(
            catalog([("app", "A"), ("feature.app", "B"), ("for", "C"), ("self.x", "D"), ("main", "E"), ("myBundle", "F")]),
            options: AccessorOptions(bundle: .init(#"Bundle(identifier: "com.example.app") ?? myBundle.main"#)))
        #expect(declarations(literal.source) == [
            "static var app: Strings.Localized",
            "static var `for`: Strings.Localized",
            "static var main: Strings.Localized",
            "static var myBundle2: Strings.Localized",
            "enum Feature",
            "static var app: Strings.Localized",
            "enum Self_",
            "static var x: Strings.Localized",
        ])
    }

    /// A catalog's file name is written in comments on one line (a line break ended the comment).
    @Test func fileNamesInCommentsStayOnOneLine() throws {
        let document = try CatalogReaderHelper.document(catalog([("title", "A")]), file: "a\nb.xcstrings")
        let output = try AccessorGenerator.generate([AccessorCatalog(file: "Odd\nName.xcstrings", document: document)], options: AccessorOptions())
        #expect(output.source.contains("from Odd\\nName.xcstrings."))
        #expect(output.source.contains("in table `Odd\\nName`"))
        #expect(!output.source.contains("Odd\nName"))
    }
}

import CatalogModel
import Foundation

enum CatalogReaderHelper {
    static func document(_ json: String, file: String) throws -> CatalogDocument {
        try CatalogReader.read(data: Data(json.utf8), file: file)
    }
}
