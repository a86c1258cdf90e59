// The address finders: URLs (`scheme://…`, `www.…`) and e-mail addresses, which a pseudo-language
// must not accent or split.

extension ValueAnatomy {
    /// The characters of a URL: printable ASCII but the delimiters a URL is quoted with. Anything
    /// else ends it: white space, the directional marks, and the text of languages written without
    /// spaces (`https://example.com/guideをご覧ください`).
    private func isURLCharacter(_ index: Int) -> Bool {
        guard isFree(index), let scalar = scalar(at: index) else { return false }
        return (0x21...0x7E).contains(scalar.value) && !"<>\"`".unicodeScalars.contains(scalar)
    }

    /// `scheme://…` and `www.…`, without trailing punctuation and unbalanced closing brackets.
    mutating func findURLs() {
        var index = 0
        while index < count {
            var start: Int?
            var bodyStart = index + 3
            // Most scalars start neither: tested before the whole match.
            let first = scalars[index]
            if first == ":" && matches("://", at: index) {
                var schemeStart = index
                while let previous = scalar(at: schemeStart - 1), isFree(schemeStart - 1),
                      previous.isASCIIAlphanumeric || previous == "+" || previous == "-" || previous == "." {
                    schemeStart -= 1
                }
                if schemeStart < index, scalars[schemeStart].isASCIILetter { start = schemeStart }
            } else if first == "w" && matches("www.", at: index), !isURLCharacter(index - 1) {
                start = index
                bodyStart = index + 4
            }
            guard let start else { index += 1; continue }
            var end = bodyStart
            while isURLCharacter(end) { end += 1 }
            end = trimmingTrailingPunctuation(start..<end)
            if end > bodyStart { protect(start..<end, as: .url) }
            index = max(end, index + 1)
        }
    }

    /// The end of `range` without trailing `.,:;!?'` and closing brackets that it does not open.
    private func trimmingTrailingPunctuation(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound {
            let last = scalars[end - 1]
            if ".,:;!?'".unicodeScalars.contains(last) {
                end -= 1
                continue
            }
            let pairs: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{"]
            if let opening = pairs[last] {
                let slice = scalars[range.lowerBound..<end]
                if slice.filter({ $0 == last }).count > slice.filter({ $0 == opening }).count {
                    end -= 1
                    continue
                }
            }
            break
        }
        return end
    }

    /// `local@domain.tld`: letters, digits and `._%+-` before the `@`, a domain with a dot after it.
    mutating func findEmailAddresses() {
        for at in 0..<count where scalars[at] == "@" && isFree(at) {
            var start = at
            while let previous = scalar(at: start - 1), isFree(start - 1),
                  previous.isASCIIAlphanumeric || "._%+-".unicodeScalars.contains(previous) {
                start -= 1
            }
            var end = at + 1
            while let next = scalar(at: end), isFree(end), next.isASCIIAlphanumeric || next == "-" || next == "." {
                end += 1
            }
            while end > at + 1, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
            let domain = text(at + 1..<end)
            guard start < at, let dot = domain.lastIndex(of: "."), domain.first?.isLetter == true || domain.first?.isNumber == true,
                  domain[domain.index(after: dot)...].count >= 2 else { continue }
            protect(start..<end, as: .email)
        }
    }
}
