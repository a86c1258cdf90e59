import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads typed values from a JSON document read with `JSONText` (the configuration, a baseline),
/// and reports wrong types, unknown members and bad values at their line and column. Types come
/// from the source map, so `1` and `true` are never confused.
struct JSONFieldReader {
    let file: String
    let map: JSONSourceMap

    init(_ text: JSONText, file: String) {
        self.file = file
        map = text.sourceMap
    }

    /// Reads the JSON file at `path`.
    static func read(contentsOf path: String) throws -> (text: JSONText, reader: JSONFieldReader) {
        // Configurations are found by walking up, baselines kept in the repository: files, never
        // pipes (reading one would wait for a writer).
        let text = try JSONText.parse(data: FileReading.contents(atPath: path, regularFileOnly: true), file: path)
        return (text, JSONFieldReader(text, file: path))
    }

    /// Members named so are explanations for the reader of the file, and are skipped.
    static let commentKey = "$comment"

    /// Where the value (or the key) at `path` is.
    func location(of path: JSONPath, atKey: Bool = false) -> SourceLocation {
        map.problemLocation(of: path, atKey: atKey)
    }

    func error(_ kind: ReadDiagnostic.Kind, _ message: String, at path: JSONPath, atKey: Bool = false)
        -> CatalogReadError
    {
        CatalogReadError([map.diagnostic(kind, message, file: file, at: path, atKey: atKey)])
    }

    private func describe(_ path: JSONPath) -> String {
        map.kind(at: path)?.phrase ?? "nothing"
    }

    private func name(_ path: JSONPath) -> String {
        path.components.last.map { "'\($0)'" } ?? "the top level"
    }

    func wrongType(_ expected: String, at path: JSONPath) -> CatalogReadError {
        error(.wrongType, JSONFieldMessages.wrongType(expected: expected, for: name(path), found: describe(path)), at: path)
    }

    /// The members of the object at `path` in file order, without `$comment`; any other member
    /// not in `allowed` is an error at its key.
    func members(_ value: JSONValue, at path: JSONPath, allowed: [String]? = nil) throws
        -> [(key: String, value: JSONValue, path: JSONPath)]
    {
        guard map.kind(at: path) == .object, case .object(let object) = value else {
            throw wrongType("an object", at: path)
        }
        var result: [(String, JSONValue, JSONPath)] = []
        for member in map.members(of: path) where member.key != Self.commentKey {
            let memberPath = path.appending(.key(member.key))
            if let allowed, !allowed.contains(member.key) {
                let place = path.components.isEmpty ? nil : "in \(name(path))"
                throw error(.invalidValue, JSONFieldMessages.unknownMember("setting", "'\(member.key)'", place, expected: allowed),
                            at: memberPath, atKey: true)
            }
            guard let memberValue = object[member.key] else { continue }
            result.append((member.key, memberValue, memberPath))
        }
        return result
    }

    func string(_ value: JSONValue, at path: JSONPath) throws -> String {
        guard map.kind(at: path) == .string, case .string(let string) = value else { throw wrongType("a string", at: path) }
        return string
    }

    func strings(_ value: JSONValue, at path: JSONPath) throws -> [String] {
        guard map.kind(at: path) == .array, case .array(let array) = value else {
            throw wrongType("an array of strings", at: path)
        }
        return try array.enumerated().map { index, element in
            try string(element, at: path.appending(.index(index)))
        }
    }

    /// The elements of the array at `path`, with their paths.
    func elements(_ value: JSONValue, at path: JSONPath) throws -> [(value: JSONValue, path: JSONPath)] {
        guard map.kind(at: path) == .array, case .array(let array) = value else { throw wrongType("an array", at: path) }
        return array.enumerated().map { ($0.element, path.appending(.index($0.offset))) }
    }

    func number(_ value: JSONValue, at path: JSONPath) throws -> Double {
        guard map.kind(at: path) == .number, case .number(let text) = value, let number = Double(text) else {
            throw wrongType("a number", at: path)
        }
        return number
    }

    func integer(_ value: JSONValue, at path: JSONPath) throws -> Int {
        switch map.integer(at: path, in: 1...Int.max) {
        case .success(let integer): return integer
        case .failure(let problem):
            throw error(problem.kind, JSONFieldMessages.integerProblem(problem, for: name(path), expected: "a positive integer"), at: path)
        }
    }

    func boolean(_ value: JSONValue, at path: JSONPath) throws -> Bool {
        switch map.kind(at: path) {
        case .true: return true
        case .false: return false
        default: throw wrongType("true or false", at: path)
        }
    }

    func isNull(at path: JSONPath) -> Bool { map.kind(at: path) == .null }
}
