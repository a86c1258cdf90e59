// xcstrings-render: the options and the run are `RenderCommand` in CatalogRender, which tests drive in process.
import CatalogRender
import CommandLineKit
import Foundation

exit(RenderCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
