import Foundation
import Testing
import TestSupport

/// Runs the built `xcstrings-resolve`: exit codes and output of the executable itself (the command's
/// behaviour in detail is tested in process by AppLocalizationsTests).
@Suite("xcstrings-resolve end to end")
struct ResolveEndToEndTests {
    let resolve: Executable

    init() throws {
        resolve = try Executable("xcstrings-resolve")
    }

    @Test func printsTheLanguageTheAppShows() throws {
        let run = try resolve.run([
            "--preferred", "fr-FR,it", "--localizations", "en-GB,en-IE,de,it,it-CH", "--development-region", "en-GB",
        ])
        #expect(run.status == 0)
        #expect(run.stdout.contains("The app shows: it\nThen, for what it lacks: en-GB (the development region)\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test func readsTheBundledExampleCatalog() throws {
        let run = try resolve.run(["--language", "en", "--region", "IT", "--explain", "Examples/Localizable.xcstrings"], in: packageRoot)
        #expect(run.status == 0)
        #expect(run.stdout.contains("How:\n"))
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try resolve.run(["--preferred", "../x", "--localizations", "en"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("xcstrings-resolve: error: invalid value '../x' for --preferred"))
        #expect(try resolve.run(["--version"]).stdout.hasPrefix("xcstrings-resolve "))
    }
}
