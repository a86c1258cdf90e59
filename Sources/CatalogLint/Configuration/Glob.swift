/// A glob pattern, compiled once: `*` (any characters, but not `/` in a path), `**` (any
/// characters, `/` included; `**/` also matches no folder at all), `?` (one character, not `/` in a
/// path), and `\` to take the next character literally. Everything else matches itself, so a key
/// without wildcards matches only itself.
///
/// A path pattern is relative to a folder (a leading `/` or `./` changes nothing), and one without
/// `/` matches a file name in any folder below it, as in `.gitignore`.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    enum Token: Hashable {
        case literal([UInt8])
        /// `?`
        case one
        /// `*`
        case star
        /// `**` not followed by `/`
        case globstar
        /// `**/`: zero or more whole folders
        case folders
    }

    /// What the pattern matches: a relative path (`*` and `?` stop at `/`) or any text, such as
    /// a key.
    public enum Kind: Sendable, Hashable {
        case path
        case text
    }

    /// The pattern as written.
    public let pattern: String
    public let kind: Kind
    let tokens: [Token]

    public init(_ pattern: String, kind: Kind = .text) {
        self.pattern = pattern
        self.kind = kind
        var tokens: [Token] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = []
        }
        var source = Substring(pattern)
        if kind == .path {
            while source.hasPrefix("./") { source = source.dropFirst(2) }
            while source.hasPrefix("/") { source = source.dropFirst() }
        }
        var bytes = Array(source.utf8)
        if kind == .path && !bytes.contains(UInt8(ascii: "/")) { bytes = Array("**/".utf8) + bytes }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\") where index + 1 < bytes.count:
                literal.append(bytes[index + 1])
                index += 2
                continue
            case UInt8(ascii: "?"):
                flush()
                tokens.append(.one)
            case UInt8(ascii: "*"):
                flush()
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                    index += 1
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                        index += 1
                        tokens.append(.folders)
                    } else {
                        tokens.append(.globstar)
                    }
                } else if tokens.last != .star {
                    tokens.append(.star)
                }
            default:
                literal.append(byte)
            }
            index += 1
        }
        flush()
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// The only text the pattern matches, when it has no wildcard.
    public var literalText: String? {
        var bytes: [UInt8] = []
        for token in tokens {
            guard case .literal(let literal) = token else { return nil }
            bytes += literal
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        if tokens.count == 1, case .literal(let literal) = tokens[0] {
            return text.utf8.elementsEqual(literal)
        }
        if tokens.isEmpty { return text.isEmpty }
        var text = text
        return text.withUTF8 { buffer in
            var failed = Set<Int>()
            return match(0, 0, buffer, &failed)
        }
    }

    private func match(_ token: Int, _ offset: Int, _ text: UnsafeBufferPointer<UInt8>, _ failed: inout Set<Int>) -> Bool {
        if token == tokens.count { return offset == text.count }
        let state = token &* (text.count + 1) &+ offset
        if failed.contains(state) { return false }
        let slash = UInt8(ascii: "/")
        let stopsAtSlash = kind == .path
        var result = false
        switch tokens[token] {
        case .literal(let literal):
            if offset + literal.count <= text.count
                && literal.indices.allSatisfy({ text[offset + $0] == literal[$0] })
            {
                result = match(token + 1, offset + literal.count, text, &failed)
            }
        case .one:
            if offset < text.count && !(stopsAtSlash && text[offset] == slash) {
                // One character: a lead byte and its continuation bytes.
                var next = offset + 1
                while next < text.count && text[next] & 0xC0 == 0x80 { next += 1 }
                result = match(token + 1, next, text, &failed)
            }
        case .star, .globstar:
            let crossesSlash = tokens[token] == .globstar || !stopsAtSlash
            var end = offset
            while true {
                if match(token + 1, end, text, &failed) {
                    result = true
                    break
                }
                if end == text.count || (!crossesSlash && text[end] == slash) { break }
                end += 1
            }
        case .folders:
            // Zero folders, or any text ending in `/`.
            result = match(token + 1, offset, text, &failed)
            var end = offset
            while !result && end < text.count {
                if text[end] == slash { result = match(token + 1, end + 1, text, &failed) }
                end += 1
            }
        }
        if !result { failed.insert(state) }
        return result
    }
}

/// Several globs of one setting; a text matches when any of them does.
public struct GlobList: Sendable, Hashable {
    public let globs: [Glob]
    /// Literal patterns, looked up in one step.
    private let literals: Set<String>
    private let wildcards: [Glob]

    public init(_ patterns: [String], kind: Glob.Kind = .text) {
        globs = patterns.map { Glob($0, kind: kind) }
        literals = Set(globs.compactMap(\.literalText))
        wildcards = globs.filter { $0.literalText == nil }
    }

    public var isEmpty: Bool { globs.isEmpty }
    public var patterns: [String] { globs.map(\.pattern) }

    public func matches(_ text: String) -> Bool {
        literals.contains(text) || wildcards.contains { $0.matches(text) }
    }
}
