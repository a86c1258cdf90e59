/// The order Xcode writes the members of an object in (Foundation's
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale: NSLocale.system)`,
/// ICU's root collation), worked out without Foundation for keys of printable ASCII: the catalog's
/// own member names, language tags, rule identifiers, report fields.
///
/// The rules, which the tests check against Foundation on every string of up to two characters
/// and on hundreds of thousands of generated ones:
/// 1. Compare the keys' elements from the left: each character, except that a run of digits is
///    one element, its number. Punctuation and symbols come first, in ICU's order
///    (`␠ _ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # % ` ^ + < = > | ~ $`), then numbers by value,
///    then letters without regard to case. A key that is the start of the other comes first.
/// 2. When every element is equal: the first element that differs in case (lower-case first) or
///    in its number's leading zeros (fewer first) decides.
package enum ASCIIKeyCollation {
    /// Whether `lhs` comes before `rhs`; `nil` when either has a character other than printable
    /// ASCII (then only ICU knows).
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool? {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { a in rhs.withUTF8 { b in precedes(a, b) } }
    }

    /// Whether `key` is printable ASCII, so that `precedes` orders it.
    package static func covers(_ key: String) -> Bool {
        key.utf8.allSatisfy { rank[Int($0)] != nil }
    }

    private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard a.allSatisfy({ rank[Int($0)] != nil }), b.allSatisfy({ rank[Int($0)] != nil }) else { return nil }
        var i = 0, j = 0
        // The first difference in case or leading zeros, should every element be equal:
        // -1 when `a` comes first, 1 when `b` does.
        var tie = 0
        while i < a.count && j < b.count {
            let x = a[i], y = b[j]
            let rankX = rank[Int(x)]!, rankY = rank[Int(y)]!
            if isDigit(x) && isDigit(y) {
                // Numbers: by value (digits after the leading zeros: fewer first, then in order).
                let (startX, zerosX, endX) = digitRun(a, from: i)
                let (startY, zerosY, endY) = digitRun(b, from: j)
                let lengthX = endX - startX, lengthY = endY - startY
                if lengthX != lengthY { return lengthX < lengthY }
                for k in 0..<lengthX where a[startX + k] != b[startY + k] { return a[startX + k] < b[startY + k] }
                if tie == 0 && zerosX != zerosY { tie = zerosX < zerosY ? -1 : 1 }
                i = endX
                j = endY
                continue
            }
            if rankX != rankY { return rankX < rankY }
            // The same letter or the same character: case decides later, if nothing else does.
            if tie == 0 && x != y { tie = x > y ? -1 : 1 }  // lower-case (the larger byte) first
            i += 1
            j += 1
        }
        if i < a.count || j < b.count { return i == a.count }
        return tie < 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The run of digits at `start`: where its significant digits start (after leading zeros, but
    /// keeping one digit), how many zeros lead, and where it ends.
    private static func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int, Int) {
        var end = start
        while end < bytes.count && isDigit(bytes[end]) { end += 1 }
        var first = start
        while first < end - 1 && bytes[first] == 0x30 { first += 1 }
        return (first, first - start, end)
    }

    /// Primary rank of each printable ASCII byte (letters without case, every digit the same);
    /// `nil` for the rest.
    private static let rank: [Int?] = {
        var rank = [Int?](repeating: nil, count: 256)
        let punctuation = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)
        for (index, byte) in punctuation.enumerated() { rank[Int(byte)] = index }
        for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { rank[Int(digit)] = punctuation.count }
        for (index, letter) in (UInt8(ascii: "a")...UInt8(ascii: "z")).enumerated() {
            rank[Int(letter)] = punctuation.count + 1 + index
            rank[Int(letter) - 0x20] = punctuation.count + 1 + index
        }
        return rank
    }()
}
