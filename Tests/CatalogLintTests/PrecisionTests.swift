@testable import CatalogLint
import CatalogModel
import Foundation
import Testing

/// The defects of issue 18 that rule examples cannot show: several findings becoming one,
/// severities, completeness, and the options of `untranslated-copy`. (Each rule's examples hold the
/// cases a single finding shows: a blank key, a copied do-not-translate name, a full-width colon…)
@Suite("Precision on real catalogs")
struct PrecisionTests {
    /// The findings of `rule` in a catalog of `strings` members, source language English.
    static func findings(_ strings: String, rule: String, options: LintOptions = LintOptions()) -> [Finding] {
        var options = options
        options.selectedRules = [rule]
        return Linter(options: options).lint(data: Data(catalogText(strings).utf8), file: "t.xcstrings").findings
    }

    static func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    @Test func deviceVariationsWithoutOtherAreOneNotePerKey() {
        let devices = #"{"variations":{"device":{"iphone":\#(Self.unit("Tap")),"mac":\#(Self.unit("Click"))}}}"#
        let languages = ["en", "de", "fr", "ja", "ko", "nl"].map { "\"\($0)\":\(devices)" }.joined(separator: ",")
        let findings = Self.findings(#""Tap":{"localizations":{\#(languages)}}"#, rule: "device-without-other")
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.language == "en", "the source lacks it too: reported there")
        #expect(findings.first?.message.contains("6 languages") == true)
    }

    @Test func exactMillionsAndDecimalsAreNotesNotErrors() {
        let french = #""%lld files":{"localizations":{"fr":{"variations":{"plural":{"one":\#(Self.unit("%lld fichier")),"other":\#(Self.unit("%lld fichiers"))}}}}}"#
        #expect(Self.findings(french, rule: "plural-missing-category").isEmpty)
        #expect(Self.findings(french, rule: "plural-missing-large-number-category").map(\.severity) == [.note])
        let czech = #""%lld files":{"localizations":{"cs":{"variations":{"plural":{"one":\#(Self.unit("%lld soubor")),"few":\#(Self.unit("%lld soubory")),"other":\#(Self.unit("%lld souborů"))}}}}}"#
        #expect(Self.findings(czech, rule: "plural-missing-decimal-category").map(\.severity) == [.note])
    }

    @Test func frenchWithoutOneIsStillReported() {
        let french = #""%lld files":{"localizations":{"fr":{"variations":{"plural":{"other":\#(Self.unit("%lld fichiers"))}}}}}"#
        let findings = Self.findings(french, rule: "plural-missing-category")
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("lacks one") == true)
    }

    @Test func aCategoryTheSourceLeavesOutIsReportedOnceAtTheSource() {
        let plural = #"{"variations":{"plural":{"other":\#(Self.unit("%lld replaced"))}}}"#
        let strings = #""%lld replaced":{"localizations":{"en":\#(plural),"de":\#(plural),"fr":\#(plural)}}"#
        #expect(Self.findings(strings, rule: "plural-missing-category").map(\.language) == ["en"])
    }

    @Test func blankKeysAndUnselectedPluralCasesDoNotCountInCompleteness() {
        let strings = #"""
            "":{"localizations":{"de":\#(Self.unit(""))}},
            "%lld files":{"localizations":{"ko":{"variations":{"plural":{"one":\#(Self.unit("%lld files", state: "new")),"other":\#(Self.unit("파일 %lld개"))}}}}}
            """#
        let report = Linter().lint(data: Data(catalogText(strings).utf8), file: "t.xcstrings")
        let korean = report.completeness.first { $0.language == "ko" }
        #expect(korean?.translated == 1 && korean?.total == 1)
        #expect(report.completeness.first { $0.language == "de" }?.total == 1)
        #expect(!report.findings.contains { $0.rule == "missing-translation" && $0.key == "" })
    }

    @Test func aStraySpaceInTheSourceIsReportedOnceAtTheSource() {
        let strings = #"""
            "platforms.title":{"localizations":{"en":\#(Self.unit("Installed platforms ")),"de":\#(Self.unit("Installierte Plattformen")),"fr":\#(Self.unit("Plateformes installées")),"ja":\#(Self.unit("インストール済み")),"it":\#(Self.unit("Installed platforms "))}}
            """#
        let findings = Self.findings(strings, rule: "whitespace-mismatch")
        #expect(findings.map(\.language) == ["en"])
    }

    @Test func untranslatedCopyOptionsLimitScriptsAndNameTerms() throws {
        let strings = #"""
            "Show details":{"localizations":{"ja":\#(Self.unit("Show details")),"sv":\#(Self.unit("Show details")),"de":\#(Self.unit("Details anzeigen")),"fr":\#(Self.unit("Afficher les détails"))}},
            "Homebrew Cask":{"localizations":{"ja":\#(Self.unit("Homebrew Cask"))}}
            """#
        #expect(Set(Self.findings(strings, rule: "untranslated-copy").map(\.language)) == ["ja", "sv"])

        let settings = try configuration(#"{"rules":{"untranslated-copy":{"scripts":["other-script"],"terms":["Show details"]}}}"#)
        let limited = Self.findings(strings, rule: "untranslated-copy", options: settings.options)
        #expect(limited.isEmpty, "\(limited.map(\.message))")
        let onlyScripts = try configuration(#"{"rules":{"untranslated-copy":{"scripts":["other-script"]}}}"#)
        #expect(Self.findings(strings, rule: "untranslated-copy", options: onlyScripts.options).map(\.language) == ["ja"])
        #expect(configurationError(#"{"rules":{"untranslated-copy":{"scripts":["latin"]}}}"#) != nil)
    }

    /// Each wording of `untranslated-copy`'s message, whole (its examples only place the finding),
    /// and the place of a copy in a plural case.
    @Test func untranslatedCopyMessages() {
        func plural(_ one: String, _ other: String) -> String {
            #"{"variations":{"plural":{"one":\#(Self.unit(one)),"other":\#(Self.unit(other))}}}"#
        }
        let strings = #"""
            "Group Xcode versions in the list":{"localizations":{"sv":\#(Self.unit("Group Xcode versions in the list")),"de":\#(Self.unit("Xcode-Versionen in der Liste gruppieren")),"fr":\#(Self.unit("Grouper les versions de Xcode dans la liste"))}},
            "These services are not currently running":{"localizations":{"sv":\#(Self.unit("These services are not currently running"))}},
            "Show details":{"localizations":{"ja":\#(Self.unit("Show details")),"ko":\#(Self.unit("세부 정보 보기"))}},
            "Open settings":{"localizations":{"ja":\#(Self.unit("Open settings"))}},
            "Privacy Policy":{"localizations":{"en":\#(Self.unit("Privacy Policy")),"de":\#(Self.unit("Datenschutzerklärung")),"fr":\#(Self.unit("Politique de confidentialité")),"sv":\#(Self.unit("Privacy Policy"))}},
            "files":{"localizations":{"en":\#(plural("Show one file", "Show %lld files")),"sv":\#(plural("Show one file", "Visa %lld filer")),"de":\#(plural("Eine Datei zeigen", "%lld Dateien zeigen")),"fr":\#(plural("Afficher un fichier", "Afficher %lld fichiers"))}}
            """#
        let copy = " is the source text, untranslated but marked 'translated': "
        let expected = [
            "'sv'" + copy + #""Group Xcode versions in the list" (a phrase; 2 of the 2 comparable languages translated it)"#,
            "'sv'" + copy + #""These services are not currently running" (a phrase, not a name)"#,
            "'ja'" + copy + #""Show details" ('ja' is not written in these letters; 1 of the 1 comparable languages translated it)"#,
            "'ja'" + copy + #""Open settings" ('ja' is not written in these letters)"#,
            "'sv'" + copy + #""Privacy Policy" (2 of the 2 comparable languages translated it)"#,
            "'sv' (plural.one)" + copy + #""Show one file" (a phrase; 2 of the 2 comparable languages translated it)"#,
        ]
        #expect(Set(Self.findings(strings, rule: "untranslated-copy").map(\.message)) == Set(expected))
    }

    /// The consensus counts every translated language of the key: target languages (read by index)
    /// and tags that are not well-formed (`fr_FR`, not a target language) alike. Without `fr_FR`'s
    /// translation no other language would have translated "Privacy Policy", and `de` would not
    /// be reported.
    @Test func untranslatedCopyConsensusCountsTagsThatAreNotWellFormed() {
        let strings = #"""
            "Privacy Policy":{"localizations":{"en":\#(Self.unit("Privacy Policy")),"de":\#(Self.unit("Privacy Policy")),"fr_FR":\#(Self.unit("Politique de confidentialité"))}}
            """#
        let findings = Self.findings(strings, rule: "untranslated-copy")
        #expect(findings.map(\.language) == ["de"])
        #expect(findings.first?.message.hasSuffix("(1 of the 1 comparable languages translated it)") == true)
        let withoutFrench = #"""
            "Privacy Policy":{"localizations":{"en":\#(Self.unit("Privacy Policy")),"de":\#(Self.unit("Privacy Policy")),"fr_FR":\#(Self.unit("Privacy Policy"))}}
            """#
        #expect(Self.findings(withoutFrench, rule: "untranslated-copy").isEmpty)
    }

    @Test func theKnownSubtagsSuggestARegion() {
        #expect(LanguageTagProblem.problems(of: "sr-SP") == [.unknownRegion("SP", suggestions: ["sr", "sr-Cyrl-RS"])])
        #expect(LanguageTagProblem.problems(of: "iw-IL") == [.deprecatedLanguage("iw", replacement: "he-IL")])
        #expect(LanguageTagProblem.problems(of: "xx") == [.unknownLanguage("xx")])
        #expect(LanguageTagProblem.problems(of: "de-CH").isEmpty && LanguageTagProblem.problems(of: "en_GB").isEmpty)
    }

    @Test func identifierKeysAreToldFromText() {
        for key in ["settings.title", "FilterArchitecturesDescription", "user_name", "Empty.Comment"] {
            #expect(MissingSourceValueRule.isIdentifier(key), "\(key)")
        }
        for key in ["Open the file", "GitHub", "iPhone", "Loading...", "Digital Art", "Empty", "", "%@"] {
            #expect(!MissingSourceValueRule.isIdentifier(key), "\(key)")
        }
    }

    @Test func wordsLeaveOutSpecifiersAddressesAndBrands() {
        #expect(TextWords("Open %@ on GitHub: https://github.com/x").ordinary == ["Open", "on"])
        #expect(TextWords("OK").ordinary.isEmpty && TextWords("iCloud · macOS 14").ordinary.isEmpty)
        #expect(TextWords("Don't show Auto-off again").ordinary == ["Don't", "show", "Auto-off", "again"])
        #expect(TextWords("Group Xcode versions in the list").isSentence)
        #expect(TextWords("Share Button Behavior").isTitleCase)
        #expect(TextWords("Share Button Behavior").scripts == [.latin])
        #expect(TextWords("Поделиться").scripts == [.cyrillic])
    }
}
