import Foundation

/// The JSON kind of a value produced by `JSONSerialization`.
enum JSONValueType: String {
    case object = "an object"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case boolean = "a boolean"
    case null = "null"
    case other = "an unsupported value"

    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    init(of value: Any) {
        switch value {
        case is String: self = .string
        case is JSONObject: self = .object
        case is [Any]: self = .array
        case is NSNull: self = .null
        case let number as NSNumber:
            self = ObjectIdentifier(type(of: number)) == Self.booleanType ? .boolean : .number
        case is Bool: self = .boolean
        case is Int, is Double: self = .number
        default: self = .other
        }
    }
}

/// Turns `JSONSerialization`'s object tree into the typed model, keeping unknown members, and
/// reports wrong types at their position.
struct ModelDecoder {
    let file: String
    let sourceMap: JSONSourceMap
    /// The path of the value being decoded; only turned into a `JSONPath` on error.
    private var path: [JSONPathComponent] = []

    init(file: String, sourceMap: JSONSourceMap) {
        self.file = file
        self.sourceMap = sourceMap
    }

    // MARK: Errors

    private func error(_ kind: ReadDiagnostic.Kind, _ message: String, at components: [JSONPathComponent])
        -> CatalogReadError
    {
        let path = JSONPath(components)
        let location = sourceMap.valueLocation(of: path) ?? sourceMap.nearestLocation(of: path)
        return CatalogReadError([ReadDiagnostic(kind, message, file: file, at: location, path: path)])
    }

    private func wrongType(_ value: Any, expected: String, key: JSONPathComponent) -> CatalogReadError {
        error(.wrongType, "expected \(expected) for '\(key)', found \(JSONValueType(of: value).rawValue)",
            at: path + [key])
    }

    private func string(_ value: Any, _ key: String) throws -> String {
        guard let string = value as? String else { throw wrongType(value, expected: "a string", key: .key(key)) }
        return string
    }

    private func object(_ value: Any, _ key: JSONPathComponent) throws -> JSONObject {
        guard let object = value as? JSONObject else { throw wrongType(value, expected: "an object", key: key) }
        return object
    }

    private func boolean(_ value: Any, _ key: String) throws -> Bool {
        guard JSONValueType(of: value) == .boolean, let bool = value as? Bool else {
            throw wrongType(value, expected: "true or false", key: .key(key))
        }
        return bool
    }

    private func integer(_ value: Any, _ key: String) throws -> Int {
        // The number's own text, not its Double value: 9007199254740993 must stay itself.
        guard JSONValueType(of: value) == .number, let number = value as? NSNumber,
            let integer = Int(String(describing: number))
        else {
            throw error(.wrongType,
                "expected an integer for '\(key)', found \(JSONValueType(of: value) == .number ? "\(value)" : JSONValueType(of: value).rawValue)",
                at: path + [.key(key)])
        }
        return integer
    }

    // MARK: Levels

    mutating func catalog(_ top: JSONObject) throws -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: nil, version: nil)
        for (key, value) in top {
            switch key {
            case "sourceLanguage": catalog.sourceLanguage = try string(value, key)
            case "version": catalog.version = try string(value, key)
            case "strings":
                let strings = try object(value, "strings")
                catalog.strings = try entries(strings)
            default: catalog.unknownFields[key] = value
            }
        }
        return catalog
    }

    /// Entries are independent: a large catalog is decoded in chunks on all cores. When several
    /// entries are wrong, the error reported is the first in the file.
    private func entries(_ strings: JSONObject) throws -> [String: CatalogEntry] {
        let pairs = Array(strings)
        let chunkCount = min(ProcessInfo.processInfo.activeProcessorCount, max(1, pairs.count / Self.entriesPerChunk))
        var decoded = [[(String, CatalogEntry)]](repeating: [], count: chunkCount)
        var failures = [CatalogReadError?](repeating: nil, count: chunkCount)
        decoded.withUnsafeMutableBufferPointer { decoded in
            failures.withUnsafeMutableBufferPointer { failures in
                DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                    var decoder = self
                    decoder.path = ["strings"]
                    let range = (pairs.count * chunk / chunkCount)..<(pairs.count * (chunk + 1) / chunkCount)
                    decoded[chunk].reserveCapacity(range.count)
                    for (name, value) in pairs[range] {
                        decoder.path = ["strings"]
                        do {
                            let object = try decoder.object(value, .key(name))
                            decoder.path.append(.key(name))
                            decoded[chunk].append((name, try decoder.entry(object)))
                        } catch {
                            // Keep the first error in the file: dictionary order is not file order.
                            let failure = error as? CatalogReadError ?? CatalogReadError([
                                ReadDiagnostic(.invalidValue, "\(error)", file: file, at: SourceLocation(line: 1, column: 1))
                            ])
                            if let kept = failures[chunk], Self.firstLocation(kept) <= Self.firstLocation(failure) {
                                continue
                            }
                            failures[chunk] = failure
                        }
                    }
                }
            }
        }
        let errors = failures.compactMap { $0 }
        if let first = errors.min(by: { Self.firstLocation($0) < Self.firstLocation($1) }) { throw first }
        var entries: [String: CatalogEntry] = [:]
        entries.reserveCapacity(pairs.count)
        for chunk in decoded {
            for (name, entry) in chunk { entries[name] = entry }
        }
        return entries
    }

    /// Catalogs with fewer entries than this per core are decoded on one core.
    static let entriesPerChunk = 512

    private static func firstLocation(_ error: CatalogReadError) -> SourceLocation {
        error.diagnostics.first?.location ?? SourceLocation(line: Int.max, column: 0)
    }

    private mutating func entry(_ object: JSONObject) throws -> CatalogEntry {
        var entry = CatalogEntry()
        for (key, value) in object {
            switch key {
            case "comment": entry.comment = try string(value, key)
            case "extractionState": entry.extractionState = ExtractionState(rawValue: try string(value, key))
            case "isCommentAutoGenerated": entry.isCommentAutoGenerated = try boolean(value, key)
            case "shouldTranslate": entry.shouldTranslate = try boolean(value, key)
            case "localizations":
                let languages = try self.object(value, "localizations")
                path.append("localizations")
                var localizations: [String: Localization] = [:]
                localizations.reserveCapacity(languages.count)
                for (language, localizationValue) in languages {
                    localizations[language] = try localization(localizationValue, .key(language))
                }
                path.removeLast()
                entry.localizations = localizations
            default: entry.unknownFields[key] = value
            }
        }
        return entry
    }

    private mutating func localization(_ value: Any, _ name: JSONPathComponent) throws -> Localization {
        let object = try self.object(value, name)
        path.append(name)
        defer { path.removeLast() }
        var localization = Localization()
        for (key, value) in object {
            switch key {
            case "stringUnit": localization.stringUnit = try stringUnit(value)
            case "stringSet": localization.stringSet = try stringSet(value)
            case "variations": localization.variations = try variations(value)
            case "substitutions":
                let names = try self.object(value, "substitutions")
                path.append("substitutions")
                var substitutions: [String: Substitution] = [:]
                for (substitutionName, substitutionValue) in names {
                    substitutions[substitutionName] = try substitution(substitutionValue, .key(substitutionName))
                }
                path.removeLast()
                localization.substitutions = substitutions
            default: localization.unknownFields[key] = value
            }
        }
        return localization
    }

    private mutating func stringUnit(_ value: Any) throws -> StringUnit {
        let object = try self.object(value, "stringUnit")
        path.append("stringUnit")
        defer { path.removeLast() }
        var state: TranslationState?
        var text: String?
        var unknown: JSONObject = [:]
        for (key, value) in object {
            switch key {
            case "state": state = TranslationState(rawValue: try string(value, key))
            case "value": text = try string(value, key)
            default: unknown[key] = value
            }
        }
        guard let text else {
            throw error(.missingField, "a stringUnit must have a 'value' string", at: path)
        }
        return StringUnit(state: state, value: text, unknownFields: unknown)
    }

    private mutating func stringSet(_ value: Any) throws -> StringSet {
        let object = try self.object(value, "stringSet")
        path.append("stringSet")
        defer { path.removeLast() }
        var state: TranslationState?
        var values: [String]?
        var unknown: JSONObject = [:]
        for (key, value) in object {
            switch key {
            case "state": state = TranslationState(rawValue: try string(value, key))
            case "values":
                guard let array = value as? [Any] else {
                    throw wrongType(value, expected: "an array of strings", key: "values")
                }
                values = try array.enumerated().map { index, element in
                    guard let text = element as? String else {
                        throw error(.wrongType,
                            "expected a string in 'values', found \(JSONValueType(of: element).rawValue)",
                            at: path + ["values", .index(index)])
                    }
                    return text
                }
            default: unknown[key] = value
            }
        }
        guard let values else {
            throw error(.missingField, "a stringSet must have a 'values' array", at: path)
        }
        return StringSet(state: state, values: values, unknownFields: unknown)
    }

    private mutating func variations(_ value: Any) throws -> Variations {
        let object = try self.object(value, "variations")
        path.append("variations")
        defer { path.removeLast() }
        var variations = Variations()
        for (kind, casesValue) in object {
            let cases = try self.object(casesValue, .key(kind))
            path.append(.key(kind))
            var decoded: [String: Localization] = [:]
            for (caseName, caseValue) in cases {
                decoded[caseName] = try localization(caseValue, .key(caseName))
            }
            path.removeLast()
            variations.kinds[VariationKind(rawValue: kind)] = decoded
        }
        return variations
    }

    private mutating func substitution(_ value: Any, _ name: JSONPathComponent) throws -> Substitution {
        let object = try self.object(value, name)
        path.append(name)
        defer { path.removeLast() }
        var substitution = Substitution()
        for (key, value) in object {
            switch key {
            case "argNum": substitution.argNum = try integer(value, key)
            case "formatSpecifier": substitution.formatSpecifier = try string(value, key)
            case "variations": substitution.variations = try variations(value)
            default: substitution.unknownFields[key] = value
            }
        }
        return substitution
    }
}
