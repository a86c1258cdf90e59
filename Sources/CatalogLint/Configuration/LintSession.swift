import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lints files each with its own configuration: the nearest `.xcstrings-lint.json` (or the one
/// given with `--config`, or none with `--no-config`), overridden by the command line. One linter
/// is made per configuration file; files of one configuration are linted in parallel.
public final class LintSession {
    /// Where the configuration comes from.
    public enum ConfigurationSource: Sendable, Equatable {
        /// The nearest `.xcstrings-lint.json` from each file up to the repository root.
        case discover
        /// This file, for every checked file (`--config PATH`).
        case file(String)
        /// None (`--no-config`).
        case none
    }

    public let commandLine: LintSettings
    public let source: ConfigurationSource
    /// Configuration file (or `nil`) per folder already searched.
    private var nearest: [String: String?] = [:]
    /// Settings per configuration file ("" for none), command line included.
    private var settingsCache: [String: LintSettings] = [:]

    public init(commandLine: LintSettings = LintSettings(), source: ConfigurationSource = .discover) {
        self.commandLine = commandLine
        self.source = source
    }

    /// The configuration file that applies to `path` (a catalog, or a folder to start from), if
    /// any: the nearest one walking up from it, stopping at the repository root (a folder with
    /// `.git`) or the filesystem root.
    public func configurationFile(for path: String, isDirectory: Bool = false) -> String? {
        switch source {
        case .none: return nil
        case .file(let file): return file
        case .discover: break
        }
        var directory = isDirectory ? FilePaths.absolute(path) : FilePaths.directory(of: path)
        var visited: [String] = []
        var found: String?
        while true {
            if let cached = nearest[directory] {
                found = cached
                break
            }
            visited.append(directory)
            let candidate = directory == "/" ? "/" + ConfigurationFile.name : directory + "/" + ConfigurationFile.name
            // Anything named so counts, a broken symbolic link too: reading it then says what is
            // wrong, where skipping it would drop a team's settings without a word.
            var status = stat()
            if lstat(candidate, &status) == 0 {
                // Named as the catalogs usually are: relative to the current directory when below it.
                let relative = FilePaths.relative(candidate, to: FilePaths.currentDirectory)
                found = relative.hasPrefix("../") ? candidate : relative
                break
            }
            if directory == "/" || FileManager.default.fileExists(atPath: directory + "/.git") { break }
            directory = FilePaths.directory(of: directory)
        }
        for folder in visited { nearest[folder] = .some(found) }
        return found
    }

    /// The effective settings for `path`: its configuration file, then the command line. Throws
    /// `CatalogReadError` when the configuration file has errors.
    public func settings(for path: String, isDirectory: Bool = false) throws -> LintSettings {
        let file = configurationFile(for: path, isDirectory: isDirectory)
        let cacheKey = file ?? ""
        if let cached = settingsCache[cacheKey] { return cached }
        let base = try file.map(ConfigurationFile.read(contentsOf:)) ?? LintSettings()
        let settings = base.overridden(by: commandLine)
        settingsCache[cacheKey] = settings
        return settings
    }

    /// What linting produced, and with which rules each file was checked.
    public struct Result {
        public var run: LintRun
        /// The ids of the rules that ran, by file.
        public var enabledRules: [String: [String]]
        /// Files left out by `ignore.files`.
        public var ignoredFiles: [String]
    }

    /// Lints `files`; the reports are in the order of `files`, without the ignored ones. A
    /// configuration's own findings (an unknown rule in `suppress`) are the report of that
    /// configuration file, when it applies to a linted file. Throws `CatalogReadError` when a
    /// configuration file has errors.
    public func lint(files: [String], strict: Bool = false) throws -> Result {
        var groups: [String: [Int]] = [:]
        var groupOrder: [String] = []
        var settingsByGroup: [String: LintSettings] = [:]
        var optionsByGroup: [String: LintOptions] = [:]
        var ignored: [String] = []
        for (index, file) in files.enumerated() {
            let key = configurationFile(for: file) ?? ""
            if settingsByGroup[key] == nil {
                let settings = try self.settings(for: file)
                settingsByGroup[key] = settings
                optionsByGroup[key] = settings.options
                groupOrder.append(key)
            }
            if optionsByGroup[key]!.filters.ignoresFile(file) {
                ignored.append(file)
                continue
            }
            groups[key, default: []].append(index)
        }
        var reports = [FileReport?](repeating: nil, count: files.count)
        var configurationReports: [FileReport] = []
        var enabledRules: [String: [String]] = [:]
        for key in groupOrder {
            guard let indexes = groups[key], let options = optionsByGroup[key] else { continue }
            let own = settingsByGroup[key]!.findings
            if !own.isEmpty {
                configurationReports.append(FileReport(
                    file: key, findings: own.sorted(by: Finding.precedes), completeness: [], unreadable: false))
            }
            let run = LintRun.lint(files: indexes.map { files[$0] }, linter: Linter(options: options), strict: strict)
            let rules = options.enabledRules
            for (index, report) in zip(indexes, run.reports) {
                enabledRules[report.file] = rules
                reports[index] = report
            }
        }
        let run = LintRun(reports: reports.compactMap { $0 }, configurationReports: configurationReports, strict: strict)
        return Result(run: run, enabledRules: enabledRules, ignoredFiles: ignored)
    }
}
