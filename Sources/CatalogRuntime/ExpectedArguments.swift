import FormatSpecifiers

/// The arguments a compiled value prints, by number: from its specifiers, `*` widths, and its
/// substitutions' `formatSpecifier`s, through every variation case. Each substitution of a scope is
/// read once, and one that names itself is not read again (as the renderer stops there).
enum ExpectedArguments {
    static func of(_ value: CatalogValue) -> [Int: FormatArgument] {
        var found: [Int: FormatArgument] = [:]
        var read = Read()
        collect(value, scope: [:], into: &found, read: &read)
        return found
    }

    static func of(_ template: Template) -> [Int: FormatArgument] {
        var found: [Int: FormatArgument] = [:]
        var read = Read()
        collect(template, scope: [:], into: &found, read: &read)
        return found
    }

    /// The substitutions read so far, by name, in the scopes they were read in (a scope is the
    /// substitutions of one localization or case, told apart by their names).
    private struct Read {
        var names: Set<[String]> = []
    }

    private static func collect(
        _ value: CatalogValue, scope: [String: CompiledSubstitution], into found: inout [Int: FormatArgument],
        read: inout Read
    ) {
        switch value {
        case .text(let template, let substitutions):
            collect(template, scope: substitutions.isEmpty ? scope : substitutions, into: &found, read: &read)
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
                let key = scope.keys.sorted() + [name]
                guard read.names.insert(key).inserted else { continue }
                if let value = substitution.value { collect(value, scope: scope, into: &found, read: &read) }
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
