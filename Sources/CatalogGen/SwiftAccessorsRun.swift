import CatalogAccessors
import CatalogModel
import CommandLineKit
import Foundation

/// `xcstrings-gen --swift`: reads catalogs, writes their accessors (CatalogAccessors) atomically and
/// only when the bytes change, or prints them.
enum SwiftAccessorsRun {
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> Int32 {
        let inputs = arguments.positionals
        if inputs.isEmpty { throw UsageError("no CATALOG given") }
        let output = arguments[GenCommand.output]
        let toStandardOutput = arguments[GenCommand.standardOutput]
        if output == nil && !toStandardOutput { throw UsageError("--swift needs -o FILE.swift or --stdout") }
        if output != nil && toStandardOutput { throw UsageError.exclusive("-o", "--stdout") }
        for input in inputs where !FileManager.default.fileExists(atPath: input) {
            throw UsageError("no such file: \(input)")
        }
        if let output, inputs.contains(where: { AtomicFile.isSameFile($0, output) }) {
            throw UsageError("the output would replace the input \(output)")
        }
        let table = arguments[GenCommand.table]
        if table != nil && inputs.count > 1 { throw UsageError("--table takes one catalog") }
        var options = AccessorOptions()
        options.typeName = arguments[GenCommand.typeName] ?? options.typeName
        options.accessLevel = arguments[GenCommand.accessLevel] ?? options.accessLevel
        options.bundle = arguments[GenCommand.bundle].map(AccessorOptions.BundleChoice.init) ?? .module
        options.table = table
        options.nesting = !arguments[GenCommand.flat]
        let quiet = arguments[GenCommand.quiet]

        var catalogs: [AccessorCatalog] = []
        var failed = false
        for input in inputs {
            do {
                let document = try CatalogReader.read(contentsOf: input)
                if !quiet { for warning in document.warnings { io.standardError("\(warning)\n") } }
                catalogs.append(AccessorCatalog(file: input, table: table, document: document))
            } catch let error as CatalogReadError {
                for diagnostic in error.diagnostics { io.standardError("\(diagnostic)\n") }
                failed = true
            }
        }
        let name = output ?? "the accessors"
        if failed {
            io.standardError("\(name): not written: a catalog could not be read\n")
            return ExitCode.usage
        }
        let generated: AccessorOutput
        do {
            generated = try AccessorGenerator.generate(catalogs, options: options)
        } catch let error as AccessorError {
            for diagnostic in error.diagnostics { io.standardError("\(diagnostic)\n") }
            io.standardError("\(name): not written\n")
            return ExitCode.usage
        }
        if !quiet { for warning in generated.diagnostics { io.standardError("\(warning)\n") } }
        if toStandardOutput {
            io.standardOutput(generated.source)
            return ExitCode.success
        }
        guard let output else { return ExitCode.usage }
        do {
            let wrote = try GenPaths.writeIfChanged(Data(generated.source.utf8), to: output)
            if !quiet {
                let count = "\(generated.accessorCount) accessor\(generated.accessorCount == 1 ? "" : "s")"
                let from = "\(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")"
                io.standardOutput(wrote ? "wrote \(output): \(count) from \(from)\n" : "\(output): up to date (\(count))\n")
            }
            return ExitCode.success
        } catch {
            io.standardError("\(error)\n")
            return ExitCode.usage
        }
    }

    /// Whether `text` can name the root type: an ASCII identifier that is not a keyword.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || ("A"..."Z").contains(first) || ("a"..."z").contains(first)
        else { return false }
        let valid = text.unicodeScalars.allSatisfy {
            $0 == "_" || ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }
        return valid && SwiftNaming.escaped(text) == text && text != "_"
    }
}
