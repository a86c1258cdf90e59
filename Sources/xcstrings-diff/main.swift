// xcstrings-diff: the options and the run are `DiffCommand` in CatalogChanges, which tests drive in process.
import CatalogChanges
import CommandLineKit
import Foundation

exit(DiffCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
