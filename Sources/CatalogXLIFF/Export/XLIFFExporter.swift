import CatalogModel
import Foundation

/// A catalog to export, and its path in the project (the XLIFF's `original`).
public struct ExportCatalog {
    public var original: String
    public var catalog: StringCatalog

    public init(original: String, catalog: StringCatalog) {
        self.original = original
        self.catalog = catalog
    }
}

/// What `xcodebuild -exportLocalizations` writes for one language: an XLIFF document, or an
/// `.xcloc` bundle around it.
public enum XLIFFExporter {
    /// The XLIFF document of `catalogs` in `language`: one `<file>` per catalog, ordered by path
    /// as Xcode orders them (case-insensitively).
    public static func xliff(_ catalogs: [ExportCatalog], language: String, tool: ExportTool) -> [UInt8] {
        let files = ordered(catalogs).map { item in
            ExportFile(
                original: item.original, sourceLanguage: item.catalog.sourceLanguage ?? "", targetLanguage: language,
                units: CatalogUnits.units(of: item.catalog, language: language))
        }
        return XLIFFWriter.document(files, tool: tool)
    }

    /// The files of `LANGUAGE.xcloc`, by path inside the bundle: `contents.json`,
    /// `Localized Contents/LANGUAGE.xliff`, and under `Source Contents/` each catalog at its path
    /// with only its source language, as Xcode copies it. (`Notes/` is an empty folder.)
    public static func xcloc(
        _ catalogs: [ExportCatalog], language: String, developmentRegion: String, tool: ExportTool
    ) throws -> [(path: String, data: Data)] {
        var files: [(path: String, data: Data)] = [
            ("contents.json", try contents(language: language, developmentRegion: developmentRegion, tool: tool)),
            ("Localized Contents/\(language).xliff", Data(xliff(catalogs, language: language, tool: tool))),
        ]
        for item in ordered(catalogs) {
            files.append(("Source Contents/" + item.original, try CatalogWriter.data(for: sourceOnly(item.catalog))))
        }
        return files
    }

    /// The folder an `.xcloc` has for screenshots and notes; Xcode creates it empty.
    public static let notesFolder = "Notes"

    /// `contents.json`, in the JSON format Xcode writes.
    static func contents(language: String, developmentRegion: String, tool: ExportTool) throws -> Data {
        var toolInfo: JSONObject = ["toolID": tool.id, "toolName": tool.name, "toolVersion": tool.version]
        if let build = tool.build { toolInfo["toolBuildNumber"] = build }
        return try CatalogWriter.data(forJSONObject: [
            "developmentRegion": developmentRegion, "targetLocale": language, "toolInfo": toolInfo, "version": "1.0",
        ])
    }

    /// The catalog with only its source language's localizations.
    static func sourceOnly(_ catalog: StringCatalog) -> StringCatalog {
        var copy = catalog
        let source = catalog.sourceLanguage ?? ""
        for (key, entry) in catalog.strings {
            guard let localizations = entry.localizations, localizations.keys.contains(where: { $0 != source }) else { continue }
            copy.strings[key]?.localizations = localizations.filter { $0.key == source }
        }
        return copy
    }

    /// Catalogs ordered by path, case-insensitively (ties by bytes).
    static func ordered(_ catalogs: [ExportCatalog]) -> [ExportCatalog] {
        catalogs.sorted { ($0.original.lowercased(), $0.original) < ($1.original.lowercased(), $1.original) }
    }
}
