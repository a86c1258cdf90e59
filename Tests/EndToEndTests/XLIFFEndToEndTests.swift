import Foundation
import Testing
import TestSupport

@Suite("xcstrings-xliff end to end")
struct XLIFFEndToEndTests {
    let xliff: Executable

    init() throws {
        xliff = try Executable("xcstrings-xliff")
    }

    /// A copy of `Examples/` in a temporary folder, which is the project folder (`--root`).
    func examples() throws -> URL {
        let folder = try makeTemporaryDirectory()
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
        return folder.appendingPathComponent("Examples")
    }

    @Test func exportThenImportUneditedChangesNothing() throws {
        let root = try examples()
        let catalog = root.appendingPathComponent("Localizable.xcstrings")
        let before = try catalog.contents()
        let export = try xliff.run(["export", "Localizable.xcstrings", "-o", "out"], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.split(separator: "\n").map { $0.prefix(18) } == ["wrote out/ar.xcloc", "wrote out/de.xcloc", "wrote out/fr.xcloc", "wrote out/ja.xcloc", "wrote out/ru.xcloc"])
        let bundles = ["ar", "de", "fr", "ja", "ru"].map { "out/\($0).xcloc" }
        let run = try xliff.run(["import"] + bundles + ["--no-config"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Localizable.xcstrings: nothing to change (ar: 0 changed, 0 added, 9 unchanged;"), "\(run.stdout)")
        #expect(try catalog.contents() == before)
    }

    @Test func aTranslatedXLIFFIsAppliedAndPassesTheLinter() throws {
        let root = try examples()
        let catalog = root.appendingPathComponent("Localizable.xcstrings")
        let refused = try xliff.run(["import", "xliff/it-mistakes.xliff", "--no-config"], in: root)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("xliff/it-mistakes.xliff:35:47: error: argument 1 is %d in 'it', but %@ in the source"))
        #expect(!(try String(contentsOf: catalog, encoding: .utf8)).contains("\"it\" : {"))

        let applied = try xliff.run(["import", "xliff/it.xliff", "--no-config"], in: root)
        #expect(applied.status == 0, "\(applied.stderr)")
        #expect(applied.stdout == "wrote Localizable.xcstrings (it: 0 changed, 6 added, 0 unchanged)\n")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(text.contains("\"value\" : \"Benvenuto, %@!\"") && !text.hasSuffix("\n"))
        let lint = try Executable("xcstrings-lint").run(["--no-config", "--languages", "it", "--threshold", "100", catalog.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let again = try xliff.run(["import", "xliff/it.xliff", "--no-config"], in: root)
        #expect(again.stdout == "Localizable.xcstrings: nothing to change (it: 0 changed, 0 added, 6 unchanged)\n")
    }

    @Test func versionHelpAndUsage() throws {
        #expect(try xliff.run(["--version"]).stdout.hasPrefix("xcstrings-xliff "))
        #expect(try xliff.run(["import", "--help"]).stdout.contains("USAGE: xcstrings-xliff import"))
        #expect(try xliff.run(["frobnicate"]).status == 2)
    }
}
