import CatalogModel
import Foundation

/// `--format sarif`: SARIF 2.1.0, for GitHub code scanning (`github/codeql-action/upload-sarif`)
/// and other static-analysis viewers.
///
/// One run whose driver lists every rule (and the tool's own finding ids) with its id, name,
/// descriptions, default level and help; each result names its rule by id and index, has a level,
/// a message and a physical location relative to `%SRCROOT%` (the source root), and a partial
/// fingerprint from the same identity as the baseline's (file, rule, key, language, variation
/// path), so that a result keeps its identity when lines move. A language below its threshold is a
/// `completeness-threshold` error on the catalog. Columns count characters.
public struct SARIFReporter {
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The folder locations are relative to (`%SRCROOT%`).
    public var sourceRoot: String
    public var toolVersion: String
    /// A page about the tool, if it has one.
    public var informationURI: String?

    public init(sourceRoot: String, toolVersion: String, informationURI: String? = nil) {
        self.sourceRoot = sourceRoot
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    public func render(_ run: LintRun) -> String {
        let descriptions = ToolFindings.allDescriptions
        var ruleIndex: [String: Int] = [:]
        for (index, description) in descriptions.enumerated() { ruleIndex[description.identifier] = index }
        let rules: [[String: Any]] = descriptions.map { description in
            var help = description.description
            if RuleRegistry.rule(description.identifier) != nil {
                help += "\n\nExamples: xcstrings-lint --explain \(description.identifier)"
            }
            return [
                "id": description.identifier,
                "name": description.name,
                "shortDescription": ["text": description.name],
                "fullDescription": ["text": description.description],
                "defaultConfiguration": ["level": Self.level(description.defaultSeverity)],
                "help": ["text": help],
                "properties": ["category": description.category.rawValue],
            ]
        }
        var results: [[String: Any]] = []
        var artifacts: [String: [String: Any]] = [:]
        var identifier = Baseline.Identifier(directory: sourceRoot)
        var occurrences: [Baseline.Identity: Int] = [:]
        for finding in run.findings {
            let identity = identifier.identity(of: finding)
            occurrences[identity, default: 0] += 1
            var result = self.result(
                rule: finding.rule, index: ruleIndex[finding.rule], severity: finding.severity, message: finding.message,
                file: finding.file, location: finding.location, artifacts: &artifacts)
            let fingerprint = [identity.file, identity.rule, identity.key ?? "", identity.language ?? "", identity.path,
                               "\(occurrences[identity]!)"].joined(separator: "\u{1F}")
            result["partialFingerprints"] = ["xcstringsLintIdentity/v1": Self.hash(fingerprint)]
            results.append(result)
        }
        for row in run.failedLanguages {
            results.append(result(
                rule: ToolFindings.completenessThreshold, index: ruleIndex[ToolFindings.completenessThreshold],
                severity: .error,
                message: row.belowThresholdMessage,
                file: row.file, location: SourceLocation(line: 1, column: 1), artifacts: &artifacts))
        }
        var driver: [String: Any] = [
            "name": "xcstrings-lint",
            "version": toolVersion,
            "semanticVersion": toolVersion,
            "rules": rules,
        ]
        if let informationURI { driver["informationUri"] = informationURI }
        let log: [String: Any] = [
            "$schema": Self.schemaURI,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": driver],
                    "originalUriBaseIds": ["%SRCROOT%": ["uri": Self.fileURI(sourceRoot, directory: true)]],
                    "columnKind": "unicodeCodePoints",
                    "results": results,
                ] as [String: Any]
            ],
        ]
        return String(decoding: CatalogWriter.prettyData(forJSONObject: log), as: UTF8.self) + "\n"
    }

    /// The artifact location of `file`, worked out once per file (a report has thousands of
    /// results in a few files).
    private func artifact(of file: String, cache: inout [String: [String: Any]]) -> [String: Any] {
        if let known = cache[file] { return known }
        let relative = FilePaths.relative(file, to: sourceRoot)
        let artifact: [String: Any] = relative.hasPrefix("../")
            ? ["uri": Self.fileURI(FilePaths.absolute(file), directory: false)]
            : ["uri": Self.encode(relative), "uriBaseId": "%SRCROOT%"]
        cache[file] = artifact
        return artifact
    }

    private func result(
        rule: String, index: Int?, severity: Severity, message: String, file: String, location: SourceLocation,
        artifacts: inout [String: [String: Any]]
    ) -> [String: Any] {
        let artifact = artifact(of: file, cache: &artifacts)
        var result: [String: Any] = [
            "ruleId": rule,
            "level": Self.level(severity),
            "message": ["text": message],
            "locations": [
                ["physicalLocation": [
                    "artifactLocation": artifact,
                    "region": ["startLine": location.line, "startColumn": location.column],
                ]]
            ],
        ]
        if let index { result["ruleIndex"] = index }
        return result
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    static func encode(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
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
