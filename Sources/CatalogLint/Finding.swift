import CatalogModel

/// Where in the catalog's text a finding points.
package enum Anchor: Hashable, Sendable {
    /// The key of the member at the path (for a missing translation: the key of the entry).
    case key(JSONPath)
    /// The value at the path (for a string: its opening quote).
    case value(JSONPath)
    /// A character inside the string value at the path, as a UTF-8 offset in the decoded value.
    case inString(JSONPath, utf8Offset: Int)
    /// The start of the file.
    case file
    /// A location already known (problems found while reading the text).
    case location(SourceLocation, JSONPath)

    /// The JSON path the anchor is on (empty for the file).
    package var path: JSONPath {
        switch self {
        case .key(let path), .value(let path), .inString(let path, _), .location(_, let path): return path
        case .file: return JSONPath()
        }
    }
}

/// One thing a rule found.
public struct Finding: Hashable, Sendable {
    public var file: String
    public var location: SourceLocation
    public var severity: Severity
    /// The id of the rule that found it, such as `placeholder-mismatch`.
    public var rule: String
    public var message: String
    /// The catalog key concerned, if any.
    public var key: String?
    /// The language concerned, if any.
    public var language: String?
    /// The JSON path of the place the finding points at.
    public var path: JSONPath

    package init(
        file: String, location: SourceLocation, severity: Severity, rule: String, message: String,
        key: String?, language: String?, path: JSONPath
    ) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
        self.key = key
        self.language = language
        self.path = path
    }

    /// The order findings are reported in: position, then rule, message, key, language and path.
    /// A total order, so output never depends on dictionary order or on how work was split; each
    /// field is compared only when the ones before it tie (the path is rendered only then).
    public static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        let (lhsKey, rhsKey) = (lhs.key ?? "", rhs.key ?? "")
        if lhsKey != rhsKey { return lhsKey < rhsKey }
        let (lhsLanguage, rhsLanguage) = (lhs.language ?? "", rhs.language ?? "")
        if lhsLanguage != rhsLanguage { return lhsLanguage < rhsLanguage }
        if lhs.path == rhs.path { return false }
        return lhs.path.description < rhs.path.description
    }

    /// `file:line:col: severity: message [rule]`, the format Xcode and editors turn into markers.
    public var textLine: String {
        var line = TextBuilder()
        appendTextLine(to: &line)
        return line.text
    }

    /// Appends `textLine` to `text`, as bytes: a report of tens of thousands of findings makes no
    /// string per line.
    func appendTextLine(to text: inout TextBuilder) {
        text.append(file)
        text.appendByte(UInt8(ascii: ":"))
        text.appendDecimal(location.line)
        text.appendByte(UInt8(ascii: ":"))
        text.appendDecimal(location.column)
        text.append(": ")
        text.append(severity.rawValue)
        text.append(": ")
        text.append(message)
        text.append(" [")
        text.append(rule)
        text.appendByte(UInt8(ascii: "]"))
    }
}

/// Collects what rules report during one catalog's traversal; positions are resolved at the end.
package struct FindingSink {
    struct Pending {
        var rule: Int
        var message: String
        var anchor: Anchor
        var key: String?
        var language: String?
    }

    var pending: [Pending] = []
    /// The index of the rule being run, set by the linter before each call.
    var currentRule = 0
    /// Set by the empty default visits of `LintRule`: a test that clears it before a visit learns
    /// whether the rule implements that level (`LintRule.visits`).
    package var ranDefaultVisit = false

    /// Reports a finding of the current rule.
    package mutating func report(_ message: String, at anchor: Anchor, key: String? = nil, language: String? = nil) {
        // A message made by interpolation and `+` holds up to twice its length; it is kept until the
        // report is printed (tens of thousands on a large catalog), so it is copied at its size.
        let message = String(decoding: message.utf8, as: UTF8.self)
        pending.append(Pending(rule: currentRule, message: message, anchor: anchor, key: key, language: language))
    }

    /// Reports a finding whose message was made as bytes (a string of its size, made once).
    mutating func report(_ message: TextBuilder, at anchor: Anchor, key: String? = nil, language: String? = nil) {
        pending.append(Pending(rule: currentRule, message: message.text, anchor: anchor, key: key, language: language))
    }
}

extension Array {
    /// Puts the elements in `order` (the new position `i` holds the element that was at
    /// `order[i]`; `order` must be a permutation of the indices) by moving them in place, cycle by
    /// cycle: each element is moved once and none is copied, so findings with several strings each
    /// are not retained and released once more each (tens of milliseconds for tens of thousands).
    mutating func permute(to order: [Int]) {
        precondition(order.count == count, "order must be a permutation of the indices")
        var placed = [Bool](repeating: false, count: count)
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                // Follow the cycle through `start`: each position takes the element from
                // `order[position]`; the element at `start`, moved out first, closes the cycle.
                let first = (base + start).move()
                var position = start
                while true {
                    placed[position] = true
                    let source = order[position]
                    if source == start { break }
                    // A source already placed (or out of range) means `order` is no permutation:
                    // stop before an element is moved twice.
                    precondition(buffer.indices.contains(source) && !placed[source], "order must be a permutation of the indices")
                    (base + position).moveInitialize(from: base + source, count: 1)
                    position = source
                }
                (base + position).initialize(to: first)
            }
        }
    }
}
