import CatalogLint
import CommandLineKit
import Foundation

/// `xcstrings-xliff import`: translated `.xcloc` bundles or `.xliff` files applied to their
/// catalogs, checked with the lint rules, written atomically in Xcode's format.
public enum ImportCommand {
    public static let force = Flag(["--force"], help: "Write despite errors (lint errors, units for keys the catalog no longer has: those are skipped).")
    public static let quiet = Flag(["--quiet", "-q"], help: "Print only errors.")

    public static let spec = CommandSpec(
        name: "xcstrings-xliff import",
        abstract: "Apply the translations of .xcloc bundles or .xliff files to their String Catalogs, as Xcode's -importLocalizations does, checked with the lint rules.",
        usage: "FILE.xcloc|FILE.xliff... [CATALOG...] [--root DIR] [--force]",
        options: [XLIFFCommand.root, force, SettingsOptions.ignore, SettingsOptions.config, SettingsOptions.noConfig, quiet],
        exclusions: SettingsOptions.exclusions,
        discussion: """
            Each <file> of an XLIFF names its catalog by its path from --root (the current folder by
            default); catalogs given on the command line are matched to them by that path, or by
            its end. A target that differs from what the catalog has is written with the XLIFF's
            state (none: translated); plural, device and substitution forms are created as needed;
            nothing else in the catalog changes, so an export imported unedited changes nothing.
            What was written is checked with every xcstrings-lint rule (with the settings of the
            nearest .xcstrings-lint.json); findings point at the XLIFF's file:line:col. Nothing is
            written while there are errors, unless --force.

            EXIT STATUS:
              0  written, or nothing to change
              1  errors (lint errors, units for keys the catalog does not have) without --force
              2  usage error, a file that cannot be read, malformed XML or XLIFF (a DTD or entity
                 included), an XLIFF for another source language, or a failed write
            """)

    /// Runs `xcstrings-xliff import` with `arguments`; returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                var request = ImportRequest()
                request.root = parsed[XLIFFCommand.root] ?? "."
                request.force = parsed[force]
                request.quiet = parsed[quiet]
                request.color = io.colorsStandardError
                request.lintSession = LintSession(
                    commandLine: SettingsOptions.settings(from: parsed),
                    source: SettingsOptions.configurationSource(from: parsed))
                try request.sort(parsed.positionals)
                var tool = ImportTool(request, io: io)
                return tool.run()
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch {
                return spec.usageError("\(error)", io: io).status
            }
        }
    }
}

/// What a run of `xcstrings-xliff import` is asked to do.
struct ImportRequest {
    /// XLIFF files to read, in order (those of `.xcloc` bundles included).
    var inputs: [String] = []
    /// Catalogs named on the command line.
    var catalogs: [String] = []
    var root = "."
    var force = false
    var quiet = false
    var color = false
    var lintSession: LintSession?

    /// Sorts the positionals: `.xcloc` bundles (their `Localized Contents/*.xliff`) and `.xliff`
    /// files are inputs; other files and folders give catalogs.
    mutating func sort(_ positionals: [String]) throws {
        let manager = FileManager.default
        var others: [String] = []
        for path in positionals {
            let name = (path as NSString).lastPathComponent.lowercased()
            if name.hasSuffix(".xcloc") {
                let folder = (path as NSString).appendingPathComponent("Localized Contents")
                guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
                    throw UsageError("\(path) is not a localization catalog: it has no 'Localized Contents' folder")
                }
                let documents = names.filter { $0.lowercased().hasSuffix(".xliff") }.sorted()
                guard !documents.isEmpty else { throw UsageError("\(folder) holds no .xliff file") }
                inputs += documents.map { (folder as NSString).appendingPathComponent($0) }
            } else if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
                guard manager.fileExists(atPath: path) else { throw UsageError("no such file: \(path)") }
                inputs.append(path)
            } else {
                others.append(path)
            }
        }
        guard !inputs.isEmpty else { throw UsageError("no .xcloc or .xliff given") }
        do {
            catalogs = try FileDiscovery.files(in: others)
        } catch let missing as FileDiscovery.MissingPath {
            throw UsageError("\(missing.reason): \(missing.path)")
        }
    }
}
