import CatalogModel
import CommandLineKit
import Foundation
import LanguageTags

/// `xcstrings-xliff export`: per language, the `.xcloc` bundle (or bare `.xliff`) Xcode's
/// `-exportLocalizations` writes.
public enum ExportCommand {
    public static let languages = Option<[String]>.list(
        ["--languages", "-l"], value: "LANG,...",
        help: "The languages to export (any language tag, also one the catalogs do not have yet). Default: every language of the catalogs but the source language.",
        allowsEmpty: false, item: { text in try LanguageTag(text).identifier })
    public static let output = Option<String>.path(["--output", "-o"], value: "DIR", help: "The folder to write LANG.xcloc (or LANG.xliff) into.")
    public static let bare = Flag(["--xliff"], help: "Write LANG.xliff files instead of .xcloc bundles.")
    public static let xcode = Option<ExportTool>(
        ["--xcode-version"], value: "VERSION,BUILD",
        help: "Name Xcode VERSION (BUILD) as the tool in the header and contents.json, as Xcode's own export does (for tools that recognise Xcode's XLIFF by it). Default: this tool.",
        read: { text in
            let parts = text.split(separator: ",").map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw InvalidValue("expected VERSION,BUILD such as 16.1,16B40") }
            return ExportTool.xcode(version: parts[0], build: parts[1])
        })
    public static let quiet = Flag(["--quiet", "-q"], help: "Print only errors.")

    /// The tool export names by default: this one.
    public static let thisTool = ExportTool(id: "xcstrings-tools", name: "xcstrings-xliff", version: ToolchainVersion.current)

    public static let spec = CommandSpec(
        name: "xcstrings-xliff export",
        abstract: "Write, per language, the .xcloc bundle (or bare .xliff) that Xcode's -exportLocalizations writes for String Catalogs.",
        usage: "CATALOG... [--languages LANG,...] -o DIR [--xliff] [--root DIR]",
        options: [languages, output, bare, XLIFFCommand.root, xcode, quiet],
        discussion: """
            CATALOG is a .xcstrings file or a folder searched recursively. Each language gets
            DIR/LANG.xcloc (contents.json, Localized Contents/LANG.xliff, Source Contents/ with each
            catalog in its source language, Notes/), or DIR/LANG.xliff with --xliff. The XLIFF is
            Xcode's, byte for byte: one <file> per catalog named by its path from --root, units
            KEY, KEY|==|plural.one, KEY|==|device.iphone, KEY|==|substitutions.NAME.plural.few,
            every plural form the language needs, the comment as <note>, keys marked
            shouldTranslate false left out.

            EXIT STATUS:
              0  written
              2  usage error, a catalog that cannot be read, a text XML cannot hold (a control
                 character: that language is not written), or a failed write
            """)

    /// Runs `xcstrings-xliff export` with `arguments`; returns the exit status.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                return try export(parsed, io: io)
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch {
                io.standardError("\(error)\n")
                return ExitCode.usage
            }
        }
    }

    private static func export(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("no CATALOG given") }
        guard let directory = arguments[output], !directory.isEmpty else { throw UsageError("no output folder given (-o DIR)") }
        let root = arguments[XLIFFCommand.root] ?? "."
        let paths: [String]
        do {
            paths = try FileDiscovery.files(in: arguments.positionals)
        } catch let missing as FileDiscovery.MissingPath {
            throw UsageError("\(missing.reason): \(missing.path)")
        }
        var catalogs: [ExportCatalog] = []
        var sources: [String: CatalogSource] = [:]
        for path in paths {
            let original = try ProjectPaths.original(of: path, root: root)
            let document = try CatalogReader.read(contentsOf: path)
            catalogs.append(ExportCatalog(original: original, catalog: document.catalog))
            sources[original] = CatalogSource(path: path, sourceMap: document.sourceMap)
        }
        let sourceLanguages = Set(catalogs.map { $0.catalog.sourceLanguage ?? "" })
        guard sourceLanguages.count == 1, let developmentRegion = sourceLanguages.first, !developmentRegion.isEmpty else {
            throw UsageError("the catalogs have different source languages (\(sourceLanguages.sorted().joined(separator: ", "))); export them separately")
        }
        // Each language once, in the order given (`de,de` wrote de.xcloc twice).
        var chosen: [String] = []
        for language in arguments.list(languages) where !chosen.contains(language) { chosen.append(language) }
        var status = ExitCode.success
        if chosen.isEmpty {
            let present = Set(catalogs.flatMap { $0.catalog.strings.values.flatMap { $0.localizations?.keys.map { $0 } ?? [] } })
                .subtracting([developmentRegion])
            // A language names the files written: a catalog's `../../x` is not one (it wrote outside DIR).
            for language in present.sorted() where !LanguageTag.isWellFormed(language) {
                io.standardError(notALanguage(language, catalogs: catalogs, sources: sources) + "\n")
                status = ExitCode.usage
            }
            // Two spellings of one language (`pt-BR`, `pt-br`) would write one folder on macOS twice.
            var spellings: [String: String] = [:]
            for language in present.filter(LanguageTag.isWellFormed).sorted() {
                let canonical = (try? LanguageTag(language).identifier) ?? language
                if let first = spellings[canonical] {
                    io.standardError(notALanguage(language, catalogs: catalogs, sources: sources,
                                                  reason: "it is '\(first)' in another letter case (language-case-clash)") + "\n")
                    status = ExitCode.usage
                    continue
                }
                spellings[canonical] = language
                chosen.append(language)
            }
        }
        guard !chosen.isEmpty else {
            if status != ExitCode.success { return status }
            throw UsageError("the catalogs have no language but \(developmentRegion); name the languages to export with --languages")
        }
        let tool = arguments[xcode] ?? thisTool
        let bundle = arguments[bare] ? nil : SharedContents(
            sourceContents: try XLIFFExporter.sourceContents(catalogs), developmentRegion: developmentRegion,
            project: XLIFFExporter.ProjectFile.find(in: root))
        try AtomicFile.createFolders(atPath: directory)
        // Languages are independent: each is exported on its own core.
        let (inputs, located) = (catalogs, sources)
        let results = Parallel.map(chosen, chunking: .onePerItem) { language in
            Result {
                try ExportCommand.write(inputs, language: language, tool: tool, to: directory, bundle: bundle, sources: located)
            }
        }
        for result in results {
            switch result {
            case .success(let line): if !arguments[quiet] { io.standardOutput(line + "\n") }
            case .failure(let error):
                io.standardError("\(error)\n")
                status = ExitCode.usage
            }
        }
        return status
    }

    /// What every `.xcloc` of a run shares.
    private struct SharedContents: Sendable {
        var sourceContents: [(path: String, data: Data)]
        var developmentRegion: String
        var project: XLIFFExporter.ProjectFile?
    }

    /// Where a catalog was read from, to point at a key that cannot be exported.
    private struct CatalogSource: Sendable {
        var path: String
        var sourceMap: JSONSourceMap
    }

    /// Units of a language that cannot be written (texts XML 1.0 cannot hold, one id twice): the
    /// language is not written.
    struct UnwritableText: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes one language, as an `.xcloc` when `bundle` is given, else as a bare `.xliff`;
    /// returns the line that says what was written. Throws `UnwritableText`, writing nothing, when
    /// a unit holds a character that XML 1.0 cannot hold.
    private static func write(
        _ catalogs: [ExportCatalog], language: String, tool: ExportTool, to directory: String, bundle: SharedContents?,
        sources: [String: CatalogSource]
    ) throws -> String {
        let files = XLIFFExporter.files(catalogs, language: language)
        try checkWritable(files, of: catalogs, language: language, sources: sources)
        let units = files.reduce(0) { $0 + $1.units.count }
        let translated = files.reduce(0) { total, file in total + file.units.filter { $0.target?.state == "translated" }.count }
        let destination: String
        if let bundle {
            destination = (directory as NSString).appendingPathComponent(language + ".xcloc")
            let contents = try XLIFFExporter.xcloc(
                files, sourceContents: bundle.sourceContents, language: language,
                developmentRegion: bundle.developmentRegion, tool: tool, project: bundle.project)
            try AtomicFile.createFolders(atPath: (destination as NSString).appendingPathComponent(XLIFFExporter.notesFolder))
            for (path, data) in contents {
                let file = (destination as NSString).appendingPathComponent(path)
                try AtomicFile.createFolders(atPath: (file as NSString).deletingLastPathComponent)
                try AtomicFile.write(data, toFile: file)
            }
        } else {
            destination = (directory as NSString).appendingPathComponent(language + ".xliff")
            try AtomicFile.write(Data(XLIFFWriter.document(files, tool: tool)), toFile: destination)
        }
        return "wrote \(destination): \(units) unit\(units == 1 ? "" : "s"), \(translated) translated"
    }

    /// The error for a catalog's localization that cannot be exported (not a language tag, or
    /// another spelling of one exported), at its first occurrence.
    private static func notALanguage(
        _ language: String, catalogs: [ExportCatalog], sources: [String: CatalogSource],
        reason: String = "it is not a language tag, and it would name the files written (xcstrings-lint reports it as invalid-language-tag)"
    ) -> String {
        var place = ""
        for item in catalogs {
            guard let key = item.catalog.strings.first(where: { $0.value.localizations?[language] != nil })?.key,
                  let source = sources[item.original]
            else { continue }
            let path: JSONPath = ["strings", .key(key), "localizations", .key(language)]
            place = "\(source.path):\(source.sourceMap.keyLocation(of: path) ?? source.sourceMap.nearestLocation(of: path)): "
            break
        }
        return "\(place)error: cannot export \(JSONPathComponent.quoted(language)): \(reason); the other languages are exported"
    }

    /// Refuses a language whose units hold a character an XML 1.0 document cannot hold
    /// (`XMLOutput.unwritableCharacter(in:)`): written as a reference, Xcode's importer would
    /// refuse the whole file. Each problem is reported once per key and text, at the key. Also
    /// refuses two units with one id, which no import can tell apart.
    private static func checkWritable(
        _ files: [ExportFile], of catalogs: [ExportCatalog], language: String, sources: [String: CatalogSource]
    ) throws {
        var problems: [String] = []
        var seen: Set<[String]> = []
        for file in files {
            let catalog = catalogs.first { $0.original == file.original }?.catalog
            // Units are sorted by id: a key spelled like another key's form (`X|==|plural.one`)
            // gives two units one id, and an import can keep only one of them.
            for (previous, unit) in zip(file.units, file.units.dropFirst()) where previous.id == unit.id {
                guard seen.insert([file.original, unit.id, "id"]).inserted else { continue }
                let place = sources[file.original].map {
                    "\($0.path):\($0.sourceMap.nearestLocation(of: ["strings", .key(unit.id)]))"
                } ?? file.original
                problems.append("\(place): error: cannot export \(language): two units would have the id "
                    + "\(JSONPathComponent.quoted(unit.id)), the key and a plural, device or substitution form of the key "
                    + "\(JSONPathComponent.quoted(UnitID.keyGuess(unit.id))); an import keeps only one: rename the key")
            }
            for unit in file.units {
                let texts: [(what: String, text: String?)] = [
                    ("key", unit.id), ("source text", unit.source), ("\(language) translation", unit.target?.text),
                    ("comment", unit.note),
                ]
                for (what, text) in texts {
                    guard let text, let character = XMLOutput.unwritableCharacter(in: text) else { continue }
                    let key = UnitID.parse(unit.id) { catalog?.strings[$0] != nil }?.key ?? UnitID.keyGuess(unit.id)
                    guard seen.insert([file.original, key, what]).inserted else { continue }
                    let source = sources[file.original]
                    let place = source.map { "\($0.path):\($0.sourceMap.nearestLocation(of: ["strings", .key(key)]))" }
                        ?? file.original
                    let code = "U+" + String(hexadecimal: character.value, digits: 4)
                    let subject = what == "key" ? "the key \(JSONPathComponent.quoted(key))"
                        : "the \(what) of \(JSONPathComponent.quoted(key))"
                    problems.append("\(place): error: cannot export \(language): \(subject) holds \(code), which XML 1.0 "
                        + "(and so XLIFF) cannot hold, not even as a character reference; remove it from the catalog")
                }
            }
        }
        guard !problems.isEmpty else { return }
        let shown = problems.prefix(20).joined(separator: "\n")
        throw UnwritableText(description: problems.count > 20 ? shown + "\n… and \(problems.count - 20) more" : shown)
    }
}
