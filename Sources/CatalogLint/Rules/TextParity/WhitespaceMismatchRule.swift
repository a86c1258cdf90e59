import CatalogModel

/// Leading or trailing white space that differs from the source where users see it.
package struct WhitespaceMismatchRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "whitespace-mismatch",
        name: "Leading or trailing white space differs",
        category: .textParity,
        defaultSeverity: .warning,
        description: """
            The translation lacks white space its source has at the start or end (a lost trailing space \
            before a value that is appended in code), or has a different number of line breaks there. \
            Usually a slip of the translator, visible in the layout. Extra spaces at an end rarely show \
            and are not reported; neither is a space dropped next to full-width punctuation (`名前：`, \
            `（%@）`), in Chinese and Japanese next to a Han or kana letter, or at the start of a Korean \
            value that begins with Hangul (a particle or suffix joins the word before it: "님 외 %lld명"). \
            When the source has white space at an end that most of its translations (two or more, copies \
            of the source aside) lack, the source is the odd one out (a stray space): it is reported once, \
            at the source, instead of every translation. Keys that need no translation \
            (`shouldTranslate: false`, stale) are not checked.
            """,
        limitations: """
            Misses extra spaces at an end, white space inside the text, a key used as source text that is \
            the odd one out, and copies of the source. Wrong where a language drops a space on purpose next \
            to a character of its own that is not recognized (Thai, Korean punctuation), or where nothing is \
            appended after the source's trailing space.
            """,
        triggeringExamples: [
            RuleExample(#""Name: ":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Name:"}}}}"#),
            RuleExample(#""Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Fertig\n"}}}}"#),
            RuleExample(#""Platforms":{"localizations":{"en":{"stringUnit":{"state":"translated","value":↓"Platforms "}},"de":{"stringUnit":{"state":"translated","value":"Plattformen"}},"fr":{"stringUnit":{"state":"translated","value":"Plateformes"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Name: ":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Name: "}}}}"#),
            RuleExample(#""Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":""}}}}"#),
            RuleExample(#""Name: ":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"名前："}},"zh-Hans":{"stringUnit":{"state":"translated","value":"名称："}}}}"#),
            RuleExample(#"" (%@)":{"localizations":{"zh-Hant":{"stringUnit":{"state":"translated","value":"（%@）"}}}}"#),
            RuleExample(#""Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig "}}}}"#),
            RuleExample(#""Old: ":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt:"}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.entry.needsTranslation, !unit.unit.value.isBlank else { return }
        if unit.isSource {
            reportIfOutlier(unit, into: &sink)
            return
        }
        guard let source = unit.sourceMatch, !source.unit.value.isBlank else { return }
        let value = unit.unit.value
        let sourceValue = source.unit.value
        // Neither value has white space at either end (most): nothing differs.
        guard value.hasEdgeWhitespace || sourceValue.hasEdgeWhitespace else { return }
        for edge in TextEdge.allCases {
            let own = edge.whitespace(of: value)
            let expected = edge.whitespace(of: sourceValue)
            guard edge.differsVisibly(translated: own, source: expected, in: value, language: unit.language) else {
                continue
            }
            if !source.isKeyAsSource, SourceEdgeConsensus.of(unit.entry).translationsDisagreeing(
                at: source.branch, edge: edge, source: sourceValue) != nil
            {
                continue
            }
            sink.report(
                "\(edge.name) white space of \(unit.placeDescription) differs from the source (\(describe(own)) vs \(describe(expected)))",
                at: .value(unit.valuePath), key: unit.key, language: unit.language)
            return
        }
    }

    /// Reports the source once when it has white space at an end that none of its translations has.
    private func reportIfOutlier(_ unit: UnitContext, into sink: inout FindingSink) {
        let value = unit.unit.value
        for edge in TextEdge.allCases where !edge.whitespace(of: value).isEmpty {
            guard let count = SourceEdgeConsensus.of(unit.entry).translationsDisagreeing(
                at: unit.branch, edge: edge, source: value)
            else { continue }
            sink.report(
                "the source \(edge == .leading ? "starts" : "ends") with \(describe(edge.whitespace(of: value))), "
                    + "which most of its \(count) translations lack: a stray space in the source?",
                at: .value(unit.valuePath), key: unit.key, language: unit.language)
            return
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

extension String {
    /// Whether the string starts or ends with white space. Its bytes are read in place, and the
    /// first and last scalars are decoded only when their lead byte is one that white space
    /// beyond ASCII starts with (U+0085, U+00A0, U+1680, U+2000–U+3000): a value in another
    /// script is told by two bytes.
    var hasEdgeWhitespace: Bool {
        // `nil` twice over: bytes not in place, or a scalar to decode.
        if let told = utf8.withContiguousStorageIfAvailable(Self.edgeWhitespace).flatMap({ $0 }) { return told }
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return false }
        return first.isWhitespaceFast || last.isWhitespaceFast
    }

    /// `hasEdgeWhitespace` from the lead bytes of the first and last scalars, or `nil` when a
    /// scalar must be decoded.
    private static func edgeWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let first = bytes.first else { return false }
        var lastLead = bytes.count - 1
        // Back over the continuation bytes of the last scalar (at most three).
        while lastLead > 0 && bytes[lastLead] & 0xC0 == 0x80 && bytes.count - lastLead < 4 { lastLead -= 1 }
        switch (edgeVerdict(first), edgeVerdict(bytes[lastLead])) {
        case (true?, _), (_, true?): return true
        case (false?, false?): return false
        default: return nil
        }
    }

    /// Whether a scalar with this lead byte is white space: known for ASCII and for the lead bytes
    /// no white space has; `nil` for the others.
    private static func edgeVerdict(_ lead: UInt8) -> Bool? {
        switch lead {
        case 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        case 0xC2, 0xE1, 0xE2, 0xE3: nil
        default: false
        }
    }
}

extension UInt8 {
    /// Whether this first or last byte of a UTF-8 string may be part of white space: ASCII white
    /// space, or a byte of a non-ASCII scalar (some are white space, such as U+00A0 and U+3000).
    fileprivate var mayBeWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) || self >= 0x80 }
}
