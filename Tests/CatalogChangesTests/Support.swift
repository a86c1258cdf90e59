import CatalogModel
import Foundation

/// A catalog from compact JSON text, read as a file would be.
func catalog(_ json: String) throws -> StringCatalog {
    try CatalogReader.read(data: Data(json.utf8), file: "test.xcstrings").catalog
}

/// A catalog with `strings` (the JSON text of the `strings` object) and source language `en`.
func catalog(strings: String) throws -> StringCatalog {
    try catalog(#"{"sourceLanguage":"en","strings":\#(strings),"version":"1.0"}"#)
}
