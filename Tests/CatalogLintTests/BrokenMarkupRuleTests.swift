import CatalogLint
import CatalogPseudo
import Foundation
import Testing
import TestSupport

@Suite("broken-markup")
struct BrokenMarkupRuleTests {
    func findings(_ path: String) -> [Finding] {
        var options = LintOptions()
        options.selectedRules = ["broken-markup"]
        return Linter(options: options).lint(file: path).findings
    }

    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func whatItFindsInTheCorpus() {
        let found = SharedData.corpusFiles.flatMap { file in
            findings(file.path).map { "\(file.name.split(separator: "_").first!) \($0.location) \($0.language ?? "") \($0.message)" }
        }
        #expect(found == [
            "CubeLabsNZ 831:23 zh-Hans the markup of 'zh-Hans' differs from the source's: it lacks emphasis '*', emphasis '**'",
            "buresdv 4306:22 es-419 the markup of 'es-419' differs from the source's: it lacks a link to corkmac.app; it adds a link to corkmac.aoo",
            "buresdv 48066:22 ru the markup of 'ru' differs from the source's: it lacks a link to corkmac.app; it adds a link to corkmac.ru",
            "buresdv 48336:22 de the markup of 'de' differs from the source's: it lacks a link to corkmac.app; it adds the address corkmac.app",
            "buresdv 48420:22 uk the markup of 'uk' differs from the source's: it lacks a link to corkmac.app; it adds the address corkmac.app",
        ])
    }

    /// The byte checks that spare most values the analysis never pass over an element, a markup
    /// item or a problem the analysis would find: on edge cases, and on every key and value of the
    /// corpus, as source texts and in substitutions.
    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func theChecksBeforeTheAnalysisMissNothing() throws {
        var texts = [
            "plain text", "now. Show. new.", "www.example.com", "see www.x.org.", "a:/b", "https://x.y", "x@y.z",
            "100%", "%@", "%1$@ and %%", "a \\n b", "${applicationName}", "`code`", "<b>bold</b>", "a &amp; b",
            "[a](https://b)", "^[%lld item](inflect: true)", "![i](x.png)", "*a*", "__a__", "~~a~~", "**unclosed",
        ]
        texts += try CorpusTexts.keysAndValues()
        var passed = (elements: 0, markup: 0)
        var missed: [String] = []
        for text in texts {
            let mayHaveElements = BrokenMarkupRule.mayHaveElements(text)
            let mayHaveMarkup = BrokenMarkupRule.mayHaveMarkup(text)
            if mayHaveElements { passed.elements += 1 }
            if mayHaveMarkup { passed.markup += 1 }
            guard !mayHaveElements || !mayHaveMarkup else { continue }
            for inSubstitution in [false, true] {
                let anatomy = ValueAnatomy(text, inSubstitution: inSubstitution)
                if !mayHaveElements && (!anatomy.elements.isEmpty || !anatomy.problems.isEmpty)
                    || !mayHaveMarkup && (!anatomy.markupItems.isEmpty || !anatomy.problems.isEmpty)
                {
                    missed.append(text)
                    break
                }
            }
        }
        #expect(missed.isEmpty, "\(missed.prefix(10))")
        // Neither check lets everything through, nor nothing.
        #expect(passed.elements > 1_000 && passed.elements < texts.count / 2, "\(passed.elements) of \(texts.count)")
        #expect(passed.markup > 100 && passed.markup < passed.elements, "\(passed.markup) of \(texts.count)")
    }

    @Test func aTranslationThatKeepsItsMarkupInAnotherOrderIsFine() {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"Tap **Save** or read [the guide](https://example.com/guide)":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"[ガイド](https://example.com/ja/guide)を読むか、**保存**をタップ"}}}}}}"#
        var options = LintOptions()
        options.selectedRules = ["broken-markup"]
        #expect(Linter(options: options).lint(data: Data(text.utf8), file: "x.xcstrings").findings.isEmpty)
    }

    /// An inflection holding a link: the link is compared as a link, the inflection by the
    /// translation's language (Korean cannot be inflected; German keeps the link but not the inflection).
    @Test func anInflectionAroundALinkIsTwoItems() {
        let anatomy = CatalogPseudo.ValueAnatomy("^[%lld [file](https://example.com/f)](inflect: true)")
        #expect(anatomy.markupItems.map(\.kind) == [.link, .inflection])
        #expect(anatomy.markupItems.map(\.description) == ["a link to example.com", "an inflection '(inflect: true)'"])
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"^[%lld [file](https://example.com/f)](inflect: true)":{"localizations":{"ko":{"stringUnit":{"state":"translated","value":"[파일](https://example.com/f) %lld개"}},"de":{"stringUnit":{"state":"translated","value":"%lld [Dateien](https://example.com/f)"}}}}}}"#
        var options = LintOptions()
        options.selectedRules = ["broken-markup"]
        #expect(Linter(options: options).lint(data: Data(text.utf8), file: "x.xcstrings").findings.map { "\($0.language ?? "") \($0.message)" } == [
            "de the markup of 'de' differs from the source's: it lacks an inflection '(inflect: true)'",
        ])
    }
}
