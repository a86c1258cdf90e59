/// What a protected element of a value is: something a pseudo-language (or a translator) must
/// leave exactly as it is.
public enum ElementKind: String, Hashable, Sendable {
    /// A format specifier: `%@`, `%1$lld`, `%.2f`, `%#@name@`, `%arg`.
    case specifier
    /// A `%` of `%%`.
    case percent
    /// A `%` that does not start a valid specifier, with the rest of its word (`%y`, `100%`,
    /// `%#@total.strings@`): how Foundation reads it is uncertain, so nothing in it changes.
    case malformedSpecifier = "malformed specifier"
    /// A backslash and the character after it (`\*`, a literal `\n`).
    case escape
    /// An App Shortcut phrase's variable: `${applicationName}`, `${folder}`. App Intents matches
    /// the phrase with the variable spelled exactly so.
    case variable = "phrase variable"
    /// A Markdown code span: `` `code` ``.
    case code = "code span"
    /// An HTML or XML tag (`<b>`, `</a>`, `<br/>`) or a Markdown autolink (`<https://…>`).
    case tag
    /// An HTML entity: `&amp;`, `&#39;`.
    case entity
    /// The opening of a Markdown link (`[`), image (`![`) or inflection (`^[`).
    case linkOpen = "link opening"
    /// The close of a Markdown link and its destination or attributes: `](https://…)`,
    /// `](inflect: true)`.
    case linkDestination = "link destination"
    /// A Markdown emphasis or strikethrough delimiter: `*`, `**`, `_`, `__`, `~~`.
    case emphasis
    /// A URL: `https://example.com/a`, `www.example.com`.
    case url = "URL"
    /// An e-mail address.
    case email = "e-mail address"
}

/// One protected element of a value: where it is (Unicode scalar indices) and its text.
public struct ProtectedElement: Hashable, Sendable {
    public var kind: ElementKind
    /// The scalars it covers, as indices into the value's Unicode scalars.
    public var range: Range<Int>
    public var text: String
    /// What else must survive: for an emphasis delimiter whether it can open and close (which
    /// the characters around it decide), for a malformed specifier why it is malformed.
    public var detail: String
    /// For an emphasis delimiter: whether it is matched with another one (an opening `**` and its
    /// closing `**`), so that the runtime shows emphasis rather than the delimiter.
    public var isPaired = false

    public init(kind: ElementKind, range: Range<Int>, text: String, detail: String = "") {
        self.kind = kind
        self.range = range
        self.text = text
        self.detail = detail
    }

    /// What must be the same in a pseudo-localized value: everything but the position.
    public var signature: Signature { Signature(kind: kind, text: text, detail: detail) }

    /// An element without its position.
    public struct Signature: Hashable, Sendable {
        public var kind: ElementKind
        public var text: String
        public var detail: String
    }
}

/// Markup that protection cannot find the end of; Apple's runtime shows it as literal text.
public struct MarkupProblem: Hashable, Sendable {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable {
        /// A backtick run without a closing run of the same length.
        case unclosedCode = "unclosed code span"
        /// `**`, `__` or `~~` that opens and is never closed.
        case unclosedEmphasis = "unclosed emphasis"
        /// `](` without the `)` that ends the destination on the same line.
        case unclosedLinkDestination = "unclosed link destination"
        /// `](…)` without the `[` that starts the link text.
        case linkWithoutText = "link without an opening bracket"
        /// `^[…]` not followed by its attributes `(inflect: true)`.
        case inflectionWithoutAttributes = "inflection without attributes"
    }

    public var kind: Kind
    /// Where it starts, as a UTF-8 offset into the value.
    public var utf8Offset: Int
    /// The delimiter concerned: `**`, `](`, `^[`.
    public var delimiter: String

    public init(kind: Kind, utf8Offset: Int, delimiter: String) {
        self.kind = kind
        self.utf8Offset = utf8Offset
        self.delimiter = delimiter
    }

    /// One English sentence on what is wrong and what the user sees.
    public var message: String {
        switch kind {
        case .unclosedCode:
            return "'\(delimiter)' opens a Markdown code span that is never closed, so it is shown as a backtick"
        case .unclosedEmphasis:
            return "'\(delimiter)' opens Markdown emphasis that is never closed, so it is shown as written"
        case .unclosedLinkDestination:
            return "'\(delimiter)' starts a Markdown link destination without its closing ')', so the link is shown as written"
        case .linkWithoutText:
            return "'\(delimiter)' ends a Markdown link text that has no opening '[', so the link is shown as written"
        case .inflectionWithoutAttributes:
            return "'\(delimiter)' starts an inflection that is not followed by '](inflect: true)', so it is shown as written"
        }
    }
}
