import CatalogModel
import Foundation

/// An XLIFF 1.2 document as import reads it: its `<file>` sections and their trans-units, with the
/// byte offset of everything a diagnostic may point at. Any conforming tool's output is read:
/// attributes in any order, any indentation, CDATA sections, namespace prefixes, `<group>`s,
/// `<g>` and `<mrk>` around text, targets without a state.
public struct XLIFFDocument {
    /// A `<target>`.
    public struct Target {
        /// The text, with `<g>` and `<mrk>` wrappers removed.
        public var text: String
        /// The `state` attribute, if any.
        public var state: String?
        /// Where the state's value starts, or the target element when it has none.
        public var stateOffset: Int
        /// Where the element's content starts.
        public var contentOffset: Int
    }

    /// A `<trans-unit>`.
    public struct Unit {
        public var id: String
        /// Where the `id` value starts.
        public var idOffset: Int
        public var source: String?
        public var target: Target?
    }

    /// A `<file>`: the units of one catalog.
    public struct File {
        public var original: String
        public var originalOffset: Int
        public var sourceLanguage: String
        public var sourceLanguageOffset: Int
        public var targetLanguage: String
        public var targetLanguageOffset: Int
        public var units: [Unit]
    }

    /// The document's path, as given (diagnostics name it).
    public var path: String
    public var files: [File]
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Reads the XLIFF in `data`; `path` names it in diagnostics. Throws `CatalogReadError` with
    /// the position of the first problem: malformed XML, a DTD or unknown entity, another version
    /// of XLIFF, a missing attribute, inline markup that cannot become catalog text.
    public static func read(data: Data, path: String) throws -> XLIFFDocument {
        let bytes = [UInt8](data)
        let lineStarts = TextLines.starts(of: bytes)
        var document = XLIFFDocument(path: path, files: [], bytes: bytes, lineStarts: lineStarts)
        do {
            let root = try XMLReader.read(bytes)
            document.files = try XLIFFStructure.files(of: root)
        } catch let error as XMLError {
            throw CatalogReadError([
                ReadDiagnostic(.syntax, error.message, file: path, at: document.location(ofOffset: error.offset))
            ])
        }
        return document
    }

    private init(path: String, files: [File], bytes: [UInt8], lineStarts: [Int]) {
        self.path = path
        self.files = files
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// The line and column of a byte offset; columns count characters, as editors show them.
    public func location(ofOffset offset: Int) -> SourceLocation {
        TextLines.location(ofOffset: offset, in: bytes, starts: lineStarts)
    }

    /// The byte offset, in the document, of the character `utf8Offset` bytes into the decoded text
    /// of the element whose content starts at `contentOffset` (references, CDATA markers, line
    /// ends and `<g>` tags accounted for).
    public func offset(inContentAt contentOffset: Int, utf8Offset: Int) -> Int {
        var position = contentOffset
        var decoded = 0
        while decoded < utf8Offset && position < bytes.count {
            if bytes[position] == UInt8(ascii: "&"), let end = bytes[position...].prefix(40).firstIndex(of: UInt8(ascii: ";")) {
                decoded += Self.decodedLength(ofReference: bytes[(position + 1)..<end])
                position = end + 1
            } else if bytes[position...].starts(with: Array("<![CDATA[".utf8)) {
                position += 9
            } else if bytes[position...].starts(with: Array("]]>".utf8)) {
                position += 3
            } else if bytes[position] == UInt8(ascii: "<") {
                position = (bytes[position...].firstIndex(of: UInt8(ascii: ">")) ?? position) + 1
            } else if bytes[position] == UInt8(ascii: "\r") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n") {
                position += 2
                decoded += 1
            } else {
                position += 1
                decoded += 1
            }
        }
        return position
    }

    /// How many UTF-8 bytes a reference (`amp`, `#233`, `#x1F600`) stands for.
    private static func decodedLength(ofReference name: ArraySlice<UInt8>) -> Int {
        guard name.first == UInt8(ascii: "#") else { return 1 }
        let text = String(decoding: name.dropFirst(), as: UTF8.self)
        let value = text.hasPrefix("x") ? UInt32(text.dropFirst(), radix: 16) : UInt32(text)
        return value.flatMap(Unicode.Scalar.init).map { String($0).utf8.count } ?? 1
    }
}
