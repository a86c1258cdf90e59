import CatalogModel

/// A marker in a key's comment that turns rules off for that key, with the reason a reviewer
/// reads beside it: `[xcstrings-lint: ignore placeholder-missing, whitespace-mismatch the name is
/// in the title]`. Rule ids are separated by commas; whatever follows the last id, inside the
/// brackets or after them, is the reason.
package struct SuppressionMarker: Hashable, Sendable {
    /// A rule id as written, with its UTF-8 offset in the comment.
    package struct Identifier: Hashable, Sendable {
        package var text: String
        package var offset: Int
    }

    /// A marker that cannot be understood, with the offset of the problem in the comment.
    package struct Problem: Hashable, Sendable {
        package var message: String
        package var offset: Int
    }

    package static let prefix = "[xcstrings-lint:"

    package var identifiers: [Identifier]
    /// The text after the ids inside the brackets (may be empty: the reason can follow them).
    package var reason: String

    /// Whether `comment` has `prefix` anywhere (a byte search: see `String.firstUTF8Range(of:)`).
    package static func occurs(in comment: String) -> Bool {
        comment.containsUTF8(prefix)
    }

    /// The markers in `comment`, and the problems of those that are malformed. Fast when the
    /// comment has no marker.
    package static func parse(_ comment: String) -> (markers: [SuppressionMarker], problems: [Problem]) {
        let bytes = Array(comment.utf8)
        let prefix = Array(Self.prefix.utf8)
        var markers: [SuppressionMarker] = []
        var problems: [Problem] = []
        var index = 0
        func skipSpaces() {
            while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_")
        }
        func word() -> (String, Int) {
            let start = index
            while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
            return (String(decoding: bytes[start..<index], as: UTF8.self), start)
        }
        while index + prefix.count <= bytes.count {
            guard bytes[index] == prefix[0], bytes[index..<index + prefix.count].elementsEqual(prefix) else {
                index += 1
                continue
            }
            let markerStart = index
            index += prefix.count
            skipSpaces()
            let (directive, directiveOffset) = word()
            guard directive == "ignore" else {
                problems.append(Problem(
                    message: directive.isEmpty
                        ? "suppression marker without 'ignore': write [xcstrings-lint: ignore RULE]"
                        : "unknown directive '\(directive)' in a suppression marker: write [xcstrings-lint: ignore RULE]",
                    offset: directiveOffset))
                continue
            }
            var identifiers: [Identifier] = []
            while true {
                skipSpaces()
                let (id, offset) = word()
                if id.isEmpty { break }
                identifiers.append(Identifier(text: id, offset: offset))
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            }
            let reasonStart = index
            while index < bytes.count && bytes[index] != UInt8(ascii: "]") { index += 1 }
            guard index < bytes.count else {
                problems.append(Problem(message: "suppression marker without a closing ']'", offset: markerStart))
                break
            }
            if identifiers.isEmpty {
                problems.append(Problem(
                    message: "suppression marker names no rule: write [xcstrings-lint: ignore RULE]",
                    offset: markerStart))
                continue
            }
            let reason = String(decoding: bytes[reasonStart..<index], as: UTF8.self)
                .trimmingCharacters(in: [" ", "\t", "-", "—", ":"])
            markers.append(SuppressionMarker(identifiers: identifiers, reason: reason))
            index += 1
        }
        return (markers, problems)
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice.removeFirst() }
        while let last = slice.last, characters.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
