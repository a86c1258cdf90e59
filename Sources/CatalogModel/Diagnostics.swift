/// A 1-based line and column in a text file. Columns count characters (grapheme clusters) as an
/// editor shows them, not bytes.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// The place at `line` and `column`, both counted from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found while reading a file: where it is and what is wrong.
public struct ReadDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem, stable for tests and tools.
    public enum Kind: String, Sendable, Hashable {
        case unreadableFile = "unreadable-file"
        case emptyFile = "empty-file"
        case invalidUTF8 = "invalid-utf8"
        case byteOrderMark = "byte-order-mark"
        case utf16 = "utf16"
        case syntax = "syntax"
        case truncated = "truncated"
        case controlCharacter = "control-character"
        case invalidEscape = "invalid-escape"
        case nestingTooDeep = "nesting-too-deep"
        case trailingComma = "trailing-comma"
        case duplicateKey = "duplicate-key"
        case normalizationTwin = "normalization-twin"
        case wrongType = "wrong-type"
        case missingField = "missing-field"
        case invalidValue = "invalid-value"
    }

    /// What kind of problem.
    public var kind: Kind
    /// An error stops the file from being used; a warning does not.
    public var severity: Severity
    /// What is wrong, as one sentence without the position.
    public var message: String
    /// The file the problem is in, as given to the reader.
    public var file: String
    /// Where the problem is; `nil` only when there is no text at all to point into.
    public var location: SourceLocation?
    /// The JSON path of the value concerned, when known.
    public var path: JSONPath?
    /// Other places involved (the first of two duplicate keys).
    public var related: [SourceLocation]

    /// A problem of `kind` in `file` at `location`, about the value at `path` when given.
    public init(
        _ kind: Kind, _ message: String, severity: Severity = .error, file: String,
        at location: SourceLocation?, path: JSONPath? = nil, related: [SourceLocation] = []
    ) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.path = path
        self.related = related
    }

    /// `file:line:col: error: message`, the format Xcode and editors turn into inline markers.
    public var description: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message)"
    }
}

/// Reading failed: the errors found (at least one), and any warnings before them.
public struct CatalogReadError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic of the file, in file order.
    public var diagnostics: [ReadDiagnostic]

    /// An error holding `diagnostics` (at least one an error).
    public init(_ diagnostics: [ReadDiagnostic]) { self.diagnostics = diagnostics }

    /// The diagnostics that are errors, without the warnings.
    public var errors: [ReadDiagnostic] { diagnostics.filter { $0.severity == .error } }
    /// Every diagnostic as `file:line:col: severity: message`, one a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
