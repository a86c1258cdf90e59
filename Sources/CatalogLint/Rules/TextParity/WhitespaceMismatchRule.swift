import CatalogModel

/// Leading or trailing white space that differs from the source.
package struct WhitespaceMismatchRule: LintRule {
    package static let description = RuleDescription(
        identifier: "whitespace-mismatch",
        name: "Leading or trailing white space differs",
        category: .textParity,
        defaultSeverity: .warning,
        description: """
            The translation starts or ends with different white space than its source (a lost trailing \
            space before a value that is appended in code, an extra line break). Usually a slip of the \
            translator, visible in the layout.
            """,
        triggeringExamples: [
            RuleExample(#""Name: ":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Name:"}}}}"#),
            RuleExample(#""Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Fertig\n"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Name: ":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Name: "}}}}"#),
            RuleExample(#""Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":""}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard let source = unit.sourceMatch, !unit.unit.value.isBlank, !source.unit.value.isBlank else { return }
        let value = unit.unit.value
        let sourceValue = source.unit.value
        if value.leadingWhitespace != sourceValue.leadingWhitespace {
            sink.report(
                "leading white space of \(unit.placeDescription) differs from the source (\(describe(value.leadingWhitespace)) vs \(describe(sourceValue.leadingWhitespace)))",
                at: .value(unit.valuePath), key: unit.key, language: unit.language)
        } else if value.trailingWhitespace != sourceValue.trailingWhitespace {
            sink.report(
                "trailing white space of \(unit.placeDescription) differs from the source (\(describe(value.trailingWhitespace)) vs \(describe(sourceValue.trailingWhitespace)))",
                at: .value(unit.valuePath), key: unit.key, language: unit.language)
        }
    }

    private func describe(_ whitespace: Substring) -> String {
        whitespace.isEmpty ? "none" : JSONPathComponent.quoted(String(whitespace))
    }
}

extension String {
    /// The white space the string starts with (scanned by Unicode scalar, ASCII fast).
    var leadingWhitespace: Substring {
        // Most values start with a character that is not white space: no scalar walk for those.
        if let first = utf8.first, !first.mayBeWhitespace { return self[startIndex..<startIndex] }
        let scalars = unicodeScalars
        var end = scalars.startIndex
        while end < scalars.endIndex, scalars[end].isWhitespaceFast { end = scalars.index(after: end) }
        return self[startIndex..<end]
    }

    /// The white space the string ends with.
    var trailingWhitespace: Substring {
        if let last = utf8.last, !last.mayBeWhitespace { return self[endIndex..<endIndex] }
        let scalars = unicodeScalars
        var start = scalars.endIndex
        while start > scalars.startIndex, scalars[scalars.index(before: start)].isWhitespaceFast {
            start = scalars.index(before: start)
        }
        return self[start..<endIndex]
    }
}

extension UInt8 {
    /// Whether this first or last byte of a UTF-8 string may be part of white space: ASCII white
    /// space, or a byte of a non-ASCII scalar (some are white space, such as U+00A0 and U+3000).
    fileprivate var mayBeWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) || self >= 0x80 }
}
