/// A key and its arguments, written as a string literal with interpolations, as
/// `String.LocalizationValue` is on Apple's systems:
///
/// ```swift
/// localizer.string("\(count) files in \(folder)")   // key "%lld files in %@", arguments [count, folder]
/// ```
///
/// Each interpolation becomes the specifier Xcode extracts for it: `%lld` for `Int` and `Int64`,
/// `%d` for the smaller signed integers, `%llu` for `UInt` and `UInt64`, `%u` for the smaller
/// unsigned ones, `%lf` for `Double`, `%f` for `Float` and `%@` for text. With interpolations, a
/// `%` of the literal text is written `%%` in the key (`"\(n)% done"` is `%lld%% done`); a literal
/// without interpolations is the key as written.
public struct LocalizedKey: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key in the catalog.
    public var key: String
    /// The values of its format specifiers, in order.
    public var arguments: [LocalizedArgument]

    /// A key with explicit arguments.
    public init(_ key: String, arguments: [LocalizedArgument] = []) {
        self.key = key
        self.arguments = arguments
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.key, arguments: stringInterpolation.arguments)
    }

    public var description: String { key }

    /// Builds the key and the arguments of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [LocalizedArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingPercents()
        }

        private mutating func append(_ specifier: String, _ argument: LocalizedArgument) {
            key += specifier
            arguments.append(argument)
        }

        public mutating func appendInterpolation(_ value: Int) { append("%lld", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Int64) { append("%lld", .int(value)) }
        public mutating func appendInterpolation(_ value: Int32) { append("%d", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Int16) { append("%d", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Int8) { append("%d", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: UInt) { append("%llu", .uint(UInt64(value))) }
        public mutating func appendInterpolation(_ value: UInt64) { append("%llu", .uint(value)) }
        public mutating func appendInterpolation(_ value: UInt32) { append("%u", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: UInt16) { append("%u", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: UInt8) { append("%u", .int(Int64(value))) }
        public mutating func appendInterpolation(_ value: Double) { append("%lf", .double(value)) }
        public mutating func appendInterpolation(_ value: Float) { append("%f", .double(Double(value))) }
        public mutating func appendInterpolation(_ value: String) { append("%@", .string(value)) }
        public mutating func appendInterpolation(_ value: Substring) { append("%@", .string(String(value))) }
        /// Any other value is text: its description, for `%@`.
        public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
            append("%@", .string(value.description))
        }
    }
}

extension String {
    /// The text with each `%` doubled, as a literal part of a format string.
    fileprivate func replacingPercents() -> String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var result = ""
        for character in self {
            result.append(character)
            if character == "%" { result.append("%") }
        }
        return result
    }
}
