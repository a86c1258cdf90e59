import CatalogGen
import CatalogLint
import CatalogModel
import Foundation
import Testing

/// A translations.json with one kind of finding; `↓` marks every place it must point at.
struct ValidationCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var note: String
    /// The members of `strings` (English source), or a whole document when it starts with `{`.
    var text: String
    var testDescription: String { "\(rule): \(note)" }

    var document: String { text.hasPrefix("{") || text.hasPrefix("↓{") ? text : #"{"sourceLanguage":"en","strings":{"# + text + "}}" }
}

let validationCases: [ValidationCase] = [
    // The linter's rules, mapped back from the generated catalog.
    ValidationCase(rule: "placeholder-mismatch", note: "inside a plain string",
                   text: #""Welcome, %@!":{"en":"Welcome, %@!","de":"Willkommen, ↓%d!"}"#),
    ValidationCase(rule: "placeholder-mismatch", note: "after escapes that the catalog writes differently",
                   text: #""Hi %@":{"en":"Hi %@","de":"Gr\u00fc\u00dfe \"x\" \/ ↓%d"}"#),
    ValidationCase(rule: "unfinished-translation", note: "in a plural form of a substitution",
                   text: #""%#@n@":{"en":{"value":"%#@n@","substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","one":"%arg file","other":"%arg files"}}},"de":{"value":"%#@n@","substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","one":"%arg Datei","other":{"value":"%arg Dateien","state":↓"needs_review"}}}}}"#),
    ValidationCase(rule: "invalid-specifier", note: "in a plural form of a substitution",
                   text: #""%#@n@ by %@":{"en":{"value":"%#@n@ by %@","substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","one":"%arg file","other":"%arg files"}}},"de":{"value":"%#@n@ von %@","substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","one":"%arg Datei","other":"%arg Dateien ↓%d"}}}}"#),
    ValidationCase(rule: "plural-missing-category", note: "the language of the plural forms",
                   text: #""%lld files":{"en":{"one":"%lld file","other":"%lld files"},↓"ru":{"one":"%lld файл","other":"%lld файлов"}}"#),
    ValidationCase(rule: "plural-missing-category", note: "plural forms inside device forms",
                   text: #""%lld files":{"en":{"one":"%lld file","other":"%lld files"},"ru":{"device":{↓"mac":{"one":"%lld файл","other":"%lld файлов"},"other":{"one":"%lld файл","few":"%lld файла","many":"%lld файлов","other":"%lld файла"}}}}"#),
    ValidationCase(rule: "plural-unused-category", note: "a case English never selects",
                   text: #""%lld files":{"en":{"one":"%lld file",↓"few":"%lld files","other":"%lld files"}}"#),
    ValidationCase(rule: "missing-translation", note: "the key",
                   text: #""Hello":{"en":"Hello","de":"Hallo"},↓"Bye":{"en":"Bye"}"#),
    ValidationCase(rule: "unknown-state", note: "the state",
                   text: #""Hello":{"de":{"value":"Hallo","state":↓"done"}}"#),
    ValidationCase(rule: "unfinished-translation", note: "the state of a string set",
                   text: #""Open":{"en":["Open"],"de":{"values":["Öffnen"],"state":↓"new"}}"#),
    ValidationCase(rule: "empty-translation", note: "the empty value",
                   text: #""Hello":{"de":↓""}"#),
    ValidationCase(rule: "device-without-other", note: "the device forms",
                   text: #""Tap":{"en":{↓"device":{"mac":"Click"}}}"#),
    ValidationCase(rule: "unused-substitution", note: "the substitution",
                   text: #""%lld":{"en":{"value":"%lld","substitutions":{↓"n":{"argNum":1,"formatSpecifier":"lld","other":"%arg"}}}}"#),
    ValidationCase(rule: "missing-source-value", note: "a manual key",
                   text: #"↓"settings.title":{"extractionState":"manual","de":"Einstellungen"}"#),
    ValidationCase(rule: "invalid-language-tag", note: "inside the escape hatch",
                   text: #""A":{"xcstrings":{"localizations":{↓"en_GB":{"stringUnit":{"state":"translated","value":"Colour"}}}}}"#),
    ValidationCase(rule: "unknown-top-level-key", note: "inside the top-level escape hatch",
                   text: #"{"sourceLanguage":"en","strings":{},"xcstrings":{↓"future":1}}"#),
    ValidationCase(rule: "missing-catalog-field", note: "no source language",
                   text: #"↓{"strings":{}}"#),
    // gen's own findings.
    ValidationCase(rule: "gen-orphan", note: "a migrated key translated without a source value",
                   text: #""Hello":{"en":"Hello"},↓"login.title":{"extractionState":"migrated","de":"Anmelden"}"#),
    ValidationCase(rule: "gen-unknown-field", note: "a misspelt key field",
                   text: #""Hello":{↓"coment":"Greeting","en":"Hello"}"#),
    ValidationCase(rule: "gen-unknown-field", note: "a member that does not fit plural forms",
                   text: #""%lld files":{"en":{"one":"%lld file","other":"%lld files",↓"state":"new"}}"#),
    ValidationCase(rule: "gen-unknown-field", note: "a misspelt top-level member",
                   text: #"{"sourceLanguage":"en",↓"strigs":{}}"#),
    ValidationCase(rule: "gen-unknown-field", note: "an unknown device",
                   text: #""Tap":{"en":{"device":{↓"iphon":"Tap","other":"Tap"}}}"#),
    ValidationCase(rule: "gen-unknown-field", note: "a misspelt substitution field",
                   text: #""%#@n@":{"en":{"value":"%#@n@","substitutions":{"n":{↓"argnum":1,"formatSpecifier":"lld","one":"%arg","other":"%arg"}}}}"#),
    ValidationCase(rule: "gen-unknown-field", note: "a state without a value",
                   text: #""Hello":{"de":{↓"state":"new"}}"#),
    ValidationCase(rule: "duplicate-key", note: "a key twice",
                   text: #""Hello":{"en":"Hello"},↓"Hello":{"en":"Hi"}"#),
    ValidationCase(rule: "duplicate-key", note: "a language twice",
                   text: #""Hello":{"de":"Hallo",↓"de":"Servus"}"#),
    ValidationCase(rule: "language-case-clash", note: "a language twice in two cases",
                   text: #""Hello":{"en":"Hello","pt-BR":"Olá",↓"pt-br":"Oi"}"#),
]

@Suite("Validation of translations.json")
struct ValidationTests {
    @Test(arguments: validationCases)
    func findingPointsIntoTheSource(_ testCase: ValidationCase) throws {
        let (text, markers) = marked(testCase.document)
        let generation = generate(text)
        #expect(generation.malformed.isEmpty, "\(generation.malformed)")
        let findings = generation.findings.filter { $0.rule == testCase.rule }
        #expect(!findings.isEmpty, "no \(testCase.rule) among \(generation.findings.map(\.textLine))")
        #expect(Set(findings.map(\.location)) == Set(markers),
                "findings at \(findings.map(\.textLine)), markers at \(markers)")
        for finding in findings {
            #expect(finding.file == sourceName)
            #expect(finding.textLine.hasPrefix("\(sourceName):\(finding.location.line):\(finding.location.column): "))
        }
    }

    @Test func errorsAreCountedAndWarningsAreNot() {
        let warnings = generate(#"{"sourceLanguage":"en","strings":{"A":{"en":"A","de":"A"},"B":{"en":"B"}}}"#)
        #expect(warnings.errorCount == 0)
        #expect(warnings.findings.contains { $0.rule == "missing-translation" })
        let errors = generate(#"{"sourceLanguage":"en","strings":{"A":{"en":"A %@","de":"A %d"}}}"#)
        #expect(errors.errorCount == 1)
        #expect(errors.data != nil, "the catalog is still generated; the tool decides whether to write it")
    }

    @Test func ignoredRulesAreNotReported() {
        var options = GenerationOptions()
        options.lint.ignoredRules = ["gen-unknown-field", "missing-translation"]
        let generation = generate(#"{"sourceLanguage":"en","strings":{"A":{"coment":"x","en":"A","de":"A"},"B":{"en":"B"}}}"#,
                                  options: options)
        #expect(generation.findings.isEmpty, "\(generation.findings.map(\.textLine))")
    }

    /// The values are read from the scan, not from `JSONSerialization`: a key given twice must
    /// still be read as it reads it (the last value wins), and a wrong first value, which it never
    /// sees, is only the duplicate.
    @Test func duplicateKeysAreReadAsJSONSerializationReadsThem() throws {
        let generation = generate(#"""
            {"sourceLanguage": "en", "strings": {
              "Hello": {"en": ["not", "a", "value"], "de": 7},
              "Hello": {"en": "Hello", "de": {"value": "Hallo", "state": "new"}, "de": "Servus"}
            }}
            """#)
        #expect(generation.malformed.isEmpty, "\(generation.malformed)")
        #expect(generation.findings.filter { $0.rule == "duplicate-key" }.count == 2)
        let entry = try #require(generation.catalog?.strings["Hello"])
        #expect(entry.localizations?["en"]?.stringUnit?.value == "Hello")
        #expect(entry.localizations?["de"]?.stringUnit?.value == "Servus")
        #expect(entry.localizations?["de"]?.stringUnit?.state == .translated)
    }

    @Test func findingsAreInFileOrder() {
        let generation = generate(#"""
            {"sourceLanguage": "en", "strings": {
              "B": {"en": "B %@", "de": "B %d"},
              "A": {"coment": "x", "en": "A", "de": "A"}
            }}
            """#)
        #expect(generation.findings.map(\.location) == generation.findings.map(\.location).sorted())
        #expect(generation.findings.map(\.rule) == ["placeholder-mismatch", "gen-unknown-field"])
    }

    @Test func orphanRuleExamples() {
        for (example, triggers) in OrphanRule.description.triggeringExamples.map({ ($0, true) })
            + OrphanRule.description.nonTriggeringExamples.map({ ($0, false) })
        {
            let (text, offsets) = example.catalogTextAndMarkers
            var options = LintOptions()
            options.selectedRules = [OrphanRule.description.identifier]
            let report = Linter(options: options, rules: [OrphanRule.self]).lint(data: Data(text.utf8), file: "x.xcstrings")
            let map = JSONSourceMap(utf8: Array(text.utf8))
            #expect(Set(report.findings.map(\.location)) == Set(offsets.map { map.location(ofOffset: $0) }),
                    "\(triggers ? "triggering" : "non-triggering"): \(example.text) → \(report.findings.map(\.textLine))")
        }
    }
}
