import CatalogModel
import CommandLineKit

/// How `xcstrings-merge` and `xcstrings-diff` end: parse the arguments against `spec`, run `body`,
/// and turn what it throws into output and an exit status (a usage error with a hint, an invalid
/// catalog at its `file:line:col`, a failed write at its file, anything else as `name: error: …`;
/// all exit 2).
enum CommandRun {
    static func run(_ spec: CommandSpec, _ arguments: [String], io: CommandIO, body: (ParsedArguments) throws -> Int32)
        -> Int32
    {
        switch spec.parse(arguments, io: io) {
        case .failure(let end): return end.status
        case .success(let parsed):
            do {
                return try body(parsed)
            } catch let error as UsageError {
                return spec.usageError(error.message, io: io).status
            } catch let error as CatalogReadError {
                io.standardError(error.description + "\n")
                return ExitCode.usage
            } catch let error as AtomicFile.WriteError {
                // It names its file already: `out: error: cannot write the file: Is a directory`.
                io.standardError(error.description + "\n")
                return ExitCode.usage
            } catch {
                io.standardError("\(spec.name): error: \(error)\n")
                return ExitCode.usage
            }
        }
    }
}
