import CatalogLint
import CatalogModel
import Foundation
import Testing

@testable import CatalogXLIFF
import CatalogWriting

@Suite("Import: translations back into the catalog")
struct ImportTests {
    @Test(arguments: ["de", "ar", "en", "fr"])
    func anUneditedExportChangesNothing(language: String) throws {
        var golden = try Fixture.golden()
        let before = try CatalogWriter.data(for: golden)
        let outcome = try imported(exported(golden, language), into: &golden)
        #expect(outcome.applied.isEmpty && outcome.problems.isEmpty)
        #expect(try CatalogWriter.data(for: golden) == before)
    }

    @Test func aTranslatedArabicPluralCreatesItsSixForms() throws {
        var golden = try Fixture.golden()
        var xliff = exported(golden, "ar")
        let forms = ["zero": "لا ملفات", "one": "ملف واحد", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف"]
        for (category, text) in forms {
            xliff = settingTarget(xliff, id: "%lld files|==|plural.\(category)", text)
        }
        let findings = try validatedImport(xliff, into: &golden)
        let plural = golden.strings["%lld files"]?.localizations?["ar"]?.variations?.plural
        #expect(plural?.mapValues { $0.stringUnit?.value } == forms)
        #expect(plural?.values.allSatisfy { $0.stringUnit?.state == .translated } == true)
        #expect(exported(golden, "ar").components(separatedBy: "<target state=\"translated\">").count == 7)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.map(\.textLine))")
    }

    @Test func onlyTheChangedFormChangesAndItsStateIsTheXLIFFs() throws {
        var golden = try Fixture.golden()
        let before = try CatalogWriter.data(for: golden)
        var xliff = exported(golden, "de")
        xliff = settingTarget(xliff, id: "Welcome", "Willkommen", state: "signed-off")
        xliff = settingTarget(xliff, id: "Delete", "Entfernen", state: nil)
        xliff = settingTarget(xliff, id: "%lld files|==|plural.one", "%lld Datei", state: "needs-review-translation")
        let outcome = try imported(xliff, into: &golden)
        #expect(outcome.applied.map(\.id.key).sorted() == ["Delete", "Welcome"])
        #expect(golden.strings["Welcome"]?.localizations?["de"]?.stringUnit?.state == .translated)
        #expect(golden.strings["Delete"]?.localizations?["de"]?.stringUnit?.value == "Entfernen")
        #expect(golden.strings["Delete"]?.localizations?["de"]?.stringUnit?.state == .translated, "no state: translated")
        let after = String(decoding: try CatalogWriter.data(for: golden), as: UTF8.self)
        let changedLines = zip(String(decoding: before, as: UTF8.self).split(separator: "\n"), after.split(separator: "\n"))
            .filter { $0 != $1 }
        #expect(changedLines.count == 2, "one state and one value: \(changedLines)")
    }

    @Test func aDroppedPlaceholderIsRefusedAtItsPlaceInTheXLIFF() throws {
        var golden = try Fixture.golden()
        let xliff = settingTarget(exported(golden, "de"), id: "Hello, %@!", "Hallo!")
        let findings = try validatedImport(xliff, into: &golden)
        let line = xliff.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Hallo!") }.map { $0 + 1 }
        let dropped = try #require(findings.first { $0.severity == .error }, "\(findings.map(\.textLine))")
        #expect(dropped.file == "de.xliff" && dropped.rule == "placeholder-missing")
        #expect(dropped.location == SourceLocation(line: line ?? 0, column: 36), "the target's text")
    }

    @Test func aChangedPlaceholderPointsInsideTheTarget() throws {
        var golden = try Fixture.golden()
        let xliff = settingTarget(exported(golden, "de"), id: "Hello, %@!", "Hallo, %d!")
        let findings = try validatedImport(xliff, into: &golden)
        let error = try #require(findings.first { $0.rule == "placeholder-mismatch" })
        #expect(error.location.column == 43 && error.message.contains("%d"), "the %d inside the text")
    }

    @Test func unitsForKeysTheCatalogNoLongerHasAreErrors() throws {
        var golden = try Fixture.golden()
        let xliff = exported(golden, "de").replacingOccurrences(of: "id=\"Delete\"", with: "id=\"Remove\"")
        let outcome = try imported(settingTarget(xliff, id: "Remove", "Entfernen"), into: &golden)
        #expect(outcome.problems.count == 1)
        #expect(outcome.problems[0].message.contains("no key 'Remove'") && !outcome.problems[0].isFatal)
    }

    @Test func anXLIFFForAnotherSourceLanguageIsRefusedWhole() throws {
        var golden = try Fixture.golden()
        let before = try CatalogWriter.data(for: golden)
        let xliff = settingTarget(exported(golden, "de"), id: "Delete", "Entfernen")
            .replacingOccurrences(of: "source-language=\"en\"", with: "source-language=\"fr\"")
        let outcome = try imported(xliff, into: &golden)
        #expect(outcome.problems.first?.isFatal == true)
        #expect(outcome.problems.first?.message == "the XLIFF's source language is 'fr', the catalog's is 'en'")
        #expect(try CatalogWriter.data(for: golden) == before)
    }

    /// Another tool's output: a namespace prefix, attributes in another order, no indentation,
    /// CDATA, a `<g>` wrapper, a target without a state, a `<group>`.
    @Test func anyConformingToolsOutputIsRead() throws {
        var golden = try Fixture.golden()
        let xliff = """
            <?xml version='1.0' encoding='utf-8'?>
            <x:xliff version="1.2" xmlns:x="urn:oasis:names:tc:xliff:document:1.2"><x:file target-language="fr" datatype="plaintext" source-language="en" original="Golden.xcstrings"><x:body><x:group id="g"><x:trans-unit xml:space="preserve" id="Delete"><x:source>Delete</x:source><x:target><![CDATA[Supprimer & <b>]]></x:target></x:trans-unit></x:group><x:trans-unit id="Tap to continue|==|device.mac"><x:source>Click to continue</x:source><x:target state="final">Cliquez pour <x:g id="1">continuer</x:g></x:target></x:trans-unit></x:body></x:file></x:xliff>
            """
        let outcome = try imported(xliff, into: &golden)
        #expect(outcome.problems.isEmpty && outcome.applied.count == 2)
        #expect(golden.strings["Delete"]?.localizations?["fr"]?.stringUnit?.value == "Supprimer & <b>")
        #expect(golden.strings["Tap to continue"]?.localizations?["fr"]?.variations?.device?["mac"]?.stringUnit?.value
            == "Cliquez pour continuer")
    }

    @Test func substitutionsAreCreatedWithTheirArgumentAndTheTextThatRefersToThem() throws {
        var golden = try Fixture.golden()
        var xliff = exported(golden, "fr")
        xliff = settingTarget(xliff, id: "Found %lld files in %lld folders|==|substitutions.folders.plural.one", "%2$lld dossier")
        xliff = settingTarget(xliff, id: "Found %lld files in %lld folders|==|substitutions.folders.plural.other", "%2$lld dossiers")
        let outcome = try imported(xliff, into: &golden)
        #expect(outcome.applied.count == 2)
        let french = golden.strings["Found %lld files in %lld folders"]?.localizations?["fr"]
        #expect(french?.stringUnit?.value == "Found %1$#@files@ in %2$#@folders@" && french?.stringUnit?.state == .new)
        let folders = french?.substitutions?["folders"]
        #expect(folders?.argNum == 2 && folders?.formatSpecifier == "lld")
        #expect(folders?.variations?.plural?["one"]?.stringUnit?.value == "%arg dossier")
        #expect(folders?.variations?.plural?["other"]?.stringUnit?.value == "%arg dossiers")
        // Exported again, it reads as it was written.
        #expect(exported(golden, "fr").contains("<source>%2$lld folders</source>\n        <target state=\"translated\">%2$lld dossiers</target>"))
    }

    @Test func targetsThatCarryNoTranslationAreSkipped() throws {
        var golden = try Fixture.golden()
        var xliff = exported(golden, "fr")
        xliff = settingTarget(xliff, id: "Delete", "", state: nil)
        xliff = settingTarget(xliff, id: "Welcome", "", state: "new")
        xliff = settingTarget(xliff, id: "New only", "", state: "needs-translation")
        let outcome = try imported(xliff, into: &golden)
        #expect(outcome.applied.isEmpty && outcome.problems.isEmpty)
    }

    @Test func aSingleTextCannotReplaceForms() throws {
        var golden = try Fixture.golden()
        let xliff = exported(golden, "de").replacingOccurrences(of: "id=\"%lld files|==|plural.one\"", with: "id=\"%lld files\"")
        let outcome = try imported(settingTarget(xliff, id: "%lld files", "Dateien"), into: &golden)
        #expect(outcome.problems.first?.message.contains("other units of this file give it plural or device forms") == true,
                "\(outcome.problems.map(\.message))")
        // The same text alone, against the catalog's forms.
        var alone = try Fixture.golden()
        let only = exported(alone, "de").split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [Substring] = []
        var skipping = false
        for line in only {
            if line.contains("<trans-unit id=\"%lld files|==|plural.") { skipping = true }
            if !skipping { lines.append(line) }
            if skipping && line.contains("</trans-unit>") { skipping = false }
        }
        let single = "      <trans-unit id=\"%lld files\" xml:space=\"preserve\">\n        <source>%lld files</source>\n        <target state=\"translated\">Dateien</target>\n      </trans-unit>\n"
        let text = lines.joined(separator: "\n").replacingOccurrences(of: "    </body>", with: single + "    </body>")
        let against = try imported(text, into: &alone)
        #expect(against.problems.first?.message.contains("has plural forms in this language") == true, "\(against.problems.map(\.message))")
    }

    /// A text and forms for one key in one file were taken or refused by the units' order: in
    /// Xcode's order the forms silently replaced the text.
    @Test func aTextAndFormsForOneKeyAreRefusedInEitherOrder() throws {
        for reversed in [false, true] {
            var golden = try Fixture.golden()
            let forms = exported(golden, "de")
            let single = "      <trans-unit id=\"%lld files\" xml:space=\"preserve\">\n        <source>%lld files</source>\n        <target state=\"translated\">Dateien</target>\n      </trans-unit>\n"
            let text = reversed
                ? forms.replacingOccurrences(of: "    </body>", with: single + "    </body>")
                : forms.replacingOccurrences(of: "    <body>\n", with: "    <body>\n" + single)
            let outcome = try imported(text, into: &golden)
            #expect(outcome.problems.map(\.message) == [
                "the unit '%lld files' gives '%lld files' one text, and other units of this file give it plural or device forms: one or the other",
            ], "reversed: \(reversed)")
        }
    }

    @Test func invalidStatesAndRepeatedUnitsAreErrors() throws {
        var golden = try Fixture.golden()
        var xliff = settingTarget(exported(golden, "de"), id: "Delete", "Entfernen", state: "done")
        let unit = "      <trans-unit id=\"New only\" xml:space=\"preserve\">\n        <source>New only</source>\n      </trans-unit>\n"
        xliff = xliff.replacingOccurrences(of: "    </body>", with: unit + "    </body>")
        let outcome = try imported(xliff, into: &golden)
        #expect(outcome.problems.map(\.message).contains { $0.hasPrefix("'done' is not an XLIFF 1.2 state") })
        #expect(outcome.problems.map(\.message).contains("the unit 'New only' is given twice"))
    }

    /// A substitution only the translation has (the source does not vary that argument) did not
    /// survive an export imported into a catalog without that translation: its argument was lost,
    /// and the import then refused its own output as a changed placeholder.
    @Test(arguments: [
        // `%arg` written with its argument number.
        (#"{"sourceLanguage":"en","strings":{"%lld of %lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$lld of %2$lld"}},"de":{"stringUnit":{"state":"translated","value":"%1$lld von %2$#@total@"},"substitutions":{"total":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}}}}},"version":"1.0"}"#, false),
        // `%arg` written without one.
        (#"{"sourceLanguage":"en","strings":{"%lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"eine Datei"}},"other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}}}}},"version":"1.0"}"#, false),
        // Forms without `%arg` (IceCubes): the argument's type comes from the key.
        (#"{"sourceLanguage":"en","strings":{"favorite %lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"starred"}},"de":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":{"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"hat favorisiert"}},"other":{"stringUnit":{"state":"translated","value":"haben favorisiert"}}}}}}}}}},"version":"1.0"}"#, false),
        // The same, with the forms before the text that refers to them.
        (#"{"sourceLanguage":"en","strings":{"favorite %lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"starred"}},"de":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":{"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"hat favorisiert"}},"other":{"stringUnit":{"state":"translated","value":"haben favorisiert"}}}}}}}}}},"version":"1.0"}"#, true),
    ])
    func aSubstitutionOnlyTheTranslationHasKeepsItsArgument(json: String, formsFirst: Bool) throws {
        let original = try catalog(json)
        var xliff = exported(original, "de")
        if formsFirst {
            let text = try #require(xliff.range(of: "      <trans-unit id=\"favorite %lld\""))
            let end = try #require(xliff.range(of: "</trans-unit>\n", range: text.upperBound..<xliff.endIndex))
            let unit = String(xliff[text.lowerBound..<end.upperBound])
            xliff.removeSubrange(text.lowerBound..<end.upperBound)
            xliff = xliff.replacingOccurrences(of: "    </body>", with: unit + "    </body>")
        }
        var without = original
        for key in without.strings.keys { without.strings[key]?.localizations?["de"] = nil }
        var checked = without
        let outcome = try imported(xliff, into: &without)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(try CatalogWriter.data(for: without) == CatalogWriter.data(for: original))
        #expect(try validatedImport(xliff, into: &checked).map(\.message) == [])
    }
}
