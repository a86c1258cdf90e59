// xcstrings-render: the options and the run are `RenderCommand` in CatalogRender, which tests drive in process.
import CatalogModel
import CatalogRender
import CommandLineKit
import Foundation

// Memory is given back by the exit (see ProcessLifetime).
ProcessLifetime.releaseAtExitOnly()
exit(RenderCommand.run(Array(CommandLine.arguments.dropFirst()), io: .process))
