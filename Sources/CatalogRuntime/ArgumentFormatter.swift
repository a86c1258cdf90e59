import FormatSpecifiers
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes one argument as its specifier asks, the way Foundation's localized formatting
/// (`String.localizedStringWithFormat`, `String(format:locale:)`) writes it: C's `printf` rules for
/// flags, width, precision and length, with decimal numbers in the locale's digits, grouping,
/// decimal separator and signs. Hexadecimal, octal, `%a` and `%p` are not localized, as in
/// Foundation.
///
/// Where Foundation differs from C, Foundation is followed: `%05d` pads the digits to five
/// (`00 042`, `-00 042` in French), grouping the zeros too; the space flag (`% d`, `% f`, in text
/// such as "50% off") adds no space to a localized number; `#` changes no `%f`, `%e` or `%g`
/// (`%#.0f` of 2 is `2`, `%#g` of 1.5 is `1.5`); `%a` is C's with the locale's decimal separator.
///
/// Widths, and the precisions of numbers, beyond `maximumAmount` are taken as `maximumAmount`:
/// Foundation pads to any width, but a width of a billion (a translator's typo, or a `*` argument
/// gone wrong) would hang the app and exhaust its memory. A negative `*` precision is taken as
/// none, as in C.
enum ArgumentFormatter {
    /// The largest width or precision written; larger ones are taken as this.
    static let maximumAmount = 1000

    /// The text of `argument` for `specifier`, or `nil` when the argument is not of the kind the
    /// specifier prints (a text for `%lld`, a fraction for `%d`).
    static func format(
        _ argument: LocalizedArgument, as specifier: FormatSpecifier, width: Int?, precision: Int?,
        symbols: NumberSymbols
    ) -> String? {
        var flags = specifier.flags
        var width = width
        if let given = width, given < 0 {  // a negative `*` width means left-justified
            flags.insert(.leftJustify)
            width = Int(clamping: given.magnitude)
        }
        width = width.map { min($0, maximumAmount) }
        // A negative `*` precision means none; a text's precision only cuts it, and is not capped.
        let isText = ["s", "S"].contains(specifier.conversion)
        let precision = precision.flatMap { $0 < 0 ? nil : isText ? $0 : min($0, maximumAmount) }
        let body: String
        switch specifier.conversion {
        case "d", "i", "D":
            guard let bits = integerBits(argument) else { return nil }
            let value = signedValue(bits, size: specifier.integerSize ?? .int32)
            return decimal(
                magnitude: value.magnitude, negative: value < 0, flags: flags, width: width, precision: precision,
                symbols: symbols)
        case "u", "U":
            guard let bits = integerBits(argument) else { return nil }
            return decimal(
                magnitude: unsignedValue(bits, size: specifier.integerSize ?? .int32), negative: false, flags: flags,
                width: width, precision: precision, symbols: symbols)
        case "x", "X", "o", "O":
            guard let bits = integerBits(argument) else { return nil }
            return radix(
                unsignedValue(bits, size: specifier.integerSize ?? .int32), conversion: specifier.conversion,
                flags: flags, width: width, precision: precision)
        case "f", "F", "e", "E", "g", "G":
            guard let value = doubleValue(argument) else { return nil }
            return floating(
                value, conversion: specifier.conversion, flags: flags, width: width, precision: precision,
                symbols: symbols)
        case "a", "A":
            guard let value = doubleValue(argument) else { return nil }
            return cFormat(value, conversion: specifier.conversion, flags: flags, width: width, precision: precision)
                .replacingOccurrences(of: ".", with: symbols.decimalSeparator)
        case "c", "C":
            guard let scalar = character(argument, wide: specifier.conversion == "C") else { return nil }
            body = String(Character(scalar))
        case "p":
            guard let bits = integerBits(argument) else { return nil }
            body = "0x" + String(UInt64(bitPattern: bits), radix: 16)
        case "@":
            // An object's description, whole: Foundation ignores a width and a precision here.
            return argument.description
        default:  // s, S
            var text = argument.description
            if let precision, precision < text.count { text = String(text.prefix(precision)) }
            body = text
        }
        return padded(body, width: width, leftJustified: flags.contains(.leftJustify))
    }

    // MARK: - Arguments

    /// The argument as an integer: integers, and floating-point numbers without a fraction.
    static func integerBits(_ argument: LocalizedArgument) -> Int64? {
        switch argument {
        case .int(let value): return value
        case .uint(let value): return Int64(bitPattern: value)
        case .double(let value):
            guard value.isFinite, value == value.rounded(.towardZero), let exact = Int64(exactly: value) else { return nil }
            return exact
        case .string: return nil
        }
    }

    /// The argument as a floating-point number: any number.
    static func doubleValue(_ argument: LocalizedArgument) -> Double? {
        switch argument {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        case .string: return nil
        }
    }

    /// The value C reads for a signed integer of `size` (wrapping, as the C call does).
    static func signedValue(_ bits: Int64, size: IntegerSize) -> Int64 {
        switch size {
        case .int8: return Int64(Int8(truncatingIfNeeded: bits))
        case .int16: return Int64(Int16(truncatingIfNeeded: bits))
        case .int32: return Int64(Int32(truncatingIfNeeded: bits))
        case .int64: return bits
        }
    }

    /// The value C reads for an unsigned integer of `size`.
    static func unsignedValue(_ bits: Int64, size: IntegerSize) -> UInt64 {
        switch size {
        case .int8: return UInt64(UInt8(truncatingIfNeeded: bits))
        case .int16: return UInt64(UInt16(truncatingIfNeeded: bits))
        case .int32: return UInt64(UInt32(truncatingIfNeeded: bits))
        case .int64: return UInt64(bitPattern: bits)
        }
    }

    private static func character(_ argument: LocalizedArgument, wide: Bool) -> Unicode.Scalar? {
        switch argument {
        case .string(let text):
            let scalars = text.unicodeScalars
            return scalars.count == 1 ? scalars.first : nil
        default:
            guard let bits = integerBits(argument) else { return nil }
            if wide { return Unicode.Scalar(UInt16(truncatingIfNeeded: bits)) ?? "\u{FFFD}" }
            return Unicode.Scalar(UInt8(truncatingIfNeeded: bits))
        }
    }

    // MARK: - Numbers

    private static func sign(negative: Bool, flags: FormatFlags, symbols: NumberSymbols) -> String {
        if negative { return symbols.minusSign }
        return flags.contains(.sign) ? symbols.plusSign : ""
    }

    /// `%d`, `%u`: grouped, in the locale's digits.
    private static func decimal(
        magnitude: UInt64, negative: Bool, flags: FormatFlags, width: Int?, precision: Int?, symbols: NumberSymbols
    ) -> String {
        var digits = Array(String(magnitude).utf8)
        var minimum = precision ?? 0
        if precision == nil, flags.contains(.zeroPad), !flags.contains(.leftJustify), let width { minimum = width }
        if digits.count < minimum { digits = Array(repeating: UInt8(ascii: "0"), count: minimum - digits.count) + digits }
        let text = sign(negative: negative, flags: flags, symbols: symbols) + symbols.integerText(digits)
        return padded(text, width: width, leftJustified: flags.contains(.leftJustify))
    }

    /// `%x`, `%X`, `%o`: C's, not localized.
    private static func radix(
        _ value: UInt64, conversion: Unicode.Scalar, flags: FormatFlags, width: Int?, precision: Int?
    ) -> String {
        let octal = conversion == "o" || conversion == "O"
        var digits = String(value, radix: octal ? 8 : 16, uppercase: conversion == "X")
        if let precision, digits.count < precision {
            digits = String(repeating: "0", count: precision - digits.count) + digits
        }
        var prefix = ""
        if flags.contains(.alternate) {
            if octal, !digits.hasPrefix("0") { digits = "0" + digits }
            if !octal, value != 0 { prefix = conversion == "X" ? "0X" : "0x" }
        }
        if precision == nil, flags.contains(.zeroPad), !flags.contains(.leftJustify), let width,
            prefix.count + digits.count < width
        {
            digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
        }
        return padded(prefix + digits, width: width, leftJustified: flags.contains(.leftJustify))
    }

    /// `%f`, `%e`, `%g` and their capitals, in the locale's digits and separators.
    private static func floating(
        _ value: Double, conversion: Unicode.Scalar, flags: FormatFlags, width: Int?, precision: Int?,
        symbols: NumberSymbols
    ) -> String {
        let signText = sign(negative: value.sign == .minus && !value.isNaN, flags: flags, symbols: symbols)
        guard value.isFinite else {
            let text = signText + (value.isNaN ? symbols.notANumber : symbols.infinity)
            return padded(text, width: width, leftJustified: flags.contains(.leftJustify))
        }
        // Foundation ignores `#` here, unlike C: no separator after `%#.0f`, `%#g` trims its zeros.
        var digits = DecimalDigits(value)
        let text: String
        switch conversion {
        case "f", "F":
            let places = precision ?? 6
            digits.round(fractionDigits: places)
            text = fixed(digits, places: places, symbols: symbols)
        case "e", "E":
            let places = precision ?? 6
            digits.round(significantDigits: places + 1)
            text = scientific(digits, places: places, symbols: symbols)
        default:  // g, G
            let significant = max(1, precision ?? 6)
            digits.round(significantDigits: significant)
            let exponent = digits.scientificExponent
            if exponent < significant && exponent >= -4 {
                text = trimmed(fixed(digits, places: significant - 1 - exponent, symbols: symbols), symbols: symbols)
            } else {
                text = trimmed(scientific(digits, places: significant - 1, symbols: symbols), symbols: symbols)
            }
        }
        // With `0`, Foundation pads between the sign and the digits, with spaces (`-     3.14`).
        if flags.contains(.zeroPad), !flags.contains(.leftJustify), !signText.isEmpty, let width {
            let padding = width - (signText + text).count
            if padding > 0 { return signText + String(repeating: " ", count: padding) + text }
        }
        return padded(signText + text, width: width, leftJustified: flags.contains(.leftJustify))
    }

    private static func fixed(_ digits: DecimalDigits, places: Int, symbols: NumberSymbols) -> String {
        var text = symbols.integerText(digits.integerDigits)
        if places > 0 {
            text += symbols.decimalSeparator + symbols.digitText(digits.fractionDigits(places)[...])
        }
        return text
    }

    private static func scientific(_ digits: DecimalDigits, places: Int, symbols: NumberSymbols) -> String {
        let significant = digits.significantDigits(places + 1)
        var text = symbols.digitText(significant.prefix(1))
        if places > 0 {
            text += symbols.decimalSeparator + symbols.digitText(significant.dropFirst())
        }
        let exponent = digits.scientificExponent
        var exponentDigits = Array(String(exponent.magnitude).utf8)
        if exponentDigits.count < 2 { exponentDigits.insert(UInt8(ascii: "0"), at: 0) }
        text += symbols.exponentSymbol + (exponent < 0 ? symbols.minusSign : symbols.plusSign)
        text += symbols.digitText(exponentDigits[...])
        return text
    }

    /// `%g`: no trailing zeros after the decimal separator, nor a separator left alone.
    private static func trimmed(_ text: String, symbols: NumberSymbols) -> String {
        guard let separator = text.range(of: symbols.decimalSeparator) else { return text }
        let zero = symbols.digits[0]
        var mantissaEnd = text.endIndex
        if let exponent = text.range(of: symbols.exponentSymbol, range: separator.upperBound..<text.endIndex) {
            mantissaEnd = exponent.lowerBound
        }
        var fraction = text[separator.upperBound..<mantissaEnd]
        while fraction.hasSuffix(zero) { fraction = fraction.dropLast(zero.count) }
        let head = text[..<separator.lowerBound]
        let tail = text[mantissaEnd...]
        return String(head) + (fraction.isEmpty ? "" : symbols.decimalSeparator + fraction) + String(tail)
    }

    /// C's own formatting of one floating-point number (`%a`, `%A`), as Foundation has it done.
    private static func cFormat(
        _ value: Double, conversion: Unicode.Scalar, flags: FormatFlags, width: Int?, precision: Int?
    ) -> String {
        var format = "%"
        for (flag, character) in [(FormatFlags.leftJustify, "-"), (.sign, "+"), (.space, " "), (.alternate, "#"), (.zeroPad, "0")]
        where flags.contains(flag) {
            format += character
        }
        format += (width.map { String($0) } ?? "") + (precision.map { ".\($0)" } ?? "")
        format += String(Character(conversion))
        var buffer = [CChar](repeating: 0, count: 2 * maximumAmount + 100)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        guard count >= 0 else { return String(value) }
        return String(decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `text` padded with spaces to `width` UTF-16 code units, as Foundation counts.
    static func padded(_ text: String, width: Int?, leftJustified: Bool) -> String {
        guard let width, text.utf16.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.utf16.count)
        return leftJustified ? text + padding : padding + text
    }
}
