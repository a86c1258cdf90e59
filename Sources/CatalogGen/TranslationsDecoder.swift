import CatalogModel
import Foundation

/// Turns a parsed `translations.json` into the catalog's JSON object tree (the shape Xcode writes),
/// checking types and forms with positions. The tree then goes through `CatalogReader`, so the
/// catalog model is decoded by the one decoder the project has.
struct TranslationsDecoder {
    /// A member the format does not know: reported as `gen-unknown-field` and left out.
    struct UnknownField {
        var path: JSONPath
        var message: String
    }

    let file: String
    let map: JSONSourceMap
    /// Problems that leave no sensible catalog to generate (wrong types, ambiguous forms).
    private(set) var malformed: [ReadDiagnostic] = []
    private(set) var unknownFields: [UnknownField] = []
    private var path: [JSONPathComponent] = []

    init(file: String, map: JSONSourceMap) {
        self.file = file
        self.map = map
    }

    // MARK: Problems

    private mutating func fail(_ message: String, at components: [JSONPathComponent], kind: ReadDiagnostic.Kind = .wrongType) {
        malformed.append(map.diagnostic(kind, message, file: file, at: JSONPath(components)))
    }

    /// A wrong type of the value at `components`, named `name` in the message.
    private mutating func failType(expected: String, for name: String, at components: [JSONPathComponent]) {
        fail(JSONFieldMessages.wrongType(expected: expected, for: name, found: kindName(at: components)), at: components)
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

    private func kindName(at components: [JSONPathComponent]) -> String {
        map.kind(at: JSONPath(components))?.phrase ?? "nothing"
    }

    // MARK: Scalars (checked against the text, so `true` and `1` are told apart)

    private mutating func string(_ value: Any, _ member: String) -> String? {
        guard let text = value as? String else {
            failType(expected: "a string", for: describe(member), at: path + [.key(member)])
            return nil
        }
        return text
    }

    /// A string, or `NSNull` for `null` (a member the catalog leaves out); `nil` after an error.
    private mutating func stringOrNull(_ value: Any, _ member: String) -> Any? {
        if value is NSNull { return NSNull() }
        guard let text = value as? String else {
            failType(expected: "a string or null", for: describe(member), at: path + [.key(member)])
            return nil
        }
        return text
    }

    private mutating func boolean(_ value: Any, _ member: String) -> Bool? {
        let here = path + [.key(member)]
        switch map.kind(at: JSONPath(here)) {
        case .true: return true
        case .false: return false
        default:
            failType(expected: "true or false", for: describe(member), at: here)
            return nil
        }
    }

    private mutating func integer(_ member: String) -> Int? {
        let here = path + [.key(member)]
        switch map.integer(at: JSONPath(here)) {
        case .success(let integer):
            return integer
        case .failure(let problem):
            fail(JSONFieldMessages.integerProblem(problem, for: describe(member)), at: here, kind: problem.kind)
            return nil
        }
    }

    private mutating func object(_ value: Any, _ member: JSONPathComponent, what: String = "an object") -> JSONObject? {
        guard let object = value as? JSONObject else {
            failType(expected: what, for: "\(member)", at: path + [member])
            return nil
        }
        return object
    }

    // MARK: Levels

    /// The catalog for the whole document.
    mutating func catalog(_ top: JSONObject) -> JSONObject {
        var catalog: JSONObject = ["version": TranslationsFormat.defaultVersion, "strings": JSONObject()]
        var hatch: JSONObject?
        for (member, value) in top {
            switch member {
            case "$schema":
                _ = string(value, member)
            case "sourceLanguage", "version":
                guard let text = stringOrNull(value, member) else { continue }
                catalog[member] = text is NSNull ? nil : text
            case "strings":
                guard let strings = object(value, "strings") else { continue }
                path.append("strings")
                catalog["strings"] = entries(strings)
                path.removeLast()
            case TranslationsFormat.escapeHatch:
                hatch = object(value, .key(member))
            default:
                unknown(member, JSONFieldMessages.unknownMember(
                    "field", describe(member), "at the top level", expected: TranslationsFormat.topLevelFields))
            }
        }
        if let hatch { merge(hatch, into: &catalog, at: [.key(TranslationsFormat.escapeHatch)]) }
        return catalog
    }

    /// The keys' entries. Keys are independent: many are decoded in chunks on all cores, each
    /// chunk by a copy of this decoder, whose problems are joined afterwards (in any order: they
    /// are reported sorted by position).
    private mutating func entries(_ strings: JSONObject) -> JSONObject {
        let members = Array(strings)
        let chunking = Chunking.automatic(itemsPerChunk: Self.keysPerChunk)
        guard chunking.chunkCount(for: members.count) > 1 else {
            var entries: JSONObject = [:]
            entries.reserveCapacity(members.count)
            for (key, entryValue) in members {
                if let entry = entry(entryValue, key: key) { entries[key] = entry }
            }
            return entries
        }
        var template = self
        template.malformed = []
        template.unknownFields = []
        let shared = ImmutableJSON(members)
        let chunks = Parallel.map(count: members.count, chunking: chunking) { [template] range in
            var decoder = template
            var entries: JSONObject = [:]
            entries.reserveCapacity(range.count)
            for (key, entryValue) in shared.value[range] {
                if let entry = decoder.entry(entryValue, key: key) { entries[key] = entry }
            }
            return ImmutableJSON(DecodedChunk(entries: entries, malformed: decoder.malformed, unknownFields: decoder.unknownFields))
        }
        var entries: JSONObject = [:]
        entries.reserveCapacity(members.count)
        for chunk in chunks.map(\.value) {
            entries.merge(chunk.entries) { _, last in last }
            malformed += chunk.malformed
            unknownFields += chunk.unknownFields
        }
        return entries
    }

    /// Sources with fewer keys than twice this are decoded on one core.
    static let keysPerChunk = 128

    private mutating func entry(_ value: Any, key: String) -> JSONObject? {
        guard let object = object(value, .key(key), what: "an object (the key's comment and languages)") else {
            return nil
        }
        path.append(.key(key))
        defer { path.removeLast() }
        var entry: JSONObject = [:]
        var localizations: JSONObject = [:]
        var hatch: JSONObject?
        for (member, value) in object {
            switch member {
            case "comment", "extractionState":
                if let text = string(value, member) { entry[member] = text }
            case "isCommentAutoGenerated", "shouldTranslate":
                if let flag = boolean(value, member) { entry[member] = flag }
            case TranslationsFormat.escapeHatch:
                hatch = self.object(value, .key(member))
            default:
                guard TranslationsFormat.isLanguage(member) else {
                    unknown(member, "unknown field \(describe(member)) in key \(describe(key)): neither a field (\(TranslationsFormat.entryFields.map { "'\($0)'" }.joined(separator: ", "))) nor a language tag such as 'de' or 'pt-BR'")
                    continue
                }
                path.append(.key(member))
                if let localization = content(value, language: member) { localizations[member] = localization }
                path.removeLast()
            }
        }
        if !localizations.isEmpty { entry["localizations"] = localizations }
        if let hatch { merge(hatch, into: &entry, at: path + [.key(TranslationsFormat.escapeHatch)]) }
        return entry
    }

    /// A language's value, or a plural or device case: a string, an array of strings, or an object
    /// of one form. `path` points at it.
    private mutating func content(_ value: Any, language: String) -> JSONObject? {
        if let text = value as? String {
            return ["stringUnit": ["state": "translated", "value": text] as JSONObject]
        }
        if let array = value as? [Any] {
            guard let values = strings(array) else { return nil }
            return ["stringSet": ["state": "translated", "values": values] as JSONObject]
        }
        guard let object = value as? JSONObject else {
            failType(expected: "a string, an array of strings or an object", for: "\(path.last!)", at: path)
            return nil
        }
        return content(object: object, language: language)
    }

    private mutating func strings(_ array: [Any]) -> [String]? {
        var values: [String] = []
        for (index, element) in array.enumerated() {
            guard let text = element as? String else {
                fail(JSONFieldMessages.wrongElementType(
                        expected: "a string", in: "the string set", found: kindName(at: path + [.index(index)])),
                     at: path + [.index(index)])
                return nil
            }
            values.append(text)
        }
        return values
    }

    /// The form an object has, decided by its members; reports members of two forms.
    private mutating func form(of object: JSONObject) -> TranslationsFormat.Form? {
        var decided: (member: String, form: TranslationsFormat.Form)?
        // In file order, so that the second form is the one reported.
        for (member, _) in map.members(of: JSONPath(path)) where object[member] != nil {
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

    private mutating func content(object: JSONObject, language: String) -> JSONObject? {
        guard let form = form(of: object) else { return nil }
        var localization: JSONObject = [:]
        var hatch: JSONObject?
        var unit: JSONObject = [:]
        var variations: JSONObject = [:]
        for (member, value) in object {
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
                if let text = string(value, member) { unit["value"] = text }
            case "values":
                guard let array = value as? [Any] else {
                    failType(expected: "an array of strings", for: describe(member), at: path + [.key(member)])
                    continue
                }
                path.append("values")
                if let values = strings(array) { unit["values"] = values }
                path.removeLast()
            case "state":
                if let state = stringOrNull(value, member) { unit["state"] = state }
            case "substitutions":
                guard let names = self.object(value, "substitutions") else { continue }
                path.append("substitutions")
                var substitutions: JSONObject = [:]
                for (name, substitutionValue) in names {
                    if let substitution = substitution(substitutionValue, name: name, language: language) {
                        substitutions[name] = substitution
                    }
                }
                path.removeLast()
                localization["substitutions"] = substitutions
            case "device":
                guard let devices = self.object(value, "device", what: "an object of device forms") else { continue }
                path.append("device")
                var cases: JSONObject = [:]
                for (device, caseValue) in devices {
                    guard TranslationsFormat.deviceNames.contains(device) else {
                        unknown(device, JSONFieldMessages.unknownMember(
                            "device", describe(device), expected: TranslationsFormat.deviceNames))
                        continue
                    }
                    path.append(.key(device))
                    if let child = content(caseValue, language: language) { cases[device] = child }
                    path.removeLast()
                }
                path.removeLast()
                variations["device"] = cases
            default:  // a plural category
                path.append(.key(member))
                if let child = content(value, language: language) {
                    var cases = variations["plural"] as? JSONObject ?? [:]
                    cases[member] = child
                    variations["plural"] = cases
                }
                path.removeLast()
            }
        }
        switch form {
        case .unit:
            guard unit["value"] != nil else { return nil }
            localization["stringUnit"] = withState(unit)
        case .set:
            guard unit["values"] != nil else { return nil }
            localization["stringSet"] = withState(unit)
        case .plural, .device:
            localization["variations"] = variations
        case .raw:
            break
        }
        if let hatch { merge(hatch, into: &localization, at: path + [.key(TranslationsFormat.escapeHatch)]) }
        return localization
    }

    /// A unit or set: `translated` unless `state` says otherwise; `"state": null` leaves it out.
    private func withState(_ object: JSONObject) -> JSONObject {
        var object = object
        switch object["state"] {
        case nil: object["state"] = "translated"
        case is NSNull: object["state"] = nil
        default: break
        }
        return object
    }

    private mutating func substitution(_ value: Any, name: String, language: String) -> JSONObject? {
        guard let object = object(value, .key(name), what: "an object ('argNum', 'formatSpecifier', plural forms)") else {
            return nil
        }
        path.append(.key(name))
        defer { path.removeLast() }
        var substitution: JSONObject = [:]
        var plural: JSONObject = [:]
        var hatch: JSONObject?
        for (member, value) in object {
            switch member {
            case "argNum":
                if let number = integer(member) { substitution[member] = number }
            case "formatSpecifier":
                if let text = string(value, member) { substitution[member] = text }
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
                if let child = content(value, language: language) { plural[member] = child }
                path.removeLast()
            }
        }
        if !plural.isEmpty { substitution["variations"] = ["plural": plural] as JSONObject }
        if let hatch { merge(hatch, into: &substitution, at: path + [.key(TranslationsFormat.escapeHatch)]) }
        return substitution
    }

    // MARK: The escape hatch

    /// Merges raw catalog JSON into a generated object: objects merge member by member, anything
    /// else must not already be set by the format.
    private mutating func merge(_ hatch: JSONObject, into object: inout JSONObject, at hatchPath: [JSONPathComponent]) {
        for (member, value) in hatch {
            guard let existing = object[member] else {
                object[member] = value
                continue
            }
            if var existingObject = existing as? JSONObject, let valueObject = value as? JSONObject {
                merge(valueObject, into: &existingObject, at: hatchPath + [.key(member)])
                object[member] = existingObject
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
    var entries: JSONObject
    var malformed: [ReadDiagnostic]
    var unknownFields: [TranslationsDecoder.UnknownField]
}
