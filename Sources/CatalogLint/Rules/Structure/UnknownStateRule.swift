import CatalogModel

/// A string unit or string set whose state is missing or not one Xcode writes.
package struct UnknownStateRule: LintRule {
    package static let visits: RuleVisits = [.node, .unit]

    package static let description = RuleDescription(
        identifier: "unknown-state",
        name: "Unknown state",
        category: .structure,
        defaultSeverity: .error,
        description: """
            A `stringUnit` or `stringSet` state must be `translated`, `needs_review` or `new`. Anything else \
            (a typo such as `translate`, or `stale`, which is an extraction state) is not understood by \
            Xcode, and the linter cannot tell whether the text is finished.
            """,
        limitations: """
            Misses a known state in the wrong place. Wrong if a future Xcode adds a state.
            """,
        triggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"de":{"stringUnit":{"state":↓"translate","value":"Hallo"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"de":{"stringUnit":{"state":↓"stale","value":"Hallo"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"de":↓{"stringUnit":{"value":"Hallo"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Hi":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Hallo"}}}}"#),
            RuleExample(#""Hi":{"localizations":{"de":{"stringSet":{"state":"new","values":["Hallo"]}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.unit.state?.isKnown != true else { return }
        check(unit.unit.state, statePath: unit.statePath, node: unit.node, &sink)
    }

    package func visit(node: NodeContext, into sink: inout FindingSink) {
        guard let set = node.node.stringSet, set.state?.isKnown != true else { return }
        check(set.state, statePath: node.path.appending(["stringSet", "state"]), node: node, &sink)
    }

    /// Reports a missing or unknown state (paths are built only here, not for every unit).
    private func check(_ state: TranslationState?, statePath: JSONPath, node: NodeContext, _ sink: inout FindingSink) {
        guard let state else {
            sink.report("translation in '\(node.language)' has no state", at: .value(node.path), key: node.key,
                        language: node.language)
            return
        }
        guard !state.isKnown else { return }
        sink.report(
            "unknown state \(JSONPathComponent.quoted(state.rawValue)); expected translated, needs_review or new",
            at: .value(statePath), key: node.key, language: node.language)
    }
}
