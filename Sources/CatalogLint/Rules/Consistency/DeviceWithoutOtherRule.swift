import CatalogModel

/// Device variations without the `other` case, reported once per key.
package struct DeviceWithoutOtherRule: LintRule {
    package static let visits: RuleVisits = [.node]

    package static let description = RuleDescription(
        identifier: "device-without-other",
        name: "Device variation without other",
        category: .consistency,
        defaultSeverity: .note,
        description: """
            Device variations have no `other` case, the fallback for every device not listed (they pick a \
            case by the device the app runs on). Without it, a device that is not listed (a new one, an \
            Apple TV, the Mac running an iPad app when `mac` is not listed) has no text in that language and \
            falls back to another. Reported once per key, at the source language's device variations when \
            they lack it too (translators copy the source's cases), else at the first language that lacks \
            it, with every language concerned. A note: whether a device is really left without text \
            depends on the platforms the app supports, which the catalog does not say (on the corpus, the \
            one catalog without `other` lists every device its app runs on).
            """,
        limitations: """
            Misses nothing it looks for. Wrong for an app that runs only on the listed devices: a catalog \
            cannot say which platforms an app supports.
            """,
        triggeringExamples: [
            RuleExample(#""Tap":{"localizations":{"en":{"variations":{↓"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},"mac":{"stringUnit":{"state":"translated","value":"Click"}}}}}}}"#),
            RuleExample(#""Tap":{"localizations":{"en":{"variations":{↓"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},"mac":{"stringUnit":{"state":"translated","value":"Click"}}}}},"de":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tippen"}},"mac":{"stringUnit":{"state":"translated","value":"Klicken"}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Tap":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Click"}},"other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}}"#),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let devices = node.node.variations?.device, devices["other"] == nil else { return }
        // Reported once: by the source language when it lacks the case too, else by the first language.
        let languages = lackingLanguages(at: node.branch, in: node.entry)
        guard languages.first == node.language else { return }
        let listed = devices.isEmpty ? "no case at all" : devices.keys.sorted().joined(separator: ", ") + " only"
        let scope = languages.count == 1
            ? "'\(node.language)'" : "\(languages.count) languages (\(quotedList(languages)))"
        sink.report(
            "device variations have no 'other' case in \(scope) (\(listed) in '\(node.language)')",
            at: .key(node.path.appending(["variations", "device"])), key: node.key, language: node.language)
    }

    /// The languages whose device variations at `branch` lack `other`: the source language first.
    private func lackingLanguages(at branch: [BranchStep], in entry: EntryContext) -> [String] {
        let source = entry.catalog.sourceLanguage
        let lacking = (entry.entry.localizations ?? [:]).keys.filter { language in
            guard let devices = entry.position(at: branch, language: language)?.node.variations?.device else {
                return false
            }
            return devices["other"] == nil
        }
        return lacking.sorted { ($0 == source ? "" : $0) < ($1 == source ? "" : $1) }
    }
}
