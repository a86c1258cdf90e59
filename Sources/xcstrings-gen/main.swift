// xcstrings-gen: the options and the run are `GenCommand` in CatalogGen, which tests drive in process.
import CatalogGen
import CatalogModel
import CommandLineKit
import Foundation

// What a run builds is released by the exit, not object by object (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(GenCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
