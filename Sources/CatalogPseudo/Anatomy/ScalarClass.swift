/// How a character next to a Markdown delimiter counts (CommonMark's flanking rules), and the
/// other character tests the scanner uses.
enum ScalarClass: Equatable {
    /// White space, or the start or end of the value.
    case space
    /// Punctuation or a symbol.
    case punctuation
    /// Anything else: letters, digits, marks, format controls (the directional marks).
    case other

    init(_ scalar: Unicode.Scalar?) {
        guard let scalar else { self = .space; return }
        if scalar.properties.isWhitespace {
            self = .space
        } else if scalar.isPunctuationOrSymbol {
            self = .punctuation
        } else {
            self = .other
        }
    }
}

extension Unicode.Scalar {
    /// Unicode white space (the `White_Space` property), without a property look-up: the property
    /// is a short, settled list (a test compares it with `properties.isWhitespace` for every
    /// scalar), and right to left asks it of every scalar of every source value `broken-markup` checks.
    var isWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Unicode categories P* and S*, as CommonMark counts punctuation.
    var isPunctuationOrSymbol: Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// A letter or a digit (in ASCII, `A`–`Z`, `a`–`z` and `0`–`9`: no property look-up).
    var isAlphanumeric: Bool {
        value < 0x80 ? isASCIIAlphanumeric : properties.isAlphabetic || properties.numericType != nil
    }

    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }

    var isASCIIAlphanumeric: Bool { isASCIILetter || (0x30...0x39).contains(value) }

}
