import CatalogLint
import CatalogModel
import Foundation
import PluralRules
import Testing
import TestSupport

/// The plural rules on whole catalogs: once-per-catalog notes, locale fallback, the decimal-only
/// policy, and the real corpus.
@Suite("Plural lint rules")
struct PluralLintRuleTests {
    static let pluralRules: Set<String> = [
        "plural-missing-category", "plural-missing-decimal-category", "plural-missing-large-number-category",
        "plural-unused-category", "plural-implied-quantity", "unknown-plural-language",
    ]

    /// Lints a catalog text with only `rules` selected (all plural rules by default).
    static func lint(_ text: String, rules: Set<String> = pluralRules) -> FileReport {
        var options = LintOptions()
        options.selectedRules = rules
        return Linter(options: options).lint(data: Data(text.utf8), file: "test.xcstrings")
    }

    /// A catalog whose `strings` are `members`.
    static func catalog(_ members: [String], source: String = "en") -> String {
        #"{"sourceLanguage":"\#(source)","version":"1.0","strings":{"# + members.joined(separator: ",") + "}}"
    }

    static func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    /// `"LANG":{"variations":{"plural":{…}}}` with the cases given as (name, value).
    static func plural(_ language: String, _ cases: [(String, String)], state: String = "translated") -> String {
        let members = cases.map { #""\#($0.0)":"# + unit($0.1, state: state) }.joined(separator: ",")
        return #""\#(language)":{"variations":{"plural":{"# + members + "}}}"
    }

    static func entry(_ key: String, _ localizations: [String]) -> String {
        #""\#(key)":{"localizations":{"# + localizations.joined(separator: ",") + "}}"
    }

    /// The 1-based line of the first occurrence of `needle` in `text`, with the column of its start.
    static func location(of needle: String, in text: String) -> CatalogModel.SourceLocation? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        let column = before.distance(from: lineStart, to: before.endIndex) + 1
        return CatalogModel.SourceLocation(line: line, column: column)
    }

    // MARK: - Unknown languages

    @Test func noteIsReportedOnceForALanguageUsedInManyKeys() throws {
        // Keys in file order z…, a…, m…: a dictionary would visit them in another order.
        var members: [String] = []
        for name in ["zebra", "apple", "mango", "kiwi", "banana"] {
            members.append(Self.entry("%lld \(name)", [
                Self.plural("en", [("one", "%lld \(name)"), ("other", "%lld \(name)s")]),
                Self.plural("tlh", [("one", "%lld \(name)"), ("other", "%lld \(name)mey")]),
            ]))
        }
        members.append(Self.entry("Hello", [#""tlh":"# + Self.unit("nuqneH")]))
        let text = Self.catalog(members).replacingOccurrences(of: "},\"", with: "},\n\"")
        let report = Self.lint(text)
        let notes = report.findings.filter { $0.rule == "unknown-plural-language" }
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.severity == .note)
        #expect(note.language == "tlh")
        #expect(note.key == "%lld zebra")
        #expect(note.message.contains("(5 keys)"))
        #expect(note.location == Self.location(of: #""tlh":{"variations""#, in: text))
        // Nothing else is guessed for the unknown language: its plurals all have `other`.
        #expect(report.findings.filter { $0.language == "tlh" && $0.rule != "unknown-plural-language" }.isEmpty)
    }

    @Test func unknownLanguageStillNeedsOther() {
        let text = Self.catalog([Self.entry("%lld files", [Self.plural("tlh", [("one", "%lld De'wI'")])])])
        let findings = Self.lint(text).findings
        #expect(Set(findings.map(\.rule)) == ["plural-missing-category", "unknown-plural-language"])
        #expect(findings.first { $0.rule == "plural-missing-category" }?.message.contains("no 'other' case") == true)
    }

    @Test func unknownLanguageInASubstitutionAndAsSourceLanguage() {
        let substitution = #""Found %#@files@":{"localizations":{"qya":{"stringUnit":{"state":"translated","value":"%#@files@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":"#
            + Self.unit("%arg") + "}}}}}}}"
        let text = Self.catalog([substitution], source: "qya")
        let notes = Self.lint(text).findings.filter { $0.rule == "unknown-plural-language" }
        #expect(notes.map(\.language) == ["qya"])
    }

    @Test func invalidTagsAreLeftToTheStructureRule() {
        let text = Self.catalog([Self.entry("%lld files", [Self.plural("en_XX!", [("other", "%lld")])])])
        #expect(Self.lint(text).findings.filter { $0.rule == "unknown-plural-language" }.isEmpty)
    }

    // MARK: - Locale fallback

    @Test func portugueseOfPortugalHasItsOwnRules() throws {
        // pt: one covers 0 and 1; pt-PT: one covers 1 only. Both have many for exact millions.
        let text = Self.catalog([Self.entry("%lld files", [
            Self.plural("pt", [("one", "Um arquivo"), ("many", "%lld de arquivos"), ("other", "%lld arquivos")]),
            Self.plural("pt-PT", [("one", "Um ficheiro"), ("many", "%lld de ficheiros"), ("other", "%lld ficheiros")]),
            Self.plural("pt-AO", [("one", "%lld ficheiro"), ("other", "%lld ficheiros")]),
        ])])
        let findings = Self.lint(text).findings
        let implied = findings.filter { $0.rule == "plural-implied-quantity" }
        #expect(implied.map(\.language) == ["pt"])
        #expect(implied.first?.message.contains("for 0 it shows \"Um arquivo\"") == true)
        let missing = try #require(findings.first { $0.rule == "plural-missing-large-number-category" })
        #expect(missing.language == "pt-AO")
        #expect(missing.message.contains("lacks many, which only exact millions select (CLDR \(PluralRules.cldrVersion), rules of 'pt': many covers 1000000"))
        #expect(findings.count == 2)
    }

    @Test func chineseOfHongKongFallsBackToChinese() throws {
        let complete = Self.catalog([Self.entry("%lld files", [Self.plural("zh-Hant-HK", [("other", "%lld 個檔案")])])])
        #expect(Self.lint(complete).findings.isEmpty)

        let withOne = Self.catalog([Self.entry("%lld files", [
            Self.plural("zh-Hant-HK", [("one", "%lld 個檔案"), ("other", "%lld 個檔案")]),
        ])])
        let findings = Self.lint(withOne).findings
        #expect(findings.map(\.rule) == ["plural-unused-category"])
        #expect(findings.first?.message.contains("rules of 'zh'") == true)
    }

    // MARK: - Completeness against CLDR

    /// Every language of the corpus, and a few with many categories.
    static let languages = [
        "en", "de", "fr", "it", "zh-Hans", "zh-Hant", "en-GB", "ja", "tr", "ko", "cs", "ru", "uk", "es", "nl", "pl",
        "es-419", "id", "pa", "pt-PT", "sv", "eu", "pt", "pt-BR", "zh-HK", "be", "ca", "nb", "bg", "ar", "nl-BE",
        "cy", "lv", "lt", "sk", "sl", "ga", "he", "mt",
    ]

    @Test func aCatalogWithEveryCategoryOfEveryLanguageIsClean() throws {
        var localizations: [String] = []
        var substituted: [String] = []
        for language in Self.languages {
            let rules = try #require(PluralRules.rules(for: language), "no rules for \(language)")
            let cases = rules.categories.map { ($0.rawValue, "%lld \($0.rawValue)") }
            localizations.append(Self.plural(language, cases))
            let argCases = rules.categories.map { #""\#($0.rawValue)":"# + Self.unit("%arg \($0.rawValue)") }
            substituted.append(#""\#(language)":{"stringUnit":{"state":"translated","value":"x %#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"#
                + argCases.joined(separator: ",") + "}}}}}")
        }
        let text = Self.catalog([
            Self.entry("%lld items", localizations), Self.entry("x %#@n@", substituted),
        ])
        let report = Self.lint(text)
        #expect(!report.unreadable)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.textLine))")
    }

    @Test func zeroIsAllowedEverywhere() {
        let localizations = Self.languages.map { language -> String in
            let rules = PluralRules.rules(for: language)!
            var cases = rules.categories.map { ($0.rawValue, "%lld \($0.rawValue)") }
            if !rules.categories.contains(.zero) { cases.insert(("zero", "none"), at: 0) }
            return Self.plural(language, cases)
        }
        let findings = Self.lint(Self.catalog([Self.entry("%lld items", localizations)])).findings
        #expect(findings.isEmpty, "\(findings.map(\.textLine))")
    }

    // MARK: - The decimal-only policy

    @Test func czechManyDependsOnTheCountType() throws {
        let forms = [("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")]
        let integer = Self.lint(Self.catalog([Self.entry("%lld files", [Self.plural("cs", forms)])])).findings
        #expect(integer.map(\.rule) == ["plural-missing-decimal-category"])
        #expect(integer.first?.severity == .note)
        #expect(integer.first?.message.contains("an integer (%lld)") == true)

        let floatForms = forms.map { ($0.0, $0.1.replacingOccurrences(of: "%lld", with: "%.1f")) }
        let float = Self.lint(Self.catalog([Self.entry("%.1f km", [Self.plural("cs", floatForms)])])).findings
        #expect(float.map(\.rule) == ["plural-missing-category"])
        #expect(float.first?.severity == .warning)
        #expect(float.first?.message.contains("a decimal number (%.1f)") == true)

        // No number anywhere (not in the key either): the type is unknown, CLDR wins.
        let words = [("one", "Soubor"), ("few", "Soubory"), ("other", "Souborů")]
        let unknown = Self.lint(Self.catalog([Self.entry("Files", [Self.plural("cs", words)])])).findings
        #expect(unknown.map(\.rule) == ["plural-missing-category"])
        #expect(unknown.first?.message.contains("not known") == true)

        // The source's `other` form gives the type when the translation's forms have no number.
        let fromSource = Self.lint(Self.catalog([Self.entry("files", [
            Self.plural("en", [("one", "One file"), ("other", "%lld files")]), Self.plural("cs", words),
        ])]), rules: ["plural-missing-category", "plural-missing-decimal-category"]).findings
        #expect(fromSource.map(\.rule) == ["plural-missing-decimal-category"])
    }

    @Test func substitutionFormatSpecifierGivesTheCountType() {
        func text(_ specifier: String) -> String {
            #"{"sourceLanguage":"en","version":"1.0","strings":{"Found %#@n@":{"localizations":{"sk":{"stringUnit":{"state":"translated","value":"Nájdené %#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"\#(specifier)","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg súbor"}},"few":{"stringUnit":{"state":"translated","value":"%arg súbory"}},"other":{"stringUnit":{"state":"translated","value":"%arg súborov"}}}}}}}}}}}"#
        }
        #expect(Self.lint(text("lld")).findings.map(\.rule) == ["plural-missing-decimal-category"])
        #expect(Self.lint(text("f")).findings.map(\.rule) == ["plural-missing-category"])
        #expect(Self.lint(text("@")).findings.map(\.rule) == ["plural-missing-category"])
    }

    @Test func otherIsRequiredEvenWhenOnlyDecimalsSelectIt() {
        let forms = [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов")]
        let findings = Self.lint(Self.catalog([Self.entry("%lld files", [Self.plural("ru", forms)])])).findings
        #expect(findings.map(\.rule) == ["plural-missing-category"])
        #expect(findings.first?.message.contains("lacks other") == true)
    }

    @Test func frenchManyForExactMillionsIsANoteOfItsOwn() {
        let forms = [("one", "%lld fichier"), ("other", "%lld fichiers")]
        let findings = Self.lint(Self.catalog([Self.entry("%lld files", [Self.plural("fr", forms)])])).findings
        #expect(findings.map(\.rule) == ["plural-missing-large-number-category"])
        #expect(findings.first?.severity == .note)
        #expect(findings.first?.message.contains("many covers 1000000, 2000000") == true)
    }

    // MARK: - Places and names

    @Test func pluralInsideADeviceVariation() throws {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{"ja":{"variations":{"device":{"mac":{"variations":{"plural":{"one":"#
            + Self.unit("%lld 個") + #","other":"# + Self.unit("%lld 個") + #"}}},"other":"# + Self.unit("%lld 個")
            + "}}}}}}}"
        let findings = Self.lint(text).findings
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == "plural-unused-category")
        #expect(finding.message.contains("plural in 'ja' (device.mac)"))
        #expect(finding.path == ["strings", "%lld files", "localizations", "ja", "variations", "device", "mac",
                                 "variations", "plural", "one"])
    }

    @Test func misspelledCaseNamesGetASuggestion() {
        let forms = [("one", "%lld soubor"), ("fwe", "%lld soubory"), ("many", "%lld souboru"), ("other", "%lld souborů")]
        let findings = Self.lint(Self.catalog([Self.entry("%lld files", [Self.plural("cs", forms)])])).findings
        let unused = findings.filter { $0.rule == "plural-unused-category" }
        #expect(unused.count == 1)
        #expect(unused.first?.message.contains("did you mean 'few'?") == true)
        // …and the category it meant is missing.
        #expect(findings.contains { $0.rule == "plural-missing-category" && $0.message.contains("lacks few") })
    }

    @Test func sourceLanguagePluralsAreCheckedToo() {
        let text = Self.catalog([Self.entry("%lld files", [Self.plural("en", [("other", "%lld files")])])])
        let findings = Self.lint(text).findings
        #expect(findings.map(\.rule) == ["plural-missing-category"])
        #expect(findings.first?.language == "en")
    }

    // MARK: - Implied quantity

    @Test func impliedQuantityNeedsACountToCompareWith() {
        // Neither the source nor the translation shows a number anywhere: nothing is implied.
        let words = Self.catalog([Self.entry("files", [
            Self.plural("en", [("one", "File"), ("other", "Files")]),
            Self.plural("ru", [("one", "Файл"), ("few", "Файла"), ("many", "Файлов"), ("other", "Файла")]),
        ])])
        #expect(Self.lint(words, rules: ["plural-implied-quantity"]).findings.isEmpty)

        // A literal digit is not the count: "1 файл" would be shown for 21 too.
        let literal = Self.catalog([Self.entry("%lld files", [
            Self.plural("ru", [("one", "1 файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")]),
        ])])
        let findings = Self.lint(literal, rules: ["plural-implied-quantity"]).findings
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("for 21 it shows \"1 файл\"") == true)
    }

    @Test func untranslatedUnitsAreLeftToOtherRules() {
        let text = Self.catalog([Self.entry("%lld files", [
            Self.plural("ru", [("one", "One file"), ("few", "%lld files"), ("many", "%lld files"), ("other", "%lld files")],
                        state: "new"),
        ])])
        #expect(Self.lint(text, rules: ["plural-implied-quantity"]).findings.isEmpty)
    }

    @Test func aZeroCaseNarrowsFrenchOne() {
        func findings(_ cases: [(String, String)]) -> [Finding] {
            Self.lint(Self.catalog([Self.entry("%lld files", [Self.plural("fr", cases)])]),
                      rules: ["plural-implied-quantity"]).findings
        }
        let base = [("one", "Un fichier"), ("many", "%lld de fichiers"), ("other", "%lld fichiers")]
        #expect(findings(base).count == 1)
        #expect(findings([("zero", "Aucun fichier")] + base).isEmpty)
    }

    // MARK: - The corpus

    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func corpusLintsWithoutCrashingAndFindingsAreWellFormed() throws {
        var counts: [String: Int] = [:]
        var options = LintOptions()
        options.selectedRules = Self.pluralRules
        let linter = Linter(options: options)
        for file in SharedData.corpusFiles {
            let report = linter.lint(file: file.path)
            #expect(!report.unreadable, "\(file.name)")
            for finding in report.findings {
                counts[finding.rule, default: 0] += 1
                #expect(Self.pluralRules.contains(finding.rule))
                #expect(finding.key != nil && finding.language != nil, "\(finding.textLine)")
                #expect(finding.location.line > 1, "\(finding.textLine)")
                // `zero` is never unused, and a `zero` meaning exactly 0 never implies a quantity.
                #expect(!(finding.rule == "plural-unused-category" && finding.path.components.last == "zero"))
                if finding.rule == "plural-implied-quantity", let language = finding.language {
                    #expect(!finding.path.components.contains("zero")
                            || PluralRules.rules(for: language)?.categories.contains(.zero) == true)
                }
            }
        }
        // Every language of the corpus has CLDR rules.
        #expect(counts["unknown-plural-language"] == nil)
    }
}
