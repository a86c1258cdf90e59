import CatalogModel
import Foundation

/// Turns a scanned `translations.json` into the catalog's JSON (`BuiltJSON`, the shape Xcode
/// writes), checking types and forms with positions. Values are read straight from the scanned
/// bytes, in file order; the result then goes through `CatalogReader`, so the catalog model is
/// decoded by the one decoder the project has.
///
/// Duplicate keys (reported as `duplicate-key`) are read as `JSONSerialization` reads them: the
/// last value, under the first spelling.
struct TranslationsDecoder {
    /// A member the format does not know: reported as `gen-unknown-field` and left out.
    struct UnknownField {
        var path: JSONPath
        var message: String
    }

    let file: String
    let map: JSONSourceMap
    /// The scanned document (valid inside `map.withTree`).
    let tree: ScannedJSONTree
    /// Problems that leave no sensible catalog to generate (wrong types, ambiguous forms).
    private(set) var malformed: [ReadDiagnostic] = []
    private(set) var unknownFields: [UnknownField] = []
    private var path: [JSONPathComponent] = []
    /// Whether some object has a key twice (then members are merged as `JSONSerialization` does).
    private let hasDuplicateKeys: Bool

    init(file: String, map: JSONSourceMap, tree: ScannedJSONTree) {
        self.file = file
        self.map = map
        self.tree = tree
        hasDuplicateKeys = !map.problems.isEmpty
    }

    // MARK: Problems

    private mutating func fail(_ message: String, at components: [JSONPathComponent], kind: ReadDiagnostic.Kind = .wrongType) {
        malformed.append(map.diagnostic(kind, message, file: file, at: JSONPath(components)))
    }

    /// A wrong type of `value`, at `components`, named `name` in the message.
    private mutating func failType(expected: String, for name: String, _ value: Int32, at components: [JSONPathComponent]) {
        fail(JSONFieldMessages.wrongType(expected: expected, for: name, found: tree.kind(of: value).phrase), at: components)
    }

    private mutating func failMember(_ message: String, _ member: String) {
        malformed.append(map.diagnostic(.invalidValue, message, file: file, at: JSONPath(path + [.key(member)]), atKey: true))
    }

    private mutating func unknown(_ member: String, _ message: String) {
        unknownFields.append(UnknownField(path: JSONPath(path + [.key(member)]), message: message))
    }

    private func describe(_ member: String) -> String {
        JSONPathComponent.quoted(member)
    }

    // MARK: Values

    /// The members of the object `value`, in file order; a key given twice appears once, with its
    /// last value.
    private func members(of value: Int32) -> [(key: String, value: Int32)] {
        var members: [(key: String, value: Int32)] = []
        _ = tree.forEachMember(of: value) { key, member in members.append((key, member)) }
        guard hasDuplicateKeys, members.count > 1 else { return members }
        var slots: [String: Int] = [:]
        var unique: [(key: String, value: Int32)] = []
        for member in members {
            if let slot = slots[member.key] {
                unique[slot].value = member.value
            } else {
                slots[member.key] = unique.count
                unique.append(member)
            }
        }
        return unique
    }

    private mutating func string(_ value: Int32, _ member: String) -> String? {
        guard let text = tree.string(value) else {
            failType(expected: "a string", for: describe(member), value, at: path + [.key(member)])
            return nil
        }
        return text
    }

    /// A string, or `.null` for `null` (a member the catalog leaves out); `nil` after an error.
    private mutating func stringOrNull(_ value: Int32, _ member: String) -> BuiltJSON? {
        if tree.kind(of: value) == .null { return .null }
        guard let text = tree.string(value) else {
            failType(expected: "a string or null", for: describe(member), value, at: path + [.key(member)])
            return nil
        }
        return .string(text)
    }

    private mutating func boolean(_ value: Int32, _ member: String) -> Bool? {
        guard let flag = tree.boolean(value) else {
            failType(expected: "true or false", for: describe(member), value, at: path + [.key(member)])
            return nil
        }
        return flag
    }

    private mutating func integer(_ value: Int32, _ member: String) -> Int? {
        switch tree.integer(value) {
        case .success(let integer):
            return integer
        case .failure(let problem):
            fail(JSONFieldMessages.integerProblem(problem, for: describe(member)), at: path + [.key(member)], kind: problem.kind)
            return nil
        }
    }

    /// `value` when it is an object.
    private mutating func object(_ value: Int32, _ member: JSONPathComponent, what: String = "an object") -> Int32? {
        guard tree.kind(of: value) == .object else {
            failType(expected: what, for: "\(member)", value, at: path + [member])
            return nil
        }
        return value
    }

    // MARK: Levels

    /// The catalog for the whole document, whose top level is the object `top`.
    mutating func catalog(_ top: Int32) -> BuiltJSON {
        var catalog = BuiltJSONObject()
        catalog["version"] = .string(TranslationsFormat.defaultVersion)
        catalog["strings"] = .object(BuiltJSONObject())
        var hatch: Int32?
        for (member, value) in members(of: top) {
            switch member {
            case "$schema":
                _ = string(value, member)
            case "sourceLanguage", "version":
                guard let text = stringOrNull(value, member) else { continue }
                catalog[member] = text == .null ? nil : text
            case "strings":
                guard let strings = object(value, "strings") else { continue }
                path.append("strings")
                catalog["strings"] = .object(entries(strings))
                path.removeLast()
            case TranslationsFormat.escapeHatch:
                hatch = object(value, .key(member))
            default:
                unknown(member, JSONFieldMessages.unknownMember(
                    "field", describe(member), "at the top level", expected: TranslationsFormat.topLevelFields))
            }
        }
        if let hatch { merge(hatch, into: &catalog, at: [.key(TranslationsFormat.escapeHatch)]) }
        return .object(catalog)
    }

    /// The keys' entries. Keys are independent: many are decoded in chunks on all cores, each
    /// chunk by a copy of this decoder, whose problems are joined afterwards (in any order: they
    /// are reported sorted by position).
    private mutating func entries(_ strings: Int32) -> BuiltJSONObject {
        let members = members(of: strings)
        let chunking = Chunking.automatic(itemsPerChunk: Self.keysPerChunk)
        var template = self
        template.malformed = []
        template.unknownFields = []
        let chunks = Parallel.map(count: members.count, chunking: chunking) { [template] range in
            var decoder = template
            var entries = BuiltJSONObject()
            entries.reserveCapacity(range.count)
            for (key, entryValue) in members[range] {
                if let entry = decoder.entry(entryValue, key: key) { entries.append(key, .object(entry)) }
            }
            return DecodedChunk(entries: entries, malformed: decoder.malformed, unknownFields: decoder.unknownFields)
        }
        guard chunks.count > 1 else {
            malformed += chunks.first?.malformed ?? []
            unknownFields += chunks.first?.unknownFields ?? []
            return chunks.first?.entries ?? BuiltJSONObject()
        }
        var entries = BuiltJSONObject()
        entries.reserveCapacity(members.count)
        for chunk in chunks {
            for (key, entry) in chunk.entries.members { entries.append(key, entry) }
            malformed += chunk.malformed
            unknownFields += chunk.unknownFields
        }
        return entries
    }

    /// Sources with fewer keys than twice this are decoded on one core.
    static let keysPerChunk = 32

    private mutating func entry(_ value: Int32, key: String) -> BuiltJSONObject? {
        guard let object = object(value, .key(key), what: "an object (the key's comment and languages)") else {
            return nil
        }
        path.append(.key(key))
        defer { path.removeLast() }
        var entry = BuiltJSONObject()
        var localizations = BuiltJSONObject()
        var hatch: Int32?
        for (member, value) in members(of: object) {
            switch member {
            case "comment", "extractionState":
                if let text = string(value, member) { entry[member] = .string(text) }
            case "isCommentAutoGenerated", "shouldTranslate":
                if let flag = boolean(value, member) { entry[member] = .boolean(flag) }
            case TranslationsFormat.escapeHatch:
                hatch = self.object(value, .key(member))
            default:
                guard TranslationsFormat.isLanguage(member) else {
                    unknown(member, "unknown field \(describe(member)) in key \(describe(key)): neither a field (\(TranslationsFormat.entryFields.map { "'\($0)'" }.joined(separator: ", "))) nor a language tag such as 'de' or 'pt-BR'")
                    continue
                }
                path.append(.key(member))
                // Members are unique: a language appears once.
                if let localization = content(value, language: member) { localizations.append(member, .object(localization)) }
                path.removeLast()
            }
        }
        if !localizations.isEmpty { entry["localizations"] = .object(localizations) }
        if let hatch { merge(hatch, into: &entry, at: path + [.key(TranslationsFormat.escapeHatch)]) }
        return entry
    }

    /// A unit or set with its state and `member` (`value` or `values`).
    private static func translated(_ member: String, _ content: BuiltJSON) -> BuiltJSON {
        .object(BuiltJSONObject([("state", .string("translated")), (member, content)]))
    }

    /// A language's value, or a plural or device case: a string, an array of strings, or an object
    /// of one form. `path` points at it.
    private mutating func content(_ value: Int32, language: String) -> BuiltJSONObject? {
        switch tree.kind(of: value) {
        case .string:
            return BuiltJSONObject([("stringUnit", Self.translated("value", .string(tree.string(value)!)))])
        case .array:
            guard let values = strings(value) else { return nil }
            return BuiltJSONObject([("stringSet", Self.translated("values", values))])
        case .object:
            return content(object: value, language: language)
        default:
            failType(expected: "a string, an array of strings or an object", for: "\(path.last!)", value, at: path)
            return nil
        }
    }

    /// The array `array` of strings; `path` points at it.
    private mutating func strings(_ array: Int32) -> BuiltJSON? {
        var values: [BuiltJSON] = []
        for (index, element) in (tree.elements(of: array) ?? []).enumerated() {
            guard let text = tree.string(element) else {
                fail(JSONFieldMessages.wrongElementType(
                        expected: "a string", in: "the string set", found: tree.kind(of: element).phrase),
                     at: path + [.index(index)])
                return nil
            }
            values.append(.string(text))
        }
        return .array(values)
    }

    /// The form an object has, decided by its members (in file order, so that the second form is
    /// the one reported); reports members of two forms.
    private mutating func form(of members: [(key: String, value: Int32)]) -> TranslationsFormat.Form? {
        var decided: (member: String, form: TranslationsFormat.Form)?
        for (member, _) in members {
            guard let form = TranslationsFormat.Form.decided(by: member) else { continue }
            guard let first = decided else {
                decided = (member, form)
                continue
            }
            if first.form != form {
                failMember(
                    "ambiguous object: \(describe(first.member)) makes it \(first.form.name), but \(describe(member)) belongs to \(form.name); use one form per object (plural forms inside a sentence are a value with 'substitutions')",
                    member)
                return nil
            }
        }
        return decided?.form ?? .raw
    }

    private mutating func content(object: Int32, language: String) -> BuiltJSONObject? {
        let members = members(of: object)
        guard let form = form(of: members) else { return nil }
        var localization = BuiltJSONObject()
        var hatch: Int32?
        var unit = BuiltJSONObject()
        var variations = BuiltJSONObject()
        var plural = BuiltJSONObject()
        for (member, value) in members {
            if member == TranslationsFormat.escapeHatch {
                hatch = self.object(value, .key(member))
                continue
            }
            guard form.allows(member) else {
                unknown(member, "unknown field \(describe(member)) in \(form.name)")
                continue
            }
            switch member {
            case "value":
                if let text = string(value, member) { unit["value"] = .string(text) }
            case "values":
                guard tree.kind(of: value) == .array else {
                    failType(expected: "an array of strings", for: describe(member), value, at: path + [.key(member)])
                    continue
                }
                path.append("values")
                if let values = strings(value) { unit["values"] = values }
                path.removeLast()
            case "state":
                if let state = stringOrNull(value, member) { unit["state"] = state }
            case "substitutions":
                guard let names = self.object(value, "substitutions") else { continue }
                path.append("substitutions")
                var substitutions = BuiltJSONObject()
                for (name, substitutionValue) in self.members(of: names) {
                    if let substitution = substitution(substitutionValue, name: name, language: language) {
                        substitutions.append(name, .object(substitution))
                    }
                }
                path.removeLast()
                localization["substitutions"] = .object(substitutions)
            case "device":
                guard let devices = self.object(value, "device", what: "an object of device forms") else { continue }
                path.append("device")
                var cases = BuiltJSONObject()
                for (device, caseValue) in self.members(of: devices) {
                    guard TranslationsFormat.deviceNames.contains(device) else {
                        unknown(device, JSONFieldMessages.unknownMember(
                            "device", describe(device), expected: TranslationsFormat.deviceNames))
                        continue
                    }
                    path.append(.key(device))
                    if let child = content(caseValue, language: language) { cases.append(device, .object(child)) }
                    path.removeLast()
                }
                path.removeLast()
                variations["device"] = .object(cases)
            default:  // a plural category
                path.append(.key(member))
                if let child = content(value, language: language) { plural.append(member, .object(child)) }
                path.removeLast()
            }
        }
        if !plural.isEmpty { variations["plural"] = .object(plural) }
        switch form {
        case .unit:
            guard unit["value"] != nil else { return nil }
            localization["stringUnit"] = withState(unit)
        case .set:
            guard unit["values"] != nil else { return nil }
            localization["stringSet"] = withState(unit)
        case .plural, .device:
            localization["variations"] = .object(variations)
        case .raw:
            break
        }
        if let hatch { merge(hatch, into: &localization, at: path + [.key(TranslationsFormat.escapeHatch)]) }
        return localization
    }

    /// A unit or set: `translated` unless `state` says otherwise; `"state": null` leaves it out.
    private func withState(_ object: BuiltJSONObject) -> BuiltJSON {
        var object = object
        switch object["state"] {
        case nil: object["state"] = .string("translated")
        case .null?: object["state"] = nil
        default: break
        }
        return .object(object)
    }

    private mutating func substitution(_ value: Int32, name: String, language: String) -> BuiltJSONObject? {
        guard let object = object(value, .key(name), what: "an object ('argNum', 'formatSpecifier', plural forms)") else {
            return nil
        }
        path.append(.key(name))
        defer { path.removeLast() }
        var substitution = BuiltJSONObject()
        var plural = BuiltJSONObject()
        var hatch: Int32?
        for (member, value) in members(of: object) {
            switch member {
            case "argNum":
                if let number = integer(value, member) { substitution[member] = .number(String(number)) }
            case "formatSpecifier":
                if let text = string(value, member) { substitution[member] = .string(text) }
            case TranslationsFormat.escapeHatch:
                hatch = self.object(value, .key(member))
            default:
                guard TranslationsFormat.pluralCategories.contains(member) else {
                    unknown(member, JSONFieldMessages.unknownMember(
                        "field", describe(member), "in substitution \(describe(name))",
                        expected: ["argNum", "formatSpecifier"] + TranslationsFormat.pluralCategories))
                    continue
                }
                path.append(.key(member))
                if let child = content(value, language: language) { plural.append(member, .object(child)) }
                path.removeLast()
            }
        }
        if !plural.isEmpty { substitution["variations"] = .object(BuiltJSONObject([("plural", .object(plural))])) }
        if let hatch { merge(hatch, into: &substitution, at: path + [.key(TranslationsFormat.escapeHatch)]) }
        return substitution
    }

    // MARK: The escape hatch

    /// Merges raw catalog JSON (the object `hatch`) into a generated object: objects merge member
    /// by member, anything else must not already be set by the format.
    private mutating func merge(_ hatch: Int32, into object: inout BuiltJSONObject, at hatchPath: [JSONPathComponent]) {
        for (member, value) in members(of: hatch) {
            guard let existing = object[member] else {
                object[member] = BuiltJSON(scanned: value, in: tree)
                continue
            }
            if case .object(var existingObject) = existing, tree.kind(of: value) == .object {
                merge(value, into: &existingObject, at: hatchPath + [.key(member)])
                object[member] = .object(existingObject)
            } else {
                let place = JSONPath(hatchPath + [.key(member)])
                malformed.append(map.diagnostic(
                    .invalidValue,
                    "\(describe(member)) under '\(TranslationsFormat.escapeHatch)' sets what the format already sets here; keep one of them",
                    file: file, at: place, atKey: true))
            }
        }
    }
}

/// What a chunk of `TranslationsDecoder.entries` decoded.
private struct DecodedChunk {
    var entries: BuiltJSONObject
    var malformed: [ReadDiagnostic]
    var unknownFields: [TranslationsDecoder.UnknownField]
}
