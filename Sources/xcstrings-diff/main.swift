// xcstrings-diff: the options and the run are `DiffCommand` in CatalogChanges, which tests drive in process.
import CatalogChanges
import CatalogModel
import CommandLineKit
import Foundation

// Memory is given back by the exit (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(DiffCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
