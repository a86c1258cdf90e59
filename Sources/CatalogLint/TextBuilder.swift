/// Text made of pieces as UTF-8 bytes, and one string at the end: appending a piece to a `String`
/// costs a few hundred instructions (capacity, uniqueness and encoding checks at each append),
/// copying its bytes a fraction of that. For what is made once per finding: its message, its
/// line in the text report (`Finding.appendTextLine`, `TextReporter`).
struct TextBuilder {
    private(set) var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// The text made.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ piece: String) {
        // The bytes are copied in one piece, a small string's from the stack (through the view,
        // each append took about 220 instructions).
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// One ASCII character, such as `UInt8(ascii: "'")`.
    mutating func appendByte(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Bytes made elsewhere (a chunk of lines made on another core).
    mutating func append(bytes more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    /// Empties the text, keeping its room.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The decimal digits of `number`, as `String(number)` writes them.
    mutating func appendDecimal(_ number: Int) {
        if number < 0 {
            guard number != .min else { return append(String(number)) }
            bytes.append(UInt8(ascii: "-"))
            return appendDecimal(-number)
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
