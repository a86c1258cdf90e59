import CatalogPseudo
import CatalogModel
import CommandLineKit
import Foundation
import CatalogWriting

/// The work of one `xcstrings-pseudo` run: read and check every catalog first, then write them.
/// Nothing is written when any catalog cannot be read or has a tag as a real language.
struct PseudoTool {
    let request: PseudoRequest
    let io: CommandIO

    init(_ request: PseudoRequest, io: CommandIO) {
        self.request = request
        self.io = io
    }

    mutating func run() -> Int32 {
        var documents: [CatalogDocument] = []
        var usable = true
        for path in request.catalogs {
            do {
                let document = try CatalogReader.read(contentsOf: path)
                for warning in document.warnings { io.standardError("\(warning)\n") }
                usable = checkCollisions(in: document) && usable
                documents.append(document)
            } catch let error as CatalogReadError {
                io.standardError(error.diagnostics.map { "\($0)\n" }.joined())
                usable = false
            } catch {
                io.standardError("\(path): error: \(error)\n")
                usable = false
            }
        }
        guard usable else { return ExitCode.usage }
        let pseudolocalizer: CatalogPseudolocalizer
        do {
            pseudolocalizer = CatalogPseudolocalizer(languages: try request.languages())
        } catch {
            io.standardError("xcstrings-pseudo: error: \(error)\n")
            return ExitCode.usage
        }
        var status = ExitCode.success
        for document in documents {
            status = max(status, process(document, with: pseudolocalizer))
        }
        return status
    }

    /// Whether no requested tag is the source language or a real language of the catalog; reports each.
    private func checkCollisions(in document: CatalogDocument) -> Bool {
        var clear = true
        for tag in request.tags {
            guard let found = CatalogPseudolocalizer.collision(of: tag, in: document.catalog) else { continue }
            let what = found == document.catalog.sourceLanguage ? "the source language" : "a language"
            io.standardError(
                "\(document.file): error: '\(tag)' is \(what) of this catalog ('\(found)'): pseudo text would replace its text; use a private-use tag such as en-XA or ar-XB\n")
            clear = false
        }
        return clear
    }

    private func process(_ document: CatalogDocument, with pseudolocalizer: CatalogPseudolocalizer) -> Int32 {
        let outcome = pseudolocalizer.apply(to: document.catalog)
        for item in outcome.breakages { report(item, in: document) }
        let data: Data
        do {
            data = try CatalogWriter.data(for: outcome.catalog, keyOrder: document.keyOrder)
        } catch {
            io.standardError("\(document.file): error: cannot write the catalog: \(error)\n")
            return ExitCode.usage
        }
        let tags = pseudolocalizer.languages.map(\.tag.identifier).joined(separator: ", ")
        let destination = request.output ?? document.file
        let current = request.output == nil ? document.originalData : FileManager.default.contents(atPath: destination)
        if current == data {
            say("\(destination): \(tags) up to date\n")
            return ExitCode.success
        }
        if request.check {
            io.standardOutput("\(destination): \(tags) missing or out of date\n")
            return ExitCode.failure
        }
        do {
            try AtomicFile.write(data, toFile: destination)
        } catch {
            io.standardError("\(error)\n")
            return ExitCode.usage
        }
        say("\(destination): \(tags) written for \(outcome.keyCount) key\(outcome.keyCount == 1 ? "" : "s")\n")
        return ExitCode.success
    }

    /// A source value that a pseudo-language could only accent, as a warning at its place.
    private func report(_ item: CatalogPseudolocalizer.Breakage, in document: CatalogDocument) {
        let map = document.sourceMap
        let location = map.location(inStringAt: item.path, utf8Offset: item.breakage.utf8Offset)
            ?? map.nearestLocation(of: item.path)
        let kept = pseudolocalizerKeepsAccents(item.language) ? "only accented" : "copied from the source"
        io.standardError(
            "\(document.file):\(location.line):\(location.column): warning: \(JSONPathComponent.quoted(item.key)) is \(kept) in '\(item.language)': \(item.breakage.message)\n")
    }

    private func pseudolocalizerKeepsAccents(_ tag: String) -> Bool {
        guard let index = request.tags.firstIndex(where: { $0.identifier == tag }) else { return false }
        return request.modes[index].contains(.accented)
    }

    private func say(_ text: String) {
        if !request.quiet { io.standardOutput(text) }
    }
}
