// Floor 2 for the benchmark: parse with JSONSerialization and write it back in Xcode's format
// ([.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) to the path given second.
import Foundation

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let object = try JSONSerialization.jsonObject(with: data)
let output = try JSONSerialization.data(
    withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
try output.write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
