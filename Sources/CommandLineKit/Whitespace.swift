extension StringProtocol {
    /// The text without white space (`Character.isWhitespace`: spaces, tabs, line breaks) at either end.
    public func trimmingWhitespace() -> SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }
}
