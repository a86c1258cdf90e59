import CatalogLint
import CatalogModel
@testable import CatalogPseudo
import Foundation
import Testing
import TestSupport
import CatalogWriting

/// Every real catalog pseudo-localized in every mode at once (one pseudo-language per mode, and the
/// two default ones), with the translations left out so that only the source and the
/// pseudo-languages are linted.
@Suite("Pseudo-localization of the corpus", .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
struct CorpusTests {
    static let languages: [PseudoLanguage] = PseudoLanguage.defaults + zip(["en-XC", "en-XD", "en-XE", "en-XF"], [PseudoMode.accented, .bounded, .expanded, .double]).map {
        try! PseudoLanguage(tag: .init($0), modes: [$1])
    }

    /// The rules whose findings must not be new in a pseudo-language: placeholders, markup, plurals.
    static let checkedRules: Set<String> = {
        var identifiers: Set<String> = []
        for rule in RuleRegistry.all {
            let description = rule.description
            if description.category == .placeholders || description.category == .plurals { identifiers.insert(description.identifier) }
        }
        return identifiers
    }()

    /// The catalog with its source language only.
    static func sourceOnly(_ catalog: StringCatalog) -> StringCatalog {
        var result = catalog
        for (key, entry) in catalog.strings {
            result.strings[key]?.localizations = entry.localizations?.filter { $0.key == catalog.sourceLanguage }
        }
        return result
    }

    @Test(arguments: SharedData.corpusFiles)
    func everyModeReadsBackLintsCleanAndIsStable(_ file: CorpusFile) throws {
        let catalog = Self.sourceOnly(try CatalogReader.read(contentsOf: file.path, toleratingDuplicateKeys: true).catalog)
        var options = LintOptions()
        options.selectedRules = Self.checkedRules
        let linter = Linter(options: options)
        let source = try CatalogDocument(generating: catalog, file: file.name)
        let sourceFindings = Set(linter.lint(document: source).findings.map { "\($0.rule) \($0.key ?? "")" })
        let pseudolocalizer = CatalogPseudolocalizer(languages: Self.languages)
        let data = try CatalogWriter.data(for: pseudolocalizer.apply(to: catalog).catalog)
        let reread = try CatalogReader.read(data: data, file: file.name)
        #expect(try CatalogWriter.data(for: reread.catalog) == data, "reads back losslessly")
        #expect(try CatalogWriter.data(for: pseudolocalizer.apply(to: reread.catalog).catalog) == data, "a second run changes nothing")
        let tags = Set(Self.languages.map(\.tag.identifier))
        let added = linter.lint(document: reread).findings.filter {
            tags.contains($0.language ?? "") && !sourceFindings.contains("\($0.rule) \($0.key ?? "")")
        }
        #expect(added.isEmpty, "\(added.prefix(3).map(\.textLine))")
    }

    @Test func expansionIsWhatWasAsked() throws {
        for increase in [40, 100] {
            let modes: [PseudoMode] = increase == 100 ? [.double] : [.expanded]
            let pseudolocalizer = Pseudolocalizer(try PseudoLanguage(tag: .init("en-XA"), modes: modes, expansion: increase))
            var (text, filler, values, worst) = (0, 0, 0, 0.0)
            for file in SharedData.corpusFiles {
                let catalog = try CatalogReader.read(contentsOf: file.path, toleratingDuplicateKeys: true).catalog
                for (key, entry) in catalog.strings {
                    let value = entry.localizations?[catalog.sourceLanguage ?? "en"]?.stringUnit?.value ?? key
                    let result = pseudolocalizer.pseudolocalize(value)
                    guard result.breakage == nil else { continue }
                    let length = Self.textLength(ValueAnatomy(value))
                    let added = result.value.unicodeScalars.count - value.unicodeScalars.count
                    text += length
                    filler += added
                    values += 1
                    if length >= 20 { worst = max(worst, abs(Double(added) / Double(length) * 100 - Double(increase))) }
                }
            }
            let measured = Double(filler) / Double(text) * 100
            #expect(abs(measured - Double(increase)) < 1, "\(values) values: \(measured)% for \(increase)%")
            #expect(worst < 3, "every value of 20 characters or more is within 3 points: \(worst)")
        }
    }

    /// The characters the expansion is measured on: text, without protected elements and the white
    /// space around the value.
    static func textLength(_ anatomy: ValueAnatomy) -> Int {
        let outside = { (index: Int) in anatomy.isFree(index) && anatomy.scalars[index].properties.isWhitespace }
        guard let first = anatomy.scalars.indices.first(where: { !outside($0) }),
              let last = anatomy.scalars.indices.last(where: { !outside($0) }) else { return 0 }
        return (first...last).filter { anatomy.isFree($0) }.count
    }
}
