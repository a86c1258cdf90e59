/// A protected element that a pseudo-language would change: the text added around it becomes part
/// of it, or makes it read another way (a `%` at the end of `100%` followed by the closing bracket
/// reads as `%]`). Translations that add text at the same place break it the same way.
public struct PseudoBreakage: Hashable, Sendable {
    /// The source's element that does not survive, or `nil` when the pseudo text adds an element.
    public var element: ProtectedElement?
    /// Where it is, as a UTF-8 offset into the source value (the end when an element is added).
    public var utf8Offset: Int
    /// What the pseudo-localized value has in its place, if anything.
    public var replacement: ProtectedElement?

    /// The first difference between the elements of a source value and of its pseudo-localized
    /// form, or `nil` when every element survives.
    init?(source: ValueAnatomy, result: ValueAnatomy) {
        let (before, after) = (source.elements, result.elements)
        let common = min(before.count, after.count)
        let differing = (0..<common).first { index in
            !Self.survives(before[index], as: after[index], outermost: index == 0 || index == before.count - 1)
        }
        guard let index = differing ?? (before.count == after.count ? nil : common) else { return nil }
        element = index < before.count ? before[index] : nil
        replacement = index < after.count ? after[index] : nil
        utf8Offset = element.map(source.utf8Offset(of:)) ?? source.utf8Offsets[source.count]
    }

    /// Whether `result` is `element` unchanged. An emphasis delimiter that is the first or last
    /// element may gain the ability to close (or open) from the brackets around the value: there
    /// is nothing before it to close, or after it to open.
    static func survives(_ element: ProtectedElement, as result: ProtectedElement, outermost: Bool) -> Bool {
        if element.signature == result.signature { return true }
        return outermost && element.kind == .emphasis && result.kind == .emphasis && element.text == result.text
            && result.detail == "opens or closes"
    }

    /// One English sentence on what changes.
    public var message: String {
        switch (element, replacement) {
        case let (element?, replacement?) where element.text == replacement.text:
            return "\(element.kind.rawValue) '\(element.text)' reads differently once text is added around it (\(element.detail) becomes \(replacement.detail))"
        case let (element?, replacement?):
            return "\(element.kind.rawValue) '\(element.text)' does not survive text added around it: it becomes \(replacement.kind.rawValue) '\(replacement.text)'"
        case let (element?, nil):
            return "\(element.kind.rawValue) '\(element.text)' does not survive text added around it"
        case let (nil, replacement?):
            return "text added around the value makes a new \(replacement.kind.rawValue) '\(replacement.text)'"
        case (nil, nil):
            return "the protected elements change"
        }
    }
}
