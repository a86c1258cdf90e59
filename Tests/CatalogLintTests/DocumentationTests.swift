import CatalogLint
import Foundation
import Testing
import TestSupport

@Suite("Documentation")
struct DocumentationTests {
    @Test("The rule table of Docs/rules.md is generated from the rule types and current")
    func ruleTableIsCurrent() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        let begin = try #require(page.range(of: "<!-- rules:begin -->\n"))
        let end = try #require(page.range(of: "<!-- rules:end -->"))
        let table = String(page[begin.upperBound..<end.lowerBound])
        #expect(table == RuleDocumentation.markdownTable(), "run Scripts/update-readme-rules")
    }

    @Test("Every relative link of README.md and Docs/ names a file that exists, and a heading of it")
    func relativeLinksResolve() throws {
        let docs = packageRoot.appendingPathComponent("Docs")
        let pages = [packageRoot.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }.sorted()
                .map { docs.appendingPathComponent($0) }
        #expect(pages.count > 1)
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for page in pages {
            let text = MarkdownText.prose(try String(contentsOf: page, encoding: .utf8))
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(parts[0])
                let name = "\(page.lastPathComponent): \(target)"
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(name): no such file")
                    continue
                }
                if parts.count == 2 {
                    let anchors = MarkdownText.anchors(try String(contentsOf: file, encoding: .utf8))
                    #expect(anchors.contains(parts[1]), "\(name): no such heading")
                }
            }
        }
    }

    @Test func explainShowsDescriptionAndExamples() throws {
        for type in RuleRegistry.all {
            let text = RuleDocumentation.explain(type.description)
            #expect(text.hasPrefix("\(type.description.identifier): \(type.description.name)\n"))
            #expect(text.contains("Default severity: \(type.description.defaultSeverity.rawValue)"))
            #expect(text.contains("Non-triggering examples:"))
        }
    }
}

/// Just enough Markdown to check links: prose without code, and GitHub's heading anchors.
enum MarkdownText {
    /// `text` without fenced code blocks and inline code spans.
    static func prose(_ text: String) -> String {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            lines.append(line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined())
        }
        return lines.joined(separator: "\n")
    }

    /// The anchors GitHub gives the headings of `text`: lower case, without punctuation other than
    /// `-` and `_`, spaces as `-`; a repeated anchor gets `-1`, `-2`, ...
    static func anchors(_ text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
                return nil
            })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
