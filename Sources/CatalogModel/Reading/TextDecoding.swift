#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the bytes of a file were encoded. Xcode writes UTF-8 without a byte order mark; the
/// others are read (with a warning) and written back as canonical UTF-8.
public enum TextEncoding: String, Sendable, Hashable {
    case utf8
    case utf8WithBOM = "UTF-8 with a byte order mark"
    case utf16LittleEndian = "UTF-16 little-endian"
    case utf16BigEndian = "UTF-16 big-endian"
}

/// Turns a file's bytes into UTF-8 without a byte order mark.
enum TextDecoding {
    struct Decoded {
        var utf8: [UInt8]
        var encoding: TextEncoding
    }

    enum Failure: Error {
        /// A code unit that is no part of a character (a lone surrogate), or a last odd byte, at
        /// the byte `offset` of the file and at `location` in the text before it.
        case invalidUTF16(offset: Int, location: SourceLocation)
        /// A UTF-32 byte order mark (`FF FE 00 00` or `00 00 FE FF`): JSON is never UTF-32 for Xcode.
        case utf32
    }

    /// Whether `decode` takes these bytes as they are: no UTF-8 byte order mark, not UTF-16.
    static func isPlainUTF8(_ bytes: [UInt8]) -> Bool {
        let count = bytes.count
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { return false }
        if count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) { return false }
        if count >= 2 && count % 2 == 0 && ((bytes[0] == 0) != (bytes[1] == 0)) { return false }
        return true
    }

    static func decode(_ data: Data) throws -> Decoded {
        let count = data.count
        func byte(_ index: Int) -> UInt8 { data[data.startIndex + index] }
        if count >= 3 && byte(0) == 0xEF && byte(1) == 0xBB && byte(2) == 0xBF {
            return Decoded(utf8: [UInt8](data.dropFirst(3)), encoding: .utf8WithBOM)
        }
        if count >= 4 && ((byte(0) == 0xFF && byte(1) == 0xFE && byte(2) == 0 && byte(3) == 0)
            || (byte(0) == 0 && byte(1) == 0 && byte(2) == 0xFE && byte(3) == 0xFF)) {
            throw Failure.utf32
        }
        if count >= 2 && byte(0) == 0xFF && byte(1) == 0xFE {
            return Decoded(utf8: try transcode(data, from: 2, bigEndian: false), encoding: .utf16LittleEndian)
        }
        if count >= 2 && byte(0) == 0xFE && byte(1) == 0xFF {
            return Decoded(utf8: try transcode(data, from: 2, bigEndian: true), encoding: .utf16BigEndian)
        }
        // UTF-16 without a byte order mark: JSON starts with an ASCII character, so one of the
        // first two bytes is zero.
        if count >= 2 && count % 2 == 0 {
            if byte(0) == 0 && byte(1) != 0 {
                return Decoded(utf8: try transcode(data, from: 0, bigEndian: true), encoding: .utf16BigEndian)
            }
            if byte(0) != 0 && byte(1) == 0 {
                return Decoded(utf8: try transcode(data, from: 0, bigEndian: false), encoding: .utf16LittleEndian)
            }
        }
        return Decoded(utf8: [UInt8](data), encoding: .utf8)
    }

    private static func transcode(_ data: Data, from start: Int, bigEndian: Bool) throws -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity((data.count - start) / 2)
        var index = data.startIndex + start
        while index + 1 < data.endIndex {
            let first = UInt16(data[index])
            let second = UInt16(data[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        // Code units read so far (a character beyond U+FFFF is two).
        var position = 0
        func failure(at offset: Int) -> Failure {
            .invalidUTF16(offset: offset, location: TextLines.location(
                ofOffset: output.count, in: output, starts: TextLines.starts(of: output)))
        }
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                position += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                break loop
            case .error:
                throw failure(at: start + position * 2)
            }
        }
        if (data.count - start) % 2 != 0 {
            throw failure(at: data.count - 1)
        }
        return output
    }
}
