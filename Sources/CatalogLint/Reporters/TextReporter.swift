import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The default output: one `path:line:col: severity: message [rule]` line per finding (the format
/// Xcode and editors turn into inline markers), a completeness table per catalog, and a summary.
public struct TextReporter: Sendable {
    /// Print only what fails the run (`--quiet`: errors, and warnings under `--strict`); the table and summary are kept.
    public var quiet = false
    /// ANSI colours (only on a terminal, never with `NO_COLOR`).
    public var color = false

    public init(quiet: Bool = false, color: Bool = false) {
        self.quiet = quiet
        self.color = color
    }

    public func render(_ run: LintRun) -> String {
        var out = ""
        write(run) { out += $0 }
        return out
    }

    /// Writes the report to `output` in pieces of about `pieceSize` bytes (at least a quarter of
    /// it but for the last, each ending with a line), in the order of `render`: a run with tens of
    /// thousands of findings never holds its whole text at once. Finding lines are made as UTF-8
    /// bytes, each piece turned into a string once; many lines in chunks on all cores, each chunk
    /// turned into a string there (which checks its bytes: 40% of a Cork-sized report's time on
    /// one core) and written as a piece of its own unless it is small.
    public func write(_ run: LintRun, pieceSize: Int = 1 << 16, to output: (String) -> Void) {
        var piece = TextBuilder(capacity: pieceSize + 512)
        func flushIfFull() {
            guard piece.bytes.count >= pieceSize else { return }
            output(piece.text)
            piece.removeAll()
        }
        for report in run.allReports {
            let findings = report.findings
            var start = 0
            while start < findings.count {
                let end = min(findings.count, start + Self.linesPerBatch)
                let batch = start..<end
                start = end
                guard batch.count >= 2 * Self.linesPerChunk else {
                    // By index: each finding is read in place, not copied (with its strings) first.
                    for index in batch where !quiet || run.failsRun(findings[index]) {
                        appendLine(for: findings[index], to: &piece)
                        piece.appendByte(UInt8(ascii: "\n"))
                        flushIfFull()
                    }
                    continue
                }
                // Many findings: the lines of a batch are made in chunks on all cores, a chunk large
                // enough to be a piece of its own turned into a string there, then written in order.
                let smallest = max(1, pieceSize / 4)
                let chunks = Parallel.map(count: batch.count, chunking: .automatic(itemsPerChunk: Self.linesPerChunk)) {
                    range -> ChunkLines in
                    var text = TextBuilder(capacity: range.count * 128)
                    for index in range.lowerBound + batch.lowerBound..<range.upperBound + batch.lowerBound
                    where !quiet || run.failsRun(findings[index]) {
                        appendLine(for: findings[index], to: &text)
                        text.appendByte(UInt8(ascii: "\n"))
                    }
                    return text.bytes.count >= smallest ? .piece(text.text) : .bytes(text.bytes)
                }
                for chunk in chunks {
                    switch chunk {
                    case .bytes(let bytes):
                        piece.append(bytes: bytes)
                        flushIfFull()
                    case .piece(let text):
                        // What the piece holds goes first (strings join without a new check).
                        output(piece.bytes.isEmpty ? text : piece.text + text)
                        piece.removeAll()
                    }
                }
            }
        }
        var end = piece.text
        for report in run.reports where !report.completeness.isEmpty {
            end += "\n" + table(for: report)
        }
        end += "\n" + summary(run) + "\n"
        output(end)
    }

    /// The lines of a chunk made on another core: a piece of its own, already a string, or bytes
    /// too few for one, which join the piece being made.
    private enum ChunkLines: Sendable {
        case piece(String)
        case bytes([UInt8])
    }

    /// Findings are formatted a batch at a time (all the text held at once), a batch in chunks
    /// of at least `linesPerChunk` lines on all cores.
    static let linesPerBatch = 1024
    static let linesPerChunk = 256

    /// Appends the line of `finding` to `text` (coloured: file and position bold, severity in its colour, rule dim).
    private func appendLine(for finding: Finding, to text: inout TextBuilder) {
        guard color else {
            finding.appendTextLine(to: &text)
            return
        }
        let colorCode: String
        switch finding.severity {
        case .error: colorCode = "31"
        case .warning: colorCode = "33"
        case .note: colorCode = "36"
        }
        let line = "\u{1B}[1m\(finding.file):\(finding.location.line):\(finding.location.column):\u{1B}[0m "
            + "\u{1B}[1;\(colorCode)m\(finding.severity.rawValue):\u{1B}[0m \(finding.message) "
            + "\u{1B}[2m[\(finding.rule)]\u{1B}[0m"
        text.append(line)
    }

    /// The completeness table of one catalog.
    package func table(for report: FileReport) -> String {
        let header = ["language", "translated", "percent", "threshold", "result"]
        let rows = report.completeness.map { row in
            [
                row.language, "\(row.translated)/\(row.total)", Self.percent(row.percent),
                row.threshold.map(Self.threshold) ?? "-", row.threshold == nil ? "-" : (row.passed ? "pass" : "FAIL"),
            ]
        }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                // The language column is left-aligned, numbers right-aligned.
                column == 0 || column == 4
                    ? cell + String(repeating: " ", count: widths[column] - cell.count)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var out = "Completeness of \(report.file)\n"
        out += "  " + format(header) + "\n"
        for row in rows {
            var text = "  " + format(row)
            if color, row[4] == "FAIL" { text = "\u{1B}[31m\(text)\u{1B}[0m" }
            out += text + "\n"
        }
        return out
    }

    /// `2 files: 1 error, 3 warnings, 0 notes; 1 language below its threshold (ar 60.0% < 80.0%)`.
    package func summary(_ run: LintRun) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = "\(plural(run.reports.count, "file")): \(plural(run.errorCount, "error")), "
            + "\(plural(run.warningCount, "warning")), \(plural(run.noteCount, "note"))"
        let failed = run.failedLanguages
        if !failed.isEmpty {
            let several = run.reports.count > 1
            let list = failed.map { row in
                (several ? "\(row.file): " : "") + "\(row.language) \(Self.percent(row.percent)) < \(Self.threshold(row.threshold ?? 0))"
            }
            text += "; \(plural(failed.count, "language")) below threshold (\(list.joined(separator: ", ")))"
        } else if run.completeness.contains(where: { $0.threshold != nil }) {
            text += "; every language meets its threshold"
        }
        let unreadable = run.reports.filter(\.unreadable).count
        if unreadable > 0 { text += "; \(plural(unreadable, "file")) could not be read as a catalog" }
        return text
    }

    /// `96.6%`: the tenths are cut, never rounded up (100.0% only when nothing is missing). Written
    /// from the whole number of tenths, as `String(format: "%.1f%%")` wrote them before, without
    /// Foundation's formatting, whose first use cost every lint about half a megabyte.
    static func percent(_ value: Double) -> String {
        guard value.isFinite, value >= 0, value < 1e12 else { return "\(value)%" }
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A threshold as it was given: `95.0%`, `66.67%` (cut to tenths, 66.67 would read as the
    /// 66.6% it is compared with, and `66.6% < 66.6%` says nothing).
    static func threshold(_ value: Double) -> String {
        let given = "\(value)"
        // Tenths, or the digits as given; `1e-05` (Swift's spelling of 0.00001) is cut to tenths too.
        return (value * 10).rounded(.down) == value * 10 || given.contains("e") ? percent(value) : given + "%"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
