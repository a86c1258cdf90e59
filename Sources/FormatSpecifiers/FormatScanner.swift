// The byte-level scanner behind FormatString.parse. No regex, no String copies: it walks an
// UnsafeBufferPointer<UInt8> from one '%' to the next (found with memchr).

private enum ASCII {
    static let percent = UInt8(ascii: "%")
    static let dollar = UInt8(ascii: "$")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let star = UInt8(ascii: "*")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
}

/// Positions above this are rejected, as CoreFoundation rejects them (`FormatString.argumentNumbers`).
let maximumArgumentPosition = FormatString.argumentNumbers.upperBound

struct FormatScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let allowArgPlaceholder: Bool
    /// Whether a substitution name runs to the next `@` (Foundation) rather than over `[A-Za-z0-9_]`.
    let namesUpToNextAt: Bool
    var specifiers: [FormatSpecifier] = []
    var issues: [FormatIssue] = []
    /// The next sequential (non-positional) argument number. Positions do not move it, as in
    /// CoreFoundation, which numbers a mix of positional and non-positional specifiers this way
    /// (`%@, are you there? %1$@?` prints argument 1 twice).
    private var nextSequential = 1

    init(bytes: UnsafeBufferPointer<UInt8>, allowArgPlaceholder: Bool, namesUpToNextAt: Bool = false) {
        self.bytes = bytes
        self.allowArgPlaceholder = allowArgPlaceholder
        self.namesUpToNextAt = namesUpToNextAt
    }

    private var count: Int { bytes.count }

    private func byte(at index: Int) -> UInt8? { index < count ? bytes[index] : nil }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= ASCII.zero && byte <= ASCII.nine }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             ASCII.zero...ASCII.nine, UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// Whether `byte` may stand in a substitution name read up to the next `@`, as Foundation reads it.
    private static func isFoundationNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case ASCII.at, ASCII.percent, UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"): return false
        default: return true
        }
    }

    /// The number of bytes of the UTF-8 sequence a lead byte starts (1 for ASCII and stray bytes).
    private func scalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xF0...: length = 4
        case 0xE0...: length = 3
        case 0xC0...: length = 2
        default: length = 1
        }
        var end = index + 1
        while end < index + length, end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end - index
    }

    /// Reads digits from `index`; returns the value (saturated well above any valid number) and
    /// the index after the digits.
    private func readNumber(from index: Int) -> (value: Int, end: Int) {
        var value = 0
        var end = index
        while end < count, FormatScanner.isDigit(bytes[end]) {
            if value < 1 << 40 { value = value * 10 + Int(bytes[end] - ASCII.zero) }
            end += 1
        }
        return (value, end)
    }

    // MARK: - Scanning

    mutating func scan(from first: Int) {
        var index = first
        while true {
            index = scanSpecifier(at: index)
            guard let next = FormatString.firstPercent(in: bytes, from: index) else { return }
            index = next
        }
    }

    private mutating func invalid(_ reason: InvalidSpecifierReason, _ range: Range<Int>) {
        issues.append(.invalidSpecifier(range: range, reason: reason))
    }

    /// Scans the specifier whose `%` is at `start`; returns where scanning resumes.
    private mutating func scanSpecifier(at start: Int) -> Int {
        var index = start + 1
        guard index < count else {
            invalid(.incomplete, start..<count)
            return count
        }
        if bytes[index] == ASCII.percent { return index + 1 }  // %%

        if allowArgPlaceholder, index + 3 <= count,
           bytes[index] == UInt8(ascii: "a"), bytes[index + 1] == UInt8(ascii: "r"),
           bytes[index + 2] == UInt8(ascii: "g") {
            specifiers.append(FormatSpecifier(
                range: start..<(index + 3), position: nil, argumentNumber: nil,
                argument: FormatArgument(kind: .substitution, conversion: "@"),
                isArgPlaceholder: true))
            return index + 3
        }

        // The first problem found; scanning goes on to the conversion so the range covers it all.
        var problem: InvalidSpecifierReason?

        // Position: N$
        var position: Int?
        if FormatScanner.isDigit(bytes[index]) {
            let (value, end) = readNumber(from: index)
            if byte(at: end) == ASCII.dollar {
                if value == 0 {
                    problem = problem ?? .zeroPosition
                } else if value > maximumArgumentPosition {
                    problem = problem ?? .numberOutOfRange
                } else {
                    position = value
                }
                index = end + 1
            }
        }

        // Substitution token: #@name@
        if byte(at: index) == ASCII.hash, byte(at: index + 1) == ASCII.at {
            let nameStart = index + 2
            var nameEnd = nameStart
            let isName = namesUpToNextAt ? FormatScanner.isFoundationNameByte : FormatScanner.isNameByte
            while nameEnd < count, isName(bytes[nameEnd]) { nameEnd += 1 }
            let closed = byte(at: nameEnd) == ASCII.at
            guard closed, nameEnd > nameStart, problem == nil else {
                invalid(problem ?? .invalidSubstitution, start..<(closed ? nameEnd + 1 : nameEnd))
                return closed ? nameEnd + 1 : nameEnd
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
            let number: Int
            number = position ?? takeSequential()
            specifiers.append(FormatSpecifier(
                range: start..<(nameEnd + 1), position: position, argumentNumber: number,
                argument: FormatArgument(kind: .substitution, conversion: "@", substitutionName: name),
                flags: .alternate, isSubstitution: true, substitutionName: name))
            return nameEnd + 1
        }

        // Flags
        var flags: FormatFlags = []
        flagLoop: while index < count {
            switch bytes[index] {
            case UInt8(ascii: "-"): flags.insert(.leftJustify)
            case UInt8(ascii: "+"): flags.insert(.sign)
            case UInt8(ascii: " "): flags.insert(.space)
            case ASCII.hash: flags.insert(.alternate)
            case ASCII.zero: flags.insert(.zeroPad)
            default: break flagLoop
            }
            index += 1
        }

        // Width and precision: digits, `*` or `*N$`.
        enum AmountSyntax { case fixed(Int), star(position: Int?) }
        func readAmount(at index: inout Int, problem: inout InvalidSpecifierReason?) -> AmountSyntax? {
            if byte(at: index) == ASCII.star {
                index += 1
                guard let next = byte(at: index), FormatScanner.isDigit(next) else { return .star(position: nil) }
                let (value, end) = readNumber(from: index)
                guard byte(at: end) == ASCII.dollar else {
                    problem = problem ?? .malformedWidthOrPrecision
                    index = end
                    return nil
                }
                index = end + 1
                if value == 0 { problem = problem ?? .zeroPosition; return nil }
                if value > maximumArgumentPosition { problem = problem ?? .numberOutOfRange; return nil }
                return .star(position: value)
            }
            guard let next = byte(at: index), FormatScanner.isDigit(next) else { return nil }
            let (value, end) = readNumber(from: index)
            index = end
            if value > Int(Int32.max) { problem = problem ?? .numberOutOfRange }
            return .fixed(value)
        }
        let widthSyntax = readAmount(at: &index, problem: &problem)
        var precisionSyntax: AmountSyntax?
        if byte(at: index) == ASCII.dot {
            index += 1
            precisionSyntax = readAmount(at: &index, problem: &problem) ?? .fixed(0)
        }

        // Length modifier
        var length = LengthModifier.default
        if let first = byte(at: index) {
            let second = byte(at: index + 1)
            switch first {
            case UInt8(ascii: "h"):
                if second == UInt8(ascii: "h") { length = .hh; index += 2 } else { length = .h; index += 1 }
            case UInt8(ascii: "l"):
                if second == UInt8(ascii: "l") { length = .ll; index += 2 } else { length = .l; index += 1 }
            case UInt8(ascii: "q"): length = .q; index += 1
            case UInt8(ascii: "L"): length = .L; index += 1
            case UInt8(ascii: "z"): length = .z; index += 1
            case UInt8(ascii: "t"): length = .t; index += 1
            case UInt8(ascii: "j"): length = .j; index += 1
            default: break
            }
        }

        // Conversion
        guard index < count else {
            invalid(problem ?? .incomplete, start..<count)
            return count
        }
        let conversionByte = bytes[index]
        let end = index + scalarLength(at: index)
        let kind: FormatArgumentKind
        var lengthIsValid: Bool
        switch conversionByte {
        case ASCII.at:
            if flags.contains(.alternate) { problem = problem ?? .invalidSubstitution }
            kind = .object; lengthIsValid = length == .default
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
             UInt8(ascii: "o"), UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            kind = .integer; lengthIsValid = length != .L
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            kind = .float; lengthIsValid = length == .default || length == .l || length == .L
        case UInt8(ascii: "c"):
            kind = .character; lengthIsValid = length == .default || length == .l
        case UInt8(ascii: "C"):
            kind = .character; lengthIsValid = length == .default
        case UInt8(ascii: "s"):
            kind = .cString; lengthIsValid = length == .default || length == .l
        case UInt8(ascii: "S"):
            kind = .cString; lengthIsValid = length == .default
        case UInt8(ascii: "p"):
            kind = .pointer; lengthIsValid = length == .default
        case UInt8(ascii: "n"), UInt8(ascii: "P"):
            invalid(problem ?? .unsupportedConversion, start..<end)
            return end
        case ASCII.percent:
            invalid(problem ?? .percentWithModifiers, start..<end)
            return end
        case UInt8(ascii: "'"):
            // IEEE printf's grouping flag only where a number's specifier follows (`%'lld`); a `%'`
            // before anything else (`'100%' for %@`) is a stray percent sign.
            let reason: InvalidSpecifierReason = FormatString.groupedNumberLength(bytes[end...]) != nil ? .groupingFlag : .unknownConversion
            invalid(problem ?? reason, start..<end)
            return end
        default:
            invalid(problem ?? .unknownConversion, start..<end)
            return end
        }
        if !lengthIsValid { problem = problem ?? .invalidLengthModifier }
        if let problem {
            invalid(problem, start..<end)
            return end
        }

        // A valid specifier: number its arguments (width, precision, value, as CoreFoundation does).
        let range = start..<end
        func amount(_ syntax: AmountSyntax?, scanner: inout FormatScanner) -> FormatAmount? {
            switch syntax {
            case nil: return nil
            case .fixed(let value)?: return .fixed(value)
            case .star(let starPosition)?:
                return .fromArgument(starPosition ?? scanner.takeSequential())
            }
        }
        let width = amount(widthSyntax, scanner: &self)
        let precision = amount(precisionSyntax, scanner: &self)
        let number = position ?? takeSequential()
        let argument = FormatArgument(
            kind: kind, conversion: Unicode.Scalar(conversionByte), lengthModifier: length)
        specifiers.append(FormatSpecifier(
            range: range, position: position, argumentNumber: number, argument: argument,
            flags: flags, width: width, precision: precision))
        return end
    }

    private mutating func takeSequential() -> Int {
        defer { nextSequential += 1 }
        return nextSequential
    }
}
