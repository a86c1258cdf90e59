import CommandLineKit
import Foundation

let command = CommandSpec(
    name: "xcstrings-gen", abstract: "Generate String Catalogs from translations.json (not implemented yet).",
    usage: "translations.json...", options: [])
_ = command.parseOrExit()
command.exitWithUsageError("not implemented yet")
