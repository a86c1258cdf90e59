import CatalogModel

// What a translation must keep of its source's markup, for comparing the two.

/// One piece of markup a translation is compared by, described for a message.
public struct MarkupItem: Hashable, Comparable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Paired emphasis or strikethrough delimiters.
        case emphasis
        /// A code span.
        case code
        /// A Markdown link, by the site it leads to.
        case link
        /// A bare URL or e-mail address.
        case address
        /// An HTML or XML tag.
        case tag
        /// The attributes of an inflection, `^[…](inflect: true)`: automatic grammar agreement,
        /// which a translation uses where its language needs and supports it.
        case inflection
    }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    public static func < (a: MarkupItem, b: MarkupItem) -> Bool { a.description < b.description }
}

extension ValueAnatomy {
    /// The markup a translation must have as its source does: emphasis that is shown as emphasis
    /// (paired delimiters; `_` counts as `*`, `__` as `**`), code spans, links and addresses by
    /// the site they lead to (a localized page on the same site is the same link), inflection
    /// attributes and tags. Placeholders, escapes and entities are not included: the placeholder
    /// rules check the first, and the others may be written as the characters they stand for.
    public var markupItems: [MarkupItem] {
        var items: [MarkupItem] = []
        // The openings of the links not closed yet: `^[` opens an inflection, `[` and `![` a link.
        var openings: [String] = []
        for element in elements {
            switch element.kind {
            case .emphasis where element.isPaired:
                // `_` and `__` render as `*` and `**` do (CommonMark): one item each, named by the asterisks.
                let text = element.text == "_" ? "*" : element.text == "__" ? "**" : element.text
                items.append(MarkupItem(.emphasis, "emphasis '\(text)'"))
            case .code:
                items.append(MarkupItem(.code, "a code span"))
            case .linkOpen:
                openings.append(element.text)
            case .linkDestination:
                let destination = String(element.text.dropFirst(2).dropLast())
                if openings.popLast() == "^[" {
                    items.append(MarkupItem(.inflection, "an inflection '(\(destination))'"))
                } else {
                    items.append(Self.host(of: destination).map { MarkupItem(.link, "a link to \($0)") }
                                 ?? MarkupItem(.link, "'(\(destination))'"))
                }
            case .url:
                items.append(MarkupItem(.address, "the address \(Self.host(of: element.text) ?? element.text)"))
            case .email:
                items.append(MarkupItem(.address, "the address \(element.text)"))
            case .tag:
                items.append(MarkupItem(.tag, "the tag '\(element.text)'"))
            default:
                break
            }
        }
        return items
    }

    /// The host of a URL, lower case, without `www.`: `example.com` for `https://www.Example.com/a`.
    static func host(of url: String) -> String? {
        let afterScheme: Substring
        if let scheme = url.firstUTF8Range(of: "://") {
            afterScheme = url[scheme.upperBound...]
        } else if url.lowercased().hasPrefix("www.") {
            afterScheme = url[...]
        } else {
            return nil
        }
        var host = afterScheme.prefix { !"/?#:".contains($0) }.lowercased()
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host.isEmpty ? nil : host
    }
}
