// xcstrings-merge: the options and the run are `MergeCommand` in CatalogChanges, which tests drive in process.
import CatalogChanges
import CommandLineKit
import Foundation

exit(MergeCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
