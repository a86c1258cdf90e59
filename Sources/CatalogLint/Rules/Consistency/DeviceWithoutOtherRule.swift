import CatalogModel

/// Device variations without the `other` case.
package struct DeviceWithoutOtherRule: LintRule {
    package static let description = RuleDescription(
        identifier: "device-without-other",
        name: "Device variation without other",
        category: .consistency,
        defaultSeverity: .error,
        description: """
            Device variations have no `other` case, the fallback for every device not listed (they pick a \
            case by the device the app runs on). Without it, a device that is not listed (a new one, or the Mac \
            running an iPad app) has no text.
            """,
        triggeringExamples: [
            RuleExample(#""Tap":{"localizations":{"en":{"variations":{↓"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},"mac":{"stringUnit":{"state":"translated","value":"Click"}}}}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Tap":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Click"}},"other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}}"#),
        ])

    package init() {}

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let devices = node.node.variations?.device, devices["other"] == nil else { return }
        let listed = devices.isEmpty ? "no case at all" : devices.keys.sorted().joined(separator: ", ") + " only"
        sink.report(
            "device variations in '\(node.language)' have no 'other' case (\(listed))",
            at: .key(node.path.appending(["variations", "device"])), key: node.key, language: node.language)
    }
}
