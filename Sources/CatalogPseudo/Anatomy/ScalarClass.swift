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
    /// Unicode white space; ASCII's (`\t`…`\r` and the space) without a property look-up.
    var isWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
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
