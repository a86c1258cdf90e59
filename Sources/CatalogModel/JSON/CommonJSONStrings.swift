/// The strings every catalog repeats thousands of times — the format's member names, plural
/// categories, devices, states — each made once. Decoding one of them returns the shared string
/// instead of validating and copying its bytes again: most of the strings a catalog decodes are
/// these, and language codes. A string is found by its bytes, so a match is exactly the string
/// the text holds.
enum CommonJSONStrings {
    /// The strings (at most 16 bytes each).
    static let all: [String] = [
        // Members
        "sourceLanguage", "strings", "version", "comment", "extractionState", "shouldTranslate",
        "localizations", "stringUnit", "stringSet", "state", "value", "values", "variations",
        "substitutions", "argNum", "formatSpecifier",
        // Variation kinds and cases
        "plural", "device", "zero", "one", "two", "few", "many", "other",
        "appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac",
        // States
        "translated", "new", "needs_review", "stale", "manual", "migrated",
        // Format specifiers of substitutions
        "lld", "ld", "d", "lu", "llu", "u", "@", "f", "lf",
        // Language codes with a script or region that Xcode's language list offers (the codes of
        // two lowercase letters are all shared: see `twoLetters`)
        "zh-Hans", "zh-Hant", "zh-HK", "pt-BR", "pt-PT", "en-GB", "en-AU", "en-CA", "en-IN", "en-US",
        "es-419", "es-MX", "es-US", "fr-CA", "de-CH", "sr-Latn", "yue-Hans", "yue-Hant", "fil",
    ]

    /// The shared string whose UTF-8 bytes are `text[start..<start + count]`, or `nil` when it is
    /// not one of `all` (or lies within 16 bytes of the text's end, where it is not looked up).
    @inline(__always)
    static func string(in text: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> String? {
        guard count > 0, count <= 16, start &+ 16 <= text.count else { return nil }
        let table = self.table
        if count == 2 {
            let first = text[start] &- UInt8(ascii: "a"), second = text[start &+ 1] &- UInt8(ascii: "a")
            if first < 26 && second < 26 { return table.twoLetters[Int(first) &* 26 &+ Int(second)] }
        }
        let key = Key(UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped + start), count: count)
        let slot = table.slots[table.index(of: key)]
        return slot.key == key ? slot.string : nil
    }

    /// Up to 16 bytes of text as two words (zero after the string's end), and their count.
    private struct Key: Equatable {
        var low: UInt64
        var high: UInt64
        var count: Int

        /// The `count` bytes at `bytes`; reads 16 bytes, so 16 must be readable.
        @inline(__always)
        init(_ bytes: UnsafeRawPointer, count: Int) {
            // Little-endian on every host, so that the first byte is the low one the masks keep.
            low = UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self))
            high = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (1 &<< UInt64(count &* 8)) &- 1
                high = 0
            } else if count < 16 {
                high &= (1 &<< UInt64((count &- 8) &* 8)) &- 1
            }
            self.count = count
        }

        static let empty = Key(low: 0, high: 0, count: 0)
        private init(low: UInt64, high: UInt64, count: Int) { (self.low, self.high, self.count) = (low, high, count) }
    }

    /// An open table of `all` with no collisions: each string in the slot its key hashes to; and
    /// the 676 strings of two lowercase letters (`de`, `fr`, …), by their letters.
    private struct Table {
        var slots: [(key: Key, string: String?)]
        var multiplier: UInt64
        var twoLetters: [String] = []

        static let bits: UInt64 = 10

        @inline(__always)
        func index(of key: Key) -> Int {
            let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(key.count)) &* multiplier
            return Int(truncatingIfNeeded: mixed >> (64 - Self.bits))
        }
    }

    private static let table: Table = {
        let keys = all.map { string -> Key in
            precondition(string.utf8.count <= 16)
            let padded = Array(string.utf8) + Array(repeating: 0, count: 16)
            return padded.withUnsafeBytes { Key($0.baseAddress!, count: string.utf8.count) }
        }
        precondition(Set(all).count == all.count, "CommonJSONStrings.all has a string twice")
        // Odd multipliers in a fixed order until one puts every string in its own slot (the third
        // does today; a few dozen strings in 1,024 slots collide in about half the tries).
        var multiplier: UInt64 = 0xD6E8_FEB8_6659_FD93
        for _ in 0..<10_000 {
            var table = Table(slots: Array(repeating: (Key.empty, nil), count: 1 << Table.bits), multiplier: multiplier)
            var collided = false
            for (key, string) in zip(keys, all) {
                let index = table.index(of: key)
                if table.slots[index].string != nil { collided = true; break }
                table.slots[index] = (key, string)
            }
            if !collided {
                let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { Character(Unicode.Scalar($0)) }
                table.twoLetters = letters.flatMap { first in letters.map { String([first, $0]) } }
                return table
            }
            multiplier &+= 0x9E37_79B9_7F4A_7C16
        }
        preconditionFailure("CommonJSONStrings: no multiplier puts every string in its own slot")
    }()
}
