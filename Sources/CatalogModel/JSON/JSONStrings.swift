#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One escape sequence of a JSON string (`\n`, `\u00e9`, `\ud83d\ude00`): the character it
/// stands for and its length in the text. The one place escapes are read: the scan validates
/// with it, decoding and the offsets inside a string use it.
struct JSONEscape {
    /// The character the escape stands for.
    var scalar: Unicode.Scalar
    /// Its length in the text: 2 for `\n`, 6 for `\u00e9`, 12 for a surrogate pair.
    var length: Int

    /// Why the text at a backslash is not an escape.
    enum Failure: Error {
        /// The text ends right after the backslash.
        case truncated
        /// `\u` without four hexadecimal digits.
        case notHexadecimal
        case unpairedLowSurrogate(UInt32)
        case unpairedHighSurrogate(UInt32)
        /// A backslash before a character that JSON does not escape.
        case unknown(UInt8)

        var message: String {
            switch self {
            case .truncated: return "unexpected end of file inside a string: the JSON is truncated"
            case .notHexadecimal: return "invalid \\u escape: expected four hexadecimal digits"
            case .unpairedLowSurrogate(let unit): return "unpaired low surrogate \\u" + String(hexadecimal: unit, digits: 4)
            case .unpairedHighSurrogate(let unit): return "unpaired high surrogate \\u" + String(hexadecimal: unit, digits: 4)
            case .unknown(let byte): return "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string"
            }
        }
    }

    /// Reads the escape whose backslash is at `backslash`.
    static func read(_ b: UnsafeBufferPointer<UInt8>, at backslash: Int) -> Result<JSONEscape, Failure> {
        guard backslash + 1 < b.count else { return .failure(.truncated) }
        let letter = b[backslash + 1]
        let simple: UInt8
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return readUnicode(b, at: backslash)
        default: return .failure(.unknown(letter))
        }
        return .success(JSONEscape(scalar: Unicode.Scalar(simple), length: 2))
    }

    /// Reads a `\uXXXX` escape, or a pair of them that encodes one character as UTF-16 surrogates.
    private static func readUnicode(_ b: UnsafeBufferPointer<UInt8>, at backslash: Int) -> Result<JSONEscape, Failure> {
        guard let unit = hex4(b, backslash + 2) else { return .failure(.notHexadecimal) }
        if unit >= 0xDC00 && unit <= 0xDFFF { return .failure(.unpairedLowSurrogate(unit)) }
        guard unit >= 0xD800 && unit <= 0xDBFF else {
            // Not a surrogate, so a scalar.
            return .success(JSONEscape(scalar: Unicode.Scalar(unit)!, length: 6))
        }
        let second = backslash + 6
        guard second + 5 < b.count, b[second] == UInt8(ascii: "\\"), b[second + 1] == UInt8(ascii: "u"),
            let low = hex4(b, second + 2), low >= 0xDC00 && low <= 0xDFFF
        else { return .failure(.unpairedHighSurrogate(unit)) }
        let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        return .success(JSONEscape(scalar: Unicode.Scalar(scalar)!, length: 12))
    }

    /// The value of the four hexadecimal digits at `start`, or `nil`.
    private static func hex4(_ b: UnsafeBufferPointer<UInt8>, _ start: Int) -> UInt32? {
        guard start + 4 <= b.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            let byte = b[start + k]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

/// JSON strings in the text: decoding them, and finding a decoded offset in the text. Both are
/// safe on strings the scan refused (an invalid escape reads as U+FFFD, the text's end ends the
/// string), though they are meant for strings it accepted.
enum JSONStrings {
    /// Decodes the JSON string whose opening quote is at `quote`.
    static func decode(_ b: UnsafeBufferPointer<UInt8>, quote: Int) -> String {
        let start = quote + 1
        var i = UTF8Scanning.quoteOrBackslash(b, from: start)
        if i >= b.count || b[i] == UInt8(ascii: "\"") {
            return CommonJSONStrings.string(in: b, start: start, count: i - start)
                ?? String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        }
        var out: [UInt8] = Array(b[start..<i])
        while i < b.count && b[i] != UInt8(ascii: "\"") {
            guard b[i] == UInt8(ascii: "\\") else {
                out.append(b[i])
                i += 1
                continue
            }
            switch JSONEscape.read(b, at: i) {
            case .success(let escape):
                UTF8.encode(escape.scalar) { out.append($0) }
                i += escape.length
            case .failure:
                UTF8.encode("\u{FFFD}") { out.append($0) }
                i += 2
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The offset in the text of the byte at UTF-8 offset `decodedOffset` of the decoded string
    /// whose opening quote is at `quote`. An offset beyond the string's end gives its closing
    /// quote (or the end of the text); an offset inside an escape gives the escape's end; an
    /// invalid escape on the way gives its backslash.
    /// How many UTF-8 bytes the string whose opening quote is at `quote` decodes to, counted as
    /// `textOffset` counts them (up to the closing quote, an invalid escape or the end).
    static func decodedLength(_ b: UnsafeBufferPointer<UInt8>, quote: Int) -> Int {
        var raw = quote + 1
        var decoded = 0
        while raw < b.count && b[raw] != UInt8(ascii: "\"") {
            guard b[raw] == UInt8(ascii: "\\") else {
                raw += 1
                decoded += 1
                continue
            }
            guard case .success(let escape) = JSONEscape.read(b, at: raw) else { break }
            raw += escape.length
            decoded += UTF8.width(escape.scalar)
        }
        return decoded
    }

    static func textOffset(_ b: UnsafeBufferPointer<UInt8>, quote: Int, decodedOffset: Int) -> Int {
        textOffset(b, decodedOffset: decodedOffset, from: (quote + 1, 0)).raw
    }

    /// `textOffset(_:quote:decodedOffset:)` counted from `start`, a position in the same string at
    /// or before the one wanted (its byte offset and decoded offset); also returns the position
    /// reached, from which the next, later offset of the string is counted.
    static func textOffset(_ b: UnsafeBufferPointer<UInt8>, decodedOffset: Int, from start: (raw: Int, decoded: Int))
        -> (raw: Int, decoded: Int)
    {
        var raw = start.raw
        var decoded = start.decoded
        while decoded < decodedOffset && raw < b.count && b[raw] != UInt8(ascii: "\"") {
            guard b[raw] == UInt8(ascii: "\\") else {
                raw += 1
                decoded += 1
                continue
            }
            guard case .success(let escape) = JSONEscape.read(b, at: raw) else { break }
            raw += escape.length
            decoded += UTF8.width(escape.scalar)
        }
        return (min(raw, b.count), decoded)
    }
}

// MARK: - Validation during the scan

extension JSONScanner {
    /// Scans the string starting at the quote at `start`; returns the offset after its closing
    /// quote, or `nil` after recording a problem.
    mutating func scanString(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let end = b.count
        var i = start + 1
        while i < end {
            i = UTF8Scanning.skipPlainASCII(b, from: i)
            guard i < end else { break }
            let byte = b[i]
            if byte == UInt8(ascii: "\"") { return i + 1 }
            if byte == UInt8(ascii: "\\") {
                switch JSONEscape.read(b, at: i) {
                case .success(let escape):
                    i += escape.length
                case .failure(.truncated):
                    fail(.truncated, JSONEscape.Failure.truncated.message, at: end)
                    return nil
                case .failure(let failure):
                    fail(.invalidEscape, failure.message, at: i)
                    return nil
                }
                continue
            }
            if byte < 0x20 {
                let name = byte == 0x0A ? "a raw line break" : byte == 0x09 ? "a raw tab" : "raw control character U+" + String(hexadecimal: byte, digits: 4)
                fail(.controlCharacter, "\(name) in a string (it must be escaped, e.g. \\n)", at: i)
                return nil
            }
            if byte < 0x80 {
                i += 1
                continue
            }
            guard let length = UTF8Scanning.sequenceLength(b, i) else {
                fail(.invalidUTF8, "invalid UTF-8 (byte 0x" + String(hexadecimal: byte, digits: 2) + ")", at: i)
                return nil
            }
            i += length
        }
        fail(.truncated, JSONEscape.Failure.truncated.message, at: end)
        return nil
    }
}
