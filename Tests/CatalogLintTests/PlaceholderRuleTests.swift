import CatalogLint
import CatalogModel
import Foundation
import Testing
import TestSupport

/// The ids of the placeholder rules.
private let placeholderRules: Set<String> = [
    "placeholder-mismatch", "placeholder-size", "placeholder-missing", "invalid-specifier",
    "unknown-substitution", "unused-substitution", "substitution-mismatch",
]

/// Lints `strings` (the members of a catalog's `strings` object, source language English) with
/// only `rules` selected.
private func findings(_ strings: String, rules: Set<String> = placeholderRules) -> [Finding] {
    let text = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + strings + "}}"
    var options = LintOptions()
    options.selectedRules = rules
    let report = Linter(options: options).lint(data: Data(text.utf8), file: "test.xcstrings")
    #expect(!report.unreadable, "does not read: \(report.findings.map(\.message))")
    return report.findings
}

/// A JSON string unit.
private func unit(_ value: String) -> String {
    #"{"stringUnit":{"state":"translated","value":\#(JSONPathComponent.quoted(value))}}"#
}

/// A JSON plural variation with the given cases.
private func plural(_ cases: KeyValuePairs<String, String>) -> String {
    #"{"variations":{"plural":{"# + cases.map { "\"\($0.key)\":\(unit($0.value))" }.joined(separator: ",") + "}}}"
}

/// A JSON substitution.
private func substitution(argNum: Int?, formatSpecifier: String, _ cases: KeyValuePairs<String, String>) -> String {
    let number = argNum.map { "\"argNum\":\($0)," } ?? ""
    return "{\(number)\"formatSpecifier\":\"\(formatSpecifier)\",\"variations\":{\"plural\":{"
        + cases.map { "\"\($0.key)\":\(unit($0.value))" }.joined(separator: ",") + "}}}"
}

@Suite("Placeholder rules")
struct PlaceholderRuleTests {
    // MARK: - Plural cases and the count

    @Test func russianOneWithoutTheCountIsLeftToImpliedQuantity() {
        let strings = #""files":{"extractionState":"manual","localizations":{"en":"#
            + plural(["one": "%lld file", "other": "%lld files"]) + #","ru":"#
            + plural(["one": "Один файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"]) + "}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func englishOneWithoutTheCountIsFine() {
        let strings = #""%lld files":{"localizations":{"en":"#
            + plural(["one": "One file", "other": "%lld files"]) + #","de":"#
            + plural(["one": "Eine Datei", "other": "%lld Dateien"]) + "}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func aPluralCaseMustKeepTheOtherArguments() {
        let strings = #""files":{"extractionState":"manual","localizations":{"en":"#
            + plural(["one": "%@ has %lld file", "other": "%@ has %lld files"]) + #","de":"#
            + plural(["one": "Eine Datei", "other": "%@ hat %lld Dateien"]) + "}}"
        let found = findings(strings)
        #expect(found.map(\.rule) == ["placeholder-missing"])
        #expect(found.first?.message.contains("argument 1 (%@)") == true)
        #expect(found.first?.path.description.contains("plural") == true)
    }

    @Test func aCountMissingOutsideAPluralCaseIsReported() {
        let strings = #""%lld files":{"localizations":{"de":"# + unit("Dateien") + "}}"
        #expect(findings(strings).map(\.rule) == ["placeholder-missing"])
    }

    @Test func theCountOfASubstitutionCaseIsItsArgument() {
        // `one` may drop %arg (the count), but not the name that the source case shows.
        let strings = #""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":"#
            + substitution(argNum: 1, formatSpecifier: "lld", ["one": "%arg file in %2$@", "other": "%arg files in %2$@"])
            + #"}},"de":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":"#
            + substitution(argNum: 1, formatSpecifier: "lld", ["one": "Eine Datei", "other": "%arg Dateien in %2$@"])
            + "}}}}"
        let found = findings(strings)
        #expect(found.map(\.rule) == ["placeholder-missing"])
        #expect(found.first?.message.contains("argument 2") == true)
    }

    // MARK: - Sizes

    @Test func longAndLongLongAreTheSameSize() {
        let strings = #""%lld of %ld":{"localizations":{"de":"# + unit("%ld von %qd") + #","fr":"#
            + unit("%2$zd sur %1$lld") + "}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func anIntIsNotALong() {
        let found = findings(#""%lld files":{"localizations":{"de":"# + unit("%d Dateien") + "}}")
        #expect(found.map(\.rule) == ["placeholder-size"])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message == "argument 1 is %d in 'de', but %lld in the key (used as source text) (different integer size: large or negative numbers print wrong)")
    }

    // MARK: - Device × plural

    private func deviceTimesPlural(_ mac: String) -> String {
        let source = #"{"variations":{"device":{"mac":"# + plural(["one": "One file on this Mac", "other": "%lld files on this Mac"])
            + #","other":"# + plural(["one": "One file", "other": "%lld files"]) + "}}}"
        return #""files":{"extractionState":"manual","localizations":{"en":"# + source + #","de":{"variations":{"device":{"mac":"#
            + mac + #","other":"# + plural(["one": "Eine Datei", "other": "%lld Dateien"]) + "}}}}}"
    }

    @Test func deviceTimesPluralComparesWithTheSourcesMatchingBranch() {
        #expect(findings(deviceTimesPlural(plural(["one": "Eine Datei auf diesem Mac", "other": "%lld Dateien auf diesem Mac"]))).isEmpty)
        let found = findings(deviceTimesPlural(plural(["one": "Eine Datei", "other": "%@ Dateien"])))
        #expect(found.map(\.rule) == ["placeholder-mismatch"])
        #expect(found.first?.message == "argument 1 is %@ in 'de' (device.mac, plural.other), but %lld in the source (different type: crashes or garbles at runtime)")
        #expect(found.first?.path.description.contains("mac") == true)
    }

    @Test func aCaseTheSourceLacksIsComparedWithTheSourcesOther() {
        // The source has no `few`: Russian `few` is compared with English `other`, on the Mac too.
        let found = findings(deviceTimesPlural(plural(["one": "Один файл", "few": "%d файла", "many": "%lld файлов", "other": "%lld файла"]))
            .replacingOccurrences(of: "\"de\"", with: "\"ru\""))
        #expect(found.map(\.rule) == ["placeholder-size"])
        #expect(found.first?.message.contains("(device.mac, plural.few), but %lld") == true)
    }

    @Test func aTranslationWithoutVariationsIsComparedWithTheSourcesOther() {
        let strings = #""files":{"extractionState":"manual","localizations":{"en":"#
            + plural(["one": "One file", "other": "%lld files"]) + #","ja":"# + unit("%d個のファイル") + "}}"
        #expect(findings(strings).map(\.rule) == ["placeholder-size"])
    }

    // MARK: - Positions

    @Test func aPositionalTranslationOfANonPositionalSource() {
        let strings = #""%@ sent %lld photos":{"localizations":{"de":"# + unit("%2$lld Fotos von %1$@") + #","fr":"#
            + unit("%2$@ photos de %1$lld") + "}}"
        let found = findings(strings)
        #expect(found.map(\.rule) == ["placeholder-mismatch", "placeholder-mismatch"])
        #expect(found.allSatisfy { $0.language == "fr" })
        #expect(found.map(\.message).contains("argument 1 is %1$lld in 'fr', but %@ in the key (used as source text) (different type: crashes or garbles at runtime)"))
    }

    /// Positions and sequential specifiers mixed are numbered as CoreFoundation numbers them:
    /// `%1$@ and %@` prints argument 1 twice, so a translation that prints argument 2 has one
    /// the source lacks (the mix itself was an invalid-specifier error, and nothing was compared).
    @Test func mixedPositionsAreComparedAsCoreFoundationNumbersThem() {
        let strings = #""greeting":{"extractionState":"manual","localizations":{"en":"# + unit("%1$@ and %@") + #","de":"#
            + unit("%1$@ und %2$@") + #","fr":"# + unit("%@ et %1$@") + "}}"
        let found = findings(strings)
        #expect(found.map(\.rule) == ["placeholder-mismatch"])
        #expect(found.first?.language == "de")
    }

    @Test func oneArgumentWithTwoTypesIsReportedOnce() {
        let strings = #""shared":{"extractionState":"manual","localizations":{"de":"# + unit("%1$@ und %1$d")
            + #","en":"# + unit("%1$@ and %1$@") + "}}"
        let found = findings(strings)
        #expect(found.map(\.rule) == ["invalid-specifier"])
        #expect(found.first?.message.contains("'%1$d'") == true)
    }

    // MARK: - Substitutions

    @Test func anInvalidFormatSpecifierIsReportedOnce() {
        let found = findings(substituted(
            translation: substitution(argNum: 1, formatSpecifier: "1$lld", ["one": "%arg Datei", "other": "%arg Dateien"])))
        #expect(found.map(\.rule) == ["invalid-specifier"])
        #expect(found.first?.path.description.hasSuffix("formatSpecifier") == true)
    }

    private func substituted(
        source: String = substitution(argNum: 1, formatSpecifier: "lld", ["one": "%arg file", "other": "%arg files"]),
        translation: String, value: String = "%#@files@"
    ) -> String {
        #""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":"#
            + source + #"}},"de":{"stringUnit":{"state":"translated","value":\#(JSONPathComponent.quoted(value))},"substitutions":{"files":"#
            + translation + "}}}}"
    }

    @Test func substitutionArgNumMismatchIsReportedOnce() {
        let found = findings(substituted(
            translation: substitution(argNum: 2, formatSpecifier: "lld", ["one": "%arg Datei", "other": "%arg Dateien"])))
        #expect(found.map(\.rule) == ["substitution-mismatch"])
        #expect(found.first?.message == "substitution 'files' in 'de' has argNum 2, but 1 in the source")
        #expect(found.first?.path.description.hasSuffix("argNum") == true)
    }

    @Test func substitutionTypeMismatchIsReportedOnce() {
        let found = findings(substituted(
            translation: substitution(argNum: 1, formatSpecifier: "d", ["one": "%arg Datei", "other": "%arg Dateien"])))
        #expect(found.map(\.rule) == ["substitution-mismatch"])
    }

    @Test func substitutionsWithoutArgNumAreComparedByTheirTokens() {
        #expect(findings(substituted(
            source: substitution(argNum: nil, formatSpecifier: "lld", ["one": "%arg file", "other": "%arg files"]),
            translation: substitution(argNum: nil, formatSpecifier: "lld", ["one": "%arg Datei", "other": "%arg Dateien"]))).isEmpty)
    }

    @Test func aSubstitutionUsedWithoutItsTokenIsUnused() {
        let found = findings(substituted(
            translation: substitution(argNum: 1, formatSpecifier: "lld", ["one": "%arg Datei", "other": "%arg Dateien"]),
            value: "%lld Dateien"))
        #expect(found.map(\.rule) == ["unused-substitution"])
    }

    @Test func aTokenWithoutItsSubstitutionIsUnknownOnly() {
        let found = findings(substituted(
            translation: substitution(argNum: 1, formatSpecifier: "lld", ["one": "%arg Datei", "other": "%arg Dateien"]),
            value: "%#@dateien@"))
        #expect(Set(found.map(\.rule)) == ["unknown-substitution", "unused-substitution"])
    }

    @Test func aNestedSubstitutionIsUsed() {
        let strings = #""files":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":"#
            + substitution(argNum: 1, formatSpecifier: "lld", ["one": "%arg file in %#@folders@", "other": "%arg files in %#@folders@"])
            + #","folders":"# + substitution(argNum: 2, formatSpecifier: "lld", ["one": "%arg folder", "other": "%arg folders"])
            + "}}}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func substitutionNamesAreReadUpToTheNextAt() {
        // Foundation reads `%#@total.strings@` up to the next `@` (xcstrings-tool's fixtures have it).
        let strings = #""summary":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"%1$@! There %2$#@total.strings@ and %#@left.strings@ left"},"substitutions":{"left.strings":"#
            + substitution(argNum: 3, formatSpecifier: "lld", ["other": "%arg"]) + #","total.strings":"#
            + substitution(argNum: 2, formatSpecifier: "lld", ["one": "is %arg string", "other": "are %arg strings"])
            + "}}}}"
        #expect(findings(strings).isEmpty)
        let unknown = strings.replacingOccurrences(of: "%#@left.strings@", with: "%#@right.strings@")
        #expect(Set(findings(unknown).map(\.rule)) == ["invalid-specifier", "unused-substitution"])
    }

    @Test func anArgumentThatOnlySelectsAPluralFormMayBeDropped() {
        // IceCubes: English shows %2$@ in each form, chosen by argument 1; Korean has no plural forms.
        let strings = #""followers %lld %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@followers@"},"substitutions":{"followers":"#
            + substitution(argNum: nil, formatSpecifier: "lld", ["one": "%2$@ follower", "other": "%2$@ followers"])
            + #"}},"ko":"# + unit("팔로워 %2$@명") + "}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func theKeyShowsWhatTheCodePasses() {
        // IceCubes: the English value drops the count, translations use it for their plural forms.
        let strings = #""notifications.favorite %lld":{"localizations":{"en":"# + unit("starred")
            + #","de":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":"#
            + substitution(argNum: nil, formatSpecifier: "lld", ["one": "hat favorisiert", "other": "haben favorisiert"])
            + "}}}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func aBlankTranslationIsLeftToEmptyTranslation() {
        #expect(findings(#""Moved to %@":{"localizations":{"nb":"# + unit("") + "}}").isEmpty)
    }

    @Test func anArabicPercentSignIsPointedOut() {
        let found = findings(#""Delete %@?":{"localizations":{"ar":"# + unit("حذف ٪@؟") + "}}")
        #expect(found.map(\.rule) == ["placeholder-missing"])
        #expect(found.first?.message.hasSuffix("('٪' is not '%')") == true)
    }

    // MARK: - Percent signs

    @Test func percentSignsInTextAreNotSpecifiers() {
        let strings = #""Up to 70% faster":{"localizations":{"de":"# + unit("Bis zu 70% auf einigen") + #","fi":"#
            + unit("jopa 70 % joissakin") + #","ja":"# + unit("最大70%向上") + #","ca":"# + unit("% publicacions") + "}},"
            + #""100%":{"localizations":{"fr":"# + unit("100 %") + "}}"
        #expect(findings(strings).isEmpty)
    }

    @Test func anUnmistakableSpecifierInATextIsStillReported() {
        let found = findings(#""Done":{"localizations":{"de":"# + unit("Fertig, %@") + "}}")
        #expect(found.map(\.rule) == ["placeholder-mismatch"])
    }

    @Test func aPercentBeforeAWordInAFormatStringIsReportedOnce() {
        let found = findings(#""Save 50%% on %@":{"localizations":{"de":"# + unit("Spare 50% auf %@") + "}}")
        #expect(found.map(\.rule) == ["invalid-specifier"])
        #expect(found.first?.message.contains("'% a'") == true)
    }

    @Test func aPercentBeforeAWordInTheSourceIsReported() {
        let found = findings(#""sale":{"extractionState":"manual","localizations":{"de":"# + unit("Spare 50 %% auf %@")
            + #","en":"# + unit("Save 50% on %@") + "}}")
        #expect(found.map(\.rule) == ["invalid-specifier"])
        #expect(found.first?.language == "en")
    }

    @Test func aLostPlaceholderNextToAPercentSign() {
        // Cork, es-419: "purgar%% @" lost the %@.
        let found = findings(#""Are you sure you want to purge %@?":{"localizations":{"es-419":"#
            + unit("¿Estás seguro de que quieres purgar%% @?") + "}}")
        #expect(found.map(\.rule) == ["placeholder-missing"])
    }

    // MARK: - The corpus

    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func theCorpusLintsWithoutCrashing() throws {
        var options = LintOptions()
        options.selectedRules = placeholderRules
        let linter = Linter(options: options)
        var counts: [String: Int] = [:]
        let dump = ProcessInfo.processInfo.environment["PLACEHOLDER_CORPUS_DUMP"] != nil
        for file in SharedData.corpusFiles {
            let report = linter.lint(file: file.path)
            #expect(!report.unreadable, "\(file.name)")
            for finding in report.findings {
                counts[finding.rule, default: 0] += 1
                if dump {
                    print("\(file.name):\(finding.location.line): [\(finding.rule)] \(finding.key.map { JSONPathComponent.quoted($0) } ?? "-") \(finding.message)")
                }
            }
        }
        if dump { print("counts: \(counts.sorted { $0.key < $1.key })") }
    }
}
