import CatalogModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Fewer line breaks inside the text than the source.
package struct LineBreakMismatchRule: LintRule {
    package static let visits: RuleVisits = [.unit]

    package static let description = RuleDescription(
        identifier: "line-break-mismatch",
        name: "Number of line breaks differs",
        category: .textParity,
        defaultSeverity: .warning,
        description: """
            The translation has fewer line breaks inside its text than its source. Layouts often rely on \
            them (a title and a subtitle on two lines, paragraphs); a lost break changes the screen. A \
            translation with more breaks is left alone (translators add them to wrap longer text), and \
            breaks at the start or end are `whitespace-mismatch`'s. A source whose \
            breaks only wrap a sentence (the next line goes on in small letters: "…above the center,\\nwhich \
            keeps…") or separate sentences (after `.`, `!` or `?`, or after a line of five words or more) \
            leaves translators free to wrap and join their own way and is not checked; blank lines, short \
            lines ("No\\nDelivery") and breaks after `:` are. Keys that need no translation \
            (`shouldTranslate: false`, stale) are not checked.
            """,
        limitations: """
            Misses extra breaks, breaks written as `<br>`, and lost breaks in a source that only \
            wraps sentences. Wrong where the translation is short enough for one line on purpose: check the \
            layout.
            """,
        triggeringExamples: [
            RuleExample(#""Line one\nLine two":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Zeile eins Zeile zwei"}}}}"#),
            RuleExample(#""Homebrew returned an error:\n%@":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":↓"Homebrew a renvoyé une erreur : %@"}}}}"#),
            RuleExample(#""Line one\u2028Line two":{"localizations":{"de":{"stringUnit":{"state":"translated","value":↓"Zeile eins Zeile zwei"}}}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#""Line one\nLine two":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Zeile eins\nZeile zwei"}}}}"#),
            RuleExample(#""Line one\nLine two":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Zeile eins Zeile zwei"}}}}"#),
            RuleExample(#""\nStatus: %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Status: %@"}}}}"#),
            RuleExample(#""A long description of the setting":{"localizations":{"uk":{"stringUnit":{"state":"translated","value":"Довгий опис\nцього налаштування"}}}}"#),
            RuleExample(#""DeepL couldn't be reached!\nIs the API key correct?":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"DeepL n'est pas joignable ! La clé d'API est-elle correcte ?"}}}}"#),
            RuleExample(#""Places windows above the center,\nwhich keeps them in view":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Platziert Fenster über der Mitte, damit sie sichtbar bleiben"}}}}"#),
            RuleExample(#""The file was saved.\r\nYou can close the window now.":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Die Datei wurde gesichert. Sie können das Fenster jetzt schließen."}}}}"#),
            RuleExample(#""The file was saved.\u2028You can close the window now.":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Die Datei wurde gesichert. Sie können das Fenster jetzt schließen."}}}}"#),
            RuleExample(#""title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\u2028"}},"de":{"stringUnit":{"state":"translated","value":"Titel"}}}}"#),
            RuleExample(#""title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":" "}},"de":{"stringUnit":{"state":"translated","value":"A\nB"}}}}"#),
        ])

    package init() {}

    package func visit(unit: UnitContext, into sink: inout FindingSink) {
        guard unit.entry.needsTranslation, let source = unit.sourceMatch, !unit.unit.value.isBlank else { return }
        let value = unit.unit.value
        let sourceValue = source.unit.value
        // A finding needs a line break in the source, and most sources have none: no trimming for
        // those. A blank source has nothing inside its white space (empty-translation's concern).
        guard sourceValue.hasLineBreak, !sourceValue.isBlank else { return }
        let inner = value.innerText
        let sourceInner = sourceValue.innerText
        let count = inner.separatedLineCount
        let sourceCount = sourceInner.separatedLineCount
        guard count < sourceCount, !sourceInner.onlySeparatesSentences else { return }
        sink.report(
            "\(unit.placeDescription) has \(count) line break\(count == 1 ? "" : "s"), the source \(sourceCount)",
            at: .value(unit.valuePath), key: unit.key, language: unit.language)
    }
}

extension StringProtocol {
    /// The number of line feeds (a byte scan).
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

extension String {
    /// Whether the text has a line break as `separatedLineCount` counts them: a line feed, or the
    /// line or paragraph separator (U+2028, U+2029). Its bytes are searched in place.
    var hasLineBreak: Bool {
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            if memchr(base, 0x0A, bytes.count) != nil { return true }
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            var from = 0
            while from < bytes.count, let found = memchr(base + from, 0xE2, bytes.count - from) {
                let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    return true
                }
                from = index + 1
            }
            return false
        }
        return utf8.withContiguousStorageIfAvailable(search)
            ?? unicodeScalars.contains(where: \.isLineBreak)
    }

    /// The text without its leading and trailing white space (empty for a blank text, whose
    /// leading white space ends after its trailing white space starts).
    fileprivate var innerText: Substring {
        let start = leadingWhitespace.endIndex
        let end = trailingWhitespace.startIndex
        return start < end ? self[start..<end] : self[start..<start]
    }
}

extension Substring {
    /// The line breaks: line feeds and the line and paragraph separators U+2028 and U+2029, which
    /// text views show alike. Counted on the UTF-8 bytes in place (a line feed, or `E2 80 A8` and
    /// `E2 80 A9`, which in UTF-8 can only be those scalars), or by scalars when the text is not
    /// stored as UTF-8.
    var separatedLineCount: Int {
        utf8.withContiguousStorageIfAvailable(Self.separatedLineCount(utf8:)) ?? separatedLineCountByScalars
    }

    /// `separatedLineCount`, by decoding every scalar (the reading the byte count must agree with).
    var separatedLineCountByScalars: Int {
        unicodeScalars.reduce(0) { count, scalar in count + (scalar.isLineBreak ? 1 : 0) }
    }

    private static func separatedLineCount(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                count += 1
                index += 2
            }
            index += 1
        }
        return count
    }

    /// Whether the text has line breaks and each one only wraps a sentence or separates two
    /// sentences, which translators are free to join: the next line goes on in small letters, or the
    /// line before ends a sentence (`.`, `!`, `?`) or is a sentence of five words or more followed by
    /// a capital. A blank line, a short line ("No\\nDelivery") and a line ending in `:` are kept.
    fileprivate var onlySeparatesSentences: Bool {
        let lines = separatedLines
        guard lines.count > 1 else { return false }
        for (line, next) in zip(lines, lines.dropFirst()) {
            let before = line.trimmingTrailingSpaces
            guard let last = before.last, let first = next.drop(while: { $0 == " " || $0 == "\t" }).first else {
                return false
            }
            guard first.isLowercase || ".!?。！？".contains(last)
                // A long sentence; its words are counted only when nothing else settles it.
                || (first.isUppercase && last != ":" && before.split(separator: " ").count >= 5)
            else { return false }
        }
        return true
    }

    /// The lines between the line breaks `separatedLineCount` counts, as splitting the text at every
    /// character that holds one gives them (`\r\n` is one character: its `\r` ends no line). Found
    /// on the UTF-8 bytes in place, or by characters when the text is not stored as UTF-8.
    var separatedLines: [Substring] {
        utf8.withContiguousStorageIfAvailable(separatedLines(utf8:)) ?? separatedLinesByCharacters
    }

    /// `separatedLines`, by reading every character (the reading the byte one must agree with).
    var separatedLinesByCharacters: [Substring] {
        split(omittingEmptySubsequences: false) { $0.unicodeScalars.contains(where: \.isLineBreak) }
    }

    private func separatedLines(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [Substring] {
        var lines: [Substring] = []
        var lineStart = 0
        var index = 0
        func endLine(at end: Int, next: Int) {
            lines.append(self[utf8.index(startIndex, offsetBy: lineStart)..<utf8.index(startIndex, offsetBy: end)])
            lineStart = next
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                // A carriage return just before is the same character.
                endLine(at: index > lineStart && bytes[index - 1] == 0x0D ? index - 1 : index, next: index + 1)
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                endLine(at: index, next: index + 3)
                index += 2
            }
            index += 1
        }
        endLine(at: bytes.count, next: bytes.count)
        return lines
    }

    private var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}

extension Unicode.Scalar {
    /// A line break as the rule counts them: a line feed, or the line or paragraph separator
    /// (U+2028, U+2029), which text views show alike.
    fileprivate var isLineBreak: Bool { self == "\n" || self == "\u{2028}" || self == "\u{2029}" }
}
