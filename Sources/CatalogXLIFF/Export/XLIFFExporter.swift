import CatalogModel
import Foundation
import CatalogWriting

/// A catalog to export, and its path in the project (the XLIFF's `original`).
public struct ExportCatalog: Sendable {
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
    /// The `<file>`s of `catalogs` in `language`, one per catalog, ordered by path as Xcode orders
    /// them (case-insensitively).
    public static func files(_ catalogs: [ExportCatalog], language: String) -> [ExportFile] {
        ordered(catalogs).map { item in
            ExportFile(
                original: item.original, sourceLanguage: item.catalog.sourceLanguage ?? "", targetLanguage: language,
                units: CatalogUnits.units(of: item.catalog, language: language))
        }
    }

    /// The files of `LANGUAGE.xcloc` for `files`, by path inside the bundle: `contents.json`,
    /// `Localized Contents/LANGUAGE.xliff`, and `sourceContents` (the same for every language).
    /// (`Notes/` is an empty folder.)
    public static func xcloc(
        _ files: [ExportFile], sourceContents: [(path: String, data: Data)], language: String,
        developmentRegion: String, tool: ExportTool, project: ProjectFile? = nil
    ) throws -> [(path: String, data: Data)] {
        [
            ("contents.json", try contentsJSON(language: language, developmentRegion: developmentRegion, tool: tool, project: project)),
            ("Localized Contents/\(language).xliff", Data(XLIFFWriter.document(files, tool: tool))),
        ] + sourceContents
    }

    /// `Source Contents/` of every `.xcloc`: each catalog at its path, with only its source
    /// language, as Xcode copies it.
    public static func sourceContents(_ catalogs: [ExportCatalog]) throws -> [(path: String, data: Data)] {
        try ordered(catalogs).map { item in
            ("Source Contents/" + item.original, try CatalogWriter.data(for: sourceOnly(item.catalog)))
        }
    }

    /// The folder an `.xcloc` has for screenshots and notes; Xcode creates it empty.
    public static let notesFolder = "Notes"

    /// `contents.json`, in the JSON format Xcode writes.
    static func contentsJSON(language: String, developmentRegion: String, tool: ExportTool, project: ProjectFile?) throws
        -> Data
    {
        var toolInfo: [String: Any] = ["toolID": tool.id, "toolName": tool.name, "toolVersion": tool.version]
        if let build = tool.build { toolInfo["toolBuildNumber"] = build }
        var object: [String: Any] = [
            "developmentRegion": developmentRegion, "targetLocale": language, "toolInfo": toolInfo, "version": "1.0",
        ]
        if let project { object[project.isWorkspace ? "workspace" : "project"] = project.name }
        return try CatalogWriter.data(forJSONObject: object)
    }

    /// The Xcode project (or workspace) an `.xcloc` names in `contents.json`.
    public struct ProjectFile: Sendable {
        /// Its file name, such as `App.xcodeproj`.
        public var name: String
        public var isWorkspace: Bool

        public init(name: String, isWorkspace: Bool) {
            self.name = name
            self.isWorkspace = isWorkspace
        }

        /// The one `.xcworkspace`, else the one `.xcodeproj`, in `folder`, if there is exactly one.
        public static func find(in folder: String) -> ProjectFile? {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for (suffix, isWorkspace) in [(".xcworkspace", true), (".xcodeproj", false)] {
                let found = names.filter { $0.hasSuffix(suffix) }
                if found.count == 1 { return ProjectFile(name: found[0], isWorkspace: isWorkspace) }
            }
            return nil
        }
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
