import CatalogModel
import CommandLineKit
import Foundation
import CatalogWriting

// Memory is given back by the exit (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()

let checkFlag = Flag(["--check"], help: "Rewrite nothing; list the files that are not in Xcode's format and exit 1 if any.")
let standardOutput = Flag(["--stdout"], help: "Print the formatted catalog instead of rewriting the file.")
let quietFlag = Flag(["--quiet", "-q"], help: "Print only errors.")

let command = CommandSpec(
    name: "xcstrings-fmt",
    abstract: "Rewrite String Catalogs (.xcstrings) in Xcode's exact format.",
    usage: "[--check | --stdout] PATH...",
    options: [checkFlag, standardOutput, quietFlag],
    exclusions: [(checkFlag, standardOutput)],
    discussion: """
        PATH is a .xcstrings file, '-' for standard input, or a directory searched recursively
        (skipping .build, .git, DerivedData, Pods, Carthage, node_modules).

        A file that cannot be read without loss (invalid JSON, duplicate keys, wrong types) is never
        rewritten: it is reported as file:line:col: error: ... and the exit status is 2.

        EXIT STATUS:
          0  every file is in Xcode's format, or was rewritten into it
          1  --check found files not in Xcode's format
          2  usage error, a missing path, or a file with errors
        """)

let arguments = command.parseOrExit()
let check = arguments[checkFlag]
let toStandardOutput = arguments[standardOutput]
let quiet = arguments[quietFlag]
if arguments.positionals.isEmpty { command.exitWithUsageError("no PATH given") }

let paths: [String]
do {
    paths = try FileDiscovery.files(in: arguments.positionals.filter { $0 != "-" })
} catch let missing as FileDiscovery.MissingPath {
    command.exitWithUsageError("\(missing.reason): \(missing.path)")
}
let readsStandardInput = arguments.positionals.contains("-")
if (toStandardOutput || readsStandardInput) && paths.count + (readsStandardInput ? 1 : 0) > 1 {
    command.exitWithUsageError("--stdout and '-' take a single catalog")
}

var hadErrors = false
var notCanonical = 0
var rewritten = 0
var unchanged = 0

@MainActor func report(_ diagnostics: [ReadDiagnostic]) {
    for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
        Terminal.standardError.write("\(diagnostic)\n")
    }
}

@MainActor func process(file: String, data: Data?) {
    let result: CatalogFormatter.Result
    do {
        if let data {
            result = try CatalogFormatter.format(data: data, file: file)
        } else {
            result = try CatalogFormatter.format(contentsOf: file)
        }
    } catch let error as CatalogReadError {
        report(error.diagnostics)
        hadErrors = true
        return
    } catch {
        Terminal.standardError.write("\(file): error: \(error)\n")
        hadErrors = true
        return
    }
    report(result.warnings)
    if toStandardOutput || (data != nil && !check) {
        Terminal.standardOutput.write(String(decoding: result.formatted, as: UTF8.self))
        return
    }
    if result.isCanonical {
        unchanged += 1
        return
    }
    if check {
        notCanonical += 1
        let place = result.firstDifference.map { "\(file):\($0.line):\($0.column)" } ?? file
        Terminal.standardOutput.write("\(place): not in Xcode's format\n")
        return
    }
    do {
        try AtomicFile.write(result.formatted, toFile: file)
        rewritten += 1
        if !quiet { Terminal.standardOutput.write("formatted \(file)\n") }
    } catch {
        Terminal.standardError.write("\(error)\n")
        hadErrors = true
    }
}

if readsStandardInput {
    process(file: "<stdin>", data: FileHandle.standardInput.readDataToEndOfFile())
}
for path in paths { process(file: path, data: nil) }

// A catalog read from standard input is written to standard output, as with --stdout: no count.
if !quiet && !toStandardOutput && !(readsStandardInput && !check) {
    let total = paths.count + (readsStandardInput ? 1 : 0)
    if check {
        Terminal.standardError.write(
            "\(total) file\(total == 1 ? "" : "s") checked: \(notCanonical) not in Xcode's format\(hadErrors ? ", some with errors" : "")\n")
    } else if total > 0 {
        Terminal.standardError.write(
            "\(total) file\(total == 1 ? "" : "s"): \(rewritten) formatted, \(unchanged) already canonical\(hadErrors ? ", some with errors" : "")\n")
    }
}
exit(hadErrors ? ExitCode.usage : notCanonical > 0 ? ExitCode.failure : ExitCode.success)
