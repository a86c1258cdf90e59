extension String {
    /// The text with every `character` replaced by `replacement` (Foundation's
    /// `replacingOccurrences(of:with:)` for one character, which the model does without).
    package func replacing(every character: Character, with replacement: String) -> String {
        guard contains(character) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        for current in self {
            if current == character { result += replacement } else { result.append(current) }
        }
        return result
    }
}
