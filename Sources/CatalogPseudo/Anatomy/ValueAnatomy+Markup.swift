// The markup finders: Markdown code spans, links, inflection and emphasis as Apple's runtime reads
// them (CommonMark's rules, simplified to one line of text), and HTML / XML tags and entities.

extension ValueAnatomy {
    // MARK: - Code spans

    /// A run of backticks up to the next run of the same length; a run without one is reported.
    mutating func findCodeSpans() {
        var index = 0
        while index < count {
            guard scalars[index] == "`", isFree(index) else { index += 1; continue }
            let length = backtickRun(at: index)
            var close = index + length
            var found: Int?
            while close < count {
                if scalars[close] == "`", isFree(close) {
                    let closeLength = backtickRun(at: close)
                    if closeLength == length { found = close; break }
                    close += closeLength
                } else {
                    close += 1
                }
            }
            if let found {
                protect(index..<found + length, as: .code)
                index = found + length
            } else {
                report(.unclosedCode, at: index, delimiter: text(index..<index + length))
                protect(index..<index + length, as: .code)
                index += length
            }
        }
    }

    private func backtickRun(at index: Int) -> Int {
        var end = index
        while isFree(end), scalars[end] == "`" { end += 1 }
        return end - index
    }

    // MARK: - Tags and entities

    /// `<name …>`, `</name>`, `<!…>`, `<?…>` and autolinks `<scheme:…>` on one line; `&name;`, `&#123;`.
    mutating func findTagsAndEntities() {
        for index in 0..<count where isFree(index) {
            if scalars[index] == "<", let end = tagEnd(from: index) {
                protect(index..<end, as: .tag)
            } else if scalars[index] == "&", let end = entityEnd(from: index) {
                protect(index..<end, as: .entity)
            }
        }
    }

    private func tagEnd(from start: Int) -> Int? {
        guard let first = scalar(at: start + 1) else { return nil }
        let opens = first.isASCIILetter || first == "!" || first == "?"
            || (first == "/" && scalar(at: start + 2)?.isASCIILetter == true)
        guard opens else { return nil }
        var index = start + 1
        while let current = scalar(at: index), current != "<", current != "\n" {
            if current == ">" { return index + 1 }
            index += 1
        }
        return nil
    }

    private func entityEnd(from start: Int) -> Int? {
        var index = start + 1
        if scalar(at: index) == "#" { index += 1 }
        let nameStart = index
        while let current = scalar(at: index), current.isASCIIAlphanumeric, index - nameStart < 32 { index += 1 }
        guard index > nameStart, scalar(at: index) == ";" else { return nil }
        return index + 1
    }

    // MARK: - Links and inflection

    /// `[text](destination)`, `![alt](source)` and `^[text](inflect: true)`: the opening bracket and
    /// the `](…)` part are protected, the text between them is not.
    mutating func findLinks() {
        var index = 0
        while index + 1 < count {
            guard scalars[index] == "]", scalars[index + 1] == "(", isFree(index), isFree(index + 1) else {
                index += 1
                continue
            }
            guard let close = matching(from: index + 1, step: 1, opening: "(", closing: ")") else {
                report(.unclosedLinkDestination, at: index, delimiter: "](")
                index += 2
                continue
            }
            guard var open = matching(from: index, step: -1, opening: "]", closing: "[") else {
                report(.linkWithoutText, at: index, delimiter: "](")
                index = close + 1
                continue
            }
            if let before = scalar(at: open - 1), before == "^" || before == "!", isFree(open - 1) { open -= 1 }
            protect(open..<(scalars[open] == "[" ? open + 1 : open + 2), as: .linkOpen)
            protect(index..<close + 1, as: .linkDestination)
            index = close + 1
        }
        findBrokenInflections()
    }

    /// The index of the bracket that balances the one at `start`, walking by `step` on one line.
    private func matching(from start: Int, step: Int, opening: Unicode.Scalar, closing: Unicode.Scalar) -> Int? {
        var depth = 0
        var index = start
        while let current = scalar(at: index), current != "\n" {
            if isFree(index) {
                if current == opening { depth += 1 }
                if current == closing {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += step
        }
        return nil
    }

    /// `^[` left over after the links: an inflection without its `(inflect: true)`.
    private mutating func findBrokenInflections() {
        for index in 0..<count where scalars[index] == "^" && isFree(index) && scalar(at: index + 1) == "[" && isFree(index + 1) {
            report(.inflectionWithoutAttributes, at: index, delimiter: "^[")
        }
    }

    // MARK: - Emphasis

    /// Runs of `*` or `_`, and `~~`, that can open or close emphasis by CommonMark's flanking rules
    /// (an `_` between two letters or digits is part of the word); each records which it can do. A `**`, `__` or `~~` that can
    /// only open and has no closer after it is reported; single `*` and `_` are not (`* required`,
    /// footnote stars).
    mutating func findEmphasis() {
        var runs: [(range: Range<Int>, canOpen: Bool, canClose: Bool)] = []
        var index = 0
        while index < count {
            let delimiter = scalars[index]
            guard delimiter == "*" || delimiter == "_" || delimiter == "~", isFree(index) else { index += 1; continue }
            var end = index
            while isFree(end), scalars[end] == delimiter { end += 1 }
            let run = index..<end
            index = end
            if delimiter == "~" && run.count != 2 { continue }
            let before = scalar(at: run.lowerBound - 1)
            let after = scalar(at: run.upperBound)
            if delimiter == "_", before?.isAlphanumeric == true, after?.isAlphanumeric == true { continue }
            let (previous, next) = (ScalarClass(before), ScalarClass(after))
            let leftFlanking = next != .space && (next != .punctuation || previous != .other)
            let rightFlanking = previous != .space && (previous != .punctuation || next != .other)
            var (canOpen, canClose) = (leftFlanking, rightFlanking)
            if delimiter == "_" {
                canOpen = leftFlanking && (!rightFlanking || previous == .punctuation)
                canClose = rightFlanking && (!leftFlanking || next == .punctuation)
            }
            guard canOpen || canClose else { continue }
            protect(run, as: .emphasis, detail: canOpen && canClose ? "opens or closes" : canOpen ? "opens" : "closes")
            runs.append((run, canOpen, canClose))
        }
        // Pair each closer with the nearest open opener of the same text, as CommonMark does.
        var open: [Int] = []
        var paired: Set<Int> = []
        for (position, run) in runs.enumerated() {
            let delimiter = text(run.range)
            if run.canClose, let opener = open.lastIndex(where: { text(runs[$0].range) == delimiter }) {
                paired.formUnion([open[opener], position])
                open.removeSubrange(opener...)
            } else if run.canOpen {
                open.append(position)
            }
        }
        // Each run's element, found once (a search per run would be quadratic in the runs).
        var elementByRange: [Range<Int>: Int] = [:]
        for (index, element) in elements.enumerated() where element.kind == .emphasis {
            elementByRange[element.range] = index
        }
        for position in paired {
            if let index = elementByRange[runs[position].range] { elements[index].isPaired = true }
        }
        for position in open where runs[position].range.count >= 2 && !runs[position].canClose {
            report(.unclosedEmphasis, at: runs[position].range.lowerBound, delimiter: text(runs[position].range))
        }
    }
}
