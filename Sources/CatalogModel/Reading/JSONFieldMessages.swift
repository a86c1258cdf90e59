/// The one wording of problems with the values of a JSON document, and where they are reported,
/// for every reader of typed values with positions: the catalog model (`ModelDecoder`), the lint
/// configuration and baseline (`JSONFieldReader`) and `translations.json` (`TranslationsDecoder`).
/// They read integers one way too: `JSONInteger`.
///
/// How a member is named is the caller's: `'comment'` in catalogs and configurations,
/// `"comment"` in `translations.json`, whose keys are the user's own strings.
package enum JSONFieldMessages {
    /// `expected a string for 'comment', found a number`.
    package static func wrongType(expected: String, for name: String, found: String) -> String {
        "expected \(expected) for \(name), found \(found)"
    }

    /// `expected a string in 'values', found a number`: for an element of an array.
    package static func wrongElementType(expected: String, in array: String, found: String) -> String {
        "expected \(expected) in \(array), found \(found)"
    }

    /// `a stringUnit must have a 'value' string`.
    package static func missingField(_ field: String, _ expected: String, in container: String) -> String {
        "\(container) must have a '\(field)' \(expected)"
    }

    /// `unknown setting 'level' in 'placeholder-size' (expected 'severity', 'states')`; the noun
    /// says what the members of the document are called ("setting", "field"), and `place` where
    /// the member is ("in 'ignore'", "at the top level").
    package static func unknownMember(
        _ noun: String, _ name: String, _ place: String? = nil, expected: [String]
    ) -> String {
        let within = place.map { " \($0)" } ?? ""
        return "unknown \(noun) \(name)\(within) (expected \(expected.map { "'\($0)'" }.joined(separator: ", ")))"
    }

    /// `expected an integer for 'argNum', found 1.5`, or
    /// `99999999999999999999 is out of range for 'argNum' (expected an integer from 1 to 9223372036854775807)`.
    package static func integerProblem(
        _ problem: JSONInteger.Problem, for name: String, expected: String = "an integer"
    ) -> String {
        switch problem {
        case .notANumber(let found), .notAnInteger(let found):
            return wrongType(expected: expected, for: name, found: found)
        case .outOfRange(let text, let range):
            let bounds = range == Int.min...Int.max ? "" : " from \(range.lowerBound) to \(range.upperBound)"
            return "\(text) is out of range for \(name) (expected an integer\(bounds))"
        }
    }
}

extension JSONSourceMap {
    /// The location of the value at `path` (or, `atKey`, of its key) or, when it is missing, of
    /// the nearest value that exists: where a problem with it is reported.
    package func problemLocation(of path: JSONPath, atKey: Bool = false) -> SourceLocation {
        (atKey ? keyLocation(of: path) : valueLocation(of: path)) ?? nearestLocation(of: path)
    }

    /// A diagnostic about the value at `path` (or, `atKey`, its key), at `problemLocation(of:atKey:)`.
    package func diagnostic(
        _ kind: ReadDiagnostic.Kind, _ message: String, file: String, at path: JSONPath, atKey: Bool = false
    ) -> ReadDiagnostic {
        ReadDiagnostic(kind, message, file: file, at: problemLocation(of: path, atKey: atKey), path: path)
    }
}
