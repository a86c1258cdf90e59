#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes JSON in the bytes that
/// `JSONSerialization.data(withJSONObject:options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])`
/// produces, which are the bytes Xcode writes — a catalog straight from the typed model, without
/// building a Foundation object tree and without a dynamic cast per value, which make
/// `JSONSerialization` several times slower than reading; or any `JSONValue` (reports, settings).
///
/// Keys are sorted in Xcode's order: printable ASCII keys by `ASCIIKeyCollation`, others as its
/// `conventions` say (ICU through Foundation for catalogs, `Conventions.xcode`). The order of a
/// set of keys is computed once per writer and reused (most objects share their key sets:
/// `state`/`value`, the same languages, the same plural cases). Tests check on every corpus file
/// and on generated strings that the bytes equal `JSONSerialization`'s. A value it cannot
/// reproduce exactly makes it give up, and `CatalogWriter` falls back to `JSONSerialization`.
package final class XcodeJSONWriter {
    package struct Unsupported: Error {
        package init() {}
    }

    /// What writing needs beyond JSON's grammar.
    package struct Conventions: Sendable {
        /// Whether one key comes before another when either is not printable ASCII.
        package var unicodeKeyOrder: @Sendable (String, String) -> Bool
        /// The text a number is written with, from its text as read or made.
        package var numberText: @Sendable (String) throws -> String

        package init(
            unicodeKeyOrder: @escaping @Sendable (String, String) -> Bool,
            numberText: @escaping @Sendable (String) throws -> String
        ) {
            self.unicodeKeyOrder = unicodeKeyOrder
            self.numberText = numberText
        }

        /// For documents whose keys and numbers the program makes (reports, settings, baselines):
        /// printable ASCII keys in Xcode's order, any other key after all of them, by code points
        /// (none of these documents has one; the order stays a total one), numbers as given.
        package static let plain = Conventions(
            unicodeKeyOrder: { a, b in
                let (aIsASCII, bIsASCII) = (ASCIIKeyCollation.covers(a), ASCIIKeyCollation.covers(b))
                if aIsASCII != bIsASCII { return aIsASCII }
                return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
            },
            numberText: { $0 })
    }

    package private(set) var bytes: [UInt8] = []
    /// The keys of `strings` in an order close to Xcode's, if known (see `xcodeOrder(of:hint:)`).
    package var keyOrder: [String]?
    let conventions: Conventions
    /// Key set (in `<` order) → the Xcode order as indexes into it. Indexes, not strings: keys
    /// that differ only in Unicode normalization are equal as cache keys, and each object must
    /// keep its own bytes.
    private var orderCache: [[String]: [Int]] = [:]
    /// The key set `sorted` saw last, and its order.
    private var lastOrder: (canonical: [String], order: [Int])?

    package init(capacity: Int = 1 << 16, conventions: Conventions) {
        self.conventions = conventions
        bytes.reserveCapacity(capacity)
    }

    // MARK: Key order

    /// Whether key `a` comes before key `b`.
    func precedes(_ a: String, _ b: String) -> Bool {
        ASCIIKeyCollation.precedes(a, b) ?? conventions.unicodeKeyOrder(a, b)
    }

    /// `keys` in Xcode's order.
    func sorted(_ keys: [String]) -> [String] {
        if keys.count < 2 { return keys }
        if keys.count > 64 { return keys.sorted(by: precedes) }
        let canonical = keys.sorted()
        // Neighbouring objects mostly have the same keys (every key's languages): comparing with
        // the last set is cheaper than hashing it.
        if let last = lastOrder, last.canonical == canonical { return last.order.map { canonical[$0] } }
        let order: [Int]
        if let cached = orderCache[canonical] {
            order = cached
        } else {
            order = canonical.indices.sorted { precedes(canonical[$0], canonical[$1]) }
            orderCache[canonical] = order
        }
        lastOrder = (canonical, order)
        return order.map { canonical[$0] }
    }

    // MARK: Structure

    // `bytes` is a class's stored property, so every access to it is checked for exclusivity at
    // run time: the hot paths below touch it once per call, through `inout` helpers, instead of
    // once per appended byte (which cost a fifth of the writer's time).

    func newline(_ indent: Int) {
        Self.appendNewline(indent, to: &bytes)
    }

    private static func appendNewline(_ indent: Int, to bytes: inout [UInt8]) {
        if indent < newlines.count {
            bytes.append(contentsOf: newlines[indent])
        } else {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(0x20, count: 2 * indent))
        }
    }

    /// A new line and the indentation of each of the first levels (a catalog's deepest nesting is
    /// about 16: plural forms inside device forms inside substitutions).
    private static let newlines: [[UInt8]] = (0..<24).map { [0x0A] + [UInt8](repeating: 0x20, count: 2 * $0) }

    /// `,` unless it is the first member, a new line, the key and ` : `.
    private static func appendMemberStart(_ key: String, first: Bool, indent: Int, to bytes: inout [UInt8]) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        appendNewline(indent, to: &bytes)
        appendString(key, to: &bytes)
        bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    }

    /// Writes an object whose members are `keys`, calling `member` to write each value; `ordered`:
    /// the keys are already in Xcode's order (a typed object's known members, listed so).
    func object(_ keys: [String], indent: Int, ordered: Bool = false, _ member: (String) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "{"))
        if keys.isEmpty {
            bytes.append(0x0A)
            newline(indent)
            bytes.append(UInt8(ascii: "}"))
            return
        }
        for (index, key) in (ordered ? keys : sorted(keys)).enumerated() {
            Self.appendMemberStart(key, first: index == 0, indent: indent + 1, to: &bytes)
            try member(key)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    func array(_ count: Int, indent: Int, _ element: (Int) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        if count == 0 {
            bytes.append(0x0A)
            newline(indent)
            bytes.append(UInt8(ascii: "]"))
            return
        }
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendNewline(indent + 1, to: &bytes)
            try element(index)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "]"))
    }

    // MARK: Scalars

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A JSON string as `JSONSerialization` escapes it: `\"`, `\\`, `\b \t \n \f \r`, other
    /// control characters as `\u00xx`; `/` and everything else raw.
    func string(_ value: String) {
        Self.appendString(value, to: &bytes)
    }

    private static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                              hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    func boolean(_ value: Bool) {
        bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
    }
}

extension XcodeJSONWriter {
    /// Any JSON value: a member the model does not know, a report. A number is written as the
    /// conventions say (for catalogs, as `JSONSerialization` writes the number its text denotes).
    package func value(_ value: JSONValue, indent: Int) throws {
        switch value {
        case .array(let elements):
            try array(elements.count, indent: indent) { index in try self.value(elements[index], indent: indent + 1) }
        case .object(let object):
            try self.object(Array(object.keys), indent: indent) { key in try self.value(object[key]!, indent: indent + 1) }
        default:
            try scalar(value)
        }
    }

    /// `value` on one line without spaces (`{"a":1,"b":[true,null]}`), keys sorted: what
    /// `JSONSerialization` writes with `.sortedKeys` but not `.prettyPrinted`.
    package func compact(_ value: JSONValue) throws {
        switch value {
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try compact(element)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in sorted(Array(object.keys)).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(key)
                bytes.append(UInt8(ascii: ":"))
                try compact(object[key]!)
            }
            bytes.append(UInt8(ascii: "}"))
        default:
            try scalar(value)
        }
    }

    /// A string, number, boolean or null, written the same on one line or many.
    private func scalar(_ value: JSONValue) throws {
        switch value {
        case .string(let text): string(text)
        case .number(let text): bytes.append(contentsOf: try conventions.numberText(text).utf8)
        case .boolean(let flag): boolean(flag)
        case .null: bytes.append(contentsOf: Array("null".utf8))
        case .array, .object: preconditionFailure("not a scalar")
        }
    }
}

// MARK: - The catalog

extension XcodeJSONWriter {
    /// The member keys of a typed object: its known keys, then unknown ones (a known key wins,
    /// as when `CatalogWriter.jsonObject` builds the tree).
    private func members(_ known: [String], _ unknown: JSONObject) -> [String] {
        unknown.isEmpty ? known : known + unknown.keys.filter { !known.contains($0) }
    }

    /// Writes a typed object whose `known` members are listed in Xcode's order (the lists below
    /// keep the order of `precedes`; a test writes every combination), with its `unknown` members:
    /// sorted only when there are unknown members.
    private func typedObject(
        _ known: [String], _ unknown: JSONObject, indent: Int, _ member: (String) throws -> Void
    ) throws {
        try object(members(known, unknown), indent: indent, ordered: unknown.isEmpty, member)
    }

    package func catalog(_ catalog: StringCatalog) throws {
        var known: [String] = []
        if catalog.sourceLanguage != nil { known.append("sourceLanguage") }
        known.append("strings")
        if catalog.version != nil { known.append("version") }
        try typedObject(known, catalog.unknownFields, indent: 0) { key in
            switch key {
            case "sourceLanguage": string(catalog.sourceLanguage!)
            case "version": string(catalog.version!)
            case "strings":
                try strings(catalog.strings, indent: 1)
            default: try value(catalog.unknownFields[key]!, indent: 1)
            }
        }
    }

    /// The `strings` object, the bulk of a catalog: what `object` writes, but a large one is
    /// written in chunks of its (sorted) keys on all cores, each by a writer of its own, and the
    /// chunks' bytes joined in order; an entry's bytes depend only on the entry and its indent.
    private func strings(_ strings: [String: CatalogEntry], indent: Int) throws {
        let ordered = Self.xcodeOrder(of: strings, hint: keyOrder, by: precedes)
        let chunking = Chunking.automatic(itemsPerChunk: Self.keysPerChunk)
        guard chunking.chunkCount(for: ordered.count) > 1 else {
            try object(ordered, indent: indent, ordered: true) { name in try entry(strings[name]!, indent: indent + 1) }
            return
        }
        let conventions = self.conventions
        let results = Parallel.map(count: ordered.count, chunking: chunking) { range -> Result<[UInt8], any Error> in
            let writer = XcodeJSONWriter(capacity: range.count * 512, conventions: conventions)
            do {
                for index in range {
                    if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                    writer.newline(indent + 1)
                    writer.string(ordered[index])
                    writer.bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                    try writer.entry(strings[ordered[index]]!, indent: indent + 1)
                }
                return .success(writer.bytes)
            } catch {
                return .failure(error)
            }
        }
        let chunks = try results.map { try $0.get() }
        bytes.reserveCapacity(bytes.count + chunks.reduce(2 + 2 * indent + 2) { $0 + $1.count })
        bytes.append(UInt8(ascii: "{"))
        for chunk in chunks {
            bytes.append(contentsOf: chunk)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Catalogs with fewer keys than twice this are written on one core.
    static let keysPerChunk = 32

    /// The keys of `strings` in Xcode's order (`precedes`). Foundation's comparator costs about two
    /// microseconds a call, and sorting 2,000 keys in a dictionary's order takes 40,000 calls; but
    /// the sort finds runs already in order, so keys that start in the order of `hint` — the order
    /// of the file read, or of the source generated from, which is usually Xcode's already — are
    /// sorted with about one call per key. The hint changes only the time, never the result: the
    /// keys it does not list follow it, and what it lists that `strings` lacks is skipped.
    package static func xcodeOrder(
        of strings: [String: CatalogEntry], hint: [String]?, by precedes: (String, String) -> Bool
    ) -> [String] {
        var keys: [String]
        if let hint, !hint.isEmpty {
            keys = []
            keys.reserveCapacity(strings.count)
            var listed = Set<String>(minimumCapacity: hint.count)
            for key in hint {
                guard let index = strings.index(forKey: key), listed.insert(key).inserted else { continue }
                // The catalog's own spelling of the key (a hint may spell it in another normalization).
                keys.append(strings[index].key)
            }
            if keys.count < strings.count {
                keys += strings.keys.filter { !listed.contains($0) }
            }
        } else {
            keys = Array(strings.keys)
        }
        return keys.count < 2 ? keys : keys.sorted(by: precedes)
    }

    private func entry(_ entry: CatalogEntry, indent: Int) throws {
        var known: [String] = []
        if entry.comment != nil { known.append("comment") }
        if entry.extractionState != nil { known.append("extractionState") }
        if entry.isCommentAutoGenerated != nil { known.append("isCommentAutoGenerated") }
        if entry.localizations != nil { known.append("localizations") }
        if entry.shouldTranslate != nil { known.append("shouldTranslate") }
        try typedObject(known, entry.unknownFields, indent: indent) { key in
            switch key {
            case "comment": string(entry.comment!)
            case "extractionState": string(entry.extractionState!.rawValue)
            case "isCommentAutoGenerated": boolean(entry.isCommentAutoGenerated!)
            case "shouldTranslate": boolean(entry.shouldTranslate!)
            case "localizations":
                let localizations = entry.localizations!
                try object(Array(localizations.keys), indent: indent + 1) { language in
                    try localization(localizations[language]!, indent: indent + 2)
                }
            default: try value(entry.unknownFields[key]!, indent: indent + 1)
            }
        }
    }

    private func localization(_ localization: Localization, indent: Int) throws {
        var known: [String] = []
        if localization.stringSet != nil { known.append("stringSet") }
        if localization.stringUnit != nil { known.append("stringUnit") }
        if localization.substitutions != nil { known.append("substitutions") }
        if localization.variations != nil { known.append("variations") }
        try typedObject(known, localization.unknownFields, indent: indent) { key in
            switch key {
            case "stringUnit":
                let unit = localization.stringUnit!
                try typedObject(unit.state != nil ? ["state", "value"] : ["value"], unit.unknownFields, indent: indent + 1) {
                    member in
                    switch member {
                    case "state": string(unit.state!.rawValue)
                    case "value": string(unit.value)
                    default: try value(unit.unknownFields[member]!, indent: indent + 2)
                    }
                }
            case "stringSet":
                let set = localization.stringSet!
                try typedObject(set.state != nil ? ["state", "values"] : ["values"], set.unknownFields, indent: indent + 1) {
                    member in
                    switch member {
                    case "state": string(set.state!.rawValue)
                    case "values": array(set.values.count, indent: indent + 2) { string(set.values[$0]) }
                    default: try value(set.unknownFields[member]!, indent: indent + 2)
                    }
                }
            case "variations": try variations(localization.variations!, indent: indent + 1)
            case "substitutions":
                let substitutions = localization.substitutions!
                try object(Array(substitutions.keys), indent: indent + 1) { name in
                    try substitution(substitutions[name]!, indent: indent + 2)
                }
            default: try value(localization.unknownFields[key]!, indent: indent + 1)
            }
        }
    }

    private func variations(_ variations: Variations, indent: Int) throws {
        try object(variations.kinds.keys.map(\.rawValue), indent: indent) { kind in
            let cases = variations.kinds[VariationKind(rawValue: kind)]!
            try object(Array(cases.keys), indent: indent + 1) { name in
                try localization(cases[name]!, indent: indent + 2)
            }
        }
    }

    private func substitution(_ substitution: Substitution, indent: Int) throws {
        var known: [String] = []
        if substitution.argNum != nil { known.append("argNum") }
        if substitution.formatSpecifier != nil { known.append("formatSpecifier") }
        if substitution.variations != nil { known.append("variations") }
        try typedObject(known, substitution.unknownFields, indent: indent) { key in
            switch key {
            case "argNum": integer(substitution.argNum!)
            case "formatSpecifier": string(substitution.formatSpecifier!)
            case "variations": try variations(substitution.variations!, indent: indent + 1)
            default: try value(substitution.unknownFields[key]!, indent: indent + 1)
            }
        }
    }
}

extension JSONValue {
    /// A whole number.
    package init(_ integer: Int) { self = .number(String(integer)) }

    /// A number as `JSONSerialization` writes a `Double`: a whole number without a fraction, any
    /// other as its shortest text (`90.5`).
    package init(_ number: Double) {
        if number == number.rounded(), abs(number) < 1e15, let whole = Int(exactly: number) {
            self = .number(String(whole))
        } else {
            self = .number(number.description)
        }
    }

    /// A string, or `null` for `nil`.
    package init(_ text: String?) { self = text.map(JSONValue.string) ?? .null }

    /// The value pretty-printed with sorted keys, as `JSONSerialization` writes it with
    /// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (reports, settings). Numbers are
    /// written as given, keys ordered by `XcodeJSONWriter.Conventions.plain`.
    package var prettyText: String {
        let writer = XcodeJSONWriter(conventions: .plain)
        try? writer.value(self, indent: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The value on one line, keys sorted (`JSONSerialization` with `.sortedKeys` only).
    package var compactText: String {
        let writer = XcodeJSONWriter(conventions: .plain)
        try? writer.compact(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
