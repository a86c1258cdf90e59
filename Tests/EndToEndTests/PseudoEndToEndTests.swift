import Foundation
import Testing
import TestSupport

@Suite("xcstrings-pseudo end to end")
struct PseudoEndToEndTests {
    let pseudo: Executable

    init() throws {
        pseudo = try Executable("xcstrings-pseudo")
    }

    /// A copy of `Examples/Localizable.xcstrings` in a temporary folder.
    func example() throws -> URL {
        let folder = try makeTemporaryDirectory()
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/Localizable.xcstrings"), to: file)
        return file
    }

    @Test func addsThePseudoLanguagesAndTheLinterFindsNothingNew() throws {
        let file = try example()
        let run = try pseudo.run([file.path])
        #expect(run.status == 0)
        #expect(run.stdout == "\(file.path): en-XA, ar-XB written for 4 keys\n")
        #expect(run.stderr.isEmpty)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"en-XA\" : {") && text.contains("\"ar-XB\" : {"))
        #expect(text.contains("\"value\" : \"[Öþéñ %1$@ îñ %2$@ one]\""))
        #expect(!text.hasSuffix("\n"), "Xcode's format ends with }")
        let lint = try Executable("xcstrings-lint").run(["--no-config", file.path])
        #expect(lint.status == 0, "\(lint.stdout)")

        let again = try pseudo.run([file.path])
        #expect(again.stdout == "\(file.path): en-XA, ar-XB up to date\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func errorsExitTwoAndWriteNothing() throws {
        let file = try example()
        let before = try file.contents()
        let mode = try pseudo.run(["--modes", "loud", file.path])
        #expect(mode.status == 2)
        #expect(mode.stderr.contains("unknown mode 'loud'"))
        let collision = try pseudo.run(["--language", "de", file.path])
        #expect(collision.status == 2)
        #expect(collision.stderr.contains("'de' is a language of this catalog"))
        let missing = try pseudo.run([file.deletingLastPathComponent().appendingPathComponent("Nope.xcstrings").path])
        #expect(missing.status == 2)
        #expect(try file.contents() == before)
        #expect(try pseudo.run(["--version"]).stdout.hasPrefix("xcstrings-pseudo "))
        #expect(try pseudo.run(["--help"]).stdout.contains("USAGE: xcstrings-pseudo"))
    }
}
