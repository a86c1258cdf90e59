// xcstrings-merge: the options and the run are `MergeCommand` in CatalogChanges, which tests drive in process.
import CatalogChanges
import CatalogModel
import CommandLineKit
import Foundation

// Memory is given back by the exit (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(MergeCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
