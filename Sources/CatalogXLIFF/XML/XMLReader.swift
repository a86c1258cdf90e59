/// A small, strict XML 1.0 reader for XLIFF: namespaces, attributes, text, character and the five
/// predefined entity references, CDATA sections, comments and processing instructions — and
/// nothing that reaches outside the document or grows without bound:
///
/// - a document type declaration (`<!DOCTYPE …>`) is refused, so there are no entity
///   declarations: no external entities (files, URLs), no entity expansion ("billion laughs");
/// - any other entity reference is an error; nothing is ever fetched;
/// - elements nest at most `maximumDepth` deep, and each element holds at most
///   `maximumAttributes` attributes, so memory stays proportional to the input.
///
/// Line ends are normalized as XML requires (CR LF and CR become LF; in attribute values, tabs and
/// line ends become spaces; character references are kept as written). The input must be UTF-8
/// (an optional byte order mark is skipped) and is checked once before reading.
struct XMLReader {
    static let maximumDepth = 256
    static let maximumAttributes = 256

    private let bytes: [UInt8]
    private var index = 0
    /// Namespace bindings in scope, innermost last.
    private var scopes: [[String: String]] = [["xml": XMLNamespace.xml]]

    /// Reads the document in `bytes`; returns its root element or throws the first problem.
    static func read(_ bytes: [UInt8]) throws -> XMLElement {
        var reader = XMLReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: - Document

    private mutating func document() throws -> XMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if String(validating: bytes[index...], as: UTF8.self) == nil {
            throw XMLError(message: "the file is not valid UTF-8", offset: firstInvalidUTF8Offset())
        }
        if let offset = firstCharacterXMLCannotHold() {
            throw XMLError(message: "a character XML 1.0 does not allow (a control character, U+FFFE or U+FFFF)", offset: offset)
        }
        if matches("<?xml") && isSpace(at: index + 5) { try declaration() }
        var root: XMLElement?
        while true {
            skipSpaces()
            guard index < bytes.count else { break }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw XMLError(message: root == nil ? "expected the root element" : "text after the root element", offset: index)
            }
            if matches("<!--") {
                try comment()
            } else if matches("<?") {
                try processingInstruction()
            } else if matches("<!DOCTYPE") || matches("<!doctype") {
                throw XMLError(
                    message: "a document type declaration (<!DOCTYPE>) is not allowed: XLIFF needs none, and its entities could read files, reach the network or expand without bound",
                    offset: index)
            } else if root == nil {
                root = try element(depth: 1)
            } else {
                throw XMLError(message: "a second root element", offset: index)
            }
        }
        guard let root else { throw XMLError(message: "the document has no root element", offset: index) }
        return root
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 is accepted.
    private mutating func declaration() throws {
        let start = index
        guard let end = find("?>") else { throw XMLError(message: "the XML declaration is not closed", offset: start) }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if let range = text.range(of: "encoding") {
            let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            let encoding = rest.prefix { $0 != "\"" && $0 != "'" }
            if encoding.lowercased() != "utf-8" {
                throw XMLError(message: "the document declares the encoding '\(encoding)'; only UTF-8 is read", offset: start)
            }
        }
        index = end + 2
    }

    // MARK: - Elements

    private mutating func element(depth: Int) throws -> XMLElement {
        let start = index
        guard depth <= Self.maximumDepth else {
            throw XMLError(message: "elements nest more than \(Self.maximumDepth) deep", offset: start)
        }
        index += 1
        let qualifiedName = try name()
        var rawAttributes: [(name: String, value: String, offset: Int)] = []
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            guard index < bytes.count else { throw XMLError(message: "the start tag <\(qualifiedName)> is not closed", offset: start) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if matches("/>") {
                index += 2
                selfClosing = true
                break
            }
            guard hadSpace else { throw XMLError(message: "expected a space, '>' or '/>' in <\(qualifiedName)>", offset: index) }
            guard rawAttributes.count < Self.maximumAttributes else {
                throw XMLError(message: "more than \(Self.maximumAttributes) attributes", offset: index)
            }
            let attributeName = try name()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw XMLError(message: "expected '=' after the attribute \(attributeName)", offset: index)
            }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw XMLError(message: "expected a quoted value for the attribute \(attributeName)", offset: index)
            }
            let offset = index + 1
            let value = try attributeValue()
            if rawAttributes.contains(where: { $0.name == attributeName }) {
                throw XMLError(message: "the attribute \(attributeName) is given twice", offset: offset)
            }
            rawAttributes.append((attributeName, value, offset))
        }
        var scope = scopes[scopes.count - 1]
        for attribute in rawAttributes {
            if attribute.name == "xmlns" { scope[""] = attribute.value }
            if attribute.name.hasPrefix("xmlns:") { scope[String(attribute.name.dropFirst(6))] = attribute.value }
        }
        scopes.append(scope)
        defer { scopes.removeLast() }
        let (namespace, localName) = try resolve(qualifiedName, isAttribute: false, at: start)
        var attributes: [XMLAttribute] = []
        for attribute in rawAttributes where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            let (attributeNamespace, attributeLocalName) = try resolve(attribute.name, isAttribute: true, at: attribute.offset)
            attributes.append(XMLAttribute(namespace: attributeNamespace, localName: attributeLocalName,
                                           value: attribute.value, valueOffset: attribute.offset))
        }
        var result = XMLElement(namespace: namespace, localName: localName, attributes: attributes, children: [],
                                offset: start, contentOffset: index)
        if !selfClosing {
            result.children = try content(of: qualifiedName, depth: depth, start: start)
        }
        return result
    }

    /// The children of an element up to and including its end tag.
    private mutating func content(of qualifiedName: String, depth: Int, start: Int) throws -> [XMLNode] {
        var children: [XMLNode] = []
        var text: [UInt8] = []
        var textOffset = index
        func flushText() {
            if !text.isEmpty { children.append(.text(String(decoding: text, as: UTF8.self), offset: textOffset)) }
            text.removeAll(keepingCapacity: true)
        }
        while true {
            guard index < bytes.count else {
                throw XMLError(message: "the element <\(qualifiedName)> is not closed", offset: start)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if matches("</") {
                    index += 2
                    let closing = try name()
                    guard index < bytes.count else {
                        throw XMLError(message: "unexpected end of file in </\(closing)", offset: index)
                    }
                    guard closing == qualifiedName else {
                        throw XMLError(message: "</\(closing)> closes <\(qualifiedName)>", offset: index - closing.utf8.count - 2)
                    }
                    skipSpaces()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                        throw XMLError(message: "expected '>' to end </\(closing)>", offset: index)
                    }
                    index += 1
                    flushText()
                    return children
                } else if matches("<![CDATA[") {
                    if text.isEmpty { textOffset = index }
                    index += 9
                    guard let end = find("]]>") else { throw XMLError(message: "a CDATA section is not closed", offset: index - 9) }
                    appendNormalized(bytes[index..<end], to: &text, inAttribute: false)
                    index = end + 3
                } else if matches("<!--") {
                    try comment()
                } else if matches("<?") {
                    try processingInstruction()
                } else if matches("<!") {
                    throw XMLError(message: "a declaration is not allowed inside an element", offset: index)
                } else {
                    flushText()
                    children.append(.element(try element(depth: depth + 1)))
                    textOffset = index
                }
            } else if byte == UInt8(ascii: "&") {
                if text.isEmpty { textOffset = index }
                try reference(into: &text)
            } else {
                if text.isEmpty { textOffset = index }
                let end = nextSpecial(from: index)
                appendNormalized(bytes[index..<end], to: &text, inAttribute: false)
                index = end
            }
        }
    }

    /// The first `<` or `&` at or after `start`, or the end.
    private func nextSpecial(from start: Int) -> Int {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "<") && bytes[end] != UInt8(ascii: "&") { end += 1 }
        return end
    }

    private mutating func attributeValue() throws -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw XMLError(message: "an attribute value is not closed", offset: start) }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "<") { throw XMLError(message: "'<' in an attribute value", offset: index) }
            if byte == UInt8(ascii: "&") {
                try reference(into: &value)
            } else {
                var end = index
                while end < bytes.count && bytes[end] != quote && bytes[end] != UInt8(ascii: "&")
                    && bytes[end] != UInt8(ascii: "<") { end += 1 }
                appendNormalized(bytes[index..<end], to: &value, inAttribute: true)
                index = end
            }
        }
    }

    /// Appends raw character data: CR LF and lone CR become LF; in attributes, tabs and line ends
    /// become spaces.
    private func appendNormalized(_ raw: ArraySlice<UInt8>, to output: inout [UInt8], inAttribute: Bool) {
        var previousWasCR = false
        for byte in raw {
            if byte == UInt8(ascii: "\n") && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == UInt8(ascii: "\r")
            let normalized = byte == UInt8(ascii: "\r") ? UInt8(ascii: "\n") : byte
            if inAttribute && (normalized == UInt8(ascii: "\n") || normalized == UInt8(ascii: "\t")) {
                output.append(UInt8(ascii: " "))
            } else {
                output.append(normalized)
            }
        }
    }

    /// The offset of the first character, written as it is, that XML 1.0 does not allow: a
    /// control character other than tab, line feed and carriage return, or U+FFFE or U+FFFF
    /// (`EF BF BE`, `EF BF BF`). What import accepts, export must be able to write.
    private func firstCharacterXMLCannotHold() -> Int? {
        var offset = index
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { return offset }
            if byte == 0xEF, offset + 2 < bytes.count, bytes[offset + 1] == 0xBF, bytes[offset + 2] == 0xBE || bytes[offset + 2] == 0xBF {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// `&lt;` `&gt;` `&amp;` `&apos;` `&quot;` `&#N;` `&#xN;`; any other reference is refused.
    private mutating func reference(into output: inout [UInt8]) throws {
        let start = index
        guard let end = bytes[index...].prefix(40).firstIndex(of: UInt8(ascii: ";")) else {
            throw XMLError(message: "'&' must start a reference such as &amp;", offset: start)
        }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "apos": output.append(UInt8(ascii: "'"))
        case "quot": output.append(UInt8(ascii: "\""))
        default:
            guard name.hasPrefix("#") else {
                throw XMLError(
                    message: "the entity &\(name); is not defined: only &lt; &gt; &amp; &apos; &quot; and character references are read",
                    offset: start)
            }
            let hex = name.hasPrefix("#x")
            let digits = name.dropFirst(hex ? 2 : 1)
            guard !digits.isEmpty, let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value),
                value != 0
            else {
                throw XMLError(message: "&\(name); is not a character", offset: start)
            }
            guard XMLOutput.unwritableCharacter(in: String(Character(scalar))) == nil else {
                throw XMLError(message: "&\(name); is a character XML 1.0 does not allow (a control character, U+FFFE or U+FFFF)",
                               offset: start)
            }
            output.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    /// A name (`trans-unit`, `xml:space`); its characters are not checked beyond excluding markup.
    private mutating func name() throws -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                || byte == UInt8(ascii: "&") { break }
            index += 1
        }
        guard index > start else { throw XMLError(message: "expected a name", offset: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Splits `prefix:local` and finds the prefix's namespace; unprefixed attributes have none.
    private func resolve(_ qualifiedName: String, isAttribute: Bool, at offset: Int) throws -> (String?, String) {
        guard let colon = qualifiedName.firstIndex(of: ":") else {
            if isAttribute { return (nil, qualifiedName) }
            let namespace = scopes[scopes.count - 1][""]
            return (namespace?.isEmpty == true ? nil : namespace, qualifiedName)
        }
        let prefix = String(qualifiedName[..<colon])
        guard let namespace = scopes[scopes.count - 1][prefix] else {
            throw XMLError(message: "the prefix '\(prefix)' of \(qualifiedName) is not declared", offset: offset)
        }
        return (namespace, String(qualifiedName[qualifiedName.index(after: colon)...]))
    }

    // MARK: - Skipped markup

    private mutating func comment() throws {
        let start = index
        guard let end = find("-->", from: index + 4) else { throw XMLError(message: "a comment is not closed", offset: start) }
        index = end + 3
    }

    private mutating func processingInstruction() throws {
        let start = index
        guard let end = find("?>", from: index + 2) else {
            throw XMLError(message: "a processing instruction is not closed", offset: start)
        }
        index = end + 2
    }

    // MARK: - Scanning

    private func matches(_ text: StaticString) -> Bool {
        text.withUTF8Buffer { pattern in
            guard index + pattern.count <= bytes.count else { return false }
            for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
            return true
        }
    }

    /// The offset of the next occurrence of `text` at or after `start` (default: here).
    private func find(_ text: StaticString, from start: Int? = nil) -> Int? {
        text.withUTF8Buffer { pattern in
            var position = start ?? index
            while position + pattern.count <= bytes.count {
                if bytes[position] == pattern[0] {
                    var offset = 1
                    while offset < pattern.count && bytes[position + offset] == pattern[offset] { offset += 1 }
                    if offset == pattern.count { return position }
                }
                position += 1
            }
            return nil
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func isSpace(at offset: Int) -> Bool { offset < bytes.count && isSpace(bytes[offset]) }

    /// Skips white space; returns whether there was any.
    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = index
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    /// Where the first byte that cannot start or continue a UTF-8 sequence is (the check above
    /// decides; this only points at the place).
    private func firstInvalidUTF8Offset() -> Int {
        var position = index
        while position < bytes.count {
            let lead = bytes[position]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            guard length > 0, position + length <= bytes.count else { return position }
            for offset in 1..<length where bytes[position + offset] & 0xC0 != 0x80 { return position }
            position += length
        }
        return position
    }
}
