import CatalogRuntime
import FormatSpecifiers
import Foundation
import Testing
import TestSupport

/// Every key of every corpus catalog, in every one of its languages, with sample arguments that
/// match its specifiers: no crash, and the text is the catalog's, checked against an independent
/// reading of the JSON (`JSONSerialization`) and, for values with specifiers, against Foundation's
/// own formatting of the value.
@Suite("The corpus at runtime", .enabled(if: SharedData.corpus.isAvailable, "needs ../shared/corpus"))
struct CorpusTests {
    struct Counts {
        var lookups = 0
        var withProblems = 0
        var asWritten = 0
        var formattedLikeFoundation = 0
    }

    @Test(arguments: SharedData.corpusFiles)
    func everyKeyResolvesInEveryLanguage(_ file: CorpusFile) throws {
        let table = try CatalogTable(contentsOf: file.url)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file.url)) as! [String: Any]
        let strings = json["strings"] as! [String: [String: Any]]
        let source = json["sourceLanguage"] as? String ?? "en"
        var counts = Counts()
        var mismatches: [String] = []
        for language in table.languages {
            let context = LocalizationContext(tables: [table], preferredLanguages: [language], device: .other, region: nil)
            #expect(context.language == language)
            for (key, entry) in strings {
                let expected = try #require(context.expectedArguments(forKey: key, table: table.name))
                let arguments = expected.map(Self.sample)
                let resolved = context.resolved(key, table: table.name, arguments: arguments)
                counts.lookups += 1
                if !resolved.problems.isEmpty { counts.withProblems += 1 }

                // The independent reading: a plain string unit of this language that ships.
                let localization = (entry["localizations"] as? [String: Any])?[language] as? [String: Any]
                guard let localization, localization.count == 1, let unit = localization["stringUnit"] as? [String: Any],
                      let value = unit["value"] as? String
                else { continue }
                let state = unit["state"] as? String
                guard state != "new" || (language == source && !value.isEmpty) else { continue }
                let asWritten = context.resolved(key, table: table.name).text
                if asWritten != value { mismatches.append("\(language) \(key.debugDescription): \(asWritten.debugDescription) ≠ \(value.debugDescription)") }
                counts.asWritten += 1
                if let foundation = Self.foundationFormat(value, expected: expected, locale: context.locale) {
                    if resolved.text != foundation {
                        mismatches.append("\(language) \(key.debugDescription) formatted: \(resolved.text.debugDescription) ≠ \(foundation.debugDescription)")
                    }
                    counts.formattedLikeFoundation += 1
                }
            }
        }
        print("corpus runtime \(file.name): \(counts.lookups) lookups, \(counts.withProblems) with problems, \(counts.asWritten) values as written, \(counts.formattedLikeFoundation) formatted as Foundation formats")
        #expect(mismatches.isEmpty, Comment(rawValue: mismatches.prefix(20).joined(separator: "\n")))
    }

    /// A sample value for an argument of this kind.
    static func sample(_ argument: FormatArgument) -> LocalizedArgument {
        switch argument.kind {
        case .integer: return .int(3)
        case .float: return .double(2.5)
        case .character: return .int(65)
        case .pointer: return .int(255)
        case .object, .cString, .substitution: return .string("Sample")
        }
    }

    /// Foundation's formatting of `value` with the samples, when it can be called safely: valid
    /// specifiers of integers, floating-point numbers and objects only, using every argument, each
    /// of the key's kind and size (Foundation reads C varargs: anything else is undefined).
    static func foundationFormat(_ value: String, expected: [FormatArgument], locale: Locale) -> String? {
        let parsed = FormatString.parse(value)
        guard !parsed.specifiers.isEmpty, parsed.issues.isEmpty, parsed.arguments.count == expected.count,
              parsed.specifiers.allSatisfy({ !$0.isSubstitution && $0.width == nil && $0.precision.map { if case .fixed = $0 { true } else { false } } ?? true })
        else { return nil }
        var arguments: [any CVarArg] = []
        for (index, argument) in expected.enumerated() {
            guard let used = parsed.arguments[index + 1], compatibility(source: argument, translation: used) == .same
            else { return nil }
            switch used.kind {
            case .integer: arguments.append(used.integerSize == .int64 ? Int64(3) as any CVarArg : Int32(3))
            case .float where !used.isLongDouble: arguments.append(2.5)
            case .object: arguments.append("Sample" as NSString)
            default: return nil
            }
        }
        return String(format: value, locale: locale, arguments: arguments)
    }
}
