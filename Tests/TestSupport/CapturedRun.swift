import CommandLineKit

/// What a command run in process did: its exit status and what it printed.
package struct CapturedRun {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    /// Runs `command` with a `CommandIO` that captures both streams (the command prints on this
    /// thread only).
    package init(_ command: (CommandIO) -> Int32) {
        // `@unchecked Sendable` for `CommandIO`'s `@Sendable` closures: written on this thread only.
        final class Output: @unchecked Sendable {
            var stdout = ""
            var stderr = ""
        }
        let output = Output()
        let io = CommandIO(standardOutput: { output.stdout += $0 }, standardError: { output.stderr += $0 })
        status = command(io)
        stdout = output.stdout
        stderr = output.stderr
    }
}
