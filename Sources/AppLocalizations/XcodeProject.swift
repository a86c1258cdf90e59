import CatalogModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The languages of an Xcode project: `knownRegions` in `project.pbxproj` (an old-style property
/// list), such as `knownRegions = ( en, de, "zh-Hans", Base, );`, and its `developmentRegion`.
/// `Base` (Base Internationalization) is not a language and is left out.
public enum XcodeProject {
    /// The project file is missing or unreadable; the configuration reports it at its own value.
    public struct NotFound: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        /// `App.xcodeproj/project.pbxproj: error: no such file`.
        public var description: String { "\(path): error: \(reason)" }
    }

    /// What a project says of its languages.
    public struct Languages: Equatable, Sendable {
        /// `knownRegions`, in file order, without `Base`.
        public var knownRegions: [String]
        /// `developmentRegion`, when the project sets it.
        public var developmentRegion: String?
    }

    /// The regions of the project at `project` (an `.xcodeproj` folder, or its `project.pbxproj`),
    /// in file order, without `Base`. Throws `NotFound`, or `CatalogReadError` positioned in the
    /// project file when `knownRegions` is missing or malformed.
    public static func knownRegions(project: String) throws -> [String] {
        try languages(project: project).knownRegions
    }

    /// The languages of the project at `project` (an `.xcodeproj` folder, or its `project.pbxproj`).
    public static func languages(project: String) throws -> Languages {
        let file = project.hasSuffix(".pbxproj") ? project : project + "/project.pbxproj"
        let data: Data
        do {
            data = try FileReading.contents(atPath: file, regularFileOnly: true)
        } catch let error as CatalogReadError {
            throw NotFound(path: file, reason: error.diagnostics.first?.message ?? "cannot read")
        }
        return try languages(in: Array(data), file: file)
    }

    /// The regions listed in the text of a `project.pbxproj`.
    public static func knownRegions(in bytes: [UInt8], file: String) throws -> [String] {
        try languages(in: bytes, file: file).knownRegions
    }

    /// The languages in the text of a `project.pbxproj`.
    public static func languages(in bytes: [UInt8], file: String) throws -> Languages {
        var scanner = PropertyListScanner(bytes: bytes, file: file)
        try scanner.checkComplete()
        let knownRegions = try scanner.knownRegions()
        return Languages(knownRegions: knownRegions, developmentRegion: try scanner.developmentRegion())
    }
}

/// Just enough of the old-style property list syntax to read one array of strings.
private struct PropertyListScanner {
    let bytes: [UInt8]
    let file: String
    var index = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    func failure(_ message: String, at offset: Int) -> CatalogReadError {
        // Line and column of the offset; columns count characters.
        let location = TextLines.location(ofOffset: offset, in: bytes, starts: TextLines.starts(of: bytes))
        return CatalogReadError([ReadDiagnostic(.syntax, message, file: file, at: location)])
    }

    mutating func skipSpaceAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    static func isBareByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "/"),
                UInt8(ascii: ":")].contains(byte)
    }

    mutating func expect(_ character: Character, after what: String) throws {
        skipSpaceAndComments()
        guard index < bytes.count, bytes[index] == character.asciiValue! else {
            throw failure("expected '\(character)' after \(what)", at: index)
        }
        index += 1
    }

    /// A bare word or a quoted string, the value of `setting`.
    mutating func string(in setting: String = "knownRegions") throws -> String {
        skipSpaceAndComments()
        guard index < bytes.count else { throw failure("unexpected end of file in \(setting)", at: index) }
        if bytes[index] == UInt8(ascii: "\"") {
            let start = index
            index += 1
            var value: [UInt8] = []
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") && index + 1 < bytes.count { index += 1 }
                value.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { throw failure("unterminated string in \(setting)", at: start) }
            index += 1
            return String(decoding: value, as: UTF8.self)
        }
        let start = index
        while index < bytes.count && Self.isBareByte(bytes[index]) { index += 1 }
        guard index > start else {
            throw failure("expected a region name in \(setting), found '\(Character(Unicode.Scalar(bytes[start])))'", at: start)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Throws unless the file's braces and parentheses close, outside strings and comments, and
    /// nothing but comments follows the last: a project file cut short (a partial write, a bad
    /// merge) is refused rather than read for what its start says.
    mutating func checkComplete() throws {
        var open: [(byte: UInt8, offset: Int)] = []
        index = 0
        var closedAt: Int?
        while true {
            skipSpaceAndComments()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if closedAt != nil, open.isEmpty {
                throw failure("unexpected text after the end of the project (its last '}' or ')' closed it)", at: index)
            }
            switch byte {
            case UInt8(ascii: "\""):
                _ = try string(in: "the project")
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                open.append((byte, index))
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                let expected = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "(")
                guard let last = open.popLast(), last.byte == expected else {
                    throw failure("unexpected '\(Character(Unicode.Scalar(byte)))' in the project", at: index)
                }
                if open.isEmpty { closedAt = index }
            default:
                // A bare word is read whole: `//` inside one (a URL) starts no comment.
                if Self.isBareByte(byte) {
                    while index < bytes.count && Self.isBareByte(bytes[index]) { index += 1 }
                    continue
                }
            }
            index += 1
        }
        if let unclosed = open.last {
            throw failure(
                "unexpected end of file: the '\(Character(Unicode.Scalar(unclosed.byte)))' here is never closed (the project file is incomplete)",
                at: unclosed.offset)
        }
        guard closedAt != nil else { throw failure("the project file holds no property list", at: 0) }
        index = 0
    }

    /// The offset just after the first setting called `name` (a whole word), if any.
    func offset(after name: String) -> Int? {
        let name = Array(name.utf8)
        var position = 0
        while position + name.count <= bytes.count {
            if bytes[position] == name[0] && bytes[position..<position + name.count].elementsEqual(name)
                && (position == 0 || !Self.isBareByte(bytes[position - 1]))
                && (position + name.count == bytes.count || !Self.isBareByte(bytes[position + name.count]))
            {
                return position + name.count
            }
            position += 1
        }
        return nil
    }

    /// `developmentRegion = en;`, or `nil` when the project does not set it.
    mutating func developmentRegion() throws -> String? {
        guard let start = offset(after: "developmentRegion") else { return nil }
        index = start
        try expect("=", after: "developmentRegion")
        return try localizationName(in: "developmentRegion")
    }

    /// A string that names a localization, as `ProjectLocalizations.isLocalizationName` allows:
    /// `"../x"` in `knownRegions` is an error at its place, not a language.
    mutating func localizationName(in setting: String) throws -> String {
        skipSpaceAndComments()
        let start = index
        let name = try string(in: setting)
        guard ProjectLocalizations.isLocalizationName(name) else {
            throw failure("\(setting) names \(ProjectLocalizations.notALocalization(name))", at: start)
        }
        return name
    }

    mutating func knownRegions() throws -> [String] {
        guard let found = offset(after: "knownRegions") else { throw failure("the project has no knownRegions", at: 0) }
        index = found
        try expect("=", after: "knownRegions")
        try expect("(", after: "knownRegions =")
        var regions: [String] = []
        while true {
            skipSpaceAndComments()
            if index < bytes.count && bytes[index] == UInt8(ascii: ")") { break }
            let region = try localizationName(in: "knownRegions")
            if region != "Base" { regions.append(region) }
            skipSpaceAndComments()
            if index < bytes.count && bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            skipSpaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else {
                throw failure("expected ',' or ')' in knownRegions", at: index)
            }
        }
        return regions
    }
}
