// xcstrings-gen: the options and the run are `GenCommand` in CatalogGen, which tests drive in process.
import CatalogGen
import CommandLineKit
import Foundation

exit(GenCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
