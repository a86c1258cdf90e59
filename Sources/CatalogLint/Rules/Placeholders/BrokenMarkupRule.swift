import CatalogModel
import CatalogPseudo
import LanguageTags

/// Markup that users would see as written: in a source value, markup that is never closed or that
/// does not survive the text a pseudo-language puts around it (found by pseudo-localizing the
/// value in memory); in a translation, markup of its source that it lost or changed.
package struct BrokenMarkupRule: LintRule {
    package static let visits: RuleVisits = [.entry, .unit]

    package static let description = RuleDescription(
        identifier: "broken-markup",
        name: "Markup lost or broken",
        category: .placeholders,
        defaultSeverity: .warning,
        description: """
            A source value has Markdown that is never closed or that does not survive the text a \
            translation adds around it, or a translation lacks or changes markup of its source (emphasis, \
            a link, an address). Apple's runtime renders Markdown in `Text` and \
            `AttributedString(localized:)`: users see the asterisks, lose the link, or follow a mistyped \
            one. Each source value is pseudo-localized in memory (accented, bracketed, expanded and right \
            to left, as `xcstrings-pseudo` does) and every placeholder, tag, URL and Markdown element must \
            come out as it went in; markup it cannot delimit is reported: a `**` or `~~` never closed, \
            `[text](url` without its `)`, `](url)` without its `[`, `^[…]` without `(inflect: true)`, a \
            backtick never closed. A translation is compared with its source by emphasis (paired \
            delimiters; `__bold__` is `**bold**` and `_it_` is `*it*`, as Markdown renders them), code spans, links and addresses by the site they lead to (a localized page of the \
            same site is fine), inflection attributes (only where the translation's language can inflect: \
            English, Spanish, French, German, Italian, Portuguese; a translation may add them) and tags. A `%` that is not a specifier is left to \
            `invalid-specifier`; single `*` and `_` that pair with nothing (`* required`) are text.
            """,
        limitations: """
            Misses markup Apple does not render (HTML in `Text`) and Markdown beyond emphasis, code, links \
            and inflection. Wrong for a link deliberately changed to a localized site on another domain, or \
            a literal `*` used as a star.
            """,
        triggeringExamples: [
            RuleExample(#""save-hint":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Tap ↓**Save to keep your changes"}}}}"#),
            RuleExample(#""privacy":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Read our [privacy policy↓](https://example.com/privacy"}}}}"#),
            RuleExample(#""messages":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"You have ↓^[%lld new message]"}}}}"#),
            RuleExample(#"↓"Read the guide](https://example.com/guide)":{}"#),
            RuleExample(#""Read our [privacy policy](https://example.com/privacy)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Unsere Datenschutzerklärung: https://example.com/privacy"}},"es":{"stringUnit":{"state":"translated","value":↓"Lee nuestra [política de privacidad](https://example.con/privacy)"}}}}"#),
            RuleExample(#""Your solves are **not** recorded":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":↓"你的还原时间不会被记录"}}}}"#),
            RuleExample(#""You have ^[%lld new message](inflect: true)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Du hast %lld neue Nachrichten"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Tap **Save** to keep your changes":{}"#),
            RuleExample(#""Tap **Done**, then *here*":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Tippe auf __Fertig__, dann _hier_"}}}}"#),
            RuleExample(#""Read our [privacy policy](https://example.com/privacy) or write to help@example.com":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Lisez notre [politique de confidentialité](https://example.com/privacy-fr) ou écrivez à help@example.com"}}}}"#),
            RuleExample(#""messages":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"You have ^[%lld new message](inflect: true)"}}}}"#),
            RuleExample(#""* required":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pflichtfeld"}}}}"#),
            RuleExample(#""Up to 50% off <b>today</b>":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Bis zu 50 % Rabatt, nur <b>heute</b>"}}}}"#),
            RuleExample(#""You have ^[%lld new message](inflect: true)":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"新着メッセージが%lld件あります"}}}}"#),
            RuleExample(#""%lld new messages":{"localizations":{"es":{"stringUnit":{"state":"translated","value":"^[%lld mensaje nuevo](inflect: true)"}}}}"#),
        ])

    package init() {}

    private static let pseudolocalizer = Pseudolocalizer(
        try! PseudoLanguage(tag: PseudoLanguage.accented.tag, modes: [.accented, .bounded, .expanded, .rtl]))

    package func visit(entry: EntryContext, into sink: inout FindingSink) {
        guard entry.needsTranslation, entry.sourceLocalization == nil, entry.entry.extractionState != .manual,
              Self.mayHaveElements(entry.key)
        else { return }
        for message in problems(in: entry.key, inSubstitution: false).map(\.message) {
            sink.report("\(message) (the key, used as source text)", at: .key(entry.path), key: entry.key,
                        language: entry.catalog.sourceLanguage)
        }
    }

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.entry.needsTranslation else { return }
        let inSubstitution = unit.node.enclosingSubstitution != nil
        let value = unit.unit.value
        if unit.isSource {
            // Most source texts have no element at all: no analysis then.
            guard Self.mayHaveElements(value) else { return }
            for problem in problems(in: value, inSubstitution: inSubstitution) {
                sink.report("\(problem.message) in \(unit.placeDescription)", at: .inString(unit.valuePath, utf8Offset: problem.offset),
                            key: unit.key, language: unit.language)
            }
            return
        }
        guard let source = unit.sourceMatch, !value.isEmpty,
              SourceMarkup.of(source).mayHaveMarkup || Self.mayHaveMarkup(value) else { return }
        let anatomy = ValueAnatomy(value, inSubstitution: inSubstitution)
        for problem in anatomy.problems {
            sink.report("\(problem.message) in \(unit.placeDescription)", at: .inString(unit.valuePath, utf8Offset: problem.utf8Offset),
                        key: unit.key, language: unit.language)
        }
        // Compared as sets: a translation may name a link once where the source names it twice.
        let items = Set(anatomy.markupItems)
        let sourceItems = SourceMarkupItems.of(source).items
        // Inflection follows the translation's grammar: a language Apple cannot inflect has no use
        // for it, and a translation may add it where its own words must agree with a number.
        var missing = sourceItems.subtracting(items).sorted()
        if missing.contains(where: { $0.kind == .inflection }) && !Self.canInflect(unit.language) {
            missing.removeAll { $0.kind == .inflection }
        }
        let added = items.subtracting(sourceItems).filter { $0.kind != .inflection }.sorted()
        guard !missing.isEmpty || !added.isEmpty else { return }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks \(missing.map(\.description).joined(separator: ", "))") }
        if !added.isEmpty { parts.append("adds \(added.map(\.description).joined(separator: ", "))") }
        sink.report("the markup of \(unit.placeDescription) differs from the source's: it \(parts.joined(separator: "; it "))",
                    at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }

    /// The languages Apple documents automatic grammar agreement for (`^[…](inflect: true)`):
    /// English and Spanish since iOS 15 and macOS 12, French, German, Italian and Portuguese since
    /// iOS 16 and macOS 13. A translation into another language that drops the inflection shows
    /// the same text either way.
    static let inflectingLanguages: Set<String> = ["en", "es", "fr", "de", "it", "pt"]

    static func canInflect(_ language: String) -> Bool {
        guard let tag = try? LanguageTag(language) else { return true }
        return inflectingLanguages.contains(tag.language)
    }

    /// Whether a value may have markup (most values have none: no analysis then). A necessary
    /// condition of every markup item and problem `ValueAnatomy` reports (other elements can only
    /// hide them, never make them): an emphasis or code delimiter (`* _ ~ \``), a tag's `<`, the
    /// `](` of a link, the `^[` of an inflection, the `:/` or `www.` of a URL, or an `@` between the
    /// characters of an e-mail address. A period ending a sentence, a colon before a space, a
    /// bracket without a link and a placeholder's `@` (`%@`, `%1$@`, `%#@name@`) used to send every
    /// such value, in every language, through the analysis.
    package static func mayHaveMarkup(_ value: String) -> Bool {
        onBytes(of: value, mayHaveMarkup)
    }

    /// `check` of the bytes of `value`, read in place (a value read from a catalog is always
    /// contiguous UTF-8); of a copy otherwise.
    private static func onBytes(of value: String, _ check: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        if let answer = value.utf8.withContiguousStorageIfAvailable(check) { return answer }
        var copy = value
        return copy.withUTF8(check)
    }

    private static func mayHaveMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let markupBytes = Self.markupBytes
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            // Most bytes are none of those the switch looks at: one table look-up for those.
            guard markupBytes[Int(byte)] else {
                previous = byte
                continue
            }
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "<"):
                return true
            case UInt8(ascii: "]"):
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "(") { return true }
            case UInt8(ascii: "["):
                if previous == UInt8(ascii: "^") { return true }
            case UInt8(ascii: ":"), UInt8(ascii: "."):
                if isURLMark(bytes, at: index) { return true }
            case UInt8(ascii: "@"):
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if isEmailLocalCharacter(previous) && (isASCIIAlphanumeric(next) || next == UInt8(ascii: "-") || next == UInt8(ascii: ".")) {
                    return true
                }
            default:
                break
            }
            previous = byte
        }
        return false
    }

    /// Whether a value may have a protected element, or markup without its end (most values have
    /// neither: no analysis then). A necessary condition of every element and problem
    /// `ValueAnatomy` finds: a byte each kind starts with or needs (`%` of a specifier, `\` of an
    /// escape, `$` of a phrase variable, `` ` `` of a code span, `<` of a tag, `&` of an entity,
    /// `[` and `]` of a link, `* _ ~` of emphasis, `@` of an e-mail address), the `:/` of a URL or
    /// its `www.`.
    package static func mayHaveElements(_ value: String) -> Bool {
        onBytes(of: value, mayHaveElements)
    }

    private static func mayHaveElements(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let elementBytes = Self.elementBytes
        for index in bytes.indices where elementBytes[Int(bytes[index])] {
            switch bytes[index] {
            case UInt8(ascii: ":"), UInt8(ascii: "."):
                if isURLMark(bytes, at: index) { return true }
            default:
                return true
            }
        }
        return false
    }

    /// Whether the `:` or `.` at `index` is one a URL needs: the `:` of `:/`, the `.` of `www.`
    /// (`now.` and `show.` are not).
    private static func isURLMark(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        if bytes[index] == UInt8(ascii: ":") {
            return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
        }
        return index >= 3 && bytes[index - 1] == UInt8(ascii: "w") && bytes[index - 2] == UInt8(ascii: "w")
            && bytes[index - 3] == UInt8(ascii: "w")
    }

    /// For each byte value, whether `mayHaveElements` has a case for it.
    private static let elementBytes: [Bool] = (0...255).map { byte in "%\\$`<&[]*_~@:.".utf8.contains(UInt8(byte)) }

    /// Whether a source unit may have markup, worked out once for the units of every language
    /// that match it.
    private final class SourceMarkup {
        enum Key: ComputedValueKey { typealias Value = SourceMarkup }
        let mayHaveMarkup: Bool

        init(_ mayHaveMarkup: Bool) { self.mayHaveMarkup = mayHaveMarkup }

        static func of(_ source: SourceMatch) -> SourceMarkup {
            source.value(for: Key.self) { SourceMarkup(BrokenMarkupRule.mayHaveMarkup(source.unit.value)) }
        }
    }

    /// The markup items of a source unit, read once for the units of every language that match it
    /// (not once for each of them).
    private final class SourceMarkupItems {
        enum Key: ComputedValueKey { typealias Value = SourceMarkupItems }
        let items: Set<MarkupItem>

        init(_ items: Set<MarkupItem>) { self.items = items }

        static func of(_ source: SourceMatch) -> SourceMarkupItems {
            source.value(for: Key.self) {
                SourceMarkupItems(Set(ValueAnatomy(source.unit.value, inSubstitution: source.substitution != nil).markupItems))
            }
        }
    }

    /// For each byte value, whether `mayHaveMarkup` has a case for it.
    private static let markupBytes: [Bool] = (0...255).map { byte in "*_~`<[]:.@".utf8.contains(UInt8(byte)) }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// What may stand before the `@` of an e-mail address (`ValueAnatomy.findEmailAddresses`).
    private static func isEmailLocalCharacter(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// The markup problems of a value, or else the element that pseudo-localizing it changes.
    private func problems(in value: String, inSubstitution: Bool) -> [(message: String, offset: Int)] {
        let anatomy = ValueAnatomy(value, inSubstitution: inSubstitution)
        if !anatomy.problems.isEmpty { return anatomy.problems.map { ($0.message, $0.utf8Offset) } }
        guard !anatomy.elements.isEmpty,
              let breakage = Self.pseudolocalizer.breakage(of: anatomy, inSubstitution: inSubstitution),
              breakage.element?.kind != .malformedSpecifier, breakage.element?.kind != .percent
        else { return [] }
        return [(breakage.message, breakage.utf8Offset)]
    }
}
