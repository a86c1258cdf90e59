import Foundation
import Testing
import TestSupport

@testable import PluralRules

/// The CLDR source data beside the package (`../shared/cldr`, see `SharedData`), present on
/// development machines and CI but not needed by the build; tests that read it are skipped when it
/// is absent.
enum SharedCLDR {
    static let plurals = SharedData.cldr.file("plurals.json")
    static let ordinals = SharedData.cldr.file("ordinals.json")
    static let generatedFile = packageRoot.appendingPathComponent("Sources/PluralRules/CLDRPluralData.generated.swift")

    static var isAvailable: Bool { SharedData.cldr.isAvailable }

    static let generator = GeneratorScript("Scripts/generate-plural-rules")

    static var canRunGenerator: Bool { isAvailable && GeneratorScript.python3 != nil }

    /// Runs the generator with `arguments`; returns its exit status and standard error.
    static func runGenerator(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        try generator.run(arguments)
    }

    static func temporaryFile(_ name: String) -> URL { GeneratorScript.temporaryFile(name) }
}

@Suite struct GeneratorTests {
    /// The committed generated file is what the script makes from ../shared/cldr, and running the
    /// script twice gives the same bytes.
    @Test(.enabled(if: SharedCLDR.canRunGenerator, "needs ../shared/cldr and python3"))
    func generatedFileIsUpToDate() throws {
        let first = SharedCLDR.temporaryFile("first.swift")
        let second = SharedCLDR.temporaryFile("second.swift")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let run1 = try SharedCLDR.runGenerator(["--output", first.path, SharedCLDR.plurals.path, SharedCLDR.ordinals.path])
        #expect(run1.status == 0, "\(run1.errors)")
        let run2 = try SharedCLDR.runGenerator(["--output", second.path, SharedCLDR.plurals.path])
        #expect(run2.status == 0, "\(run2.errors)")
        let generated = try Data(contentsOf: first)
        #expect(generated == (try Data(contentsOf: second)), "the generator is not deterministic")
        #expect(
            generated == (try Data(contentsOf: SharedCLDR.generatedFile)),
            "CLDRPluralData.generated.swift is out of date: run Scripts/generate-plural-rules")
        let check = try SharedCLDR.runGenerator(["--check", SharedCLDR.plurals.path])
        #expect(check.status == 0, "\(check.errors)")
    }

    @Test(.enabled(if: SharedCLDR.canRunGenerator, "needs ../shared/cldr and python3"))
    func generatorRejectsBadInput() throws {
        let input = SharedCLDR.temporaryFile("bad.json")
        let output = SharedCLDR.temporaryFile("out.swift")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        try Data(#"{"supplemental": {"version": {"_cldrVersion": "99"}}}"#.utf8).write(to: input)
        let result = try SharedCLDR.runGenerator(["--output", output.path, input.path, SharedCLDR.ordinals.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("plurals-type-cardinal"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// The generated tables say what the cldr-json files say, read here without the script.
    @Test(.enabled(if: SharedCLDR.isAvailable, "needs ../shared/cldr"))
    func generatedDataMatchesCLDRJSON() throws {
        for (url, key, kind) in [
            (SharedCLDR.plurals, "plurals-type-cardinal", PluralRuleKind.cardinal),
            (SharedCLDR.ordinals, "plurals-type-ordinal", PluralRuleKind.ordinal),
        ] {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let supplemental = try #require(document["supplemental"] as? [String: Any])
            let version = try #require(supplemental["version"] as? [String: Any])
            #expect(version["_cldrVersion"] as? String == PluralRules.cldrVersion)
            let locales = try #require(supplemental[key] as? [String: [String: String]])
            #expect(Set(locales.keys) == Set(PluralRules.localeIdentifiers(kind: kind)))
            for (locale, categories) in locales {
                let rules = try #require(PluralRules.rules(for: locale, kind: kind), "\(locale)")
                #expect(rules.matchedLocaleIdentifier == locale)
                #expect(
                    Set(rules.categories.map { "pluralRule-count-\($0.rawValue)" }) == Set(categories.keys), "\(locale)")
                for category in rules.categories {
                    let text = try #require(categories["pluralRule-count-\(category.rawValue)"])
                    let samples = try #require(rules.samples(for: category))
                    var rebuilt = rules.rule(for: category)?.text ?? ""
                    if !samples.integerText.isEmpty { rebuilt += " @integer " + samples.integerText }
                    if !samples.decimalText.isEmpty { rebuilt += " @decimal " + samples.decimalText }
                    let words = { (text: String) in text.split(separator: " ").joined(separator: " ") }
                    #expect(words(rebuilt) == words(text), "\(kind) \(locale) \(category)")
                }
            }
        }
    }
}
