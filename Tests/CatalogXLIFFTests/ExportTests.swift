import CatalogModel
import Foundation
import Testing

@testable import CatalogXLIFF

@Suite("Export: Xcode's XLIFF")
struct ExportTests {
    /// Golden exports of `Golden.xcstrings`: German (translated, needs-review, new, plural, device,
    /// substitutions, escaping, an auto-generated comment), Arabic (no translation: all six plural
    /// forms, device forms of the source) and English (the source language: every unit has a target).
    @Test(arguments: ["de", "ar", "en"])
    func goldenExports(language: String) throws {
        let output = exported(try Fixture.golden(), language, original: "Golden.xcstrings")
        #expect(output == (try Fixture.text("Golden.\(language).xliff")))
    }

    @Test func arabicGetsAllSixPluralFormsAndTheSourcesOtherWhereTheSourceHasNone() throws {
        let output = exported(try Fixture.golden(), "ar")
        for category in ["zero", "one", "two", "few", "many", "other"] {
            #expect(output.contains("<trans-unit id=\"%lld files|==|plural.\(category)\" xml:space=\"preserve\">"))
        }
        #expect(output.contains("""
            <trans-unit id="%lld files|==|plural.few" xml:space="preserve">
                    <source>%lld files</source>
                    <note>Number of files in the folder.</note>
            """))
        #expect(!output.contains("<target"), "Arabic has no translation")
    }

    @Test func keysThatShouldNotBeTranslatedAreLeftOut() throws {
        let golden = try Fixture.golden()
        #expect(golden.strings["API_KEY"]?.shouldTranslate == false)
        for language in ["de", "ar", "en"] {
            #expect(!exported(golden, language).contains("API_KEY"))
        }
    }

    @Test func substitutionArgumentsAreWrittenOutAndUnitsSortedByBytes() throws {
        let output = exported(try Fixture.golden(), "de")
        #expect(output.contains("<source>%2$lld folders</source>\n        <target state=\"translated\">%2$lld Ordnern</target>"))
        let ids = output.components(separatedBy: "<trans-unit id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.map(String.init) == ids.map(String.init).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(ids.first == "", "the empty key first, then upper case before lower case")
    }

    /// The shapes Xcode 16.1's real exports show (Docs/xliff.md lists the repositories and
    /// commits compared): a key without localizations exports its key as source and no target;
    /// `<source/>`, `<note/>`, `<target state="new"/>` when empty; the source language's export
    /// gives every unit a target, `new` when the catalog has no value.
    @Test func theShapesOfXcodesOwnExports() throws {
        let simple = try catalog("""
            {"sourceLanguage":"en","strings":{"Hello, world!":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello world!"}}}},"Missing translation":{},"CFBundleName":{"comment":"Bundle name","extractionState":"extracted_with_value","localizations":{"en":{"stringUnit":{"state":"new","value":""}}}}},"version":"1.0"}
            """)
        let xcode = ExportTool.xcode(version: "16.1", build: "16B40")
        #expect(exported(simple, "es", tool: xcode) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="Test.xcstrings" source-language="en" target-language="es" datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.1" build-num="16B40"/>
                </header>
                <body>
                  <trans-unit id="CFBundleName" xml:space="preserve">
                    <source/>
                    <note>Bundle name</note>
                  </trans-unit>
                  <trans-unit id="Hello, world!" xml:space="preserve">
                    <source>Hello world!</source>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Missing translation" xml:space="preserve">
                    <source>Missing translation</source>
                    <note/>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
        let english = exported(simple, "en", tool: xcode)
        #expect(english.contains("<source/>\n        <target state=\"new\"/>\n        <note>Bundle name</note>"))
        #expect(english.contains("<source>Missing translation</source>\n        <target state=\"new\">Missing translation</target>"))
        #expect(english.contains("<source>Hello world!</source>\n        <target state=\"translated\">Hello world!</target>"))
    }

    /// A translation's own shape governs: a plain translation of a plural source is one unit whose
    /// source is the source's `other`; a translation with only some device forms exports those.
    @Test func theTranslationsShapeGoverns() throws {
        let shapes = try catalog("""
            {"sourceLanguage":"en","strings":{"%lld items":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item"}},"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}},"ja":{"stringUnit":{"state":"translated","value":"%lld 個"}}}},"Open":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},"ipad":{"stringUnit":{"state":"translated","value":"Tap here"}},"other":{"stringUnit":{"state":"translated","value":"Click"}}}}},"fr":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Touchez"}}}}}}}},"version":"1.0"}
            """)
        let japanese = exported(shapes, "ja")
        #expect(japanese.contains("<trans-unit id=\"%lld items\" xml:space=\"preserve\">\n        <source>%lld items</source>\n        <target state=\"translated\">%lld 個</target>"))
        let french = exported(shapes, "fr")
        #expect(french.contains("Open|==|device.iphone") && !french.contains("Open|==|device.ipad") && !french.contains("Open|==|device.other"))
        #expect(exported(shapes, "de").contains("Open|==|device.ipad"), "without a translation, the source's forms")
    }

    @Test func nestedFormsAndUnknownStates() throws {
        let nested = try catalog("""
            {"sourceLanguage":"en","strings":{"%lld photos":{"localizations":{"en":{"variations":{"device":{"mac":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld photo on this Mac"}},"other":{"stringUnit":{"state":"translated","value":"%lld photos on this Mac"}}}}},"other":{"stringUnit":{"state":"translated","value":"%lld photos"}}}}},"de":{"stringUnit":{"state":"reviewed","value":"%lld Fotos"}}}}},"version":"1.0"}
            """)
        let russian = exported(nested, "ru")
        for id in ["device.mac.plural.one", "device.mac.plural.few", "device.mac.plural.many", "device.mac.plural.other", "device.other"] {
            #expect(russian.contains("id=\"%lld photos|==|\(id)\""), "\(id)")
        }
        #expect(exported(nested, "de").contains("<target state=\"x-reviewed\">%lld Fotos</target>"))
    }

    @Test func unitIDsReadBack() {
        let keys: Set<String> = ["a", "a|==|b", "Found %#@n@", "k"]
        #expect(UnitID.parse("a|==|plural.one", isKey: keys.contains) == UnitID(key: "a", steps: [.plural("one")]))
        #expect(UnitID.parse("a|==|b", isKey: keys.contains) == UnitID(key: "a|==|b"), "a key containing the separator wins")
        #expect(UnitID.parse("k|==|device.mac.plural.few", isKey: keys.contains)
            == UnitID(key: "k", steps: [.device("mac"), .plural("few")]))
        #expect(UnitID.parse("Found %#@n@|==|substitutions.total.strings.plural.other", isKey: keys.contains)
            == UnitID(key: "Found %#@n@", steps: [.substitution("total.strings"), .plural("other")]))
        #expect(UnitID.parse("k|==|plural.seven", isKey: keys.contains) == nil)
        #expect(UnitID.parse("gone|==|plural.one", isKey: keys.contains) == nil)
        #expect(UnitID.keyGuess("gone|==|plural.one") == "gone")
    }

    @Test func anXclocHoldsContentsTheXLIFFAndTheSourceLanguageOnly() throws {
        let golden = try Fixture.golden()
        let catalogs = [ExportCatalog(original: "App/Golden.xcstrings", catalog: golden)]
        let files = XLIFFExporter.files(catalogs, language: "de")
        let contents = try XLIFFExporter.xcloc(
            files, sourceContents: try XLIFFExporter.sourceContents(catalogs), language: "de", developmentRegion: "en",
            tool: .xcode(version: "16.1", build: "16B40"),
            project: XLIFFExporter.ProjectFile(name: "App.xcodeproj", isWorkspace: false))
        #expect(contents.map(\.path) == ["contents.json", "Localized Contents/de.xliff", "Source Contents/App/Golden.xcstrings"])
        #expect(String(decoding: contents[0].data, as: UTF8.self) == """
            {
              "developmentRegion" : "en",
              "project" : "App.xcodeproj",
              "targetLocale" : "de",
              "toolInfo" : {
                "toolBuildNumber" : "16B40",
                "toolID" : "com.apple.dt.xcode",
                "toolName" : "Xcode",
                "toolVersion" : "16.1"
              },
              "version" : "1.0"
            }
            """)
        let source = try CatalogReader.read(data: contents[2].data, file: "source").catalog
        #expect(Set(source.strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] }) == ["en"])
        #expect(source.strings.count == golden.strings.count)
    }
}
