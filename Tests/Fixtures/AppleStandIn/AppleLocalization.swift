// A test-only stand-in for the Apple API that generated accessors use, declared with the signatures of
// Apple's Foundation (macOS 13, iOS 16): `LocalizedStringResource`, its `BundleDescription`,
// `String.LocalizationValue` and its interpolations, and `String(localized:)`. Linux has none of them,
// so Scripts/test-integrations type-checks the generated Apple branch (`-D XCSTRINGS_ACCESSORS_APPLE`)
// against these declarations: a misspelt call or label fails here. The bodies do nothing.
// Nothing else is declared, so that code using any other Apple API fails to type-check too.
import Foundation

public struct LocalizedStringResource {
    public enum BundleDescription {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }

    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.init("", defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle, comment: comment)
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
}

/// Apple's protocol of the values `String.LocalizationValue` interpolates as numbers (Int, Int32,
/// UInt, UInt32, Double, Float and the other fixed-width integers).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension String {
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        public struct StringInterpolation: StringInterpolationProtocol {
            var format = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { format += literal }
            public mutating func appendInterpolation(_ string: String) { format += "%@" }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { format += value._specifier }
        }

        var format: String

        public init(_ value: String) { format = value }
        public init(stringLiteral value: String) { format = value }
        public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }
    }

    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.format
    }
}
