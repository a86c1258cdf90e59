import CatalogRuntime
import Foundation
import TestSupport

/// `Tests/Fixtures/Runtime.xcstrings`: a catalog with a key per feature (plural in English with
/// zero, Arabic, Russian, French; decimals; substitutions; device variations, nested; positional
/// arguments; states and fallbacks; `%%`; a string set).
let runtimeTable: CatalogTable = {
    let url = packageRoot.appendingPathComponent("Tests/Fixtures/Runtime.xcstrings")
    return try! CatalogTable(data: Data(contentsOf: url), name: "Localizable")
}()

/// A context for `languages`, on `device`, with numbers in the language's own format (no region),
/// so that the expectations do not depend on the machine.
func context(_ languages: [String], device: Device = .other, tables: [CatalogTable] = [runtimeTable])
    -> LocalizationContext
{
    LocalizationContext(tables: tables, preferredLanguages: languages, device: device, region: nil)
}

/// A one-key catalog in memory.
func table(_ json: String, name: String = "Localizable") throws -> CatalogTable {
    try CatalogTable(data: Data(json.utf8), name: name)
}
