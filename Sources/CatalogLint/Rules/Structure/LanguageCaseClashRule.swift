import CatalogModel
import LanguageTags

/// Two language codes of one catalog that differ only in letter case (`pt-BR` and `pt-br`).
package struct LanguageCaseClashRule: LintRule {
    package static let visits: RuleVisits = [.catalog]

    package static let description = RuleDescription(
        identifier: "language-case-clash",
        name: "Language codes differing only in case",
        category: .structure,
        defaultSeverity: .error,
        description: """
            Two localizations whose codes differ only in letter case (`pt-BR` and `pt-br`, in one key or in \
            two) name one language: BCP 47 tags ignore case. Compiled, they are the folders `pt-BR.lproj` \
            and `pt-br.lproj`, one folder on a case-insensitive file system (macOS's default), so one \
            spelling's strings replace the other's; translation platforms and hand edits write such \
            codes. Write every localization in the case Xcode writes (`pt-BR`). Reported once per \
            spelling other than that one (or, when no spelling is Xcode's, other than the first in \
            sorted order), at its first localization (or at `sourceLanguage`).
            """,
        limitations: """
            Misses a lone code in an unusual case (`pt-br` alone names Brazilian Portuguese and \
            compiles to one folder). On a case-sensitive build volume the two folders stay apart, but \
            they still name one language, so users see only one of them.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"pt-BR":{"stringUnit":{"state":"translated","value":"Olá"}},↓"pt-br":{"stringUnit":{"state":"translated","value":"Oi"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"zh-Hant":{"stringUnit":{"state":"translated","value":"你好"}}}},"Bye":{"localizations":{↓"zh-hant":{"stringUnit":{"state":"translated","value":"再見"}}}}"#),
            .catalog(#"{"sourceLanguage":↓"EN","strings":{"Hi":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}}},"version":"1.0"}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"pt-BR":{"stringUnit":{"state":"translated","value":"Olá"}},"pt-PT":{"stringUnit":{"state":"translated","value":"Olá"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"pt-br":{"stringUnit":{"state":"translated","value":"Olá"}}}}"#),
        ])

    package init() {}

    package func visit(catalog: CatalogContext, into sink: inout FindingSink) {
        let source = catalog.catalog.sourceLanguage
        let tags = catalog.presentLanguages.union(source.map { [$0] } ?? [])
        guard tags.count > 1 else { return }
        let spellings = Dictionary(grouping: tags) { $0.lowercased() }
        for (_, group) in spellings where group.count > 1 {
            let sorted = group.sorted()
            let kept = sorted.first { (try? LanguageTag($0))?.identifier == $0 } ?? sorted[0]
            for tag in sorted where tag != kept {
                let message = "'\(tag)' and '\(kept)' differ only in letter case: they name one language, and "
                    + "compiled they are the folders \(tag).lproj and \(kept).lproj, one folder on a case-insensitive "
                    + "file system (macOS's default), so one's strings replace the other's; write '\(kept)'"
                if tag == source {
                    sink.report(message, at: .value(["sourceLanguage"]), key: nil, language: tag)
                } else if let first = catalog.firstLocalization(of: tag) {
                    sink.report(message, at: .key(first.path), key: first.key, language: tag)
                }
            }
        }
    }
}
