// xcstrings-resolve: the options and the run are `ResolveCommand` in AppLocalizations, which tests drive in process.
import AppLocalizations
import CommandLineKit
import Foundation

exit(ResolveCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
