import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format sarif`: SARIF 2.1.0, for GitHub code scanning (`github/codeql-action/upload-sarif`)
/// and other static-analysis viewers.
///
/// One run whose driver lists every rule (and the tool's own finding ids) with its id, name,
/// descriptions, default level and help; each result names its rule by id and index, has a level,
/// a message and a physical location relative to `%SRCROOT%` (the source root), and a partial
/// fingerprint from the same identity as the baseline's (file, rule, key, language, variation
/// path), so that a result keeps its identity when lines move. A language below its threshold is a
/// `completeness-threshold` error on the catalog. Columns count Unicode code points, as the log
/// says (`columnKind`): the findings' columns count characters, and each file is read again to
/// convert them where its line has characters of several code points before the column.
public struct SARIFReporter {
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The folder locations are relative to (`%SRCROOT%`).
    public var sourceRoot: String
    public var toolVersion: String
    /// A page about the tool, if it has one.
    public var informationURI: String?

    /// The bytes of a linted file, for converting columns; `nil` when it cannot be read (its
    /// columns are then left in characters).
    public var fileContents: @Sendable (String) -> Data? = { try? FileReading.contents(atPath: $0) }

    public init(sourceRoot: String, toolVersion: String, informationURI: String? = nil) {
        self.sourceRoot = sourceRoot
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    public func render(_ run: LintRun) -> String {
        let descriptions = ToolFindings.allDescriptions
        var ruleIndex: [String: Int] = [:]
        for (index, description) in descriptions.enumerated() { ruleIndex[description.identifier] = index }
        let rules: [JSONValue] = descriptions.map { description in
            var help = description.description
            if RuleRegistry.rule(description.identifier) != nil {
                help += "\n\nExamples: xcstrings-lint --explain \(description.identifier)"
            }
            return [
                "id": .string(description.identifier),
                "name": .string(description.name),
                "shortDescription": ["text": .string(description.name)],
                "fullDescription": ["text": .string(description.description)],
                "defaultConfiguration": ["level": .string(Self.level(description.defaultSeverity))],
                "help": ["text": .string(help)],
                "properties": ["category": .string(description.category.rawValue)],
            ]
        }
        var results: [JSONValue] = []
        var artifacts: [String: JSONValue] = [:]
        var identifier = Baseline.Identifier(directory: sourceRoot)
        var occurrences: [Baseline.Identity: Int] = [:]
        var columns = CodePointColumns(contents: fileContents)
        for finding in run.findings {
            let identity = identifier.identity(of: finding)
            occurrences[identity, default: 0] += 1
            var result = self.result(
                rule: finding.rule, index: ruleIndex[finding.rule], severity: finding.severity, message: finding.message,
                file: finding.file, location: columns.convert(finding.location, in: finding.file), artifacts: &artifacts)
            let fingerprint = [identity.file, identity.rule, identity.key ?? "", identity.language ?? "", identity.path,
                               "\(occurrences[identity]!)"].joined(separator: "\u{1F}")
            result["partialFingerprints"] = ["xcstringsLintIdentity/v1": .string(Self.hash(fingerprint))]
            results.append(.object(result))
        }
        for row in run.failedLanguages {
            results.append(.object(result(
                rule: ToolFindings.completenessThreshold, index: ruleIndex[ToolFindings.completenessThreshold],
                severity: .error,
                message: row.belowThresholdMessage,
                file: row.file, location: SourceLocation(line: 1, column: 1), artifacts: &artifacts)))
        }
        var driver: JSONObject = [
            "name": "xcstrings-lint",
            "version": .string(toolVersion),
            "semanticVersion": .string(toolVersion),
            "rules": .array(rules),
        ]
        if let informationURI { driver["informationUri"] = .string(informationURI) }
        let log: JSONValue = [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": .object(driver)],
                    "originalUriBaseIds": ["%SRCROOT%": ["uri": .string(Self.fileURI(sourceRoot, directory: true))]],
                    "columnKind": "unicodeCodePoints",
                    "results": .array(results),
                ]
            ],
        ]
        return log.prettyText + "\n"
    }

    /// The artifact location of `file`, worked out once per file (a report has thousands of
    /// results in a few files).
    private func artifact(of file: String, cache: inout [String: JSONValue]) -> JSONValue {
        if let known = cache[file] { return known }
        let relative = FilePaths.relative(file, to: sourceRoot)
        let artifact: JSONValue = relative.hasPrefix("../")
            ? ["uri": .string(Self.fileURI(FilePaths.absolute(file), directory: false))]
            : ["uri": .string(Self.encode(relative)), "uriBaseId": "%SRCROOT%"]
        cache[file] = artifact
        return artifact
    }

    private func result(
        rule: String, index: Int?, severity: Severity, message: String, file: String, location: SourceLocation,
        artifacts: inout [String: JSONValue]
    ) -> JSONObject {
        let artifact = artifact(of: file, cache: &artifacts)
        var result: JSONObject = [
            "ruleId": .string(rule),
            "level": .string(Self.level(severity)),
            "message": ["text": .string(message)],
            "locations": [
                ["physicalLocation": [
                    "artifactLocation": artifact,
                    "region": ["startLine": JSONValue(location.line), "startColumn": JSONValue(location.column)],
                ]]
            ],
        ]
        if let index { result["ruleIndex"] = JSONValue(index) }
        return result
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `path` percent-encoded for a URI's path: every UTF-8 byte but letters, digits and
    /// `!$&'()*+,-./=@_~` as `%XX` (Foundation's `.urlPathAllowed` on Linux).
    static func encode(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if byte < 0x80, allowedInPath[Int(byte)] {
                encoded.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                encoded += "%" + String(hexadecimal: byte, digits: 2)
            }
        }
        return encoded
    }

    private static let allowedInPath: [Bool] = (0..<128).map { byte in
        let character = Character(UnicodeScalar(UInt8(byte)))
        return (character.isASCII && (character.isLetter || character.isNumber)) || "!$&'()*+,-./=@_~".contains(character)
    }

    static func fileURI(_ path: String, directory: Bool) -> String {
        "file://" + encode(path) + (directory && !path.hasSuffix("/") ? "/" : "")
    }

    /// FNV-1a, 64 bits, as 16 hexadecimal digits: stable across runs and platforms.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// Columns in characters (grapheme clusters) turned into columns in Unicode code points, line by
/// line of each file, read once. Where the line up to the column is ASCII, the two are equal.
struct CodePointColumns {
    private let contents: (String) -> Data?
    /// Each file's bytes and the offsets its lines start at (`nil`: unreadable).
    private var files: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]

    init(contents: @escaping (String) -> Data?) { self.contents = contents }

    mutating func convert(_ location: SourceLocation, in file: String) -> SourceLocation {
        if files[file] == nil {
            files[file] = contents(file).map { data in
                let bytes = [UInt8](data)
                return (bytes, TextLines.starts(of: bytes))
            }
        }
        guard let text = files[file] ?? nil, location.line >= 1, location.line <= text.lineStarts.count else {
            return location
        }
        let start = text.lineStarts[location.line - 1]
        let end = location.line < text.lineStarts.count ? text.lineStarts[location.line] : text.bytes.count
        var codePoints = 0
        var characters = 0
        var index = start
        // ASCII bytes before the column: one character, one code point each, unless a combining
        // mark follows (`e` and U+0301 are one character); a line's `\r\n` is at its end.
        while characters < location.column - 1, index < end, text.bytes[index] < 0x80,
              index + 1 == end || text.bytes[index + 1] < 0x80
        {
            index += 1
            characters += 1
            codePoints += 1
        }
        if characters < location.column - 1, index < end {
            let rest = String(decoding: text.bytes[index..<end], as: UTF8.self)
            for character in rest {
                guard characters < location.column - 1 else { break }
                characters += 1
                codePoints += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: location.line, column: codePoints + 1 + max(0, location.column - 1 - characters))
    }
}
