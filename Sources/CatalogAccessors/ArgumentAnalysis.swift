import CatalogModel
import FormatSpecifiers

/// One parameter of a generated function: the argument number it is, its Swift type and its label.
public struct AccessorParameter: Hashable, Sendable {
    /// The 1-based argument number (the function's parameters are in this order).
    public var number: Int
    /// The format argument the source language's value expects.
    public var argument: FormatArgument
    /// The Swift type passed: `Int`, `Int32`, `UInt`, `UInt32`, `Double` or `String`.
    public var swiftType: String
    /// The argument label (`_` for none).
    public var label: String
    /// The substitution that prints it, if any (`files` in `%#@files@`).
    public var substitutionName: String?
}

/// Why a key gets no accessor (reported as a warning on the key, which is left out).
public protocol AccessorSkipReason: Error, Sendable {
    /// What is wrong, for the warning: "argument 2 is …".
    var reason: String { get }
}

/// Reads what a key's source-language value expects (through the specifiers FormatSpecifiers parses,
/// every variation case, and the substitutions' `argNum` and `formatSpecifier`), and turns it into
/// typed parameters.
public enum ArgumentAnalysis {
    /// Why a key gets no accessor: an argument no Swift value can be passed for safely.
    public struct Unsupported: AccessorSkipReason, Hashable {
        public var number: Int
        public var argument: FormatArgument
        public var reason: String { "argument \(number) is \(argument), which has no safe Swift argument type" }
    }

    /// Why a key gets no accessor: a substitution's `argNum` that is no argument number (0, -1,
    /// 1000: CoreFoundation takes 1 to 127).
    public struct InvalidArgumentNumber: AccessorSkipReason, Hashable {
        public var number: Int
        public var reason: String {
            "argument number \(number) (a substitution's argNum) is not one of \(FormatString.argumentNumbers.lowerBound) to \(FormatString.argumentNumbers.upperBound)"
        }
    }

    /// Why a key gets no accessor: a percent sign before a word (`50% off`) in a format string,
    /// where Foundation reads an argument for it (`% o`, an octal number).
    public struct PercentSign: AccessorSkipReason, Hashable {
        /// The specifier as written: `% o`.
        public var text: String
        public var reason: String {
            "'\(text)' reads an argument in a format string (a space flag and '\(text.last.map(String.init) ?? "")'); write '%%' for a percent sign"
        }
    }

    /// Why a key gets no accessor: IEEE printf's grouping flag (`%'lld`), which CoreFoundation
    /// lacks: it prints `'lld` as text and reads no argument there.
    public struct GroupingFlag: AccessorSkipReason, Hashable {
        /// The specifier as written: `%'lld`.
        public var text: String
        public var reason: String {
            "'\(text)' uses a grouping flag CoreFoundation lacks (it prints what follows the ' as text); format the number before passing it"
        }
    }

    /// Whether a specifier stands for an argument: a percent sign before a word (`50% off`, which
    /// is `% o`) is text, as code that Xcode extracts writes it (`FormatSpecifier.mayBePercentSign`;
    /// in a format string `parameters(key:entry:sourceLanguage:)` refuses the key instead).
    static func isArgument(_ specifier: FormatSpecifier) -> Bool {
        !specifier.mayBePercentSign
    }

    /// What a localization's values print: its arguments (number → type, and the substitution
    /// name that prints it), and the first percent sign before a word (read as text).
    struct Collected {
        var arguments: [Int: (FormatArgument, String?)] = [:]
        var percentSign: String?
        /// The first specifier with the grouping flag CoreFoundation lacks (`%'lld`).
        var groupingSpecifier: String?
    }

    /// The arguments (number → type, and the substitution name that prints it) of a localization.
    static func arguments(of localization: Localization) -> [Int: (FormatArgument, String?)] {
        collected(of: localization).arguments
    }

    /// A string set's values are never formatted (App Shortcut phrases): they take no argument.
    static func collected(of localization: Localization) -> Collected {
        var collected = Collected()
        localization.forEachStringUnit { unit, place in
            collect(unit.value, substitutions: place.substitutions, substitution: place.substitution, into: &collected)
        }
        return collected
    }

    /// What a text used as its own source value (a key without one) prints.
    static func collected(ofText text: String) -> Collected {
        var collected = Collected()
        collect(text, substitutions: nil, substitution: nil, into: &collected)
        return collected
    }

    private static func formatSubstitution(_ substitution: Substitution) -> FormatSubstitution? {
        FormatSubstitution(argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier ?? "@")
    }

    private static func collect(
        _ value: String, substitutions: [String: Substitution]?, substitution: Substitution?,
        into found: inout Collected
    ) {
        guard FormatString.mayContainSpecifiers(value) else { return }
        var format = FormatString.parse(value, allowArgPlaceholder: substitution != nil, namesUpToNextAt: true)
        if let substitution, let resolved = formatSubstitution(substitution) {
            format = format.resolvingArgPlaceholders(as: resolved)
        }
        if !format.substitutionNames.isEmpty {
            format = format.resolvingSubstitutions { name in substitutions?[name].flatMap(formatSubstitution) }
        }
        if found.groupingSpecifier == nil, let range = format.firstGroupingSpecifier(in: value) {
            found.groupingSpecifier = String(FormatString.substring(of: value, utf8Range: range))
        }
        for specifier in format.specifiers {
            guard isArgument(specifier) else {
                if found.percentSign == nil { found.percentSign = String(specifier.text(in: value)) }
                continue
            }
            if let number = specifier.widthFromArgument { record(number, .widthOrPrecision, nil, into: &found.arguments) }
            if let number = specifier.precisionFromArgument {
                record(number, .widthOrPrecision, nil, into: &found.arguments)
            }
            guard let number = specifier.argumentNumber else { continue }
            record(number, specifier.argument, specifier.isSubstitution ? specifier.substitutionName : nil,
                   into: &found.arguments)
        }
    }

    /// Keeps the first use of a number, except that a number replaces an object (`%@`) use, as the
    /// runtime reads them; a substitution's name is kept from any use.
    private static func record(
        _ number: Int, _ argument: FormatArgument, _ name: String?, into found: inout [Int: (FormatArgument, String?)]
    ) {
        guard let existing = found[number] else {
            found[number] = (argument, name)
            return
        }
        var updated = existing
        if existing.0.kind == .object || existing.0.kind == .substitution,
           argument.kind == .integer || argument.kind == .float
        {
            updated.0 = argument
        }
        if updated.1 == nil { updated.1 = name }
        found[number] = updated
    }

    /// The Swift type an argument is passed as; throws for `%s`, `%S`, `%c`, `%C`, `%p` and `%Lf`.
    public static func swiftType(for argument: FormatArgument, number: Int) throws -> String {
        switch argument.kind {
        case .integer:
            if argument.conversion == "*" { return "Int32" }
            let wide = (argument.integerSize ?? .int32) == .int64
            if argument.isUnsigned { return wide ? "UInt" : "UInt32" }
            return wide ? "Int" : "Int32"
        case .float:
            if argument.isLongDouble { throw Unsupported(number: number, argument: argument) }
            return "Double"
        case .object, .substitution:
            return "String"
        case .cString, .character, .pointer:
            throw Unsupported(number: number, argument: argument)
        }
    }

    /// The parameters of a key: the source language's arguments (or the key's own, when it has no
    /// source value), numbers it skips taken from the other languages, else `String`.
    static func parameters(
        key: String, entry: CatalogEntry, sourceLanguage: String
    ) throws -> [AccessorParameter] {
        let source = entry.localizations?[sourceLanguage].flatMap(hasValue)
        let collected = source.map(collected(of:)) ?? collected(ofText: key)
        if let percentSign = collected.percentSign, FormatString.isFormatString(key: key, source: source) {
            throw PercentSign(text: percentSign)
        }
        if let grouping = collected.groupingSpecifier { throw GroupingFlag(text: grouping) }
        var found = collected.arguments
        if let invalid = found.keys.filter({ !FormatString.argumentNumbers.contains($0) }).min() {
            throw InvalidArgumentNumber(number: invalid)
        }
        guard let highest = found.keys.max() else { return [] }
        let others = (entry.localizations ?? [:]).filter { $0.key != sourceLanguage }.sorted { $0.key < $1.key }
        for number in 1...highest where found[number] == nil {
            for (_, localization) in others {
                if let use = arguments(of: localization)[number] {
                    found[number] = use
                    break
                }
            }
        }
        var parameters: [AccessorParameter] = []
        for number in 1...highest {
            let (argument, name) = found[number] ?? (FormatArgument(kind: .object, conversion: "@"), nil)
            let type = try swiftType(for: argument, number: number)
            parameters.append(AccessorParameter(number: number, argument: argument, swiftType: type, label: "_", substitutionName: name))
        }
        // Labels from the substitutions' names, when there are two or more parameters to tell apart.
        if parameters.count > 1 {
            var used: Set<String> = []
            for index in parameters.indices {
                guard let name = parameters[index].substitutionName else { continue }
                let label = SwiftNaming.memberName(SwiftNaming.words(of: name))
                guard !label.isEmpty, used.insert(label).inserted else { continue }
                parameters[index].label = SwiftNaming.escaped(label)
            }
        }
        return parameters
    }

    /// The localization when it has a value (a unit, a string set or variations).
    static func hasValue(_ localization: Localization) -> Localization? {
        localization.stringUnit != nil || localization.stringSet != nil || localization.variations != nil ? localization : nil
    }
}
