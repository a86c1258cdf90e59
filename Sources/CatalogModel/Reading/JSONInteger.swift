/// Reading an integer exactly from a JSON number's text: `9007199254740993` stays itself (a
/// `Double` would round it), and `1.5` or `1e3` are not integers.
package enum JSONInteger {
    /// Why a value is not an integer in the range wanted; each case holds what messages show.
    package enum Problem: Error, Equatable, Sendable {
        /// Not a number: its kind, such as "a string".
        case notANumber(String)
        /// A number that is not written as an integer: its text, such as "1.5".
        case notAnInteger(String)
        /// An integer outside `range` (or outside `Int`).
        case outOfRange(String, ClosedRange<Int>)

        /// A wrong type, or (out of range) an invalid value.
        package var kind: ReadDiagnostic.Kind {
            if case .outOfRange = self { return .invalidValue }
            return .wrongType
        }
    }

    /// The integer that the JSON number `text` denotes, if it is written as one and is in `range`.
    package static func read(number text: String, in range: ClosedRange<Int> = Int.min...Int.max)
        -> Result<Int, Problem>
    {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .failure(.notAnInteger(text))
        }
        guard let value = Int(text), range.contains(value) else { return .failure(.outOfRange(text, range)) }
        return .success(value)
    }
}

extension JSONSourceMap {
    /// The text of the number at `path` as written, or `nil` when there is no number there.
    package func numberText(at path: JSONPath) -> String? {
        guard let start = valueOffset(of: path), kind(at: path) == .number else { return nil }
        return bytes.withUnsafeBufferPointer { JSONNumbers.text(of: $0, at: start) }
    }

    /// The integer at `path`, read exactly from its text; a problem when there is no number there
    /// (its kind, or "nothing"), when it is not written as an integer, or when it is outside `range`.
    package func integer(at path: JSONPath, in range: ClosedRange<Int> = Int.min...Int.max)
        -> Result<Int, JSONInteger.Problem>
    {
        guard let text = numberText(at: path) else { return .failure(.notANumber(kind(at: path)?.phrase ?? "nothing")) }
        return JSONInteger.read(number: text, in: range)
    }
}
