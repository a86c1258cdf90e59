import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format github` (the default when `GITHUB_ACTIONS=true`): GitHub Actions workflow commands,
/// which GitHub shows as annotations on the pull request's files:
///
/// ```
/// ::error file=App/Localizable.xcstrings,line=24,col=23,title=xcstrings-lint (placeholder-mismatch)::…
/// ```
///
/// GitHub shows only the first 10 errors, 10 warnings and 10 notices of a step, so errors come
/// first, then warnings, then notes (`::notice`), at most `annotationLimit` of each; the rest
/// follow as plain `file:line:col` lines after a line that counts them. A language below its
/// threshold is an error annotation on the catalog. Then the completeness tables and the summary.
/// File paths are relative to the source root (`$GITHUB_WORKSPACE`), as annotations need.
public struct GitHubReporter {
    /// Annotations of each severity printed as workflow commands.
    package static let annotationLimit = 10

    public var quiet: Bool
    /// The folder paths are made relative to (`nil`: paths as given).
    public var sourceRoot: String?

    public init(quiet: Bool = false, sourceRoot: String? = nil) {
        self.quiet = quiet
        self.sourceRoot = sourceRoot
    }

    struct Annotation {
        var severity: Severity
        var file: String
        var location: SourceLocation?
        var title: String
        var message: String
        var plainLine: String
    }

    public func render(_ run: LintRun) -> String {
        var annotations: [Annotation] = []
        for row in run.failedLanguages {
            let message = row.belowThresholdMessage
            annotations.append(Annotation(
                severity: .error, file: path(row.file), location: nil,
                title: "xcstrings-lint (\(ToolFindings.completenessThreshold))", message: message,
                plainLine: "\(row.file): error: \(message) [\(ToolFindings.completenessThreshold)]"))
        }
        for finding in run.findings where !quiet || run.failsRun(finding) {
            annotations.append(Annotation(
                severity: finding.severity, file: path(finding.file), location: finding.location,
                title: "xcstrings-lint (\(finding.rule))", message: finding.message, plainLine: finding.textLine))
        }
        // Stable: within a severity, the order of the run (files, then positions).
        let ordered = annotations.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
            .map(\.element)
        var out = ""
        var printed: [Severity: Int] = [:]
        var rest: [Annotation] = []
        for annotation in ordered {
            if printed[annotation.severity, default: 0] < Self.annotationLimit {
                printed[annotation.severity, default: 0] += 1
                out += Self.command(annotation) + "\n"
            } else {
                rest.append(annotation)
            }
        }
        if !rest.isEmpty {
            var counts: [Severity: Int] = [:]
            for annotation in rest { counts[annotation.severity, default: 0] += 1 }
            let parts = Severity.allCases.compactMap { severity -> String? in
                guard let count = counts[severity] else { return nil }
                return "\(count) more \(severity.rawValue)\(count == 1 ? "" : "s")"
            }
            out += "xcstrings-lint: \(parts.joined(separator: ", ")) not annotated "
                + "(GitHub shows the first \(Self.annotationLimit) errors, warnings and notices of a step):\n"
            for annotation in rest { out += annotation.plainLine + "\n" }
        }
        let text = TextReporter()
        for report in run.reports where !report.completeness.isEmpty {
            out += "\n" + text.table(for: report)
        }
        out += "\n" + text.summary(run) + "\n"
        return out
    }

    private func path(_ file: String) -> String {
        guard let sourceRoot else { return file }
        let relative = FilePaths.relative(file, to: sourceRoot)
        return relative.hasPrefix("../") ? FilePaths.absolute(file) : relative
    }

    static func command(_ annotation: Annotation) -> String {
        let name: String
        switch annotation.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .note: name = "notice"
        }
        var properties = ["file=" + escapeProperty(annotation.file)]
        if let location = annotation.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=" + escapeProperty(annotation.title))
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(annotation.message))"
    }

    /// A workflow command's message: `%`, CR and LF are escaped.
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A workflow command's property value: also `:` and `,`.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(every: ":", with: "%3A").replacing(every: ",", with: "%2C")
    }
}
