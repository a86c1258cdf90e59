import AppLocalizations
import CommandLineKit
import Foundation
import Testing

/// Runs `xcstrings-resolve` in process.
func resolve(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = ResolveCommand.run(arguments, io: CommandIO(standardOutput: { output += $0 }, standardError: { errors += $0 }))
    return (status, output, errors)
}

/// The app of the worked example.
let app = ["--localizations", "en-GB,en-IE,de,it,it-CH", "--development-region", "en-GB"]

@Suite struct ResolveCommandTests {
    @Test func frenchThenItalianGetsItalianThenTheDevelopmentRegion() {
        let run = resolve(["--preferred", "fr-FR,it"] + app)
        #expect(run.status == ExitCode.success)
        #expect(run.output == """
            Preferred languages: fr-FR, it
            Localizations: en-GB, en-IE, de, it, it-CH; development region: en-GB

            The app shows: it
            Then, for what it lacks: en-GB (the development region)

            """)
    }

    @Test func englishWithTheRegionItalyIsComposedAndGetsBritishEnglish() {
        let run = resolve(["--language", "en", "--region", "IT", "--explain"] + app)
        #expect(run.status == ExitCode.success)
        #expect(run.output.hasPrefix("Preferred languages: en-IT\n"))
        #expect(run.output.contains("The app shows: en-GB\n"))
        #expect(run.output.contains("Preference 1 \"en-IT\" reads as en_IT, parents en_150 → en_GB → en_001 → en."))
        #expect(run.output.contains("\"en-GB\" matches with score 2: the parent chains meet at en_GB"))
        // A dialect keeps its own region.
        #expect(resolve(["--language", "en-IE", "--region", "IT"] + app).output.contains("The app shows: en-IE\n"))
    }

    @Test func theOtherEntryPointsAreModelledSeparately() {
        // No French: the app falls back on its development region, preferredLocalizations(from:forPreferences:)
        // on en_US, which reaches en-GB through en.
        #expect(resolve(["--preferred", "fr-FR"] + app).output.contains("The app shows: en-GB\n"))
        #expect(resolve(["--preferred", "fr", "--api", "for-preferences", "--localizations", "it,en,ru",
                         "--development-region", "ru"]).output.contains("forPreferences:): en\n"))
        #expect(resolve(["--preferred", "fr", "--localizations", "it,en,ru", "--development-region", "ru"])
            .output.contains("The app shows: ru\n"))
        #expect(resolve(["--preferred", "fr-CH", "--api", "matcher"] + app).output.contains("The matcher gives: nothing\n"))
    }

    @Test func jsonHasThePreferencesTheAnswerAndTheSteps() throws {
        let run = resolve(["--preferred", "zh-HK", "--localizations", "zh-Hans,zh-Hant,zh-TW,en", "--format", "json"])
        #expect(run.status == ExitCode.success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["preferred"] as? [String] == ["zh-HK"])
        // zh-TW is not on zh-Hant's chain by its normalized name (zh_Hant_TW): Apple's matcher does not append it.
        #expect(object["localizations"] as? [String] == ["zh-Hant", "en"])
        #expect(object["localization"] as? String == "zh-Hant")
        #expect(object["api"] as? String == "app")
        #expect(((object["steps"] as? [Any])?.count ?? 0) > 0)
        let explanation = object["explanation"] as? [String] ?? []
        #expect(explanation.last?.hasPrefix("Result:") == true)
    }

    @Test func theMatrixMarksUsersWhoFallThrough() throws {
        let run = resolve(["--matrix", "--localizations", "en,zh-Hans,pt-BR", "--development-region", "en"])
        #expect(run.status == ExitCode.success)
        #expect(run.output.contains("! en (the development region), although the app has zh-Hans — 5 languages:\n    zh-Hant zh-Hant-HK zh-Hant-MO zh-Hant-MY zh-Hant-TW\n"))
        #expect(run.output.contains("  pt-BR — "))
        #expect(run.output.hasSuffix("6 of 180 languages fall through.\n"), "\(run.output.suffix(60))")
        let clean = resolve(["--matrix"] + app)
        #expect(clean.output.hasSuffix("Every user whose language the app has sees it.\n"))
        #expect(!clean.output.contains("\n! "))

        let json = resolve(["--matrix", "--format", "json", "--localizations", "en,zh-Hans", "--development-region", "en"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let falling = try #require(object["fallingThrough"] as? [String])
        #expect(falling.contains("zh-Hant-TW") && !falling.contains("zh-Hans-CN"))
        let rows = try #require(object["rows"] as? [[String: Any]])
        let taiwan = try #require(rows.first { $0["preferredLanguage"] as? String == "zh-Hant-TW" })
        #expect(taiwan["localizations"] as? [String] == ["en"])
        #expect(taiwan["fallsThrough"] as? Bool == true)
    }

    @Test func portugueseUsersWhoAlsoListTheDevelopmentLanguageAreMarked() {
        let run = resolve(["--matrix", "--localizations", "en,pt-BR", "--development-region", "en"])
        #expect(run.output.contains("""
            ! en, when they list en second, although the app has pt-BR — 1 language (alone, they get pt-BR):
                pt-PT

            1 of 169 languages falls through.

            """))
    }

    @Test func localizationsComeFromProjectFiles() throws {
        let folder = try Folder()
        let catalog = try folder.write("Localizable.xcstrings", catalogWithGermanAndAnEmptyFrench)
        #expect(resolve(["--preferred", "de-AT", catalog]).output.contains("The app shows: de\nThen, for what it lacks: en-GB (the development region)\n"))
        try folder.write("App.xcodeproj/project.pbxproj", projectFile)
        let project = resolve(["--preferred", "en-IN", folder.root + "/App.xcodeproj"])
        #expect(project.output.contains("Localizations: en-GB, en-IE, de; development region: en-GB\n"))
        #expect(project.output.contains("The app shows: en-GB\n"))
        let plist = try folder.write("Info.plist", infoPlist)
        #expect(resolve(["--preferred", "fr-CH", plist]).output.contains("The app shows: it\n"))
        for name in ["English.lproj", "fr.lproj", "zh_TW.lproj"] { try folder.folder("Resources/" + name) }
        let lprojs = resolve(["--preferred", "zh-Hant-HK,en", "--development-region", "English", folder.root + "/Resources"])
        #expect(lprojs.output.contains("The app shows: zh_TW\n"))
    }

    static let badInputs: [(arguments: [String], message: String?)] = [
        (["--preferred", "en_GB,../x"] + app,
         "invalid value 'en_GB,../x' for --preferred: '../x' is not a language tag (such as de, pt-BR, zh-Hans)"),
        (app, "no preferred language: give --preferred LANG,... or --language LANG --region REGION (or --matrix)"),
        (["--preferred", "fr"], "no localizations: name a catalog, an .xcodeproj, an Info.plist or a folder of .lproj folders, or --localizations"),
        (["--language", "en"] + app, "--language and --region go together (the Settings app has both)"),
        (["--language", "en", "--region", "Italy"] + app, "'Italy' is not a region the Settings app offers: the two-letter code of a country or territory, such as IT or US"),
        (["--matrix", "--preferred", "fr"] + app, "--matrix and --preferred cannot be used together"),
        (["--preferred", "fr", "--api", "bundle"] + app, "invalid value 'bundle' for --api: expected one of app, for-preferences, matcher"),
        (["--preferred", "fr", "--localizations", "English,Base,en_GB,EN"], nil),
    ]

    @Test(arguments: badInputs)
    func badInputIsAUsageError(arguments: [String], message: String?) {
        let run = resolve(arguments)
        guard let message else {
            #expect(run.status == ExitCode.success)
            return
        }
        #expect(run.status == ExitCode.usage)
        #expect(run.errors.hasPrefix("xcstrings-resolve: error: \(message)\n"), "\(run.errors)")
    }

    @Test func anUnreadableProjectIsNamed() throws {
        let folder = try Folder()
        let broken = try folder.write("App.xcodeproj/project.pbxproj", "{\n\tknownRegions = (\n\t\ten\n\t\tde,\n\t);\n}")
        let run = resolve(["--preferred", "de", folder.root + "/App.xcodeproj"])
        #expect(run.status == ExitCode.usage)
        #expect(run.errors == "\(broken):4:3: error: expected ',' or ')' in knownRegions\n")
        let missing = resolve(["--preferred", "de", folder.root + "/Missing.xcstrings"])
        #expect(missing.status == ExitCode.usage)
        #expect(missing.errors == "\(folder.root)/Missing.xcstrings: error: no such file or directory\n")
        // An .xcodeproj without its project file (it printed `NotFound(path: …, reason: …)`).
        try folder.folder("Empty.xcodeproj")
        let empty = resolve(["--preferred", "de", "--localizations", "de", folder.root + "/Empty.xcodeproj"])
        #expect(empty.status == ExitCode.usage)
        #expect(empty.errors == "\(folder.root)/Empty.xcodeproj/project.pbxproj: error: no such file\n", "\(empty.errors)")
    }

    /// Every Xcode template's Info.plist says `$(DEVELOPMENT_LANGUAGE)`, a build setting: it was
    /// refused as "not a language tag", even with --development-region.
    @Test func aBuildSettingInInfoPlistCountsAsNotGiven() throws {
        let folder = try Folder()
        let plist = try folder.write("Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDevelopmentRegion</key>
            \t<string>$(DEVELOPMENT_LANGUAGE)</string>
            </dict>
            </plist>
            """)
        let run = resolve(["--preferred", "de", "--localizations", "de,fr", "--development-region", "en", plist])
        #expect(run.status == ExitCode.success, "\(run.errors)")
        #expect(run.output.contains("development region: en"), "\(run.output)")
        try folder.write("App.xcodeproj/project.pbxproj", projectFile)
        let withProject = resolve(["--preferred", "en-IN", plist, folder.root + "/App.xcodeproj"])
        #expect(withProject.status == ExitCode.success, "\(withProject.errors)")
        #expect(withProject.output.contains("development region: en-GB"), "\(withProject.output)")
    }
}
