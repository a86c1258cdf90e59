#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one pass over the text that builds a `JSONSourceMap`: a state machine over the bytes
/// with an explicit stack of open objects and arrays (no recursion). It records a node per value
/// (see `JSONSourceMap.Node`), the start of every line, and problems; it stops at the first
/// syntax error. Strings, numbers and duplicate keys are checked by the parts in
/// `JSONStrings.swift`, `JSONNumbers.swift` and `JSONDuplicateKeys.swift`.
struct JSONScanner {
    typealias Node = JSONSourceMap.Node

    private struct Container {
        /// The object or array's node, or -1 for an object a part of the text starts inside
        /// (`Part`): opened before the part, its node is not among the part's.
        var node: Int32
        var lastChild: Int32 = -1
        var isObject: Bool
        /// The duplicate-key state of an object (unused for an array).
        var keys: DuplicateKeyDetector.OpenObject
    }

    private enum Expectation {
        case value, valueAfterComma, firstValueOrEnd
        case firstKeyOrEnd, keyAfterComma, colon
        case commaOrEnd, end
    }

    private(set) var nodes: [Node] = []
    /// The start of every `JSONSourceMap.linesPerCheckpoint`-th line (see `JSONSourceMap.lineCheckpoints`).
    private(set) var lineCheckpoints: [Int32] = [0]
    /// Line breaks passed so far.
    private(set) var lineBreaks = 0
    private(set) var problems: [JSONSourceMap.Problem] = []
    private(set) var duplicates = DuplicateKeyDetector()

    /// How a scan of one part of the text starts and ends, when the text is scanned in parts
    /// (`JSONSourceMap.init(utf8:chunking:)`); `nil` for a scan of the whole text.
    private(set) var part: Part?

    /// A part of the text that starts (or ends) inside `openObjects` objects, between two
    /// members: right after the comma of a member, so that a key comes next. A part that ends
    /// there stops at the end of its buffer instead of finding the text truncated.
    struct Part {
        /// Objects open where the part starts, outermost first: the part's first key belongs to the
        /// last. Not the part's own nodes, so the part links its first child of each to nothing
        /// (see `firstChild`); 0 for the first part.
        var openObjects: Int
        /// Whether the part ends before the end of the text (between two members of the objects
        /// open where it starts, which it must not close).
        var stopsAtEnd: Bool
        /// For each object open at the start: the part's first node that is its member, or -1.
        var firstChild: [Int32] = []
        /// For each object open at the start: the part's last node that is its member, or -1.
        var lastChild: [Int32] = []
        /// Set when the part stopped at the end of its buffer: the containers still open (for the
        /// first part, the real ones with their nodes), and whether a key comes next.
        var end: (open: [(node: Int32, lastChild: Int32, isObject: Bool)], expectsKey: Bool)?
    }

    init(count: Int) {
        nodes.reserveCapacity(count / 24)
    }

    /// A scanner of one part of a text, which starts at `start` (a line start). Its
    /// `lineCheckpoints` are the start of every 64th line counted from there.
    init(count: Int, part: Part, start: Int) {
        nodes.reserveCapacity(count / 24)
        self.part = part
        self.part!.firstChild = Array(repeating: -1, count: part.openObjects)
        self.part!.lastChild = Array(repeating: -1, count: part.openObjects)
        lineCheckpoints = [Int32(start)]
    }

    /// Records a problem at `offset`.
    mutating func fail(_ kind: ReadDiagnostic.Kind, _ message: String, at offset: Int) {
        problems.append(JSONSourceMap.Problem(kind: kind, message: message, offset: offset, relatedOffset: nil))
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(hexadecimal: byte, digits: 2)
    }

    /// The offset of the first byte at or after `start` that is not whitespace, recording the
    /// lines started on the way.
    @inline(__always)
    private mutating func skipWhitespace(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while i < b.count {
            let byte = b[i]
            if byte == 0x20 {
                i = UTF8Scanning.skipSpaces(b, from: i + 1)
            } else if byte == 0x09 || byte == 0x0D {
                i += 1
            } else if byte == 0x0A {
                i += 1
                lineBreaks &+= 1
                if lineBreaks & (JSONSourceMap.linesPerCheckpoint - 1) == 0 { lineCheckpoints.append(Int32(i)) }
            } else {
                break
            }
        }
        return i
    }

    /// Scans `b` from `start` (a part's start; 0 for the whole text). Offsets are offsets in `b`:
    /// a part's buffer is the text up to the end of the part.
    mutating func scan(_ b: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
        let end = b.count
        guard end < Int(Int32.max) else {
            fail(.syntax, "file too large (2 GiB or more)", at: 0)
            return
        }
        var stack: [Container] = []
        var expect = Expectation.value
        if let part, part.openObjects > 0 {
            for _ in 0..<part.openObjects {
                stack.append(Container(node: -1, isObject: true, keys: duplicates.openObject()))
            }
            expect = .keyAfterComma
        }
        var pendingKey: Int32 = -1
        var i = start
        while true {
            i = skipWhitespace(b, from: i)
            if i == end {
                if part?.stopsAtEnd == true {
                    stopPart(stack, expect)
                    return
                }
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
                    guard closeContainer(&stack, &expect) else { return }
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
                // The member's value is the next node. (The keys of an object opened before this
                // part are checked once the parts are put together.)
                let top = stack.count - 1
                if stack[top].node >= 0, let first = duplicates.add(
                    b, keyStart: keyStart, keyEnd: keyEnd - 1, node: Int32(nodes.count), to: &stack[top].keys, depth: top)
                {
                    problems.append(DuplicateKeyDetector.problem(b, keyStart: keyStart,
                                                                 firstKeyStart: Int(nodes[Int(first)].keyOffset)))
                }
                expect = .colon

            case .commaOrEnd:
                let top = stack[stack.count - 1]
                if c == UInt8(ascii: ",") {
                    i += 1
                    expect = top.isObject ? .keyAfterComma : .valueAfterComma
                } else if c == UInt8(ascii: top.isObject ? "}" : "]") {
                    i += 1
                    guard closeContainer(&stack, &expect) else { return }
                } else {
                    let wanted = top.isObject ? "',' or '}'" : "',' or ']'"
                    fail(.syntax, "expected \(wanted), found \(Self.describe(c))", at: i)
                    return
                }

            case .value, .valueAfterComma, .firstValueOrEnd:
                if c == UInt8(ascii: "]") {
                    if expect == .firstValueOrEnd {
                        i += 1
                        guard closeContainer(&stack, &expect) else { return }
                        continue
                    }
                    if expect == .valueAfterComma {
                        fail(.trailingComma, "trailing comma before ']' (JSON does not allow it; Xcode never writes it)", at: i)
                        return
                    }
                }
                let kind: JSONSourceMap.ValueKind
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
                    let top = stack.count - 1
                    let last = stack[top].lastChild
                    if last >= 0 {
                        nodes[Int(last)].nextSibling = index
                    } else if stack[top].node >= 0 {
                        // The first child is the node after its parent's (see `Node`).
                        nodes[Int(stack[top].node)].hasChildren = true
                    } else {
                        part!.firstChild[top] = index
                    }
                    stack[top].lastChild = index
                }
                switch kind {
                case .object, .array:
                    if stack.count >= JSONSourceMap.maximumDepth {
                        fail(.nestingTooDeep, "nesting deeper than \(JSONSourceMap.maximumDepth) levels", at: i)
                        return
                    }
                    stack.append(Container(node: index, isObject: kind == .object, keys: duplicates.openObject()))
                    i += 1
                    expect = kind == .object ? .firstKeyOrEnd : .firstValueOrEnd
                    continue
                case .string:
                    guard let next = scanString(b, from: i) else { return }
                    i = next
                case .number:
                    guard let next = scanNumber(b, from: i) else { return }
                    i = next
                case .true, .false, .null:
                    guard let next = scanLiteral(b, kind, from: i) else { return }
                    i = next
                }
                expect = stack.isEmpty ? .end : .commaOrEnd
            }
        }
    }

    /// Records where a part that stops at the end of its buffer ended.
    private mutating func stopPart(_ stack: [Container], _ expect: Expectation) {
        for (depth, container) in stack.enumerated() where container.node < 0 {
            part!.lastChild[depth] = container.lastChild
        }
        part!.end = (stack.map { ($0.node, $0.lastChild, $0.isObject) }, expect == .keyAfterComma)
    }

    /// Scans `true`, `false` or `null` at `start`; returns the offset after it, or `nil` after
    /// recording a problem.
    private mutating func scanLiteral(_ b: UnsafeBufferPointer<UInt8>, _ kind: JSONSourceMap.ValueKind, from start: Int)
        -> Int?
    {
        let word: StaticString = kind == .true ? "true" : kind == .false ? "false" : "null"
        let length = word.utf8CodeUnitCount
        var matches = start + length <= b.count
        if matches {
            for k in 0..<length where b[start + k] != word.utf8Start[k] {
                matches = false
                break
            }
        }
        guard matches else {
            fail(.syntax, "expected a value, found \(Self.describe(b[start]))", at: start)
            return nil
        }
        return start + length
    }

    /// Closes the innermost container; `false` when the scan must stop there: a part that ends
    /// before the end of the text closed an object open at its start, so the split was not where
    /// the part assumed (another layout), and the text is scanned whole (`JSONScanParts`).
    private mutating func closeContainer(_ stack: inout [Container], _ expect: inout Expectation) -> Bool {
        let closed = stack.removeLast()
        expect = stack.isEmpty ? .end : .commaOrEnd
        if closed.node < 0 {
            // An object opened before this part (only the last part may close one).
            part!.lastChild[stack.count] = closed.lastChild
            return !part!.stopsAtEnd
        }
        if closed.isObject {
            duplicates.closeObject(closed.keys, node: closed.node, depth: stack.count)
        }
        return true
    }
}
