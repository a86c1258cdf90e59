import CatalogModel
import Foundation
import FormatSpecifiers

/// One catalog to generate accessors for.
public struct AccessorCatalog {
    /// The file, as named in messages.
    public var file: String
    /// The table name: the file name without `.xcstrings`, unless given.
    public var table: String
    /// The catalog as read, with its positions.
    public var document: CatalogDocument

    public init(file: String, table: String? = nil, document: CatalogDocument) {
        self.file = file
        self.table = table ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        self.document = document
    }
}

/// The generated source, and what was not generated.
public struct AccessorOutput {
    /// The Swift source.
    public var source: String
    /// Warnings about keys without an accessor (`file:line:col: warning: ...`).
    public var diagnostics: [ReadDiagnostic]
    /// How many accessors the source has.
    public var accessorCount: Int
}

/// An input that cannot be generated, such as a catalog without a source language.
public struct AccessorError: Error, CustomStringConvertible {
    public var diagnostics: [ReadDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Catalogs → Swift source: a root type (`Strings`) with a static property for each key without
/// arguments and a static function for each key with arguments, which return a
/// `LocalizedStringResource` on Apple's systems and CatalogRuntime's text elsewhere (Docs/accessors.md).
public enum AccessorGenerator {
    /// The condition of the Apple branch in the generated source.
    public static let appleCondition = "(canImport(Darwin) && !XCSTRINGS_ACCESSORS_RUNTIME) || XCSTRINGS_ACCESSORS_APPLE"

    /// Names the generated code itself uses at the root, which keys never take.
    static let rootReserved: Set<String> = [
        "Localized", "localized", "selectedLanguage", "locale", "localizer", "bundleDescription", "bundle", "Selection",
        "selection",
    ]
    /// Type names the generated code uses in every scope, which nested types never take.
    static let typeReserved: Set<String> = [
        "String", "Int", "Int32", "UInt", "UInt32", "Double", "Locale", "Bundle", "LocalizedStringResource",
        "Localizer", "LocalizedArgumentConvertible", "Swift", "Foundation", "CatalogRuntime", "NSLock", "Sendable",
        "StaticString", "Any", "Localized", "Hashable", "CustomStringConvertible", "SwiftUI", "Darwin",
    ]

    /// The type names of every scope: those the generated code uses and the root type's.
    static func reservedTypeNames(_ options: AccessorOptions) -> Set<String> {
        typeReserved.union([options.typeName])
    }

    /// The names a `--bundle` expression refers to, which the root scope (where the expression is
    /// evaluated) keeps from keys: a key `marker.title` would make a `Marker` namespace that
    /// `Bundle(for: Marker.self)` then meant, a key `My bundle` a `myBundle` member. Not the words
    /// of string literals, argument labels (`for:`) or members (`.self`, `.main`).
    static func namesReferred(by options: AccessorOptions) -> Set<String> {
        guard case .expression(let text) = options.bundle else { return [] }
        var names: Set<String> = []
        let characters = Array(text)
        var index = 0
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < characters.count {
            let character = characters[index]
            if character == "\"" {
                // A string literal: skipped, with its escapes.
                index += 1
                while index < characters.count && characters[index] != "\"" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
                continue
            }
            guard isWordCharacter(character), !character.isNumber else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count && isWordCharacter(characters[index]) { index += 1 }
            var next = index
            while next < characters.count && characters[next] == " " { next += 1 }
            let isLabel = next < characters.count && characters[next] == ":"
            let isMember = start > 0 && characters[start - 1] == "."
            if !isLabel && !isMember { names.insert(String(characters[start..<index])) }
        }
        return names
    }

    public static func generate(_ catalogs: [AccessorCatalog], options: AccessorOptions) throws -> AccessorOutput {
        var catalogs = catalogs
        if let table = options.table, catalogs.count == 1 { catalogs[0].table = table }
        var problems: [ReadDiagnostic] = []
        var tables: [String: String] = [:]
        for catalog in catalogs {
            if catalog.document.catalog.sourceLanguage == nil {
                problems.append(ReadDiagnostic(
                    .missingField, "the catalog has no sourceLanguage, so its keys have no source values to type",
                    file: catalog.file, at: SourceLocation(line: 1, column: 1)))
            }
            if let other = tables[catalog.table] {
                problems.append(ReadDiagnostic(
                    .invalidValue, "table '\(catalog.table)' is also \(other); one accessor namespace per table",
                    file: catalog.file, at: SourceLocation(line: 1, column: 1)))
            }
            tables[catalog.table] = catalog.file
        }
        if !problems.isEmpty { throw AccessorError(diagnostics: problems) }

        let root = Scope(name: options.typeName, reserved: rootReserved.union(reservedTypeNames(options)).union(namesReferred(by: options)))
        var diagnostics: [ReadDiagnostic] = []
        var count = 0
        // The default table's keys are at the root; every other table has a namespace of its own.
        let sorted = catalogs.sorted { ($0.table == "Localizable" ? 0 : 1, $0.table) < ($1.table == "Localizable" ? 0 : 1, $1.table) }
        var tableScopes: [(AccessorCatalog, Scope)] = []
        for catalog in sorted {
            if catalog.table == "Localizable" {
                tableScopes.append((catalog, root))
            } else {
                let words = SwiftNaming.words(of: catalog.table)
                tableScopes.append((catalog, root.tableChild(SwiftNaming.typeName(words.isEmpty ? ["Table"] : words), options)))
            }
        }
        for (catalog, scope) in tableScopes {
            let sourceLanguage = catalog.document.catalog.sourceLanguage ?? "en"
            let keys = catalog.document.catalog.strings.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            var members: [(Scope, Member, [String])] = []
            for key in keys {
                let entry = catalog.document.catalog.strings[key]!
                let parameters: [AccessorParameter]
                do {
                    parameters = try ArgumentAnalysis.parameters(key: key, entry: entry, sourceLanguage: sourceLanguage)
                } catch let unsupported as any AccessorSkipReason {
                    let location = catalog.document.sourceMap.keyLocation(of: ["strings", .key(key)])
                    diagnostics.append(ReadDiagnostic(
                        .invalidValue, "no accessor for key \"\(key)\": \(unsupported.reason)", severity: .warning,
                        file: catalog.file, at: location, path: ["strings", .key(key)]))
                    continue
                }
                // Namespaces first, so that they keep their names against members.
                var target = scope
                var memberWords = SwiftNaming.words(ofKey: key)
                if options.nesting, let segments = nestedSegments(of: key) {
                    for segment in segments.dropLast() {
                        let words = SwiftNaming.words(of: segment)
                        target = target.child(SwiftNaming.typeName(words.isEmpty ? ["Key"] : words), options)
                    }
                    let last = SwiftNaming.words(of: segments.last!)
                    memberWords = last.isEmpty ? ["key"] : Array(last.prefix(SwiftNaming.maximumWords))
                }
                let member = Member(
                    key: key, entry: entry, table: catalog.table, sourceLanguage: sourceLanguage, parameters: parameters)
                members.append((target, member, memberWords))
            }
            for (target, member, words) in members {
                var named = member
                named.name = target.claim(SwiftNaming.memberName(words))
                target.members.append(named)
                count += 1
            }
        }
        var writer = SourceWriter(options: options, catalogs: catalogs.map { URL(fileURLWithPath: $0.file).lastPathComponent })
        let source = writer.file(root)
        return AccessorOutput(source: source, diagnostics: diagnostics, accessorCount: count)
    }

    /// The `.` segments of an identifier-like key (no white space, no `%`, no empty segment), or `nil`.
    static func nestedSegments(of key: String) -> [String]? {
        guard key.contains("."), !key.contains("%"), !key.unicodeScalars.contains(where: { $0.properties.isWhitespace })
        else { return nil }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard segments.count > 1, !segments.contains(where: { SwiftNaming.words(of: $0).isEmpty }) else { return nil }
        return segments
    }
}

/// One key's accessor.
struct Member {
    var key: String
    var entry: CatalogEntry
    var table: String
    var sourceLanguage: String
    var parameters: [AccessorParameter]
    var name = ""
}

/// A type in the generated source: its members and nested types, and the names taken in it.
final class Scope {
    let name: String
    var members: [Member] = []
    var children: [String: Scope] = [:]
    private var taken: Set<String>
    private let inherited: Set<String>

    init(name: String, reserved: Set<String>) {
        self.name = name
        self.taken = reserved
        self.inherited = reserved
    }

    /// The nested type for `baseName`, made on first use (two keys' segments that give the same name share it).
    func child(_ baseName: String, _ options: AccessorOptions) -> Scope {
        if let existing = children[baseName] { return existing }
        let name = claim(baseName)
        let scope = Scope(name: name, reserved: AccessorGenerator.reservedTypeNames(options))
        children[baseName] = scope
        return scope
    }

    /// The namespace of a table, made before any key's: it takes `baseName` (or `baseName2` when
    /// two tables' names give one type name), and keys' segments never share it (a key
    /// `settings.title` of `Localizable` is `Settings2.title` beside the `Settings` table).
    func tableChild(_ baseName: String, _ options: AccessorOptions) -> Scope {
        let name = claim(baseName)
        let scope = Scope(name: name, reserved: AccessorGenerator.reservedTypeNames(options))
        children["\u{0}table \(name)"] = scope
        return scope
    }

    /// `baseName`, or `baseName2`, `baseName3`, … : the first not taken in this scope; then taken.
    func claim(_ baseName: String) -> String {
        var candidate = baseName
        var number = 2
        while taken.contains(candidate) || taken.contains(SwiftNaming.escaped(candidate)) {
            candidate = "\(baseName)\(number)"
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Nested types in name order.
    var sortedChildren: [Scope] { children.values.sorted { $0.name < $1.name } }
}
