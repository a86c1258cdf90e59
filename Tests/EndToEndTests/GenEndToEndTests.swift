import Foundation
import Testing
import TestSupport

@Suite("xcstrings-gen end to end")
struct GenEndToEndTests {
    let gen: Executable

    /// A clean source: English and German, a plain string and plural forms.
    let source = """
        {
          "sourceLanguage": "en",
          "strings": {
            "Hello": {"comment": "Greeting", "en": "Hello", "de": "Hallo"},
            "%lld files": {
              "en": {"one": "%lld file", "other": "%lld files"},
              "de": {"one": "%lld Datei", "other": "%lld Dateien"}
            }
          }
        }
        """

    init() throws {
        gen = try Executable("xcstrings-gen")
    }

    /// A temporary folder holding `translations.json` with `text`.
    func project(_ text: String? = nil) throws -> (folder: URL, source: URL, catalog: URL) {
        let folder = try makeTemporaryDirectory()
        let file = folder.appendingPathComponent("translations.json")
        try file.write(text ?? source)
        return (folder, file, folder.appendingPathComponent("Localizable.xcstrings"))
    }

    func setPastModificationDate(_ file: URL) throws -> Date {
        let past = Date(timeIntervalSince1970: 1_500_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        return past
    }

    // MARK: Generating

    @Test func writesTheCatalogBesideTheSourceAndLeavesAnUnchangedOneUntouched() throws {
        let (_, source, catalog) = try project()
        let first = try gen.run([source.path])
        #expect(first.status == 0)
        #expect(first.stdout == "wrote \(catalog.path) (2 keys)\n")
        #expect(first.stderr.isEmpty, "a clean source prints no finding: \(first.stderr)")
        let written = try catalog.contents()
        #expect(written == (try gen.run(["--stdout", source.path])).stdout.data(using: .utf8))
        #expect(String(decoding: written, as: UTF8.self).hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(written.last == UInt8(ascii: "}"))

        let past = try setPastModificationDate(catalog)
        let second = try gen.run([source.path])
        #expect(second.status == 0)
        #expect(second.stdout == "\(catalog.path): up to date\n")
        #expect(try catalog.modificationDate() == past)
        #expect(try catalog.contents() == written)
    }

    @Test func outputOptionAndStandardOutput() throws {
        let (folder, source, catalog) = try project()
        let named = folder.appendingPathComponent("Other.xcstrings")
        #expect(try gen.run([source.path, "-o", named.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: named.path))
        #expect(!FileManager.default.fileExists(atPath: catalog.path))
        let printed = try gen.run(["--stdout", source.path])
        #expect(printed.status == 0)
        #expect(printed.stdout.data(using: .utf8) == (try named.contents()))
        #expect(!FileManager.default.fileExists(atPath: catalog.path), "--stdout writes nothing")
    }

    @Test func severalInputsEachWithItsOwnOutput() throws {
        let folder = try makeTemporaryDirectory()
        let app = folder.appendingPathComponent("translations.json")
        let plist = folder.appendingPathComponent("InfoPlist.translations.json")
        try app.write(source)
        try plist.write(#"{"sourceLanguage": "en", "strings": {"CFBundleName": {"en": "Example", "de": "Beispiel"}}}"#)
        let run = try gen.run([app.path, plist.path])
        #expect(run.status == 0)
        #expect(run.stdout == """
            wrote \(folder.appendingPathComponent("Localizable.xcstrings").path) (2 keys)
            wrote \(folder.appendingPathComponent("InfoPlist.xcstrings").path) (1 key)

            """)
        let clash = try gen.run([app.path, app.path])
        #expect(clash.status == 2)
        #expect(clash.stderr.contains("several inputs would write"))
    }

    @Test func usageErrors() throws {
        let (folder, source, _) = try project()
        #expect(try gen.run([]).status == 2)
        #expect(try gen.run([folder.appendingPathComponent("nope.json").path]).stderr.contains("no such file"))
        let twoWithOutput = try gen.run([source.path, source.path, "-o", "x.xcstrings"])
        #expect(twoWithOutput.status == 2)
        let unknownRule = try gen.run(["--ignore", "no-such-rule", source.path])
        #expect(unknownRule.status == 2)
        #expect(unknownRule.stderr.contains("unknown rule 'no-such-rule'"))
        #expect(try gen.run(["--check", "--stdout", source.path]).status == 2)
        let overwrite = try gen.run([source.path, "-o", source.path])
        #expect(overwrite.status == 2)
        #expect(overwrite.stderr.contains("the output would replace the input"))
        // A folder where the catalog goes is said to be one (it was "the catalog does not exist").
        let folderOutput = folder.appendingPathComponent("Folder.xcstrings").path
        try FileManager.default.createDirectory(atPath: folderOutput, withIntermediateDirectories: true)
        for mode in [["--check"], []] {
            let run = try gen.run(mode + [source.path, "-o", folderOutput])
            #expect(run.status == 2, "\(mode)")
            let what = mode.isEmpty ? "cannot write: it is a folder" : "cannot check: it is a folder, not a catalog"
            #expect(run.stderr == "\(folderOutput): error: \(what); -o names the file to write\n", "\(mode): \(run.stderr)")
        }
        // Without -o, the default output is the folder.
        let defaultFolder = folder.appendingPathComponent("Default")
        try FileManager.default.createDirectory(
            at: defaultFolder.appendingPathComponent("Localizable.xcstrings"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: defaultFolder.appendingPathComponent("translations.json"))
        let defaulted = try gen.run([defaultFolder.appendingPathComponent("translations.json").path])
        #expect(defaulted.status == 2)
        #expect(defaulted.stderr == "\(defaultFolder.path)/Localizable.xcstrings: error: cannot write: it is a folder\n",
                "\(defaulted.stderr)")
        let help = try gen.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("--keep-extracted"))
    }

    // MARK: Validation

    @Test func validationErrorsStopTheWriteUnlessForced() throws {
        let (_, source, catalog) = try project("""
            {
              "sourceLanguage": "en",
              "strings": {
                "Welcome, %@!": {"de": "Willkommen, %d!", "fr": "Bienvenue, %@ !"},
                "Bye": {"coment": "x", "de": "Tschüss"}
              }
            }
            """)
        let blocked = try gen.run([source.path])
        #expect(blocked.status == 1)
        #expect(blocked.stdout.isEmpty)
        let lines = blocked.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(catalog.path): not written: 2 errors in \(source.path) (--force generates anyway)"))
        #expect(lines.contains { $0.hasPrefix("\(source.path):4:41: error: ") && $0.hasSuffix("[placeholder-mismatch]") })
        #expect(lines.contains { $0.hasPrefix("\(source.path):5:13: error: unknown field \"coment\"") && $0.hasSuffix("[gen-unknown-field]") })
        #expect(lines.contains { $0.hasPrefix("\(source.path):5:5: warning: \"Bye\" has no translation in 'fr'") })
        #expect(lines.last == "1 file: 2 errors, 1 warning, 0 notes")
        #expect(!FileManager.default.fileExists(atPath: catalog.path))

        let forced = try gen.run(["--force", source.path])
        #expect(forced.status == 0)
        #expect(forced.stdout == "wrote \(catalog.path) (2 keys)\n")
        #expect(forced.stderr.contains("[placeholder-mismatch]"))

        let ignored = try gen.run(["--ignore", "placeholder-mismatch,gen-unknown-field", "--quiet", source.path])
        #expect(ignored.status == 0)
        #expect(ignored.stdout.isEmpty && ignored.stderr.isEmpty, "--quiet prints errors only: \(ignored.stderr)")
    }

    @Test func warningsDoNotStopTheWrite() throws {
        let (_, source, catalog) = try project(#"{"sourceLanguage": "en", "strings": {"A": {"de": "A"}, "B": {}}}"#)
        let run = try gen.run([source.path])
        #expect(run.status == 0)
        #expect(run.stderr.contains("\(source.path):1:56: warning: \"B\" has no translation in 'de' [missing-translation]"))
        #expect(FileManager.default.fileExists(atPath: catalog.path))
    }

    @Test func theNearestLintConfigurationApplies() throws {
        let (folder, source, catalog) = try project(#"{"sourceLanguage": "en", "strings": {"A": {"de": {"value": "A", "state": "new"}}, "B": {}}}"#)
        try folder.appendingPathComponent(".xcstrings-lint.json")
            .write(#"{"rules": {"missing-translation": "off", "unfinished-translation": "error"}}"#)
        let run = try gen.run([source.path])
        #expect(run.status == 1)
        #expect(!run.stderr.contains("[missing-translation]"))
        #expect(run.stderr.contains("error: translation in 'de' is still 'new' [unfinished-translation]"))
        #expect(!FileManager.default.fileExists(atPath: catalog.path))
        let without = try gen.run(["--no-config", source.path])
        #expect(without.status == 0)
        #expect(without.stderr.contains("[missing-translation]"))
        try folder.appendingPathComponent(".xcstrings-lint.json").write("{\"rules\": 3}")
        #expect(try gen.run([source.path]).status == 2)
    }

    @Test func malformedInputExitsTwoWithAPositionAndKeepsTheOldCatalog() throws {
        let (_, source, catalog) = try project()
        #expect(try gen.run([source.path]).status == 0)
        let old = try catalog.contents()
        try source.write("""
            {
              "sourceLanguage": "en",
              "strings": {
                "Hello": {"en": {"value": "Hello", "one": "Hi"}}
              }
            }
            """)
        let ambiguous = try gen.run([source.path])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.hasPrefix("\(source.path):4:40: error: ambiguous object: "))
        try source.write("{\n  \"strings\": {\n    \"A\": {\"de\": \"x\",}\n  }\n}")
        let invalid = try gen.run([source.path])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.hasPrefix("\(source.path):3:21: error: trailing comma"))
        #expect(try catalog.contents() == old)
    }

    // MARK: Atomic writes

    @Test func aFailingWriteLeavesTheOldCatalogIntact() throws {
        let (folder, source, _) = try project()
        // The temporary file's name would exceed the file system's limit, so the write fails
        // whoever runs the test.
        let catalog = folder.appendingPathComponent(String(repeating: "L", count: 240) + ".xcstrings")
        try catalog.write("old catalog")
        let run = try gen.run([source.path, "-o", catalog.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: cannot write the file"))
        #expect(try catalog.contents() == Data("old catalog".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2, "no temporary file left")
    }

    @Test func aReadOnlyFolderLeavesTheOldCatalogIntact() throws {
        let (folder, source, catalog) = try project()
        try catalog.write("old catalog")
        chmod(folder.path, 0o555)
        defer { chmod(folder.path, 0o755) }
        guard access(folder.path, W_OK) != 0 else { return }  // root writes anyway
        let run = try gen.run([source.path])
        #expect(run.status == 2)
        #expect(try catalog.contents() == Data("old catalog".utf8))
    }

    // MARK: --check

    @Test func checkMatchesDriftsAndMisses() throws {
        let (_, source, catalog) = try project()
        let missing = try gen.run(["--check", source.path])
        #expect(missing.status == 1)
        #expect(missing.stdout == """
            \(catalog.path): out of date with \(source.path) (run xcstrings-gen \(source.path))
              the catalog does not exist

            """)
        #expect(!FileManager.default.fileExists(atPath: catalog.path))

        #expect(try gen.run([source.path]).status == 0)
        let past = try setPastModificationDate(catalog)
        let matches = try gen.run(["--check", source.path])
        #expect(matches.status == 0)
        #expect(matches.stdout == "\(catalog.path): up to date with \(source.path)\n")

        try source.write("""
            {
              "sourceLanguage": "en",
              "strings": {
                "Hello": {"comment": "Greeting", "en": "Hello", "de": "Servus"},
                "New": {"en": "New", "de": "Neu"}
              }
            }
            """)
        let drift = try gen.run(["--check", source.path])
        #expect(drift.status == 1)
        #expect(drift.stdout == """
            \(catalog.path): out of date with \(source.path) (run xcstrings-gen \(source.path))
              missing from the catalog (1): "New"
              not in the source (1): "%lld files"
              different (1): "Hello"

            """)
        #expect(try catalog.modificationDate() == past, "--check writes nothing")
    }

    @Test func checkReportsFormattingOnlyDifferences() throws {
        let (_, source, catalog) = try project()
        #expect(try gen.run([source.path]).status == 0)
        let compact = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: catalog.contents()))
        try compact.write(to: catalog)
        let run = try gen.run(["--check", source.path])
        #expect(run.status == 1)
        #expect(run.stdout.contains("only the formatting differs"))
    }

    // MARK: Keys Xcode extracted

    @Test func keysExtractedByXcodeAreKeptOrDropped() throws {
        let (_, source, catalog) = try project()
        #expect(try gen.run([source.path]).status == 0)
        // Xcode adds a key it found in code.
        var text = String(decoding: try catalog.contents(), as: UTF8.self)
        text = text.replacingOccurrences(of: "    \"Hello\" : {\n", with: "    \"From code\" : {\n\n    },\n    \"Hello\" : {\n")
        try catalog.write(text)

        let kept = try gen.run(["--keep-extracted", source.path])
        #expect(kept.status == 0)
        #expect(kept.stdout == "\(catalog.path): up to date\n")
        #expect(kept.stderr.contains("\(catalog.path):44:5: warning: \"From code\" is in Localizable.xcstrings (extracted by Xcode) but not in translations.json: kept as it is; add it to translations.json [gen-extracted-key]"))
        #expect(try gen.run(["--check", "--keep-extracted", source.path]).status == 0)
        #expect(try gen.run(["--check", source.path]).status == 1)

        let dropped = try gen.run([source.path])
        #expect(dropped.status == 0)
        #expect(dropped.stdout == "wrote \(catalog.path) (2 keys)\n")
        #expect(dropped.stderr.contains("\(catalog.path):44:5: note: dropped 1 key extracted by Xcode, in Localizable.xcstrings but not in translations.json: \"From code\" (--keep-extracted keeps them) [gen-dropped-keys]"))
        #expect(!String(decoding: try catalog.contents(), as: UTF8.self).contains("From code"))
    }

    // MARK: --import

    @Test func importThenGenerateReproducesTheCatalog() throws {
        let folder = try makeTemporaryDirectory()
        let original = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/rich.xcstrings"))
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try original.write(to: catalog)
        let imported = try gen.run(["--import", catalog.path])
        let source = folder.appendingPathComponent("translations.json")
        #expect(imported.status == 0)
        #expect(imported.stdout == "imported \(catalog.path) into \(source.path)\n")
        #expect(imported.stderr.isEmpty)

        let regenerated = folder.appendingPathComponent("Regenerated.xcstrings")
        #expect(try gen.run(["--force", source.path, "-o", regenerated.path]).status == 0)
        #expect(try regenerated.contents() == original)
        #expect(try gen.run(["--check", "--force", source.path]).status == 0)

        // An existing, different translations.json is not replaced without --force.
        try source.write("{}")
        let refused = try gen.run(["--import", catalog.path, "-o", source.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--force replaces it"))
        #expect(try source.contents() == Data("{}".utf8))
        #expect(try gen.run(["--import", "--force", catalog.path, "-o", source.path]).status == 0)
        let printed = try gen.run(["--import", "--stdout", catalog.path])
        #expect(printed.stdout.data(using: .utf8) == (try source.contents()))
    }

    @Test func importOfAnUnreadableCatalogExitsTwo() throws {
        let folder = try makeTemporaryDirectory()
        let catalog = folder.appendingPathComponent("Broken.xcstrings")
        try catalog.write("{\"strings\": {\"a\": {}, \"a\": {}}}")
        let run = try gen.run(["--import", catalog.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(catalog.path):1:23: error: duplicate key"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Broken.translations.json").path))
    }

    // MARK: The examples

    @Test func examplesAreUpToDate() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let check = try gen.run(["--check", "translations.json", "gen/Features.translations.json"], in: examples)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout == """
            Localizable.xcstrings: up to date with translations.json
            gen/Features.xcstrings: up to date with gen/Features.translations.json

            """)
        let mistakes = try gen.run(["--check", "gen/Mistakes.translations.json"], in: examples)
        #expect(mistakes.status == 1)
        for rule in ["gen-unknown-field", "placeholder-mismatch", "plural-missing-category", "gen-orphan", "duplicate-key",
                     "device-without-other"] {
            #expect(mistakes.stderr.contains("[\(rule)]"), "Mistakes.translations.json shows no \(rule)")
        }
    }
}
