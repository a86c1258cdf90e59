// xcstrings-lint: the options and the run are `LintCommand` in CatalogLint, which tests drive in process.
import CatalogLint
import CatalogModel
import CommandLineKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// What a run builds is released by the exit, not object by object (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(LintCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
