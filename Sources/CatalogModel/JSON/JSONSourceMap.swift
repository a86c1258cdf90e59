import Foundation

/// Where every key and value of a JSON document stands in its text, built by one pass over the
/// UTF-8 bytes. It also checks what `JSONSerialization` lets through or hides: duplicate keys,
/// keys that differ only in Unicode normalization, trailing commas, raw control characters,
/// invalid UTF-8, and nesting too deep to represent.
///
/// The scanner is iterative (no recursion), so nesting of any depth cannot overflow the stack.
/// It is generic JSON: catalogs, `translations.json` and configuration files all use it.
public struct JSONSourceMap: Sendable {
    /// One problem the scan found, at a byte offset of the scanned text.
    public struct Problem: Sendable, Hashable {
        public var kind: ReadDiagnostic.Kind
        public var message: String
        public var offset: Int
        /// A second offset involved (the first of two duplicate keys).
        public var relatedOffset: Int?
    }

    /// The value kinds of JSON.
    public enum ValueKind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null

        /// For messages: "an object", "a string", "a boolean", …
        public var phrase: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .true, .false: return "a boolean"
            case .null: return "null"
            }
        }
    }

    struct Node {
        /// Byte offset of the member's key (its opening quote), or -1 for array elements and the root.
        var keyOffset: Int32
        /// Byte offset of the value's first byte.
        var valueOffset: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var kind: ValueKind
    }

    /// JSONSerialization's own limit; deeper documents cannot be read by it.
    public static let maximumDepth = 512

    let bytes: [UInt8]
    var nodes: [Node] = []
    /// Byte offset of the start of each line.
    var lineStarts: [Int32] = [0]
    /// Errors found; scanning stops at the first syntax error, but duplicates are all collected.
    public private(set) var problems: [Problem] = []
    /// Key → member node of each object with more than `indexedObjectSize` members (the last of
    /// duplicates wins), kept from the scan's duplicate check; read-only, so look-ups from several
    /// threads need no lock.
    private var memberIndexes: [Int32: [String: Int32]] = [:]

    /// Objects with more members than this are looked up by hash; smaller ones by comparing bytes.
    static let indexedObjectSize = 64

    /// Scans `bytes` (UTF-8 without a byte order mark).
    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        var scanner = Scanner(count: bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            scanner.scan(buffer)
        }
        nodes = scanner.nodes
        lineStarts = scanner.lineStarts
        problems = scanner.problems
        memberIndexes = scanner.memberIndexes
    }

    /// Whether the scan found no problem.
    public var isValid: Bool { problems.isEmpty }

    // MARK: - Look-up

    private func node(at path: JSONPath) -> Int? {
        guard !nodes.isEmpty else { return nil }
        var current = 0
        for component in path.components {
            var child = Int(nodes[current].firstChild)
            switch component {
            case .index(let wanted):
                guard nodes[current].kind == .array else { return nil }
                var position = 0
                while child >= 0 && position < wanted {
                    child = Int(nodes[child].nextSibling)
                    position += 1
                }
            case .key(let wanted):
                guard nodes[current].kind == .object else { return nil }
                if let index = memberIndex(of: current) {
                    child = Int(index[wanted] ?? -1)
                    break
                }
                // The last of duplicate keys wins, as in JSONSerialization.
                var found = -1
                while child >= 0 {
                    if keyEquals(node: child, wanted) { found = child }
                    child = Int(nodes[child].nextSibling)
                }
                child = found
            }
            guard child >= 0 else { return nil }
            current = child
        }
        return current
    }

    /// A key → member map for a large object (the last of duplicates wins), or `nil` for a small one.
    private func memberIndex(of object: Int) -> [String: Int32]? {
        memberIndexes[Int32(object)]
    }

    private func keyEquals(node: Int, _ wanted: String) -> Bool {
        let start = Int(nodes[node].keyOffset) + 1
        var wantedUTF8 = wanted.utf8.makeIterator()
        var index = start
        // Fast path: raw bytes equal and no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return wantedUTF8.next() == nil }
            if byte == UInt8(ascii: "\\") { break }
            guard wantedUTF8.next() == byte else { return false }
            index += 1
        }
        return decodeString(at: Int(nodes[node].keyOffset)) == wanted
    }

    /// The kind of the value at `path`, or `nil` when there is no such value.
    public func kind(at path: JSONPath) -> ValueKind? {
        node(at: path).map { nodes[$0].kind }
    }

    /// The location of the value at `path` (its first character: the opening quote of a string,
    /// the brace of an object), or `nil` when there is no such value.
    public func valueLocation(of path: JSONPath) -> SourceLocation? {
        valueOffset(of: path).map(location(ofOffset:))
    }

    /// The byte offset of the value at `path`.
    public func valueOffset(of path: JSONPath) -> Int? {
        node(at: path).map { Int(nodes[$0].valueOffset) }
    }

    /// The location of the key of the member at `path` (its opening quote); for an array element
    /// or the root, the location of the value.
    public func keyLocation(of path: JSONPath) -> SourceLocation? {
        keyOffset(of: path).map(location(ofOffset:))
    }

    /// The byte offset of the key of the member at `path` (of the value for an array element).
    public func keyOffset(of path: JSONPath) -> Int? {
        guard let index = node(at: path) else { return nil }
        return Int(nodes[index].keyOffset >= 0 ? nodes[index].keyOffset : nodes[index].valueOffset)
    }

    /// The location of the deepest existing value along `path`: the key of its last existing
    /// member. Useful to point at the place where something missing should be.
    public func nearestLocation(of path: JSONPath) -> SourceLocation {
        location(ofOffset: nearestOffset(of: path))
    }

    /// The byte offset of `nearestLocation(of:)`.
    public func nearestOffset(of path: JSONPath) -> Int {
        var components = path.components
        while !components.isEmpty {
            if let offset = keyOffset(of: JSONPath(components)) { return offset }
            components.removeLast()
        }
        return nodes.first.map { Int($0.valueOffset) } ?? 0
    }

    /// The location of a character inside the string value at `path`, given as a UTF-8 offset in
    /// the decoded string. Escapes in the file (`\n`, `\u00e9`) are accounted for.
    public func location(inStringAt path: JSONPath, utf8Offset: Int) -> SourceLocation? {
        offset(inStringAt: path, utf8Offset: utf8Offset).map(location(ofOffset:))
    }

    /// The byte offset of `location(inStringAt:utf8Offset:)`.
    public func offset(inStringAt path: JSONPath, utf8Offset: Int) -> Int? {
        guard let index = node(at: path), nodes[index].kind == .string else { return nil }
        var raw = Int(nodes[index].valueOffset) + 1
        var decoded = 0
        while decoded < utf8Offset && raw < bytes.count && bytes[raw] != UInt8(ascii: "\"") {
            if bytes[raw] == UInt8(ascii: "\\") {
                let escape = bytes[raw + 1]
                if escape == UInt8(ascii: "u") {
                    let unit = hexValue(raw + 2)
                    if unit >= 0xD800 && unit < 0xDC00 {
                        raw += 12
                        decoded += 4
                    } else {
                        raw += 6
                        decoded += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
                    }
                } else {
                    raw += 2
                    decoded += 1
                }
            } else {
                raw += 1
                decoded += 1
            }
        }
        return raw
    }

    /// The members of the object at `path`, in file order, with the location of each key.
    /// Duplicate keys appear as often as they occur.
    public func members(of path: JSONPath) -> [(key: String, location: SourceLocation)] {
        guard let index = node(at: path), nodes[index].kind == .object else { return [] }
        var result: [(String, SourceLocation)] = []
        var child = Int(nodes[index].firstChild)
        while child >= 0 {
            let offset = Int(nodes[child].keyOffset)
            result.append((decodeString(at: offset), location(ofOffset: offset)))
            child = Int(nodes[child].nextSibling)
        }
        return result
    }

    /// The locations of many byte offsets at once, in the order given. Offsets on one line are
    /// counted from the previous one rather than from the line start, so thousands of findings on
    /// one long line (a minified catalog) cost one pass over it.
    public func locations(ofOffsets offsets: [Int]) -> [SourceLocation] {
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1), count: offsets.count)
        var previous: (offset: Int, location: SourceLocation)?
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = max(0, min(offsets[index], bytes.count))
            let line = lineIndex(ofOffset: offset)
            if let previous, previous.location.line == line + 1 {
                let counted = String(decoding: bytes[previous.offset..<offset], as: UTF8.self).count
                result[index] = SourceLocation(line: line + 1, column: previous.location.column + counted)
            } else {
                result[index] = location(ofOffset: offset)
            }
            previous = (offset, result[index])
        }
        return result
    }

    private func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line and column of a byte offset; columns count characters (grapheme clusters).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let low = lineIndex(ofOffset: offset)
        let lineStart = Int(lineStarts[low])
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return SourceLocation(line: low + 1, column: column)
    }

    private func hexValue(_ start: Int) -> Int {
        var value = 0
        for index in start..<min(start + 4, bytes.count) {
            value = value * 16 + Int(Scanner.hexDigit(bytes[index]) ?? 0)
        }
        return value
    }

    /// Decodes the JSON string whose opening quote is at `offset` (already validated by the scan).
    func decodeString(at offset: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            Scanner.decodeString(buffer, quote: offset)
        }
    }
}

// MARK: - The scanner

extension JSONSourceMap {
    struct Scanner {
        private struct Container {
            var node: Int32
            var lastChild: Int32 = -1
            var isObject: Bool
            /// Where this object's keys start in `smallKeys` (while it is small).
            var keyBase: Int32 = 0
            var memberCount: Int32 = 0
        }

        /// The member indexes of large objects (see `JSONSourceMap.memberIndexes`).
        var memberIndexes: [Int32: [String: Int32]] = [:]

        private enum Expectation {
            case value, valueAfterComma, firstValueOrEnd
            case firstKeyOrEnd, keyAfterComma, colon
            case commaOrEnd, end
        }

        var nodes: [Node] = []
        var lineStarts: [Int32] = [0]
        var problems: [Problem] = []
        /// Keys seen in the open objects, each with the node of its member: the keys of small
        /// objects as byte ranges on one stack (each open object owns the part from its `keyBase`),
        /// those of large objects in a hashed set per depth (by canonical equivalence).
        private var keySets: [[String: Int32]] = []
        private var smallKeys: [(start: Int, end: Int, isASCII: Bool, node: Int32)] = []

        init(count: Int) {
            nodes.reserveCapacity(count / 24)
        }

        private mutating func fail(_ kind: ReadDiagnostic.Kind, _ message: String, at offset: Int) {
            problems.append(Problem(kind: kind, message: message, offset: offset, relatedOffset: nil))
        }

        static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        private static func describe(_ byte: UInt8) -> String {
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return String(format: "byte 0x%02X", byte)
        }

        mutating func scan(_ b: UnsafeBufferPointer<UInt8>) {
            let end = b.count
            guard end < Int(Int32.max) else {
                fail(.syntax, "file too large (2 GiB or more)", at: 0)
                return
            }
            var stack: [Container] = []
            var expect = Expectation.value
            var pendingKey: Int32 = -1
            var i = 0
            while true {
                // Whitespace (indentation eight spaces at a time).
                while i < end {
                    let byte = b[i]
                    if byte == 0x20 {
                        i += 1
                        while i + 8 <= end,
                            UnsafeRawPointer(b.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt64.self)
                                == 0x2020_2020_2020_2020
                        {
                            i += 8
                        }
                    } else if byte == 0x09 || byte == 0x0D {
                        i += 1
                    } else if byte == 0x0A {
                        i += 1
                        lineStarts.append(Int32(i))
                    } else {
                        break
                    }
                }
                if i == end {
                    if expect == .end { return }
                    if stack.isEmpty && nodes.isEmpty {
                        fail(.emptyFile, "the file holds no JSON value", at: i)
                    } else {
                        let open = stack.last.map { $0.isObject ? "'}'" : "']'" } ?? "a value"
                        fail(.truncated, "unexpected end of file: the JSON is truncated (expected \(open))", at: i)
                    }
                    return
                }
                let c = b[i]
                switch expect {
                case .end:
                    fail(.syntax, "unexpected \(Self.describe(c)) after the end of the JSON value", at: i)
                    return

                case .colon:
                    guard c == UInt8(ascii: ":") else {
                        fail(.syntax, "expected ':' after the key, found \(Self.describe(c))", at: i)
                        return
                    }
                    i += 1
                    expect = .value

                case .firstKeyOrEnd, .keyAfterComma:
                    if c == UInt8(ascii: "}") {
                        if expect == .keyAfterComma {
                            fail(.trailingComma, "trailing comma before '}' (JSON does not allow it; Xcode never writes it)", at: i)
                            return
                        }
                        i += 1
                        closeContainer(&stack, &expect)
                        continue
                    }
                    guard c == UInt8(ascii: "\"") else {
                        fail(.syntax, "expected a key in double quotes, found \(Self.describe(c))", at: i)
                        return
                    }
                    let keyStart = i
                    guard let keyEnd = scanString(b, from: i) else { return }
                    i = keyEnd
                    pendingKey = Int32(keyStart)
                    checkDuplicate(b, keyStart: keyStart, keyEnd: keyEnd - 1, in: &stack[stack.count - 1],
                                   depth: stack.count - 1)
                    expect = .colon

                case .commaOrEnd:
                    let top = stack[stack.count - 1]
                    if c == UInt8(ascii: ",") {
                        i += 1
                        expect = top.isObject ? .keyAfterComma : .valueAfterComma
                    } else if c == UInt8(ascii: top.isObject ? "}" : "]") {
                        i += 1
                        closeContainer(&stack, &expect)
                    } else {
                        let wanted = top.isObject ? "',' or '}'" : "',' or ']'"
                        fail(.syntax, "expected \(wanted), found \(Self.describe(c))", at: i)
                        return
                    }

                case .value, .valueAfterComma, .firstValueOrEnd:
                    if c == UInt8(ascii: "]") {
                        if expect == .firstValueOrEnd {
                            i += 1
                            closeContainer(&stack, &expect)
                            continue
                        }
                        if expect == .valueAfterComma {
                            fail(.trailingComma, "trailing comma before ']' (JSON does not allow it; Xcode never writes it)", at: i)
                            return
                        }
                    }
                    let kind: ValueKind
                    switch c {
                    case UInt8(ascii: "{"): kind = .object
                    case UInt8(ascii: "["): kind = .array
                    case UInt8(ascii: "\""): kind = .string
                    case UInt8(ascii: "t"): kind = .true
                    case UInt8(ascii: "f"): kind = .false
                    case UInt8(ascii: "n"): kind = .null
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number
                    default:
                        fail(.syntax, "expected a value, found \(Self.describe(c))", at: i)
                        return
                    }
                    let index = Int32(nodes.count)
                    nodes.append(Node(keyOffset: pendingKey, valueOffset: Int32(i), kind: kind))
                    pendingKey = -1
                    if !stack.isEmpty {
                        let last = stack[stack.count - 1].lastChild
                        if last >= 0 {
                            nodes[Int(last)].nextSibling = index
                        } else {
                            nodes[Int(stack[stack.count - 1].node)].firstChild = index
                        }
                        stack[stack.count - 1].lastChild = index
                    }
                    switch kind {
                    case .object, .array:
                        if stack.count >= JSONSourceMap.maximumDepth {
                            fail(.nestingTooDeep, "nesting deeper than \(JSONSourceMap.maximumDepth) levels", at: i)
                            return
                        }
                        stack.append(Container(node: index, isObject: kind == .object, keyBase: Int32(smallKeys.count)))
                        i += 1
                        if kind == .object {
                            expect = .firstKeyOrEnd
                        } else {
                            expect = .firstValueOrEnd
                        }
                        continue
                    case .string:
                        guard let next = scanString(b, from: i) else { return }
                        i = next
                    case .number:
                        guard let next = scanNumber(b, from: i) else { return }
                        i = next
                    case .true, .false, .null:
                        let word: StaticString = kind == .true ? "true" : kind == .false ? "false" : "null"
                        let length = word.utf8CodeUnitCount
                        var matches = i + length <= end
                        if matches {
                            for k in 0..<length where b[i + k] != word.utf8Start[k] {
                                matches = false
                                break
                            }
                        }
                        guard matches else {
                            fail(.syntax, "expected a value, found \(Self.describe(c))", at: i)
                            return
                        }
                        i += length
                    }
                    expect = stack.isEmpty ? .end : .commaOrEnd
                }
            }
        }

        private mutating func closeContainer(_ stack: inout [Container], _ expect: inout Expectation) {
            let closed = stack.removeLast()
            if closed.isObject {
                if closed.memberCount > JSONSourceMap.indexedObjectSize {
                    memberIndexes[closed.node] = keySets[stack.count]
                    keySets[stack.count] = [:]
                }
                if smallKeys.count > Int(closed.keyBase) { smallKeys.removeSubrange(Int(closed.keyBase)...) }
            }
            expect = stack.isEmpty ? .end : .commaOrEnd
        }

        private mutating func checkDuplicate(
            _ b: UnsafeBufferPointer<UInt8>, keyStart: Int, keyEnd: Int, in container: inout Container, depth: Int
        ) {
            // Most objects are small (`state`/`value`, a few languages): compare their keys directly
            // and build a hashed set only for larger ones.
            // The member's value is the next node.
            let node = Int32(nodes.count)
            container.memberCount += 1
            let count = Int(container.memberCount)
            let base = Int(container.keyBase)
            var isASCII = true
            for index in (keyStart + 1)..<keyEnd where b[index] >= 0x80 || b[index] == UInt8(ascii: "\\") {
                isASCII = false
                break
            }
            if count <= Self.smallObjectSize {
                for (otherStart, otherEnd, otherASCII, _) in smallKeys[base...] {
                    let equal: Bool
                    if isASCII && otherASCII {
                        equal = keyEnd - keyStart == otherEnd - otherStart
                            && memcmp(b.baseAddress! + keyStart, b.baseAddress! + otherStart, keyEnd - keyStart) == 0
                    } else {
                        equal = Self.decodeString(b, quote: keyStart) == Self.decodeString(b, quote: otherStart)
                    }
                    if equal {
                        reportDuplicate(b, keyStart: keyStart, first: otherStart)
                        break
                    }
                }
                smallKeys.append((keyStart, keyEnd, isASCII, node))
                return
            }
            if count == Self.smallObjectSize + 1 {
                // Switch to hashing: move the keys seen so far into the set. (Arrays on the way
                // add no set: fill the gap.)
                while keySets.count <= depth { keySets.append([:]) }
                keySets[depth].removeAll(keepingCapacity: true)
                for (otherStart, _, _, otherNode) in smallKeys[base...] {
                    keySets[depth][Self.decodeString(b, quote: otherStart)] = otherNode
                }
                smallKeys.removeSubrange(base...)
            }
            let key = Self.decodeString(b, quote: keyStart)
            // Swift's String equality and hashing are by canonical equivalence, so a hit is either
            // the same key or a key that differs only in Unicode normalization.
            if let first = keySets[depth].updateValue(node, forKey: key) {
                reportDuplicate(b, keyStart: keyStart, first: Int(nodes[Int(first)].keyOffset))
            }
        }

        private mutating func reportDuplicate(_ b: UnsafeBufferPointer<UInt8>, keyStart: Int, first: Int) {
            let key = Self.decodeString(b, quote: keyStart)
            let firstKey = Self.decodeString(b, quote: first)
            let sameBytes = firstKey.utf8.elementsEqual(key.utf8)
            let shown = JSONPathComponent.quoted(key)
            problems.append(
                Problem(
                    kind: sameBytes ? .duplicateKey : .normalizationTwin,
                    message: sameBytes
                        ? "duplicate key \(shown) in one object; the first is ignored by JSONSerialization, so a value would be lost"
                        : "key \(shown) differs from another key of this object only in Unicode normalization (NFC/NFD); tools would merge them and lose a value",
                    offset: keyStart, relatedOffset: first))
        }

        /// Objects with up to this many keys are checked for duplicates without hashing.
        static let smallObjectSize = 8

        /// The offset of the closing quote of the (validated) string whose opening quote is at `quote`.
        static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, quote: Int) -> Int {
            var i = quote + 1
            while i < b.count && b[i] != UInt8(ascii: "\"") {
                i += b[i] == UInt8(ascii: "\\") ? 2 : 1
            }
            return i
        }

        /// Scans the string starting at the quote at `start`; returns the offset after its closing
        /// quote, or `nil` after recording a problem.
        private mutating func scanString(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            let end = b.count
            var i = start + 1
            while i < end {
                i = Self.skipPlainASCII(b, from: i)
                guard i < end else { break }
                let byte = b[i]
                if byte == UInt8(ascii: "\"") { return i + 1 }
                if byte == UInt8(ascii: "\\") {
                    guard i + 1 < end else { break }
                    let escape = b[i + 1]
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 2
                    case UInt8(ascii: "u"):
                        guard let unit = hex4(b, i + 2) else {
                            fail(.invalidEscape, "invalid \\u escape: expected four hexadecimal digits", at: i)
                            return nil
                        }
                        if unit >= 0xDC00 && unit <= 0xDFFF {
                            fail(.invalidEscape, String(format: "unpaired low surrogate \\u%04X", unit), at: i)
                            return nil
                        }
                        if unit >= 0xD800 && unit <= 0xDBFF {
                            guard i + 11 < end, b[i + 6] == UInt8(ascii: "\\"), b[i + 7] == UInt8(ascii: "u"),
                                let low = hex4(b, i + 8), low >= 0xDC00 && low <= 0xDFFF
                            else {
                                fail(.invalidEscape, String(format: "unpaired high surrogate \\u%04X", unit), at: i)
                                return nil
                            }
                            i += 12
                        } else {
                            i += 6
                        }
                    default:
                        fail(.invalidEscape, "invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: i)
                        return nil
                    }
                    continue
                }
                if byte < 0x20 {
                    let name = byte == 0x0A ? "a raw line break" : byte == 0x09 ? "a raw tab" : String(format: "raw control character U+%04X", byte)
                    fail(.controlCharacter, "\(name) in a string (it must be escaped, e.g. \\n)", at: i)
                    return nil
                }
                if byte < 0x80 {
                    i += 1
                    continue
                }
                guard let length = Self.utf8SequenceLength(b, i) else {
                    fail(.invalidUTF8, String(format: "invalid UTF-8 (byte 0x%02X)", byte), at: i)
                    return nil
                }
                i += length
            }
            fail(.truncated, "unexpected end of file inside a string: the JSON is truncated", at: end)
            return nil
        }

        /// The offset of the first byte at or after `start` that is not plain ASCII string content:
        /// a quote, a backslash, a control character or a non-ASCII byte (the scan validates those).
        static func skipPlainASCII(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            firstSpecialByte(b, from: start, alsoControlAndNonASCII: true)
        }

        /// The offset of the first quote or backslash at or after `start` (or the end), for strings
        /// the scan has already validated.
        static func quoteOrBackslash(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            firstSpecialByte(b, from: start, alsoControlAndNonASCII: false)
        }

        /// The first quote or backslash (and, when asked, control character or non-ASCII byte) at
        /// or after `start`, or the end: eight bytes at a time while none is in sight.
        @inline(__always)
        private static func firstSpecialByte(
            _ b: UnsafeBufferPointer<UInt8>, from start: Int, alsoControlAndNonASCII strict: Bool
        ) -> Int {
            guard let base = b.baseAddress else { return start }
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            var i = start
            while i + 8 <= b.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                // A high bit is set where a byte is zero in `quote` or `backslash` (and, strict,
                // where a byte is below 0x20 or is not ASCII); only after a real match may it err.
                var special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                if strict { special |= (word &- ones &* 0x20) | word }
                if special & (ones &* 0x80) != 0 { break }
                i += 8
            }
            while i < b.count {
                let byte = b[i]
                if byte == 0x22 || byte == 0x5C || (strict && (byte < 0x20 || byte >= 0x80)) { return i }
                i += 1
            }
            return i
        }

        /// The length of the valid UTF-8 sequence at `i`, or `nil` when it is invalid.
        static func utf8SequenceLength(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int? {
            let end = b.count
            let lead = b[i]
            func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                i + k < end && b[i + k] >= low && b[i + k] <= high
            }
            switch lead {
            case 0xC2...0xDF:
                return continuation(1) ? 2 : nil
            case 0xE0:
                return continuation(1, 0xA0) && continuation(2) ? 3 : nil
            case 0xE1...0xEC, 0xEE...0xEF:
                return continuation(1) && continuation(2) ? 3 : nil
            case 0xED:
                return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : nil
            case 0xF0:
                return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : nil
            case 0xF1...0xF3:
                return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
            case 0xF4:
                return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : nil
            default:
                return nil
            }
        }

        private func hex4(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> UInt32? {
            guard start + 4 <= b.count else { return nil }
            var value: UInt32 = 0
            for k in 0..<4 {
                guard let digit = Self.hexDigit(b[start + k]) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        private mutating func scanNumber(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            let end = b.count
            var i = start
            func isDigit(_ k: Int) -> Bool { k < end && b[k] >= UInt8(ascii: "0") && b[k] <= UInt8(ascii: "9") }
            if b[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else {
                fail(.syntax, "invalid number: expected a digit", at: i)
                return nil
            }
            if b[i] == UInt8(ascii: "0") {
                i += 1
                if isDigit(i) {
                    fail(.syntax, "invalid number: leading zeros are not allowed", at: start)
                    return nil
                }
            } else {
                while isDigit(i) { i += 1 }
            }
            if i < end && b[i] == UInt8(ascii: ".") {
                i += 1
                guard isDigit(i) else {
                    fail(.syntax, "invalid number: expected a digit after '.'", at: i)
                    return nil
                }
                while isDigit(i) { i += 1 }
            }
            if i < end && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
                i += 1
                if i < end && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
                guard isDigit(i) else {
                    fail(.syntax, "invalid number: expected a digit in the exponent", at: i)
                    return nil
                }
                while isDigit(i) { i += 1 }
            }
            // JSONSerialization cannot read a number beyond Double's range: say where it is.
            if i - start > 15 {
                let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
                if let value = Double(text), value.isInfinite {
                    fail(.syntax, "number \(text.prefix(40)) is out of range", at: start)
                    return nil
                }
            } else if let exponent = (start..<i).first(where: { b[$0] | 0x20 == UInt8(ascii: "e") }), i - exponent > 3 {
                let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
                if let value = Double(text), value.isInfinite {
                    fail(.syntax, "number \(text) is out of range", at: start)
                    return nil
                }
            }
            return i
        }

        /// Decodes a validated JSON string whose opening quote is at `quote`.
        static func decodeString(_ b: UnsafeBufferPointer<UInt8>, quote: Int) -> String {
            let start = quote + 1
            var i = quoteOrBackslash(b, from: start)
            if i >= b.count || b[i] == UInt8(ascii: "\"") {
                return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
            }
            var out: [UInt8] = Array(b[start..<i])
            while i < b.count && b[i] != UInt8(ascii: "\"") {
                let byte = b[i]
                guard byte == UInt8(ascii: "\\"), i + 1 < b.count else {
                    out.append(byte)
                    i += 1
                    continue
                }
                let escape = b[i + 1]
                i += 2
                switch escape {
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar: UInt32 = 0
                    for k in 0..<4 where i + k < b.count { scalar = scalar << 4 | UInt32(hexDigit(b[i + k]) ?? 0) }
                    i += 4
                    if scalar >= 0xD800 && scalar <= 0xDBFF && i + 5 < b.count && b[i] == UInt8(ascii: "\\") {
                        var low: UInt32 = 0
                        for k in 0..<4 { low = low << 4 | UInt32(hexDigit(b[i + 2 + k]) ?? 0) }
                        i += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    out.append(contentsOf: String(value).utf8)
                default: out.append(escape)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
