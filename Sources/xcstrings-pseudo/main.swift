// xcstrings-pseudo: the options and the run are `PseudoCommand` in CatalogPseudoCommand, which tests drive in process.
import CatalogPseudoCommand
import CommandLineKit
import Foundation

exit(PseudoCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
