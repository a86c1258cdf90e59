/// Bytes of an XML document being written, with escaping as Xcode's XLIFF has it (libxml2's
/// serializer): in text, `&`, `<`, `>` and carriage returns are escaped; in attribute values also
/// `"`, tabs and line feeds. Everything else, non-ASCII included, is written as UTF-8. Characters
/// XML 1.0 cannot hold at all (`unwritableCharacter(in:)`) are for the caller to refuse; written
/// anyway, other control characters become character references, which XML 1.1 reads.
struct XMLOutput {
    /// The first character of `text` that an XML 1.0 document cannot hold, even as a character
    /// reference: a control character other than tab, line feed and carriage return, or U+FFFE
    /// or U+FFFF. Xcode's importer (libxml2) refuses a document with one.
    static func unwritableCharacter(in text: String) -> Unicode.Scalar? {
        // Most texts have no byte that could start one: no control byte, no EF (U+FFFE, U+FFFF).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF }) else { return nil }
        return text.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends markup as it is (element names, indentation, fixed attributes).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text that needs no escaping (checked by the caller, such as a language tag).
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `text` as element content.
    mutating func text(_ text: String) {
        escape(text, inAttribute: false)
    }

    /// Appends `text` as the value of an attribute in double quotes.
    mutating func attribute(_ text: String) {
        escape(text, inAttribute: true)
    }

    /// Appends ` name="value"` for each attribute, in order.
    mutating func attributes(_ attributes: [(name: StaticString, value: String)]) {
        for (name, value) in attributes {
            raw(" ")
            raw(name)
            raw("=\"")
            attribute(value)
            raw("\"")
        }
    }

    /// Whether a byte needs escaping: the ASCII punctuation XML reserves and control characters.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"")
    }

    private mutating func escape(_ text: String, inAttribute: Bool) {
        var text = text
        text.withUTF8 { buffer in
            var start = 0
            for index in 0..<buffer.count where Self.needsEscape(buffer[index]) {
                let byte = buffer[index]
                let replacement: StaticString?
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = inAttribute ? "&quot;" : nil
                case UInt8(ascii: "\n"): replacement = inAttribute ? "&#10;" : nil
                case UInt8(ascii: "\t"): replacement = inAttribute ? "&#9;" : nil
                case UInt8(ascii: "\r"): replacement = "&#13;"
                default: replacement = nil
                }
                // A quote, tab or line feed in text stays as it is; other control characters do not.
                let isOtherControl = byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
                if replacement == nil && !isOtherControl { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                if let replacement {
                    replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                } else {
                    bytes.append(contentsOf: "&#\(byte);".utf8)
                }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<buffer.count]))
        }
    }
}
