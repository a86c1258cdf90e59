import CatalogGen
import CommandLineKit
import Foundation
import Testing

/// `xcstrings-gen --swift`, run in process: options, usage errors, bad catalogs, the atomic write.
@Suite struct SwiftAccessorsCommandTests {
    func gen(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = GenCommand.run(arguments, io: CommandIO(standardOutput: { output += $0 }, standardError: { errors += $0 }))
        return (status, output, errors)
    }

    let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Open %1$@ in %2$@" : {

            },
            "settings.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Settings"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func writesOnlyWhenTheSourceChanges() throws {
        let folder = try temporaryDirectory()
        let input = folder.appendingPathComponent("Localizable.xcstrings").path
        let output = folder.appendingPathComponent("Strings.swift").path
        try catalog.write(toFile: input, atomically: true, encoding: .utf8)
        let first = gen(["--swift", input, "-o", output])
        #expect(first.status == 0 && first.output == "wrote \(output): 2 accessors from 1 catalog\n", "\(first)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("static func openIn(_ arg1: String, _ arg2: String) -> Strings.Localized"))
        #expect(source.contains("enum Settings {"))
        let second = gen(["--swift", input, "-o", output])
        #expect(second.status == 0 && second.output == "\(output): up to date (2 accessors)\n")
        let printed = gen(["--swift", "--type-name", "L10n", "--access-level", "public", "--flat", "--bundle", "main", "--stdout", input])
        #expect(printed.status == 0 && printed.output.contains("public static var settingsTitle: L10n.Localized {"))
        let table = gen(["--swift", "--table", "Settings", "--stdout", input])
        #expect(table.output.contains(#"table: "Settings""#) && table.output.contains("enum Settings {"))
    }

    @Test(arguments: [
        (["--swift"], "no CATALOG given"),
        (["--swift", "Localizable.xcstrings"], "--swift needs -o FILE.swift or --stdout"),
        (["--swift", "--check", "a.xcstrings"], "--swift and --check cannot be used together"),
        (["--swift", "--import", "a.xcstrings", "--stdout"], "--swift and --import cannot be used together"),
        (["--type-name", "L10n", "translations.json"], "--type-name needs --swift"),
        (["--flat", "translations.json"], "--flat needs --swift"),
        (["--swift", "--type-name", "my-strings", "a.xcstrings", "--stdout"], "invalid value 'my-strings' for --type-name: not a Swift type name"),
        (["--swift", "--type-name", "class", "a.xcstrings", "--stdout"], "invalid value 'class' for --type-name: not a Swift type name"),
        (["--swift", "--access-level", "open", "a.xcstrings", "--stdout"], "invalid value 'open' for --access-level: expected one of internal, public, package"),
        (["--swift", "missing.xcstrings", "--stdout"], "no such file: missing.xcstrings"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = gen(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("xcstrings-gen: error: \(message)\n"), "\(run.errors)")
    }

    @Test func aMalformedCatalogIsReportedAtItsLineAndNothingIsWritten() throws {
        let folder = try temporaryDirectory()
        let input = folder.appendingPathComponent("Localizable.xcstrings").path
        let output = folder.appendingPathComponent("Strings.swift").path
        try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { ,\n  }\n}\n".write(toFile: input, atomically: true, encoding: .utf8)
        try "// the old file\n".write(toFile: output, atomically: true, encoding: .utf8)
        let run = gen(["--swift", input, "-o", output])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("\(input):4:13: error: expected a key in double quotes"), "\(run.errors)")
        #expect(run.errors.hasSuffix("\(output): not written: a catalog could not be read\n"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// the old file\n")
    }

    @Test func aCatalogWithoutSourceLanguageAndTwoCatalogsOfOneTableAreErrors() throws {
        let folder = try temporaryDirectory()
        let input = folder.appendingPathComponent("Localizable.xcstrings").path
        try "{\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n".write(toFile: input, atomically: true, encoding: .utf8)
        let run = gen(["--swift", input, "--stdout"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("\(input):1:1: error: the catalog has no sourceLanguage"), "\(run.errors)")
        let twin = folder.appendingPathComponent("other").path
        try FileManager.default.createDirectory(atPath: twin, withIntermediateDirectories: true)
        let second = twin + "/Localizable.xcstrings"
        try catalog.write(toFile: second, atomically: true, encoding: .utf8)
        try catalog.write(toFile: input, atomically: true, encoding: .utf8)
        let twins = gen(["--swift", input, second, "--stdout"])
        #expect(twins.status == 2 && twins.errors.contains("\(second):1:1: error: table 'Localizable' is also \(input)"), "\(twins.errors)")
    }

    @Test func keysWithoutAnAccessorAreWarnings() throws {
        let folder = try temporaryDirectory()
        let input = folder.appendingPathComponent("Localizable.xcstrings").path
        try catalog.replacingOccurrences(of: "Open %1$@ in %2$@", with: "Open %s").write(toFile: input, atomically: true, encoding: .utf8)
        let run = gen(["--swift", input, "--stdout"])
        #expect(run.status == 0)
        #expect(run.errors == "\(input):4:5: warning: no accessor for key \"Open %s\": argument 1 is %s, which has no safe Swift argument type\n")
    }
}
