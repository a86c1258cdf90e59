#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a JSON document (the scanned bytes, or `JSONSerialization`'s object tree) into the typed
/// model, keeping unknown members, and reports wrong types at their position.
package struct ModelDecoder<Tree: JSONValueTree> {
    package typealias Value = Tree.Value

    let file: String
    let sourceMap: JSONSourceMap
    let tree: Tree
    /// How the catalog's entries are split to be decoded in parallel.
    let chunking: Chunking
    /// The path of the value being decoded; only turned into a `JSONPath` on error.
    private var path: [JSONPathComponent] = []

    package init(file: String, sourceMap: JSONSourceMap, tree: Tree, chunking: Chunking = CatalogReader.decoding) {
        self.file = file
        self.sourceMap = sourceMap
        self.tree = tree
        self.chunking = chunking
    }

    // MARK: Errors

    private func error(_ kind: ReadDiagnostic.Kind, _ message: String, at components: [JSONPathComponent])
        -> CatalogReadError
    {
        CatalogReadError([sourceMap.diagnostic(kind, message, file: file, at: JSONPath(components))])
    }

    private func wrongType(_ value: Value, expected: String, key: JSONPathComponent) -> CatalogReadError {
        error(.wrongType,
              JSONFieldMessages.wrongType(expected: expected, for: "'\(key)'", found: tree.type(of: value).rawValue),
              at: path + [key])
    }

    private func string(_ value: Value, _ key: String) throws -> String {
        guard let string = tree.string(value) else { throw wrongType(value, expected: "a string", key: .key(key)) }
        return string
    }

    /// Calls `body` with the decoder and each member of the object `value`, the member `key` of
    /// the value being decoded; a wrong type if it is not one. While the members are decoded,
    /// `key` is on the path (once per object, not per member), unless `entering` is false. The
    /// decoder is passed in (not captured) so that it is never copied.
    private mutating func forEachMember(
        of value: Value, _ key: JSONPathComponent, entering: Bool = true,
        _ body: (inout Self, String, Value) throws -> Void
    ) throws {
        let tree = self.tree
        if entering { path.append(key) }
        let isObject: Bool
        do {
            defer { if entering { path.removeLast() } }
            isObject = try tree.forEachMember(of: value) { name, member in try body(&self, name, member) }
        }
        guard isObject else { throw wrongType(value, expected: "an object", key: key) }
    }

    private func boolean(_ value: Value, _ key: String) throws -> Bool {
        guard let bool = tree.boolean(value) else { throw wrongType(value, expected: "true or false", key: .key(key)) }
        return bool
    }

    private func integer(_ value: Value, _ key: String) throws -> Int {
        switch tree.integer(value) {
        case .success(let integer):
            return integer
        case .failure(let problem):
            throw error(problem.kind, JSONFieldMessages.integerProblem(problem, for: "'\(key)'"), at: path + [.key(key)])
        }
    }

    // MARK: Levels

    /// Decodes the catalog whose top-level object is `top`.
    package mutating func catalog(_ top: Value) throws -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: nil, version: nil)
        var strings: [(String, Value)] = []
        try forEachMember(of: top, "", entering: false) { d, key, value in
            switch key {
            case "sourceLanguage": catalog.sourceLanguage = try d.string(value, key)
            case "version": catalog.version = try d.string(value, key)
            case "strings":
                strings.removeAll()
                try d.forEachMember(of: value, "strings", entering: false) { _, name, entry in strings.append((name, entry)) }
            default: catalog.unknownFields[key] = d.tree.jsonValue(value)
            }
        }
        catalog.strings = try entries(strings)
        return catalog
    }

    /// Entries are independent: a large catalog is decoded in chunks on all cores (`chunking`),
    /// each chunk by its own copy of the decoder. When several entries are wrong, the error
    /// reported is the first in the file, whatever the split.
    private func entries(_ pairs: [(String, Value)]) throws -> [String: CatalogEntry] {
        let decoder = self
        let chunks = Parallel.map(count: pairs.count, chunking: chunking) { range in
            decoder.entries(pairs[range])
        }
        let errors = chunks.compactMap(\.failure)
        if let first = errors.min(by: { Self.firstLocation($0) < Self.firstLocation($1) }) { throw first }
        var entries: [String: CatalogEntry] = [:]
        entries.reserveCapacity(pairs.count)
        for chunk in chunks {
            for (name, entry) in chunk.decoded { entries[name] = entry }
        }
        return entries
    }

    /// The entries of one chunk, and the first error in the file among them.
    private func entries(_ pairs: ArraySlice<(String, Value)>)
        -> (decoded: [(String, CatalogEntry)], failure: CatalogReadError?)
    {
        var decoder = self
        var decoded: [(String, CatalogEntry)] = []
        decoded.reserveCapacity(pairs.count)
        var failure: CatalogReadError?
        for (name, value) in pairs {
            decoder.path = ["strings"]
            do {
                decoded.append((name, try decoder.entry(value, name)))
            } catch {
                // Keep the first error in the file: dictionary order is not file order.
                let new = error as? CatalogReadError ?? CatalogReadError([
                    ReadDiagnostic(.invalidValue, "\(error)", file: file, at: SourceLocation(line: 1, column: 1))
                ])
                if let kept = failure, Self.firstLocation(kept) <= Self.firstLocation(new) { continue }
                failure = new
            }
        }
        return (decoded, failure)
    }

    private static func firstLocation(_ error: CatalogReadError) -> SourceLocation {
        error.diagnostics.first?.location ?? SourceLocation(line: Int.max, column: 0)
    }

    private mutating func entry(_ value: Value, _ name: String) throws -> CatalogEntry {
        var entry = CatalogEntry()
        try forEachMember(of: value, .key(name)) { d, key, value in
            switch key {
            case "comment": entry.comment = try d.string(value, key)
            case "extractionState": entry.extractionState = ExtractionState(rawValue: try d.string(value, key))
            case "isCommentAutoGenerated": entry.isCommentAutoGenerated = try d.boolean(value, key)
            case "shouldTranslate": entry.shouldTranslate = try d.boolean(value, key)
            case "localizations":
                var localizations: [String: Localization] = [:]
                localizations.reserveCapacity(d.tree.memberCountHint(of: value))
                try d.forEachMember(of: value, "localizations") { d, language, localizationValue in
                    localizations[language] = try d.localization(localizationValue, .key(language))
                }
                entry.localizations = localizations
            default: entry.unknownFields[key] = d.tree.jsonValue(value)
            }
        }
        return entry
    }

    private mutating func localization(_ value: Value, _ name: JSONPathComponent) throws -> Localization {
        var localization = Localization()
        try forEachMember(of: value, name) { d, key, value in
            switch key {
            case "stringUnit": localization.stringUnit = try d.stringUnit(value)
            case "stringSet": localization.stringSet = try d.stringSet(value)
            case "variations": localization.variations = try d.variations(value)
            case "substitutions":
                var substitutions: [String: Substitution] = [:]
                try d.forEachMember(of: value, "substitutions") { d, substitutionName, substitutionValue in
                    substitutions[substitutionName] = try d.substitution(substitutionValue, .key(substitutionName))
                }
                localization.substitutions = substitutions
            default: localization.unknownFields[key] = d.tree.jsonValue(value)
            }
        }
        return localization
    }

    private mutating func stringUnit(_ value: Value) throws -> StringUnit {
        var state: TranslationState?
        var text: String?
        var unknown: JSONObject = [:]
        try forEachMember(of: value, "stringUnit") { d, key, value in
            switch key {
            case "state": state = TranslationState(rawValue: try d.string(value, key))
            case "value": text = try d.string(value, key)
            default: unknown[key] = d.tree.jsonValue(value)
            }
        }
        guard let text else {
            throw error(.missingField, JSONFieldMessages.missingField("value", "string", in: "a stringUnit"),
                        at: path + ["stringUnit"])
        }
        return StringUnit(state: state, value: text, unknownFields: unknown)
    }

    private mutating func stringSet(_ value: Value) throws -> StringSet {
        var state: TranslationState?
        var values: [String]?
        var unknown: JSONObject = [:]
        try forEachMember(of: value, "stringSet") { d, key, value in
            switch key {
            case "state": state = TranslationState(rawValue: try d.string(value, key))
            case "values":
                guard let array = d.tree.elements(of: value) else {
                    throw d.wrongType(value, expected: "an array of strings", key: "values")
                }
                values = try array.enumerated().map { index, element in
                    guard let text = d.tree.string(element) else {
                        throw d.error(.wrongType,
                            JSONFieldMessages.wrongElementType(
                                expected: "a string", in: "'values'", found: d.tree.type(of: element).rawValue),
                            at: d.path + ["values", .index(index)])
                    }
                    return text
                }
            default: unknown[key] = d.tree.jsonValue(value)
            }
        }
        guard let values else {
            throw error(.missingField, JSONFieldMessages.missingField("values", "array", in: "a stringSet"),
                        at: path + ["stringSet"])
        }
        return StringSet(state: state, values: values, unknownFields: unknown)
    }

    private mutating func variations(_ value: Value) throws -> Variations {
        var variations = Variations()
        try forEachMember(of: value, "variations") { d, kind, casesValue in
            var decoded: [String: Localization] = [:]
            decoded.reserveCapacity(d.tree.memberCountHint(of: casesValue))
            try d.forEachMember(of: casesValue, .key(kind)) { d, caseName, caseValue in
                decoded[caseName] = try d.localization(caseValue, .key(caseName))
            }
            variations.kinds[VariationKind(rawValue: kind)] = decoded
        }
        return variations
    }

    private mutating func substitution(_ value: Value, _ name: JSONPathComponent) throws -> Substitution {
        var substitution = Substitution()
        try forEachMember(of: value, name) { d, key, value in
            switch key {
            case "argNum": substitution.argNum = try d.integer(value, key)
            case "formatSpecifier": substitution.formatSpecifier = try d.string(value, key)
            case "variations": substitution.variations = try d.variations(value)
            default: substitution.unknownFields[key] = d.tree.jsonValue(value)
            }
        }
        return substitution
    }
}
