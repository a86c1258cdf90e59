/// A value passed to a localized string's format: what `%lld`, `%.1f` or `%@` print.
///
/// Integers and floating-point numbers keep their type, so that a plural form is chosen from the
/// number itself (`1.5` is `other` in English, `one` in French) and printed with the locale's
/// digits and separators. Pass Swift values directly: every integer type, `Double`, `Float`,
/// `String` and `Substring` convert (`LocalizedArgumentConvertible`).
public enum LocalizedArgument: Sendable, Hashable, CustomStringConvertible {
    /// A signed integer (any of Swift's signed integer types).
    case int(Int64)
    /// An unsigned integer that may not fit `Int64`.
    case uint(UInt64)
    /// A floating-point number.
    case double(Double)
    /// A text, for `%@` (and `%s`, `%S`).
    case string(String)

    /// The value as `%@` prints it.
    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return value
        }
    }
}

extension LocalizedArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}

/// A Swift value that can be a format argument.
public protocol LocalizedArgumentConvertible {
    /// The value as a format argument.
    var localizedArgument: LocalizedArgument { get }
}

extension LocalizedArgument: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { self }
}

extension Int: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension Int8: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension Int16: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension Int32: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension Int64: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(self) }
}
extension UInt: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .uint(UInt64(self)) }
}
extension UInt8: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension UInt16: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension UInt32: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .int(Int64(self)) }
}
extension UInt64: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .uint(self) }
}
extension Double: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .double(self) }
}
extension Float: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .double(Double(self)) }
}
extension String: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .string(self) }
}
extension Substring: LocalizedArgumentConvertible {
    public var localizedArgument: LocalizedArgument { .string(String(self)) }
}
