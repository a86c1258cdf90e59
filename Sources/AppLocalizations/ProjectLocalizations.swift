import CatalogModel
import CommandLineKit
import LanguageTags
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The localizations an app has and its development region, read from what a project holds:
/// String Catalogs, an Xcode project, an `Info.plist`, or a folder of `.lproj` folders.
///
/// ```swift
/// let project = try ProjectLocalizations.read(["App/Localizable.xcstrings", "App.xcodeproj"])
/// project.localizations        // ["de", "en", "fr"]: every input's, in input order, once each
/// project.developmentRegion    // "en": the project's, else Info.plist's, else the catalogs' source language
/// ```
public struct ProjectLocalizations: Equatable, Sendable {
    /// The app's localizations, spelled as the inputs spell them, without duplicates, in the order
    /// of the inputs (the order breaks ties between equivalent localizations, as it does in a bundle).
    public var localizations: [String] = []
    /// `CFBundleDevelopmentRegion`: from `--development-region`, an Xcode project, an `Info.plist`,
    /// or a catalog's `sourceLanguage`, in that order of precedence.
    public var developmentRegion: String?

    public init(localizations: [String] = [], developmentRegion: String? = nil) {
        self.localizations = localizations
        self.developmentRegion = developmentRegion
    }

    /// A project input that cannot be read; `description` is `path: error: reason`.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }

    /// What kind of input a path is.
    enum Input {
        case catalog, xcodeproj, infoPlist, lprojFolder
    }

    /// Reads every input and combines them. Catalogs give the languages that have at least one
    /// value (their source language always) and their source language as the development region;
    /// Xcode projects their `knownRegions` and `developmentRegion`; property lists
    /// `CFBundleLocalizations` and `CFBundleDevelopmentRegion`; other folders the names of the
    /// `.lproj` folders directly inside them. Throws `ReadError`, or `CatalogReadError` for a
    /// catalog or project file that is malformed (positioned).
    public static func read(_ paths: [String]) throws -> ProjectLocalizations {
        var result = ProjectLocalizations()
        var regionRank = Int.max
        func add(_ localizations: [String], developmentRegion: String?, rank: Int) {
            for localization in localizations where !result.localizations.contains(localization) {
                result.localizations.append(localization)
            }
            if let developmentRegion, rank < regionRank {
                result.developmentRegion = developmentRegion
                regionRank = rank
            }
        }
        for path in paths {
            switch try kind(of: path) {
            case .xcodeproj:
                // Its names are checked as it is read, at their line and column.
                let project = try XcodeProject.languages(project: path)
                add(project.knownRegions, developmentRegion: project.developmentRegion, rank: 0)
            case .infoPlist:
                let plist = try infoPlist(path)
                try check(plist.localizations, "CFBundleLocalizations", in: path)
                try check(plist.developmentRegion.map { [$0] } ?? [], "CFBundleDevelopmentRegion", in: path)
                add(plist.localizations, developmentRegion: plist.developmentRegion, rank: 1)
            case .catalog:
                let document = try CatalogReader.read(contentsOf: path)
                let names = languages(of: document.catalog)
                try check(names, in: document)
                add(names, developmentRegion: document.catalog.sourceLanguage, rank: 2)
            case .lprojFolder:
                let names = try lprojNames(in: path)
                try check(names, "an .lproj folder", in: path)
                add(names, developmentRegion: nil, rank: 3)
            }
        }
        return result
    }

    /// Throws `ReadError` for a name that is neither a language tag (`de`, `pt-BR`, `zh_Hans`) nor a
    /// legacy `.lproj` name (`English`, `Base`): `../x` or `App` in a project is a mistake.
    static func check(_ names: [String], _ what: String, in path: String) throws {
        for name in names where !isLocalizationName(name) {
            throw ReadError(path: path, reason: "\(what) names \(notALocalization(name))")
        }
    }

    /// Throws `CatalogReadError` at the first place a catalog names one of `names` that is no
    /// localization (`"sourceLanguage" : "../x"`, a localization `"pt BR"`), as a project's names are.
    static func check(_ names: [String], in document: CatalogDocument) throws {
        guard let name = names.first(where: { !isLocalizationName($0) }) else { return }
        let catalog = document.catalog
        var location: SourceLocation?
        if name == catalog.sourceLanguage {
            location = document.sourceMap.valueLocation(of: ["sourceLanguage"])
        } else if let key = document.keyOrder.first(where: { catalog.strings[$0]?.localizations?[name] != nil }) {
            location = document.sourceMap.keyLocation(of: ["strings", .key(key), "localizations", .key(name)])
        }
        throw CatalogReadError([ReadDiagnostic(
            .invalidValue, "the catalog names a localization \(notALocalization(name))", file: document.file,
            at: location ?? SourceLocation(line: 1, column: 1))])
    }

    /// Whether `name` can name a localization: a language tag (`de`, `pt-BR`, `zh_Hans`) or a
    /// legacy `.lproj` name (`English`, `Base`).
    static func isLocalizationName(_ name: String) -> Bool {
        LanguageTag.isLegacyLocalizationName(name) || (try? LanguageTag(name, allowing: .underscores)) != nil
    }

    /// `'../x', which is not …`: what the messages say of a name that is no localization.
    static func notALocalization(_ name: String) -> String {
        "'\(name)', which is not a language tag (such as de, pt-BR, zh-Hans) nor an .lproj name such as Base"
    }

    static func kind(of path: String) throws -> Input {
        guard let kind = FileDiscovery.itemKind(atPath: path) else {
            throw ReadError(path: path, reason: "no such file or directory")
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if name.hasSuffix(".xcodeproj") || name == "project.pbxproj" { return .xcodeproj }
        if kind == .directory { return .lprojFolder }
        if name.hasSuffix(".plist") { return .infoPlist }
        if name.hasSuffix(".xcstrings") { return .catalog }
        throw ReadError(
            path: path, reason: "not a project input (a .xcstrings catalog, an .xcodeproj, an Info.plist or a folder of .lproj folders)")
    }

    /// The languages of a catalog with at least one value, in sorted order, the source language first.
    public static func languages(of catalog: StringCatalog) -> [String] {
        languages(of: catalog, present: nil)
    }

    /// `languages(of:)`, knowing `present`, every language any key of the catalog has a
    /// localization in (the linter has it): the search stops once each of them has a value.
    package static func languages(of catalog: StringCatalog, present: Set<String>?) -> [String] {
        let languages = catalog.languages(limit: present?.count ?? .max) { $0.hasValue }
        let source = catalog.sourceLanguage.map { [$0] } ?? []
        return source + languages.subtracting(source).sorted()
    }

    /// `CFBundleLocalizations` and `CFBundleDevelopmentRegion` of a property list (XML or binary).
    static func infoPlist(_ path: String) throws -> (localizations: [String], developmentRegion: String?) {
        let data = try FileReading.contents(atPath: path)
        // Foundation's XML property list reader recurses once per level, and crashes on a
        // property list nested some thousands deep: refuse it first.
        if xmlNestingDepth(data) > maximumNestingDepth {
            throw ReadError(path: path, reason: "the property list is nested deeper than \(maximumNestingDepth) levels")
        }
        let keys: BundleLanguageKeys
        do {
            keys = try PropertyListDecoder().decode(BundleLanguageKeys.self, from: data)
        } catch let problem as BundleLanguageKeys.Problem {
            throw ReadError(path: path, reason: problem.rawValue)
        } catch {
            throw ReadError(path: path, reason: "not a property list")
        }
        // CFBundle keeps the non-empty strings only. A build setting (`$(DEVELOPMENT_LANGUAGE)`,
        // as every Xcode template writes it) is filled in when the app is built: not given here.
        func isBuildSetting(_ text: String) -> Bool { text.hasPrefix("$(") || text.hasPrefix("${") }
        let localizations = (keys.localizations ?? []).filter { !$0.isEmpty && !isBuildSetting($0) }
        let developmentRegion = keys.developmentRegion.flatMap { isBuildSetting($0) ? nil : $0 }
        if keys.developmentRegion.map(isBuildSetting) == true || keys.localizations?.contains(where: isBuildSetting) == true {
            return (localizations, developmentRegion)
        }
        guard !localizations.isEmpty || developmentRegion != nil else {
            throw ReadError(path: path, reason: "the property list has neither CFBundleLocalizations nor CFBundleDevelopmentRegion")
        }
        return (localizations, developmentRegion)
    }

    /// How deep an Info.plist may nest arrays and dictionaries (real ones: a few levels).
    package static let maximumNestingDepth = 512

    /// The deepest nesting of `<array>` and `<dict>` elements in an XML property list (0 for
    /// anything else, such as a binary one): open tags counted against close tags, empty ones
    /// (`<array/>`) not counted.
    package static func xmlNestingDepth(_ data: Data) -> Int {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
            let open = UInt8(ascii: "<"), close = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
            func starts(_ name: String, at index: Int) -> Bool {
                let name = Array(name.utf8)
                guard index + name.count < bytes.count else { return false }
                for (offset, byte) in name.enumerated() where bytes[index + offset] != byte { return false }
                let next = bytes[index + name.count]
                return next == close || next == slash || next == UInt8(ascii: " ") || next == UInt8(ascii: "\t")
                    || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
            }
            var depth = 0, deepest = 0, index = 0
            while index < bytes.count {
                guard bytes[index] == open else { index += 1; continue }
                let name = index + 1
                if name < bytes.count, bytes[name] == slash {
                    if starts("array", at: name + 1) || starts("dict", at: name + 1) { depth = max(0, depth - 1) }
                } else if starts("array", at: name) || starts("dict", at: name) {
                    var end = name
                    while end < bytes.count, bytes[end] != close { end += 1 }
                    if end < bytes.count, bytes[end - 1] != slash {
                        depth += 1
                        deepest = max(deepest, depth)
                    }
                    index = end
                    continue
                }
                index += 1
            }
            return deepest
        }
    }

    /// The names of the `.lproj` folders directly inside `folder`, sorted, `Base` included (CFBundle
    /// lists it; it matches no language).
    static func lprojNames(in folder: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ReadError(path: folder, reason: "cannot read the folder")
        }
        let lprojs = names.filter { $0.hasSuffix(".lproj") && $0.count > 6 }.map { String($0.dropLast(6)) }.sorted()
        guard !lprojs.isEmpty else { throw ReadError(path: folder, reason: "no .lproj folders in it") }
        return lprojs
    }
}

extension Localization {
    /// Whether the localization holds a value anywhere: its string unit, a string set, a variation
    /// or a substitution.
    var hasValue: Bool {
        if let stringUnit, !stringUnit.value.isEmpty { return true }
        if let stringSet, !stringSet.values.isEmpty { return true }
        if let variations, variations.kinds.values.contains(where: { $0.values.contains(where: \.hasValue) }) { return true }
        return substitutions?.values.contains { substitution in
            substitution.variations?.kinds.values.contains { $0.values.contains(where: \.hasValue) } ?? false
        } ?? false
    }
}

/// The two keys of an Info.plist that say which languages a bundle has, decoded from a property
/// list (XML or binary) with `PropertyListDecoder`; a key of the wrong type is a `Problem`.
private struct BundleLanguageKeys: Decodable {
    enum Problem: String, Error {
        case notDictionary = "the property list is not a dictionary"
        case localizations = "CFBundleLocalizations is not an array of strings"
        case developmentRegion = "CFBundleDevelopmentRegion is not a language"
    }

    private enum CodingKeys: String, CodingKey {
        case localizations = "CFBundleLocalizations"
        case developmentRegion = "CFBundleDevelopmentRegion"
    }

    var localizations: [String]?
    var developmentRegion: String?

    init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw Problem.notDictionary
        }
        do {
            localizations = try container.decodeIfPresent([String].self, forKey: .localizations)
        } catch {
            throw Problem.localizations
        }
        do {
            developmentRegion = try container.decodeIfPresent(String.self, forKey: .developmentRegion)
        } catch {
            throw Problem.developmentRegion
        }
        if developmentRegion?.isEmpty == true { throw Problem.developmentRegion }
    }
}
