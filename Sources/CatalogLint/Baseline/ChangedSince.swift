import CatalogModel
import CommandLineKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--changed-since REF`: only what a change introduced. Each catalog is linted again as it was
/// at the git revision `REF`, with today's settings, and a finding is reported only when the old
/// version did not have it, matched as baselines match (file, rule, key, language, variation path)
/// and by message (without the positions a message quotes), never by line, so that keys moving or a reformat make nothing new. The same
/// finding twice is counted. Thresholds apply as usual; a language that met its threshold at
/// `REF` and no longer does is called out with a `completeness-regression` note.
public struct ChangedSince {
    /// The revision compared with, as given (`origin/main`, a commit).
    public var revision: String

    public init(revision: String) { self.revision = revision }

    /// `run` without the findings its catalogs already had at `revision`. Throws `UsageError` when
    /// `revision` is not a commit of the repository of the first catalog.
    public func apply(to run: LintRun, session: LintSession) throws -> LintRun {
        let directory = run.reports.first.map { FilePaths.directory(of: $0.file) }
        guard FilePaths.repositoryRoot(from: directory ?? ".") != nil else {
            throw UsageError("--changed-since: \(directory ?? ".") is not inside a git repository")
        }
        guard Git.isCommit(revision, in: directory) else {
            throw UsageError("--changed-since: '\(revision)' is not a commit of the git repository of \(directory ?? ".")")
        }
        var result = run
        for (index, report) in run.reports.enumerated() where !report.unreadable {
            let old = try oldReport(of: report.file, session: session)
            result.reports[index].findings = newFindings(report.findings, since: old?.findings ?? [])
            result.reports[index].findings += regressions(report.completeness, since: old?.completeness ?? [])
        }
        return result
    }

    /// The catalog at `path` as it was at `revision` (under its old name when git finds it renamed
    /// since), linted with today's settings for it and named by today's path; `nil` when it did not
    /// exist then.
    private func oldReport(of path: String, session: LintSession) throws -> FileReport? {
        let data: Data?
        do {
            // A catalog renamed since (`git mv`) is compared with itself under its old name.
            data = try Git.contents(ofFile: path, at: revision) ?? Git.contentsBeforeRename(ofFile: path, at: revision)
        } catch let error as Git.Unavailable {
            throw UsageError("--changed-since: \(path): \(error.description)")
        }
        guard let data else { return nil }
        return Linter(options: try session.settings(for: path).options).lint(data: data, file: path)
    }

    /// `findings` that `old` does not account for.
    private func newFindings(_ findings: [Finding], since old: [Finding]) -> [Finding] {
        struct Match: Hashable {
            var identity: Baseline.Identity
            var message: String
        }
        var identifier = Baseline.Identifier(directory: FilePaths.currentDirectory)
        var remaining: [Match: Int] = [:]
        for finding in old { remaining[Match(identity: identifier.identity(of: finding), message: Self.comparable(finding.message)), default: 0] += 1 }
        return findings.filter { finding in
            let match = Match(identity: identifier.identity(of: finding), message: Self.comparable(finding.message))
            guard let left = remaining[match], left > 0 else { return true }
            remaining[match] = left - 1
            return false
        }
    }

    /// A message as it is compared: positions it quotes (`first at 592:5`) move with the lines, so
    /// they are left out.
    static func comparable(_ message: String) -> String {
        // What the regular expression `[0-9]+:[0-9]+` → `#` did: each run of digits, a colon and
        // digits becomes `#`, scanning from the left; a run without `:` and digits stays.
        let bytes = Array(message.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard isDigit(index) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            var end = index
            while isDigit(end) { end += 1 }
            var after = end + 1
            if end < bytes.count && bytes[end] == UInt8(ascii: ":") && isDigit(after) {
                while isDigit(after) { after += 1 }
                result.append(UInt8(ascii: "#"))
                index = after
            } else {
                result.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `92.5%`, rounded down as the completeness table shows it.
    private func percent(_ value: Double) -> String { TextReporter.percent(value) }

    /// A note for each language below its threshold now that met it at `revision` (or was not there).
    private func regressions(_ rows: [LanguageCompleteness], since old: [LanguageCompleteness]) -> [Finding] {
        rows.filter { !$0.passed }.compactMap { row in
            let before = old.first { $0.language == row.language }
            if let before, !before.passed { return nil }
            let then = before.map { "\(percent($0.percent)) at \(revision)" } ?? "not in the catalog at \(revision)"
            return Finding(
                file: row.file, location: SourceLocation(line: 1, column: 1), severity: .note,
                rule: ToolFindings.completenessRegression,
                message: "'\(row.language)' fell below its threshold of \(TextReporter.threshold(row.threshold ?? 0)) in this change: "
                    + "\(then), \(percent(row.percent)) now",
                key: nil, language: row.language, path: JSONPath())
        }
    }
}
