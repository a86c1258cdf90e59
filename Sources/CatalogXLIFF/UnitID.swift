import CatalogModel

/// One step from a localization to one of its forms, as a trans-unit id names it.
public enum UnitStep: Hashable, Sendable {
    /// `plural.one`: the form for a CLDR plural category.
    case plural(String)
    /// `device.iphone`: the form for a device.
    case device(String)
    /// `substitutions.NAME`: a substitution of the localization; a `plural` step follows.
    case substitution(String)
}

/// The id of a trans-unit as Xcode writes it for String Catalogs: the key alone for a plain
/// value, else the key, `|==|` and the path to the form, steps joined by dots —
/// `KEY|==|plural.one`, `KEY|==|device.iphone.plural.other`,
/// `KEY|==|substitutions.NAME.plural.few`.
public struct UnitID: Hashable, Sendable, CustomStringConvertible {
    /// What separates the key from the path.
    public static let separator = "|==|"

    public var key: String
    public var steps: [UnitStep]

    public init(key: String, steps: [UnitStep] = []) {
        self.key = key
        self.steps = steps
    }

    /// Whether the unit is a form of a substitution (`KEY|==|substitutions.NAME.plural.one`).
    public var isSubstitutionForm: Bool {
        steps.contains { if case .substitution = $0 { return true } else { return false } }
    }

    /// The id as written in the `id` attribute.
    public var description: String {
        steps.isEmpty ? key : key + Self.separator + Self.path(steps)
    }

    /// The dotted path of `steps`: `device.iphone.plural.one`.
    static func path(_ steps: [UnitStep]) -> String {
        steps.map { step in
            switch step {
            case .plural(let name): return "plural." + name
            case .device(let name): return "device." + name
            case .substitution(let name): return "substitutions." + name
            }
        }.joined(separator: ".")
    }

    /// Reads `id`, for a catalog whose keys `isKey` tells. A key that is an id as a whole wins (a
    /// key may contain `|==|`); otherwise the id splits at the last separator whose left side is a
    /// key and whose right side is a path. `nil` when neither works; `keyGuess` then names what
    /// the id most likely meant (for the error).
    public static func parse(_ id: String, isKey: (String) -> Bool) -> UnitID? {
        if isKey(id) { return UnitID(key: id) }
        var searchEnd = id.endIndex
        while let range = id.range(of: separator, options: .backwards, range: id.startIndex..<searchEnd) {
            let key = String(id[..<range.lowerBound])
            if isKey(key), let steps = steps(id[range.upperBound...]) { return UnitID(key: key, steps: steps) }
            searchEnd = range.lowerBound
        }
        return nil
    }

    /// The key an unknown `id` refers to: what precedes the last separator followed by a path.
    public static func keyGuess(_ id: String) -> String {
        var searchEnd = id.endIndex
        while let range = id.range(of: separator, options: .backwards, range: id.startIndex..<searchEnd) {
            if steps(id[range.upperBound...]) != nil { return String(id[..<range.lowerBound]) }
            searchEnd = range.lowerBound
        }
        return id
    }

    /// The steps of a path such as `device.mac.plural.one`, or `nil` when it is not one: plural
    /// categories and device names must be Xcode's, and a substitution ends with its plural form
    /// (its name may contain dots: it runs to the last `.plural.`).
    static func steps(_ path: Substring) -> [UnitStep]? {
        var steps: [UnitStep] = []
        var rest = path
        while !rest.isEmpty {
            if rest.hasPrefix("substitutions.") {
                let body = rest.dropFirst("substitutions.".count)
                guard let plural = body.range(of: ".plural.", options: .backwards) else { return nil }
                let name = body[..<plural.lowerBound]
                let category = String(body[plural.upperBound...])
                guard !name.isEmpty, VariationCaseNames.plural.contains(category) else { return nil }
                return steps + [.substitution(String(name)), .plural(category)]
            }
            let parts = rest.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2 else { return nil }
            let name = String(parts[1])
            switch parts[0] {
            case "plural" where VariationCaseNames.plural.contains(name): steps.append(.plural(name))
            case "device" where VariationCaseNames.device.contains(name): steps.append(.device(name))
            default: return nil
            }
            guard parts.count == 3 else { break }
            rest = parts[2]
            if rest.isEmpty { return nil }
        }
        return steps
    }
}
