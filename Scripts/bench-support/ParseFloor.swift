// Floor 1 for the benchmark: read the file and parse it with JSONSerialization, nothing else.
import Foundation

let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let object = try JSONSerialization.jsonObject(with: data)
if (object as? [String: Any])?.isEmpty == true { print("empty") }
