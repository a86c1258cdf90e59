// xcstrings-xliff: the subcommands and their runs are `XLIFFCommand` in CatalogXLIFF, which tests drive in process.
import CatalogXLIFF
import CommandLineKit
import Foundation

exit(XLIFFCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
