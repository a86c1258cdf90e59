/// XLIFF 1.2's elements read from an XML tree: `<xliff>`, its `<file>`s, their `<body>`, the
/// `<trans-unit>`s in it (inside `<group>`s too), and each unit's `<source>` and `<target>`.
/// Elements of other namespaces (tools' extensions) and XLIFF elements import has no use for
/// (`<header>`, `<note>`, `<alt-trans>`, `<context-group>`) are skipped.
enum XLIFFStructure {
    static func files(of root: XMLElement) throws -> [XLIFFDocument.File] {
        guard root.localName == "xliff" else {
            throw XMLError(message: "the root element is <\(root.localName)>, not XLIFF's <xliff>", offset: root.offset)
        }
        guard isXLIFF(root) else {
            throw XMLError(
                message: "the root element <xliff> is not in XLIFF 1.2's namespace (urn:oasis:names:tc:xliff:document:1.2)",
                offset: root.offset)
        }
        if let version = root.attribute("version"), !version.value.hasPrefix("1.") {
            throw XMLError(
                message: "this is XLIFF \(version.value); Xcode's format, and what this tool reads, is XLIFF 1.2",
                offset: version.valueOffset)
        }
        var files: [XLIFFDocument.File] = []
        for element in xliffChildren(of: root, named: "file") {
            let original = try required("original", of: element)
            let source = try required("source-language", of: element)
            let target = try required("target-language", of: element)
            var units: [XLIFFDocument.Unit] = []
            for body in xliffChildren(of: element, named: "body") {
                try collectUnits(in: body, into: &units)
            }
            files.append(XLIFFDocument.File(
                original: original.value, originalOffset: original.valueOffset, sourceLanguage: source.value,
                sourceLanguageOffset: source.valueOffset, targetLanguage: target.value,
                targetLanguageOffset: target.valueOffset, units: units))
        }
        return files
    }

    /// XLIFF 1.2's namespace, or none (some tools leave it out).
    private static func isXLIFF(_ element: XMLElement) -> Bool {
        element.namespace == nil || element.namespace == XMLNamespace.xliff12
    }

    private static func xliffChildren(of element: XMLElement, named name: String) -> [XMLElement] {
        element.elements.filter { $0.localName == name && isXLIFF($0) }
    }

    private static func required(_ name: String, of element: XMLElement) throws -> XMLAttribute {
        guard let attribute = element.attribute(name) else {
            throw XMLError(message: "<\(element.localName)> has no \(name) attribute", offset: element.offset)
        }
        return attribute
    }

    private static func collectUnits(in container: XMLElement, into units: inout [XLIFFDocument.Unit]) throws {
        for element in container.elements where isXLIFF(element) {
            if element.localName == "group" {
                try collectUnits(in: element, into: &units)
            } else if element.localName == "trans-unit" {
                units.append(try unit(element))
            }
        }
    }

    private static func unit(_ element: XMLElement) throws -> XLIFFDocument.Unit {
        let id = try required("id", of: element)
        let source = try xliffChildren(of: element, named: "source").first.map(text)
        var target: XLIFFDocument.Target?
        if let targetElement = xliffChildren(of: element, named: "target").first {
            let state = targetElement.attribute("state")
            target = XLIFFDocument.Target(
                text: try text(of: targetElement), state: state?.value, stateOffset: state?.valueOffset ?? targetElement.offset,
                contentOffset: targetElement.contentOffset)
        }
        return XLIFFDocument.Unit(id: id.value, idOffset: id.valueOffset, source: source, target: target)
    }

    /// The text of `<source>` or `<target>`: its character data, through `<g>` and `<mrk>`
    /// wrappers. Other inline elements (`<x/>`, `<ph>`, `<bpt>`…) stand for native code this tool
    /// cannot restore, so they are refused.
    private static func text(of element: XMLElement) throws -> String {
        var result = ""
        for child in element.children {
            switch child {
            case .text(let text, _):
                result += text
            case .element(let inner):
                guard isXLIFF(inner), inner.localName == "g" || inner.localName == "mrk" else {
                    throw XMLError(
                        message: "<\(inner.localName)> inside <\(element.localName)> cannot become catalog text; write the characters themselves",
                        offset: inner.offset)
                }
                result += try text(of: inner)
            }
        }
        return result
    }
}
