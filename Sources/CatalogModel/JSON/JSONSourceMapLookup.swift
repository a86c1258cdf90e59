/// Looking values up by path. Every entry point is safe on any map: a path the scan did not
/// reach (the text is invalid, or truncated before it) gives `nil`, and offsets inside a string
/// never go beyond its closing quote or the end of the text.
extension JSONSourceMap {
    /// The kind of the value at `path`, or `nil` when there is no such value.
    public func kind(at path: JSONPath) -> ValueKind? {
        node(at: path).map { nodes[$0].kind }
    }

    /// The location of the value at `path` (its first character: the opening quote of a string,
    /// the brace of an object), or `nil` when there is no such value.
    public func valueLocation(of path: JSONPath) -> SourceLocation? {
        valueOffset(of: path).map(location(ofOffset:))
    }

    /// The byte offset of the value at `path`, or `nil` when there is no such value.
    public func valueOffset(of path: JSONPath) -> Int? {
        node(at: path).map { Int(nodes[$0].valueOffset) }
    }

    /// The location of the key of the member at `path` (its opening quote); for an array element
    /// or the root, the location of the value.
    public func keyLocation(of path: JSONPath) -> SourceLocation? {
        keyOffset(of: path).map(location(ofOffset:))
    }

    /// The byte offset of the key of the member at `path` (of the value for an array element).
    public func keyOffset(of path: JSONPath) -> Int? {
        node(at: path).map(keyOffset(ofNode:))
    }

    /// The location of the deepest existing value along `path`: the key of its last existing
    /// member. Useful to point at the place where something missing should be.
    public func nearestLocation(of path: JSONPath) -> SourceLocation {
        location(ofOffset: nearestOffset(of: path))
    }

    /// The byte offset of `nearestLocation(of:)`; 0 when the text holds no value at all.
    public func nearestOffset(of path: JSONPath) -> Int {
        var components = path.components
        while !components.isEmpty {
            if let offset = keyOffset(of: JSONPath(components)) { return offset }
            components.removeLast()
        }
        return nodes.first.map { Int($0.valueOffset) } ?? 0
    }

    /// The location of a character inside the string value at `path`, given as a UTF-8 offset in
    /// the decoded string. Escapes in the file (`\n`, `\u00e9`) are accounted for.
    public func location(inStringAt path: JSONPath, utf8Offset: Int) -> SourceLocation? {
        offset(inStringAt: path, utf8Offset: utf8Offset).map(location(ofOffset:))
    }

    /// The UTF-8 offset, in the decoded string at `path`, of the character at `location` (the
    /// inverse of `location(inStringAt:utf8Offset:)`): escapes differ between files that hold the
    /// same string, decoded offsets do not. `nil` when `location` is not a character of it.
    public func utf8Offset(of location: SourceLocation, inStringAt path: JSONPath) -> Int? {
        node(at: path).flatMap { utf8Offset(of: location, inStringAtNode: $0) }
    }

    /// The byte offset of `location(inStringAt:utf8Offset:)`: `nil` when there is no string at
    /// `path`; the closing quote (or the end of a truncated text) when `utf8Offset` is beyond the
    /// string's end; the backslash of an invalid escape that comes first.
    public func offset(inStringAt path: JSONPath, utf8Offset: Int) -> Int? {
        node(at: path).flatMap { offset(inStringAtNode: $0, utf8Offset: utf8Offset) }
    }

    /// The members of the object at `path`, in file order, with the location of each key.
    /// Duplicate keys appear as often as they occur. Empty when there is no object at `path`.
    public func members(of path: JSONPath) -> [(key: String, location: SourceLocation)] {
        guard let index = node(at: path), nodes[index].kind == .object else { return [] }
        var result: [(String, SourceLocation)] = []
        var child = Int(nodes[index].firstChild(at: index))
        while child >= 0 {
            let offset = Int(nodes[child].keyOffset)
            result.append((decodeString(at: offset), location(ofOffset: offset)))
            child = Int(nodes[child].nextSibling)
        }
        return result
    }

    /// The keys of the object at `path`, in file order (duplicates as often as they occur); empty
    /// when there is no object at `path`.
    package func memberKeys(of path: JSONPath) -> [String] {
        guard let index = node(at: path), nodes[index].kind == .object else { return [] }
        var keys: [String] = []
        var child = Int(nodes[index].firstChild(at: index))
        while child >= 0 {
            keys.append(decodeString(at: Int(nodes[child].keyOffset)))
            child = Int(nodes[child].nextSibling)
        }
        return keys
    }

    /// The first member of the object at the node `index`, in file order, that `isWanted` accepts
    /// (given its key and its node), or `nil`; duplicate keys are offered as often as they occur.
    package func firstMember(ofNode index: Int, where isWanted: (_ key: String, _ node: Int) -> Bool) -> Int? {
        guard index >= 0 && index < nodes.count, nodes[index].kind == .object else { return nil }
        var child = Int(nodes[index].firstChild(at: index))
        while child >= 0 {
            if isWanted(decodeString(at: Int(nodes[child].keyOffset)), child) { return child }
            child = Int(nodes[child].nextSibling)
        }
        return nil
    }

    // MARK: Nodes

    /// The kind of the node `index`.
    package func kind(ofNode index: Int) -> ValueKind { nodes[index].kind }

    /// The byte offset of the key of the node `index` (of its value for an array element or the root).
    package func keyOffset(ofNode index: Int) -> Int {
        Int(nodes[index].keyOffset >= 0 ? nodes[index].keyOffset : nodes[index].valueOffset)
    }

    /// The byte offset of the value of the node `index`.
    package func valueOffset(ofNode index: Int) -> Int { Int(nodes[index].valueOffset) }

    /// `offset(inStringAt:utf8Offset:)` for the node `index`.
    package func offset(inStringAtNode index: Int, utf8Offset: Int) -> Int? {
        offset(inStringAtNode: index, utf8Offset: utf8Offset, from: nil)?.0
    }

    /// Where counting resumes in a string node: a byte offset and the decoded UTF-8 offset there.
    package struct StringCursor: Sendable {
        var raw: Int
        var decoded: Int
    }

    /// `offset(inStringAtNode:utf8Offset:)` counted from `cursor` (from the string's start when it
    /// is `nil` or past `utf8Offset`), with the cursor at the offset found: many offsets of one
    /// string in increasing order cost one pass over it.
    package func offset(inStringAtNode index: Int, utf8Offset: Int, from cursor: StringCursor?) -> (Int, StringCursor)? {
        guard nodes[index].kind == .string else { return nil }
        let quote = Int(nodes[index].valueOffset)
        let start = cursor.flatMap { $0.decoded <= utf8Offset && $0.raw > quote ? ($0.raw, $0.decoded) : nil }
            ?? (quote + 1, 0)
        return bytes.withUnsafeBufferPointer { buffer in
            let reached = JSONStrings.textOffset(buffer, decodedOffset: utf8Offset, from: start)
            return (reached.raw, StringCursor(raw: reached.raw, decoded: reached.decoded))
        }
    }

    /// `utf8Offset(of:inStringAt:)` for the node `index`.
    package func utf8Offset(of location: SourceLocation, inStringAtNode index: Int) -> Int? {
        guard nodes[index].kind == .string else { return nil }
        let quote = Int(nodes[index].valueOffset)
        return bytes.withUnsafeBufferPointer { buffer in
            func locationOf(_ decoded: Int) -> SourceLocation {
                self.location(ofOffset: JSONStrings.textOffset(buffer, quote: quote, decodedOffset: decoded))
            }
            // The smallest offset whose location is at or after `location`; offsets beyond the
            // string's end all point at its closing quote, as its length does.
            var low = 0
            var high = JSONStrings.decodedLength(buffer, quote: quote)
            while low < high {
                let middle = (low + high) / 2
                if locationOf(middle) < location { low = middle + 1 } else { high = middle }
            }
            return locationOf(low) == location ? low : nil
        }
    }

    // MARK: Walking the nodes

    /// The node at `path`, or `nil`.
    private func node(at path: JSONPath) -> Int? {
        nodeIndex(at: path.components)
    }

    /// The node `components` lead to from the node `start` (the root by default), or `nil`. A
    /// node is an index that stays valid for this map: callers that look up many paths below one
    /// place (gen maps thousands of findings below the same keys) start from it instead of the root.
    package func nodeIndex(at components: some Sequence<JSONPathComponent>, from start: Int = 0) -> Int? {
        guard start >= 0 && start < nodes.count else { return nil }
        var current = start
        for component in components {
            guard let child = child(component, ofNode: current) else { return nil }
            current = child
        }
        return current
    }

    /// The node one `component` below the node `index` (a valid node), or `nil`.
    package func child(_ component: JSONPathComponent, ofNode index: Int) -> Int? {
        var child = Int(nodes[index].firstChild(at: index))
        switch component {
        case .index(let wanted):
            guard nodes[index].kind == .array, wanted >= 0 else { return nil }
            var position = 0
            while child >= 0 && position < wanted {
                child = Int(nodes[child].nextSibling)
                position += 1
            }
        case .key(let wanted):
            guard nodes[index].kind == .object else { return nil }
            if let members = memberIndexes[Int32(index)] {
                child = Int(members[wanted] ?? -1)
                break
            }
            // The last of duplicate keys wins, as in JSONSerialization; a text without
            // duplicate keys (no problem found) has only one match, so the search stops there.
            child = member(named: wanted, from: child, mayRepeat: !problems.isEmpty)
        }
        return child >= 0 ? child : nil
    }

    /// The member named `wanted` among `first` and its next siblings, or -1: the first one, or the
    /// last when keys `mayRepeat`. The key's bytes are compared in place (a member of a catalog's
    /// localizations is found among tens of languages, for each of tens of thousands of findings).
    private func member(named wanted: String, from first: Int, mayRepeat: Bool) -> Int {
        var wantedCopy = wanted
        return wantedCopy.withUTF8 { wantedBytes in
            bytes.withUnsafeBufferPointer { text in
                var found = -1
                var child = first
                while child >= 0 {
                    if keyEquals(text, quote: Int(nodes[child].keyOffset), wantedBytes, wanted) {
                        found = child
                        if !mayRepeat { break }
                    }
                    child = Int(nodes[child].nextSibling)
                }
                return found
            }
        }
    }

    /// Whether the key whose opening quote is at `quote` is `wanted` (whose UTF-8 is
    /// `wantedBytes`). (Member nodes always have a key the scan validated: a key that fails the
    /// scan adds no node.) The bytes before a key's first backslash are its text as they are.
    private func keyEquals(
        _ text: UnsafeBufferPointer<UInt8>, quote: Int, _ wantedBytes: UnsafeBufferPointer<UInt8>, _ wanted: String
    ) -> Bool {
        var index = quote + 1
        for byte in wantedBytes {
            guard index < text.count else { return false }
            let raw = text[index]
            // The key ends before `wanted` does (`wanted` may have a quote: the key's is escaped).
            if raw == UInt8(ascii: "\"") { return false }
            if raw == UInt8(ascii: "\\") { return decodeString(at: quote) == wanted }
            if raw != byte { return false }
            index += 1
        }
        // Every byte of `wanted` matched: the key is `wanted` when it ends there (an escape would
        // add at least one character).
        return index < text.count && text[index] == UInt8(ascii: "\"")
    }

    /// Decodes the JSON string whose opening quote is at `offset`.
    func decodeString(at offset: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            JSONStrings.decode(buffer, quote: offset)
        }
    }
}
