import CatalogModel
/// Text generated from the rule types: `--explain`, `--list-rules` and the rule table in Docs/rules.md.
public enum RuleDocumentation {
    /// What `xcstrings-lint --explain RULE` prints.
    public static func explain(_ description: RuleDescription) -> String {
        var text = "\(description.identifier): \(description.name)\n"
        text += "Category: \(description.category.rawValue). Default severity: \(description.defaultSeverity.rawValue).\n\n"
        text += description.description + "\n"
        if !description.limitations.isEmpty {
            text += "\nWhat it misses and when it may be wrong:\n" + description.limitations + "\n"
        }
        func section(_ title: String, _ examples: [RuleExample]) {
            guard !examples.isEmpty else { return }
            text += "\n\(title)\n"
            for example in examples {
                text += "\n  " + example.catalogText
                if !example.requiredLanguages.isEmpty {
                    text += "\n  (with --languages \(example.requiredLanguages.joined(separator: ",")))"
                }
                if let regions = example.knownRegions {
                    text += "\n  (in a project whose knownRegions are \(regions.joined(separator: ", ")))"
                }
                text += "\n"
            }
        }
        section("Triggering examples (↓ marks where the finding points):", description.triggeringExamples)
        section("Non-triggering examples:", description.nonTriggeringExamples)
        return text
    }

    /// One line per rule: id, default severity, name.
    public static func list(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let width = descriptions.map(\.identifier.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        return descriptions.map { description in
            let identifier = padded(description.identifier, width)
            let severity = padded(description.defaultSeverity.rawValue, 7)
            return identifier + "  " + severity + "  " + description.name
        }.joined(separator: "\n") + "\n"
    }

    /// `--list-rules --format json`: every rule as an object (`id`, `name`, `category`,
    /// `severity`, `description`, `limitations`), in documentation order.
    public static func json(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        // Written by the package's own JSON writer, as the JSON report is: `JSONSerialization`
        // would load Foundation into `xcstrings-lint`, which uses FoundationEssentials only.
        let rules: [JSONValue] = descriptions.map { description in
            [
                "id": .string(description.identifier), "name": .string(description.name),
                "category": .string(description.category.rawValue),
                "severity": .string(description.defaultSeverity.rawValue),
                "description": .string(description.description), "limitations": .string(description.limitations),
            ]
        }
        let object: JSONValue = ["version": 1, "rules": .array(rules)]
        return object.prettyText + "\n"
    }

    /// The Markdown table in the README, between the `<!-- rules -->` markers.
    public static func markdownTable(_ descriptions: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var text = "| Rule | Category | Default | What it finds |\n|---|---|---|---|\n"
        for description in descriptions {
            let summary = description.description.split(separator: ".", maxSplits: 1).first.map { String($0) + "." } ?? ""
            text += "| `\(description.identifier)` | \(description.category.rawValue) | \(description.defaultSeverity.rawValue) | "
                + summary.replacing(every: "|", with: "\\|").replacing(every: "\n", with: " ") + " |\n"
        }
        return text
    }
}
