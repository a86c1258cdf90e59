import CatalogLint
import Foundation
import Testing
import TestSupport

/// The precision table of Docs/rules.md stays true: the number of findings of every rule on the
/// corpus (`xcstrings-lint --no-config` on `../shared/corpus/raw`) is the one the table records, so a
/// change that adds or removes findings must be sampled again and the table updated.
@Suite("The precision table of Docs/rules.md")
struct PrecisionTableTests {
    /// One row: the rule, its default severity, findings on the corpus, sampled, judged right.
    struct Row: Equatable {
        var rule: String
        var severity: String
        var count: Int
        var sampled: Int
        var right: Int
    }

    /// The rows between `<!-- precision:begin -->` and `<!-- precision:end -->`.
    static func rows() throws -> [Row] {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- precision:begin -->\n"))
        let end = try #require(page.range(of: "<!-- precision:end -->"))
        return page[begin.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, cells[0].hasPrefix("`"), let count = Int(cells[2]), let sampled = Int(cells[3]),
                let right = Int(cells[4])
            else { return nil }
            return Row(rule: cells[0].trimmingCharacters(in: ["`"]), severity: cells[1], count: count,
                       sampled: sampled, right: right)
        }
    }

    @Test func everyRuleHasARowWithItsDefaultSeverityAndASampleWithinItsCount() throws {
        let rows = try Self.rows()
        #expect(rows.map(\.rule) == RuleRegistry.descriptions.map(\.identifier))
        for (row, description) in zip(rows, RuleRegistry.descriptions) {
            #expect(row.severity == description.defaultSeverity.rawValue, "\(row.rule)")
            #expect(row.sampled >= min(row.count, 20) && row.sampled <= row.count,
                    "\(row.rule): sample 20 findings, or all when there are fewer")
            #expect(row.right <= row.sampled, "\(row.rule)")
        }
    }

    @Test func samplesMeetTheirBars() throws {
        for row in try Self.rows() where row.sampled > 0 {
            let precision = Double(row.right) / Double(row.sampled)
            let bar = row.rule == "untranslated-copy" ? 0.9 : row.severity == "error" ? 0.95 : row.severity == "warning" ? 0.8 : 0
            #expect(precision >= bar, "\(row.rule): \(row.right) of \(row.sampled) right, below \(bar)")
        }
    }

    @Test(.enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
    func countsAreThoseOfTheCorpus() throws {
        var counts: [String: Int] = [:]
        let linter = Linter()
        for file in SharedData.corpusFiles {
            for finding in linter.lint(file: file.path).findings {
                counts[finding.rule, default: 0] += 1
            }
        }
        for row in try Self.rows() {
            #expect(counts[row.rule, default: 0] == row.count, "\(row.rule): \(counts[row.rule, default: 0]) on the corpus")
        }
    }
}
