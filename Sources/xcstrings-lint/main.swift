// xcstrings-lint: the options and the run are `LintCommand` in CatalogLint, which tests drive in process.
import CatalogLint
import CommandLineKit
import Foundation

exit(LintCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
