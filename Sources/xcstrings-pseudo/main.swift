// xcstrings-pseudo: the options and the run are `PseudoCommand` in CatalogPseudoCommand, which tests drive in process.
import CatalogModel
import CatalogPseudoCommand
import CommandLineKit
import Foundation

// Memory is given back by the exit (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(PseudoCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
