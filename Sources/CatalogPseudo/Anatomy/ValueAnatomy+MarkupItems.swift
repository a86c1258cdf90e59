import CatalogModel

// What a translation must keep of its source's markup, for comparing the two.

extension ValueAnatomy {
    /// The markup a translation must have as its source does, each described for a message:
    /// emphasis that is shown as emphasis (paired delimiters; `_` counts as `*`, `__` as `**`), code spans, links and addresses by
    /// the site they lead to (a localized page on the same site is the same link), inflection
    /// attributes and tags. Placeholders, escapes and entities are not included: the placeholder
    /// rules check the first, and the others may be written as the characters they stand for.
    public var markupItems: [String] {
        var items: [String] = []
        for element in elements {
            switch element.kind {
            case .emphasis where element.isPaired:
                // `_` and `__` render as `*` and `**` do (CommonMark): one item each, named by the asterisks.
                let text = element.text == "_" ? "*" : element.text == "__" ? "**" : element.text
                items.append("emphasis '\(text)'")
            case .code:
                items.append("a code span")
            case .linkDestination:
                let destination = String(element.text.dropFirst(2).dropLast())
                items.append(Self.host(of: destination).map { "a link to \($0)" } ?? "'(\(destination))'")
            case .url:
                items.append("the address \(Self.host(of: element.text) ?? element.text)")
            case .email:
                items.append("the address \(element.text)")
            case .tag:
                items.append("the tag '\(element.text)'")
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
