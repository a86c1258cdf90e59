import Foundation
import Testing
import TestSupport

@testable import LanguageResolution

/// `Scripts/generate-language-data` and the file it generates.
enum LanguageDataGenerator {
    static let generatedFile = ResolutionData.packageRoot.appendingPathComponent("Sources/LanguageResolution/LanguageData.generated.swift")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: ResolutionData.cldr.appendingPathComponent("likelySubtags.json").path)
            && FileManager.default.fileExists(atPath: ResolutionData.cldr.appendingPathComponent("parentLocales.json").path)
    }

    static let generator = GeneratorScript("Scripts/generate-language-data")

    static var canRun: Bool { isAvailable && GeneratorScript.python3 != nil }

    /// Runs the generator with `arguments`; returns its exit status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        try generator.run(arguments)
    }

    static func temporaryURL(_ name: String) -> URL { GeneratorScript.temporaryFile(name) }
}

@Suite struct GeneratorTests {
    /// The committed generated file is what the script makes from ../shared/cldr and
    /// Scripts/language-data, and running the script twice gives the same bytes.
    @Test(.enabled(if: LanguageDataGenerator.canRun, "needs ../shared/cldr and python3"))
    func generatedFileIsUpToDate() throws {
        let first = LanguageDataGenerator.temporaryURL("first.swift")
        let second = LanguageDataGenerator.temporaryURL("second.swift")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let run1 = try LanguageDataGenerator.run(["--output", first.path, "--cldr", ResolutionData.cldr.path])
        #expect(run1.status == 0, "\(run1.errors)")
        let run2 = try LanguageDataGenerator.run(["--output", second.path])
        #expect(run2.status == 0, "\(run2.errors)")
        let generated = try Data(contentsOf: first)
        #expect(generated == (try Data(contentsOf: second)), "the generator is not deterministic")
        #expect(generated == (try Data(contentsOf: LanguageDataGenerator.generatedFile)),
                "LanguageData.generated.swift is out of date: run Scripts/generate-language-data")
        let check = try LanguageDataGenerator.run(["--check"])
        #expect(check.status == 0, "\(check.errors)")
    }

    @Test(.enabled(if: LanguageDataGenerator.canRun, "needs ../shared/cldr and python3"))
    func generatorRejectsBadInput() throws {
        let folder = LanguageDataGenerator.temporaryURL("cldr")
        let output = LanguageDataGenerator.temporaryURL("out.swift")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: output)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"cldrVersion": "47", "likelySubtags": {"en": "en-US"}}"#.utf8)
            .write(to: folder.appendingPathComponent("likelySubtags.json"))
        try Data(contentsOf: ResolutionData.cldr.appendingPathComponent("parentLocales.json"))
            .write(to: folder.appendingPathComponent("parentLocales.json"))
        let result = try LanguageDataGenerator.run(["--output", output.path, "--cldr", folder.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("en -> en_US is not language_Script_REGION"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// The generated tables say what ../shared/cldr says, read here without the script: every
    /// likely subtag, and every CLDR parent locale but the ones Apple's table drops.
    @Test(.enabled(if: LanguageDataGenerator.isAvailable, "needs ../shared/cldr"))
    func generatedDataMatchesCLDR() {
        let likely = ResolutionData.cldrTable("likelySubtags")
        #expect(likely.count == LanguageTables.likelySubtags.count)
        for (key, value) in likely {
            #expect(LanguageTables.likelySubtags[key.replacingOccurrences(of: "-", with: "_")]
                == value.replacingOccurrences(of: "-", with: "_"), "\(key)")
        }
        for (child, parent) in ResolutionData.cldrTable("parentLocales") where child != "en-GS" {
            #expect(LanguageTables.parentLocales[child.replacingOccurrences(of: "-", with: "_")]
                == parent.replacingOccurrences(of: "-", with: "_"), "\(child)")
        }
        #expect(LanguageTables.parentLocales["en_GS"] == nil)
        #expect(LanguageData.cldrVersion == "47")
    }

    /// A few entries of each of Apple's tables, as the notes (§8) list them.
    @Test func appleTablesAreThere() {
        #expect(LanguageTables.appleAliases["english"] == "en")
        #expect(LanguageTables.appleAliases["zh_TW"] == "zh_Hant_TW")
        #expect(LanguageTables.appleAliases["zh"] == nil, "V2020+ has no zh → zh_Hans")
        #expect(LanguageTables.appleAliases.count == 27)
        #expect(LanguageTables.appleParents["en_IN"] == "en_GB")
        #expect(LanguageTables.appleParents["zh_TW"] == "root")
        #expect(LanguageTables.appleParents.count == 90)
        #expect(LanguageTables.parentLocales["en_AF"] == "en_001", "an Apple addition")
        #expect(LanguageTables.parentLocales["sr_Latn"] == "root")
        #expect(LanguageTables.parentLocales["en_IT"] == "en_150")
        #expect(LanguageTables.languageGroups == ["ars": "ar", "hi": "en", "nb": "no", "nn": "no", "wuu": "zh", "yue": "zh"])
        #expect(LanguageTables.defaultRegionPenaltyExemptions == ["es_MX", "zh_Hant_TW"])
        #expect(LanguageTables.languageAliases["iw"] == "he")
        #expect(LanguageTables.languageAliases["sh"] == "sr_Latn")
        #expect(LanguageTables.languageAliases["no"] == nil, "CLDR made nb and nn children of no")
        #expect(LanguageTables.languageCodes3To2["eng"] == "en")
        #expect(LanguageTables.regionCodes3To2["USA"] == "US")
        #expect(LanguageTables.grandfatheredTags["i-klingon"] == "tlh")
    }
}
