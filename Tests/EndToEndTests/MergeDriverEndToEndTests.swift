import Foundation
import Testing
import TestSupport

/// xcstrings-merge as git's merge driver, in real repositories made by the tests and set up with
/// Docs/merge.md's `git-setup` snippet, run as it is written there.
@Suite("xcstrings-merge as git's merge driver")
struct MergeDriverEndToEndTests {
    /// A repository on `main` holding `base` as `App/Localizable.xcstrings`, with the drivers set up.
    struct Repository {
        let folder: URL
        let environment: [String: String]
        var catalog: URL { folder.appendingPathComponent("App/Localizable.xcstrings") }

        init(base: String) throws {
            folder = try makeTemporaryDirectory()
            var environment = ProcessInfo.processInfo.environment
            let tools = try Executable("xcstrings-merge").url.deletingLastPathComponent().path
            environment["PATH"] = tools + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment.merge(ChangedSinceEndToEndTests.gitEnvironment(home: folder)) { $1 }
            self.environment = environment
            try git("init", "-q", "-b", "main")
            let setup = try Self.snippet("git-setup")
            let run = try shell(setup)
            #expect(run.status == 0, "\(run.stderr)")
            try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
            try commit(base, message: "base")
        }

        /// The code of `<!-- snippet:NAME -->` in Docs/merge.md.
        static func snippet(_ name: String) throws -> String {
            let page = try String(contentsOf: packageRoot.appendingPathComponent("Docs/merge.md"), encoding: .utf8)
            let start = try #require(page.range(of: "<!-- snippet:\(name) -->\n```sh\n"))
            let end = try #require(page.range(of: "```\n<!-- /snippet -->", range: start.upperBound..<page.endIndex))
            return String(page[start.upperBound..<end.lowerBound])
        }

        @discardableResult
        func git(_ arguments: String...) throws -> Executable.Run {
            try shell("git " + arguments.map { "'\($0)'" }.joined(separator: " "))
        }

        func shell(_ script: String) throws -> Executable.Run {
            try Executable(url: URL(fileURLWithPath: "/bin/sh")).run(["-c", script], in: folder, environment: environment)
        }

        /// Writes `catalog` (compact JSON) in Xcode's format and commits it.
        func commit(_ catalog: String, message: String) throws {
            try self.catalog.write(catalog)
            let format = try Executable("xcstrings-fmt").run([self.catalog.path])
            #expect(format.status == 0, "\(format.stderr)")
            try git("add", "-A")
            try git("commit", "-q", "-m", message)
        }

        /// Commits `ours` on a branch from main, `theirs` on main, then merges main into the branch.
        func merge(ours: String, theirs: String) throws -> Executable.Run {
            try git("checkout", "-q", "-b", "ours")
            try commit(ours, message: "ours")
            try git("checkout", "-q", "main")
            try commit(theirs, message: "theirs")
            try git("checkout", "-q", "ours")
            return try git("merge", "--no-edit", "main")
        }

        func merged() throws -> [String: Any] {
            try #require(JSONSerialization.jsonObject(with: catalog.contents()) as? [String: Any])
        }
    }

    static func catalog(_ strings: String) -> String {
        #"{"sourceLanguage":"en","version":"1.0","strings":{\#(strings)}}"#
    }

    static func unit(_ value: String, _ state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    static let base = catalog(
        #""Cancel":{"localizations":{"de":\#(unit("Abbrechen"))}},"#
            + #""Refresh":{"localizations":{"de":\#(unit("Erneuern")),"fr":\#(unit("Refresh", "needs_review"))}},"#
            + #""Settings":{"localizations":{"de":\#(unit("Einstellungen"))}}"#)

    /// The `stringUnit` of `key` in `language`.
    func unit(_ catalog: [String: Any], _ key: String, _ language: String) -> [String: Any]? {
        let entry = (catalog["strings"] as? [String: Any])?[key] as? [String: Any]
        let localization = (entry?["localizations"] as? [String: Any])?[language] as? [String: Any]
        return localization?["stringUnit"] as? [String: Any]
    }

    func value(_ catalog: [String: Any], _ key: String, _ language: String) -> String? {
        unit(catalog, key, language)?["value"] as? String
    }

    func state(_ catalog: [String: Any], _ key: String, _ language: String) -> String? {
        unit(catalog, key, language)?["state"] as? String
    }

    @Test func branchesThatAddKeysAtTheSamePlaceMergeCleanly() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let ours = Self.base.replacingOccurrences(of: #""Refresh":"#, with: #""Open":{"localizations":{"de":\#(Self.unit("Öffnen"))}},"Refresh":"#)
        let theirs = Self.base.replacingOccurrences(of: #""Refresh":"#, with: #""OK":{"localizations":{"de":\#(Self.unit("OK"))}},"Refresh":"#)
        // Without the driver, git's line merge stops here.
        let run = try repository.merge(ours: ours, theirs: theirs)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let merged = try repository.merged()
        #expect(value(merged, "Open", "de") == "Öffnen" && value(merged, "OK", "de") == "OK")
        let check = try Executable("xcstrings-fmt").run(["--check", repository.catalog.path])
        #expect(check.status == 0, "the merge is in Xcode's exact format: \(check.stdout)")
    }

    @Test func translationsOfDifferentLanguagesMerge() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let ours = Self.base.replacingOccurrences(of: Self.unit("Erneuern"), with: Self.unit("Aktualisieren"))
        let theirs = Self.base.replacingOccurrences(of: Self.unit("Refresh", "needs_review"), with: Self.unit("Actualiser"))
        let run = try repository.merge(ours: ours, theirs: theirs)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let merged = try repository.merged()
        #expect(value(merged, "Refresh", "de") == "Aktualisieren" && value(merged, "Refresh", "fr") == "Actualiser")
    }

    @Test func stateOnOneSideAndValueOnTheOtherMerge() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let ours = Self.base.replacingOccurrences(of: Self.unit("Erneuern"), with: Self.unit("Erneuern", "needs_review"))
        let theirs = Self.base.replacingOccurrences(of: Self.unit("Erneuern"), with: Self.unit("Aktualisieren"))
        let run = try repository.merge(ours: ours, theirs: theirs)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let merged = try repository.merged()
        #expect(value(merged, "Refresh", "de") == "Aktualisieren" && state(merged, "Refresh", "de") == "needs_review")
    }

    @Test func theSameChangeOnBothSidesIsOneChange() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let changed = Self.base.replacingOccurrences(of: Self.unit("Erneuern"), with: Self.unit("Aktualisieren"))
        let ours = changed.replacingOccurrences(of: #""Settings":"#, with: #""A":{},"Settings":"#)
        let run = try repository.merge(ours: ours, theirs: changed)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(value(try repository.merged(), "Refresh", "de") == "Aktualisieren")
    }

    @Test func aKeyDeletedOnOneSideAndEditedOnTheOtherIsAConflict() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let ours = Self.base.replacingOccurrences(of: Self.unit("Einstellungen"), with: Self.unit("Optionen"))
        let theirs = Self.base.replacingOccurrences(
            of: #","Settings":{"localizations":{"de":\#(Self.unit("Einstellungen"))}}"#, with: "")
        let run = try repository.merge(ours: ours, theirs: theirs)
        #expect(run.status != 0)
        let output = run.stdout + run.stderr
        #expect(output.contains("App/Localizable.xcstrings:"), "\(output)")
        #expect(output.contains("changed on our side, deleted on theirs"), "\(output)")
        #expect(output.contains("CONFLICT"), "git reports the file as conflicted: \(output)")
        // The file is a valid catalog holding ours; theirs is one command away.
        #expect(value(try repository.merged(), "Settings", "de") == "Optionen")
        let take = try repository.shell("xcstrings-merge --take theirs App/Localizable.xcstrings")
        #expect(take.status == 1, "\(take.stderr)")
        let merged = try repository.merged()
        #expect((merged["strings"] as? [String: Any])?["Settings"] == nil && value(merged, "Cancel", "de") == "Abbrechen")
    }

    /// `--take theirs PATH -o OUT`: the conflicts' positions are in OUT and are named so (they named
    /// PATH); the way back to ours still names PATH, which git keeps in conflict.
    @Test func takingTheOtherSideIntoAnotherFileNamesThatFile() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        let ours = Self.base.replacingOccurrences(of: Self.unit("Einstellungen"), with: Self.unit("Optionen"))
        let theirs = Self.base.replacingOccurrences(of: Self.unit("Einstellungen"), with: Self.unit("Präferenzen"))
        #expect(try repository.merge(ours: ours, theirs: theirs).status != 0)
        let take = try repository.shell("xcstrings-merge --take theirs App/Localizable.xcstrings -o Merged.xcstrings")
        #expect(take.status == 1, "\(take.stderr)")
        let lines = take.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Merged.xcstrings:") == true, "\(take.stderr)")
        #expect(take.stderr.contains("1 conflict in Merged.xcstrings; it holds theirs"), "\(take.stderr)")
        #expect(take.stderr.contains("--take ours -o Merged.xcstrings App/Localizable.xcstrings"), "\(take.stderr)")
    }

    /// A catalog changed on one side and deleted on the other: git keeps no second version, and
    /// the message says what to do (it said the file was not in conflict).
    @Test func aCatalogDeletedOnOneSideSaysHowToResolveIt() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.git("checkout", "-q", "-b", "ours")
        try repository.commit(Self.base.replacingOccurrences(of: Self.unit("Einstellungen"), with: Self.unit("Optionen")), message: "ours")
        try repository.git("checkout", "-q", "main")
        try repository.git("rm", "-q", "App/Localizable.xcstrings")
        try repository.git("commit", "-q", "-m", "theirs")
        try repository.git("checkout", "-q", "ours")
        #expect(try repository.git("merge", "--no-edit", "main").status != 0)
        let run = try repository.shell("xcstrings-merge App/Localizable.xcstrings")
        #expect(run.status == 2)
        #expect(run.stderr.contains("App/Localizable.xcstrings was deleted by them and changed by the other side"), "\(run.stderr)")
        #expect(run.stderr.contains("git rm App/Localizable.xcstrings"), "\(run.stderr)")
    }

    @Test func aConflictMarkerInAnInputLeavesOursUntouched() throws {
        let repository = try Repository(base: Self.base)
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.git("checkout", "-q", "-b", "ours")
        try repository.catalog.write("{\n<<<<<<< HEAD\n  \"sourceLanguage\" : \"en\",\n}\n")
        try repository.git("commit", "-q", "-am", "a committed conflict marker")
        let ours = try repository.catalog.contents()
        try repository.git("checkout", "-q", "main")
        try repository.commit(Self.base.replacingOccurrences(of: Self.unit("Erneuern"), with: Self.unit("Neu laden")), message: "theirs")
        try repository.git("checkout", "-q", "ours")
        let run = try repository.git("merge", "--no-edit", "main")
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains("App/Localizable.xcstrings:2:1: error: ours"), "\(run.stdout)\(run.stderr)")
        #expect(try repository.catalog.contents() == ours)
    }
}

/// `BASE OURS THEIRS` given as files: a problem's position names the file it is in (it named OURS
/// once, with BASE's line and column).
@Suite("xcstrings-merge with three files")
struct MergeFilesEndToEndTests {
    @Test(arguments: [0, 1, 2])
    func aProblemIsReportedInTheFileThatHasIt(_ broken: Int) throws {
        let folder = try TemporaryFolder(repository: false)
        let good = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}\n"
        let bad = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n}\n"
        let names = ["base.xcstrings", "ours.xcstrings", "theirs.xcstrings"]
        for (index, name) in names.enumerated() { try folder.write(name, index == broken ? bad : good) }
        let run = try Executable("xcstrings-merge").run(names + ["-o", "merged.xcstrings"], in: URL(fileURLWithPath: folder.root))
        #expect(run.status == 2)
        let role = ["base", "ours", "theirs"][broken]
        #expect(run.stderr.hasPrefix("\(names[broken]):4:1: error: \(role) (\(names[broken])) is not a valid catalog: "), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.root + "/merged.xcstrings"))
    }

    /// A failed write names its file once (it said `xcstrings-merge: error: out: error: …`).
    @Test func aFailedWriteIsSaidOnce() throws {
        let folder = try TemporaryFolder(repository: false)
        let good = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {},\n  \"version\" : \"1.0\"\n}\n"
        for name in ["base.xcstrings", "ours.xcstrings", "theirs.xcstrings"] { try folder.write(name, good) }
        try FileManager.default.createDirectory(atPath: folder.root + "/out", withIntermediateDirectories: true)
        let run = try Executable("xcstrings-merge").run(["base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "-o", "out"],
                                                       in: URL(fileURLWithPath: folder.root))
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("out: error: cannot write the file: "), "\(run.stderr)")
    }

    /// Keys that differ only in Unicode normalization are two keys to Xcode; the merge read them as
    /// one and kept one key's spelling with the other's value, exit 0. Now it refuses, like fmt.
    @Test(arguments: [0, 1, 2])
    func keysThatDifferOnlyInNormalizationAreRefused(_ twinned: Int) throws {
        let folder = try TemporaryFolder(repository: false)
        func catalog(_ keys: [String]) -> String {
            let strings = keys.map { "    \"\($0)\" : {\n\n    }" }.joined(separator: ",\n")
            return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
        }
        let names = ["base.xcstrings", "ours.xcstrings", "theirs.xcstrings"]
        for (index, name) in names.enumerated() {
            try folder.write(name, catalog(index == twinned ? ["caf\u{E9}", "cafe\u{301}"] : ["caf\u{E9}", "Tea"]))
        }
        let ours = try String(contentsOfFile: folder.root + "/ours.xcstrings", encoding: .utf8)
        let run = try Executable("xcstrings-merge").run(names, in: URL(fileURLWithPath: folder.root))
        #expect(run.status == 2)
        let role = ["base", "ours", "theirs"][twinned]
        #expect(run.stderr.hasPrefix("\(names[twinned]):7:5: error: \(role) (\(names[twinned])) cannot be merged: key "), "\(run.stderr)")
        #expect(run.stderr.contains("Xcode keeps both") && run.stderr.contains("spell one of them differently first"), "\(run.stderr)")
        #expect(try String(contentsOfFile: folder.root + "/ours.xcstrings", encoding: .utf8) == ours)
    }
}
