/// An XML element as `XMLReader` reads it: its namespace-resolved name, attributes and children,
/// and where it stands in the bytes (for `file:line:col` diagnostics).
struct XMLElement {
    /// The namespace URI the element's prefix (or the default namespace) is bound to; `nil` for none.
    var namespace: String?
    /// The name without its prefix.
    var localName: String
    var attributes: [XMLAttribute]
    var children: [XMLNode]
    /// The byte offset of the `<` that opens the element.
    var offset: Int
    /// The byte offset just after the start tag's `>`: where its content starts.
    var contentOffset: Int

    /// The value of the unprefixed attribute `name`, if present.
    func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.namespace == nil && $0.localName == name }
    }

    /// The child elements, in document order.
    var elements: [XMLElement] {
        children.compactMap { node in
            if case .element(let element) = node { return element }
            return nil
        }
    }
}

/// An attribute: its resolved name, its value with references replaced, and where the value starts.
struct XMLAttribute {
    var namespace: String?
    var localName: String
    var value: String
    /// The byte offset of the value's first character (after the opening quote).
    var valueOffset: Int
}

/// A child of an element: an element, or character data (text, references and CDATA sections
/// read together into one string).
enum XMLNode {
    case element(XMLElement)
    case text(String, offset: Int)
}

/// Something the reader refuses, at a byte offset of the document.
struct XMLError: Error, Equatable {
    var message: String
    var offset: Int
}

/// Namespaces the reader knows by name.
enum XMLNamespace {
    /// Bound to the `xml` prefix by definition (`xml:space`, `xml:lang`).
    static let xml = "http://www.w3.org/XML/1998/namespace"
    /// XLIFF 1.2's.
    static let xliff12 = "urn:oasis:names:tc:xliff:document:1.2"
}
