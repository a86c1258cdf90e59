import CatalogModel

/// Diffs and catalogs as lines a person reads, one change (or one leaf) a line, each naming its
/// key, so that `grep`, `git diff` and `git log -p` show which key and language changed.
public enum DiffText {
    /// The changes, then a summary line; nothing when there is none.
    ///
    ///     + "Bye"
    ///     + "Bye" de: "Tschüss" (translated)
    ///     ~ "Refresh" de: "Erneuern" → "Aktualisieren"
    ///     ~ "Refresh" fr: "Actualiser" needs_review → translated
    ///     - "Hello"
    ///     1 key added, 1 removed, 1 changed
    public static func render(_ diff: CatalogDiff) -> String {
        guard !diff.isEmpty else { return "" }
        var lines = diff.catalog.map { line(for: $0, key: nil) }
        for change in diff.keys {
            let key = ValueText.quoted(change.key)
            switch change.kind {
            case .added: lines.append("+ \(key)")
            case .removed: lines.append("- \(key)")
            case .changed: break
            }
            lines += change.leaves.map { line(for: $0, key: key) }
        }
        lines.append(summary(diff))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 keys added, 1 removed, 3 changed`.
    public static func summary(_ diff: CatalogDiff) -> String {
        let counts = [KeyChange.Kind.added, .removed, .changed].map { kind in diff.keys.filter { $0.kind == kind }.count }
        var text = "\(counts[0]) key\(counts[0] == 1 ? "" : "s") added, \(counts[1]) removed, \(counts[2]) changed"
        if !diff.catalog.isEmpty { text += "; the catalog's own fields changed" }
        return text
    }

    /// Every leaf of `catalog`, one a line (members the model does not know whole), sorted by key:
    /// what git's `textconv` shows, so that a changed translation is one changed line that names its
    /// key and language. A key not in Unicode normalization form C also shows its scalars, so that
    /// respelling it is a change.
    public static func listing(_ catalog: StringCatalog) -> String {
        var lines = CatalogDiff.changes([:], CatalogDiff.ownLeaves(of: catalog)).map { "\($0.place.place): \(show($0.new!, whole: true))" }
        for key in catalog.strings.keys.sorted() {
            let quoted = ValueText.quoted(key)
            lines.append(quoted)
            if ValueText.isUnusuallySpelled(key) { lines.append("\(quoted) spelling: \(ValueText.scalars(key))") }
            for change in CatalogDiff.changes([:], CatalogLeaves.leaves(of: catalog.strings[key]!)) {
                // Whole: a change past the cut would be no changed line in `git diff`.
                lines.append("\(quoted) \(change.place.description): \(show(change.new!, whole: true))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(for change: LeafChange, key: String?) -> String {
        let place = [key, change.place.description].compactMap { $0 }.joined(separator: " ")
        switch (change.old, change.new) {
        case (nil, let new?): return "+ \(place): \(show(new))"
        case (let old?, nil): return "- \(place): \(show(old))"
        case (let old?, let new?): return "~ \(place): \(transition(old, new))"
        case (nil, nil): return "~ \(place)"
        }
    }

    /// `"A" → "B"`, `"A": new → translated`, or `"A" (new) → "B" (translated)`; two members the model
    /// does not know that differ only past what is shown, from where they differ.
    private static func transition(_ old: LeafValue, _ new: LeafValue) -> String {
        if case .unit(let oldState, let oldValue) = old, case .unit(let newState, let newValue) = new {
            if oldValue == newValue { return "\(ValueText.quoted(oldValue)): \(oldState ?? "(no state)") → \(newState ?? "(no state)")" }
            if oldState == newState { return "\(ValueText.quoted(oldValue)) → \(ValueText.quoted(newValue))" }
        }
        if case .literal(let oldText) = old, case .literal(let newText) = new, ValueText.cut(oldText) == ValueText.cut(newText) {
            let start = max(0, zip(oldText, newText).prefix { $0 == $1 }.count - 20)
            return "…\(ValueText.cut(String(oldText.dropFirst(start)))) → …\(ValueText.cut(String(newText.dropFirst(start))))"
        }
        return "\(show(old)) → \(show(new))"
    }

    /// `"Hallo" (translated)`, `["a","b"] (new)`, `"comment"`, `true`; a member the model does not
    /// know is cut at `ValueText.limit` characters unless `whole`.
    static func show(_ value: LeafValue, whole: Bool = false) -> String {
        switch value {
        case .unit(let state, let text): return ValueText.quoted(text) + (state.map { " (\($0))" } ?? "")
        case .set(let state, let values): return ValueText.compact(values) + (state.map { " (\($0))" } ?? "")
        case .text(let text): return ValueText.quoted(text)
        case .literal(let text): return whole ? text : ValueText.cut(text)
        }
    }
}
