// xcstrings-pseudo: the options and the run are `PseudoCommand` in CatalogPseudo, which tests drive in process.
import CatalogPseudo
import CommandLineKit
import Foundation

exit(PseudoCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
