import CatalogModel

/// A different number of line breaks than the source.
package struct LineBreakMismatchRule: LintRule {
    package static let description = RuleDescription(
        identifier: "line-break-mismatch",
        name: "Number of line breaks differs",
        category: .textParity,
        defaultSeverity: .warning,
        description: """
            The translation has a different number of line breaks than its source. Layouts often rely on \
            them (a title and a subtitle on two lines); a missing or extra break changes the screen.
            """,
        triggeringExamples: [
            RuleExample(#""Line one\nLine two":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Zeile eins Zeile zwei"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Line one\nLine two":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Zeile eins\nZeile zwei"}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard let source = unit.sourceMatch, !unit.unit.value.isBlank else { return }
        let count = unit.unit.value.lineBreakCount
        let sourceCount = source.unit.value.lineBreakCount
        guard count != sourceCount else { return }
        sink.report(
            "\(unit.placeDescription) has \(count) line break\(count == 1 ? "" : "s"), the source \(sourceCount)",
            at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }
}

extension String {
    var lineBreakCount: Int {
        func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var count = 0
            for byte in bytes where byte == 0x0A { count += 1 }
            return count
        }
        if let counted = utf8.withContiguousStorageIfAvailable(count) { return counted }
        return utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
