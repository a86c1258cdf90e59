// xcstrings-resolve: the options and the run are `ResolveCommand` in AppLocalizations, which tests drive in process.
import AppLocalizations
import CommandLineKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(ResolveCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
