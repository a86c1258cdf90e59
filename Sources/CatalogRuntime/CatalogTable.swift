import CatalogModel
import Foundation
import SharedState

/// One String Catalog (`.xcstrings`) loaded for lookups: a strings table, in every language it
/// has. Its name is the file's name without the extension (`Localizable`), as in Apple's APIs.
///
/// Loading reads the catalog with `CatalogReader` (errors name `file:line:col`) and indexes its
/// keys and languages. A language's values are compiled the first time a `LocalizationContext`
/// (or a `Localizer`) shows that language: only what Xcode's build would ship is kept, with every
/// value's specifiers parsed once. An app shows one language or two of the tens its catalog has,
/// as Apple's systems load only the `.lproj` folders they show. A table is immutable and safe to
/// share between threads; what it compiles is kept in it, shared by its copies.
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
    /// Index of `sourceLanguage` in `languages` (always there).
    let sourceIndex: Int
    /// Key → its row in every language's column of compiled values.
    let rows: [TableKey: Int]
    /// The compiled values of each language, by row, compiled on first use.
    let columns: CompiledColumns

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

    /// A table of a catalog model (one built in memory, or read by `CatalogReader`).
    public init(_ catalog: StringCatalog, name: String) {
        let source = catalog.sourceLanguage ?? "en"
        var languageSet: Set<String> = [source]
        var rows: [TableKey: Int] = [:]
        rows.reserveCapacity(catalog.strings.count)
        var localizations: [[String: Localization]] = []
        localizations.reserveCapacity(catalog.strings.count)
        for (key, entry) in catalog.strings {
            rows[TableKey(key)] = localizations.count
            let own = entry.localizations ?? [:]
            for language in own.keys { languageSet.insert(language) }
            localizations.append(own)
        }
        let languages = languageSet.sorted()
        self.name = name
        self.sourceLanguage = source
        self.languages = languages
        let languageIndex = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        self.languageIndex = languageIndex
        self.sourceIndex = languageIndex[source]!  // `languageSet` has the source language
        self.rows = rows
        self.columns = CompiledColumns(
            localizations: localizations, languages: languages, compiler: TableCompiler(sourceLanguage: source))
    }

    /// The compiled values of the language at `index` in `languages`, by row: compiled now unless
    /// a context has shown that language before.
    func column(_ index: Int) -> [CatalogValue?] { columns.column(index) }

    /// Every key of the catalog, sorted.
    public var keys: [String] { rows.keys.map(\.text).sorted() }

    /// Whether the catalog has `key`.
    public func contains(_ key: String) -> Bool { rows[TableKey(key)] != nil }

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

/// A table's compiled values, one column per language, each compiled the first time it is asked
/// for and kept from then on. The catalog's localizations are kept for the table's whole life,
/// for the languages not yet compiled (compiled values share their text with them, so this costs
/// little memory).
///
/// Two threads that ask for the same new language at once may both compile it; the first to
/// finish is kept, and both get it. Compiling happens outside the lock.
final class CompiledColumns: Sendable {
    /// Each key's localizations, by row.
    private let localizations: [[String: Localization]]
    private let languages: [String]
    private let compiler: TableCompiler
    /// By language index: the compiled column, or `nil` before its first use; and how many
    /// columns were compiled (more than the columns kept only when threads raced for one).
    private let compiled: Synchronized<(columns: [[CatalogValue?]?], compilations: Int)>

    init(localizations: [[String: Localization]], languages: [String], compiler: TableCompiler) {
        self.localizations = localizations
        self.languages = languages
        self.compiler = compiler
        self.compiled = Synchronized((Array(repeating: nil, count: languages.count), 0))
    }

    /// The column of the language at `index` in `languages`.
    func column(_ index: Int) -> [CatalogValue?] {
        if let column = compiled.read({ $0.columns[index] }) { return column }
        let made = compile(languages[index])
        return compiled.write { compiled in
            compiled.compilations += 1
            if let first = compiled.columns[index] { return first }
            compiled.columns[index] = made
            return made
        }
    }

    /// How many languages have been compiled (for tests).
    var compiledCount: Int { compiled.read { $0.columns.lazy.filter { $0 != nil }.count } }

    /// How many times a language was compiled (for tests): `compiledCount`, unless threads raced.
    var compilations: Int { compiled.read { $0.compilations } }

    /// Every row's compiled value in `language`, in chunks on every core (a language of a large
    /// catalog has thousands of values to parse).
    private func compile(_ language: String) -> [CatalogValue?] {
        let compiler = self.compiler
        return Parallel.map(localizations, chunking: .chunks(ofSize: 256)) { localizations in
            localizations[language].flatMap { compiler.compile($0, language: language) }
        }
    }
}
