import CatalogModel
import Foundation

/// One String Catalog (`.xcstrings`) loaded for lookups: a strings table, in every language it
/// has. Its name is the file's name without the extension (`Localizable`), as in Apple's APIs.
///
/// Loading reads the catalog with `CatalogReader` (errors name `file:line:col`), then keeps
/// only what Xcode's build would ship, with every value's specifiers parsed once. A table is
/// immutable and safe to share between threads.
///
/// ```swift
/// let table = try CatalogTable(contentsOf: URL(fileURLWithPath: "Localizable.xcstrings"))
/// let tables = try CatalogTable.tables(in: .module)   // every catalog a SwiftPM target bundles
/// ```
public struct CatalogTable: Sendable {
    /// The table name: the file name without `.xcstrings`.
    public let name: String
    /// The catalog's source (development) language.
    public let sourceLanguage: String
    /// Every language the catalog has a value in, and its source language, sorted.
    public let languages: [String]
    /// Index of each language in `languages`.
    let languageIndex: [String: Int]
    /// Key → the compiled value of each language, by index in `languages` (`nil`: none ships).
    let entries: [TableKey: [CatalogValue?]]

    /// Reads the catalog at `url`. Throws `CatalogReadError` (positioned) for a file that is not a
    /// valid catalog.
    public init(contentsOf url: URL) throws {
        let document = try CatalogReader.read(contentsOf: url.path)
        self.init(document.catalog, name: url.deletingPathExtension().lastPathComponent)
    }

    /// Reads a catalog from `data`; `name` is the table name (`Localizable`).
    public init(data: Data, name: String) throws {
        let document = try CatalogReader.read(data: data, file: name + ".xcstrings")
        self.init(document.catalog, name: name)
    }

    /// Compiles a catalog model (one built in memory, or read by `CatalogReader`).
    public init(_ catalog: StringCatalog, name: String) {
        let source = catalog.sourceLanguage ?? "en"
        var languageSet: Set<String> = [source]
        for entry in catalog.strings.values {
            for language in entry.localizations?.keys ?? [:].keys { languageSet.insert(language) }
        }
        let languages = languageSet.sorted()
        let index = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })

        let compiler = TableCompiler(sourceLanguage: source)
        let keyed = Array(catalog.strings)
        let compiled = Self.concurrentMap(keyed) { key, entry -> [CatalogValue?] in
            var values = [CatalogValue?](repeating: nil, count: languages.count)
            for (language, localization) in entry.localizations ?? [:] {
                values[index[language]!] = compiler.compile(localization, language: language)
            }
            return values
        }
        var entries: [TableKey: [CatalogValue?]] = [:]
        entries.reserveCapacity(keyed.count)
        for (position, (key, _)) in keyed.enumerated() { entries[TableKey(key)] = compiled[position] }
        self.name = name
        self.sourceLanguage = source
        self.languages = languages
        self.languageIndex = index
        self.entries = entries
    }

    /// `transform` of every element, computed in chunks on every core (compiling a large catalog's
    /// values is most of its loading, after the read).
    private static func concurrentMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        Parallel.map(elements, chunking: .chunks(ofSize: 256), transform)
    }

    /// Every key of the catalog, sorted.
    public var keys: [String] { entries.keys.map(\.text).sorted() }

    /// Whether the catalog has `key`.
    public func contains(_ key: String) -> Bool { entries[TableKey(key)] != nil }

    /// Every catalog (`.xcstrings`) among a bundle's resources, in any folder, sorted by name: what
    /// SwiftPM copies for a target's `resources` on Linux, Windows and Android (`Bundle.module`).
    /// On Apple's systems, Xcode and SwiftPM compile catalogs into `.strings` files instead; to
    /// ship a catalog as it is there, declare it with `.copy("Localizable.xcstrings")`.
    public static func tables(in bundle: Bundle) throws -> [CatalogTable] {
        try catalogURLs(in: bundle.resourceURL ?? bundle.bundleURL).map { try CatalogTable(contentsOf: $0) }
    }

    /// The `.xcstrings` files below `directory`, sorted by path.
    static func catalogURLs(in directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var urls: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "xcstrings" { urls.append(url) }
        return urls.sorted { $0.path < $1.path }
    }
}
