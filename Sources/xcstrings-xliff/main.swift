// xcstrings-xliff: the subcommands and their runs are `XLIFFCommand` in CatalogXLIFF, which tests drive in process.
import CatalogModel
import CatalogXLIFF
import CommandLineKit
import Foundation

// Memory is given back by the exit (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(XLIFFCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
