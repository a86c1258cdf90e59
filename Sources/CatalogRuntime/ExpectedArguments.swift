import FormatSpecifiers

/// The arguments a compiled value prints, by number: from its specifiers, `*` widths, and its
/// substitutions' `formatSpecifier`s, through every variation case. Substitutions are followed as
/// the renderer follows them: not into one that names itself, not deeper than
/// `LocalizationError.maximumSubstitutionDepth`, and not more than
/// `LocalizationError.maximumSubstitutionExpansions` times.
///
/// A value that is no format string (`FormatString.isFormatString(key:source:)`, the rule every
/// tool shares) takes no arguments: `70% for` is text, although `% f` reads a number when it is
/// formatted.
enum ExpectedArguments {
    /// A plural's count argument that no case prints (`Delete this item?` / `Delete these items?`
    /// for `Delete %lld items?`) is still expected: the caller passes it. Its type is `key`'s
    /// argument of that number (the key is parsed only then), else `%lld`.
    static func of(_ value: CatalogValue, key: String? = nil) -> [Int: FormatArgument] {
        guard isFormatString(value) || key.map(FormatString.isFormatString) == true else { return [:] }
        var found: [Int: FormatArgument] = [:]
        var read = Read()
        collect(value, scope: [:], into: &found, read: &read)
        var keyArguments: [Int: FormatArgument]?
        addUnprintedCounts(value, into: &found) { number in
            if keyArguments == nil { keyArguments = key.map { of(Template($0)) } ?? [:] }
            return keyArguments?[number]
        }
        return found
    }

    private static func addUnprintedCounts(
        _ value: CatalogValue, into found: inout [Int: FormatArgument], keyArgument: (Int) -> FormatArgument?
    ) {
        switch value {
        case .plural(let variations):
            guard let number = variations.argument, variations.specifier == nil, found[number] == nil,
                  FormatString.argumentNumbers.contains(number)
            else { return }
            if let argument = keyArgument(number), argument.kind == .integer || argument.kind == .float {
                found[number] = argument
            } else {
                found[number] = FormatArgument(kind: .integer, conversion: "d", lengthModifier: .ll)
            }
        case .device(let cases):
            for value in cases.values { addUnprintedCounts(value, into: &found, keyArgument: keyArgument) }
        case .text, .stringSet:
            break
        }
    }

    static func of(_ template: Template) -> [Int: FormatArgument] {
        guard template.isFormatString else { return [:] }
        var found: [Int: FormatArgument] = [:]
        var read = Read()
        collect(template, scope: [:], into: &found, read: &read)
        return found
    }

    /// `FormatString.isFormatString(_:)` of a compiled source value: plural variations and
    /// substitutions choose by an argument; a string set is never formatted.
    static func isFormatString(_ value: CatalogValue) -> Bool {
        switch value {
        case .text(let template, let substitutions): return !substitutions.isEmpty || template.isFormatString
        case .stringSet: return false
        case .plural: return true
        case .device(let cases): return cases.values.contains(where: isFormatString)
        }
    }

    /// Where the reading is: the substitutions being read, outermost first (of the innermost
    /// scope: a case with substitutions of its own starts a new list), and how many were read.
    private struct Read {
        var expanding: [String] = []
        var expansions = 0
        /// How deep in substitutions, across scopes.
        var depth = 0
    }

    private static func collect(
        _ value: CatalogValue, scope: [String: CompiledSubstitution], into found: inout [Int: FormatArgument],
        read: inout Read
    ) {
        switch value {
        case .text(let template, let substitutions):
            if substitutions.isEmpty {
                collect(template, scope: scope, into: &found, read: &read)
            } else {
                // A new scope: its names are other substitutions than the outer ones.
                let outer = read.expanding
                read.expanding = []
                collect(template, scope: substitutions, into: &found, read: &read)
                read.expanding = outer
            }
        case .stringSet:
            break
        case .device(let cases):
            for value in cases.values { collect(value, scope: scope, into: &found, read: &read) }
        case .plural(let variations):
            if let number = variations.argument, let specifier = variations.specifier {
                record(number, specifier.argument, into: &found)
            }
            for value in variations.cases.values { collect(value, scope: scope, into: &found, read: &read) }
        }
    }

    private static func collect(
        _ template: Template, scope: [String: CompiledSubstitution], into found: inout [Int: FormatArgument],
        read: inout Read
    ) {
        for case .specifier(let specifier, _) in template.segments {
            if let number = specifier.widthFromArgument { record(number, .widthOrPrecision, into: &found) }
            if let number = specifier.precisionFromArgument { record(number, .widthOrPrecision, into: &found) }
            if specifier.isArgPlaceholder { continue }
            if specifier.isSubstitution {
                guard let name = specifier.substitutionName, let substitution = scope[name] else { continue }
                if let number = substitution.argumentNumber ?? specifier.argumentNumber {
                    record(number, substitution.specifier.argument, into: &found)
                }
                guard let value = substitution.value, read.expansions < LocalizationError.maximumSubstitutionExpansions,
                      read.depth < LocalizationError.maximumSubstitutionDepth, !read.expanding.contains(name)
                else { continue }
                read.expansions += 1
                read.depth += 1
                read.expanding.append(name)
                collect(value, scope: scope, into: &found, read: &read)
                read.expanding.removeLast()
                read.depth -= 1
            } else if let number = specifier.argumentNumber {
                record(number, specifier.argument, into: &found)
            }
        }
    }

    /// Keeps the first use of a number, except that a number replaces an object (`%@`) use.
    /// A number no argument can have (a substitution's `argNum` of 0, -1 or 1000) is not recorded:
    /// the renderer reports its specifier as missing an argument.
    private static func record(_ number: Int, _ argument: FormatArgument, into found: inout [Int: FormatArgument]) {
        guard FormatString.argumentNumbers.contains(number) else { return }
        guard let existing = found[number] else {
            found[number] = argument
            return
        }
        if existing.kind == .object, argument.kind == .integer || argument.kind == .float {
            found[number] = argument
        }
    }
}
