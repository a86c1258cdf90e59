import Foundation

// The catalog in Resources/ is linted by XCStringsLintPlugin whenever this target builds.
let name = CommandLine.arguments.dropFirst().first ?? "world"
print(String(format: "Hello, %@!", name))
