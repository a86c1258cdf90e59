import Foundation
import Testing
import TestSupport

/// Runs the built `xcstrings-render` (found beside the test bundle by `Executable`).
@Suite("xcstrings-render end to end")
struct RenderEndToEndTests {
    let render: Executable
    let catalog = packageRoot.appendingPathComponent("Examples/Localizable.xcstrings").path

    init() throws {
        render = try Executable("xcstrings-render")
    }

    @Test func printsWhatUsersSee() throws {
        let run = try render.run([catalog, "%lld files", "21", "--language", "ru"])
        #expect(run.status == 0)
        #expect(run.stdout == "21 файл\n")
        #expect(run.stderr.isEmpty)
        let json = try render.run([catalog, "Open %1$@ in %2$@", "notes.txt", "Pages", "--format", "json", "--preferred", "de-AT"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix(#"{"key":"Open %1$@ in %2$@","language":"de","text":""#))
        #expect(json.stdout.contains("notes.txt") && json.stdout.contains("Pages"))
    }

    @Test func badInputExitsTwo() throws {
        for arguments in [[catalog, "nope"], [catalog, "%lld files", "x"], [catalog, "%lld files"]] {
            let run = try render.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("xcstrings-render: error: "))
        }
    }
}
