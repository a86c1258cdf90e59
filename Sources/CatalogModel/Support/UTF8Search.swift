extension String {
    /// The first place `needle` occurs in this string, its UTF-8 bytes compared exactly; `nil`
    /// when it does not. An empty needle is found at the start.
    ///
    /// For the tools' own searches of ASCII markers (`://`, `](`, `[xcstrings-lint:`) in the
    /// walk: Foundation's `range(of:)` and `contains(_:)` on strings go through `NSString`, and
    /// their first use loads Foundation's string machinery, about 0.5 MB of every lint's peak
    /// memory and a fraction of a millisecond (measured on the bench catalogs).
    package func firstUTF8Range(of needle: String) -> Range<String.Index>? {
        let bytes = utf8
        let pattern = needle.utf8
        guard let first = pattern.first else { return startIndex..<startIndex }
        var start = bytes.startIndex
        while let candidate = bytes[start...].firstIndex(of: first) {
            if bytes[candidate...].starts(with: pattern) {
                return candidate..<bytes.index(candidate, offsetBy: pattern.count)
            }
            start = bytes.index(after: candidate)
        }
        return nil
    }

    /// Whether `needle` occurs in this string, its UTF-8 bytes compared exactly (see `firstUTF8Range(of:)`).
    package func containsUTF8(_ needle: String) -> Bool {
        firstUTF8Range(of: needle) != nil
    }
}
