import Foundation
import Testing
import TestSupport

/// `xcstrings-lint --changed-since REF` in a real repository: a catalog with many old findings,
/// then a commit that adds a broken translation and moves every line.
@Suite("xcstrings-lint --changed-since")
struct ChangedSinceEndToEndTests {
    /// Who commits, and no configuration of the machine's.
    static func gitEnvironment(home: URL) -> [String: String] {
        [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com", "HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1",
        ]
    }

    /// Runs `git ARGUMENTS` (a shell command line) in `folder`, expecting it to succeed.
    static func git(_ arguments: String, in folder: URL) throws {
        let shell = Executable(url: URL(fileURLWithPath: "/bin/sh"))
        let run = try shell.run(["-c", "git \(arguments)"], in: folder, environment: gitEnvironment(home: folder))
        #expect(run.status == 0, "git \(arguments): \(run.stderr)")
    }

    @Test func reportsOnlyWhatTheChangeIntroduced() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String) throws { try Self.git(arguments, in: folder) }
        let lint = try Executable("xcstrings-lint")
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try git("init -q -b main")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/lint/Broken.xcstrings"), to: catalog)
        try git("add . && git commit -q -m old")
        let before = try lint.run(["--no-config", "--format", "json", "Localizable.xcstrings"], in: folder)
        let old = try #require(JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any])
        #expect(((old["diagnostics"] as? [Any])?.count ?? 0) >= 20, "the catalog has many old findings")

        // A new key first in the file (every old finding moves down), with a German %d for %@.
        var text = try String(contentsOf: catalog, encoding: .utf8)
        let languages = ["ar": "جديد، %@", "de": "Neu, %d", "fr": "Nouveau, %@", "ja": "新規、%@", "ru": "Новый, %@"]
        let localizations = languages.sorted { $0.key < $1.key }.map {
            "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.value)\" } }"
        }.joined(separator: ",\n")
        let range = try #require(text.range(of: "\"strings\" : {"))
        text.insert(contentsOf: "\n    \"!Added, %@\" : { \"localizations\" : {\n\(localizations) } },", at: range.upperBound)
        try Data(text.utf8).write(to: catalog)
        try git("commit -q -am new")

        let run = try lint.run(["--no-config", "--changed-since", "HEAD~1", "--threshold", "80", "Localizable.xcstrings"], in: folder)
        let lines = run.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(lines.count == 1 && lines[0].contains("argument 1 is %d in 'de', but %@") && lines[0].contains("[placeholder-mismatch]"),
                "only the new broken translation: \(run.stdout)")
        #expect(run.status == 1)
        #expect(run.stdout.contains("1 file: 1 error, 0 warnings"), "\(run.stdout)")

        // The same findings at HEAD: nothing is new.
        let same = try lint.run(["--no-config", "--changed-since", "HEAD", "Localizable.xcstrings"], in: folder)
        #expect(same.stdout.contains("1 file: 0 errors, 0 warnings"), "\(same.stdout)")
        let wrong = try lint.run(["--no-config", "--changed-since", "no-such-branch", "Localizable.xcstrings"], in: folder)
        #expect(wrong.status == 2 && wrong.stderr.contains("'no-such-branch' is not a commit"), "\(wrong.stderr)")
        // Outside any repository it said HEAD "is not a commit of the git repository" of a folder that has none.
        let outside = try TemporaryFolder(repository: false)
        _ = try outside.write("L.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        let noRepository = try lint.run(["--no-config", "--changed-since", "HEAD", outside.root + "/L.xcstrings"], in: folder)
        #expect(noRepository.status == 2 && noRepository.stderr.contains("\(outside.root) is not inside a git repository"),
                "\(noRepository.stderr)")
    }

    /// A catalog moved with `git mv` (committed, then moved again and only staged) brings no new
    /// finding: every old one was reported as new, and a catalog new since REF is still all new.
    @Test func aRenamedCatalogIsComparedWithItselfUnderItsOldName() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String) throws { try Self.git(arguments, in: folder) }
        let lint = try Executable("xcstrings-lint")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/lint/Broken.xcstrings"),
                                         to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try git("init -q -b main && git add . && git commit -q -m old && git tag base")
        try git("mv App/Localizable.xcstrings App/Renamed.xcstrings && git commit -q -m renamed")
        let committed = try lint.run(["--no-config", "--changed-since", "base", "App"], in: folder)
        #expect(committed.stdout.contains("1 file: 0 errors, 0 warnings"), "\(committed.stdout)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Package"), withIntermediateDirectories: true)
        try git("mv App/Renamed.xcstrings Package/Moved.xcstrings")
        let staged = try lint.run(["--no-config", "--changed-since", "base", "Moved.xcstrings"], in: folder.appendingPathComponent("Package"))
        #expect(staged.stdout.contains("1 file: 0 errors, 0 warnings"), "\(staged.stdout)")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples/lint/Broken.xcstrings"),
                                         to: folder.appendingPathComponent("Package/New.xcstrings"))
        try git("add Package/New.xcstrings")
        let new = try lint.run(["--no-config", "--changed-since", "base", "New.xcstrings"], in: folder.appendingPathComponent("Package"))
        #expect(new.status == 1 && !new.stdout.contains("1 file: 0 errors"), "\(new.stdout)")
    }

    @Test func aLanguageThatFellBelowItsThresholdIsCalledOut() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = Self.gitEnvironment(home: folder)
        let shell = Executable(url: URL(fileURLWithPath: "/bin/sh"))
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        try catalog.write(#"{"sourceLanguage":"en","version":"1.0","strings":{"A":{"localizations":{"de":\#(unit("A")),"fr":\#(unit("A"))}},"B":{"localizations":{"de":\#(unit("B")),"fr":\#(unit("B"))}}}}"#)
        _ = try shell.run(["-c", "git init -q -b main && git add . && git commit -q -m old"], in: folder, environment: environment)
        try catalog.write(#"{"sourceLanguage":"en","version":"1.0","strings":{"A":{"localizations":{"de":\#(unit("A")),"fr":\#(unit("A"))}},"B":{"localizations":{"de":\#(unit("B"))}}}}"#)
        let run = try Executable("xcstrings-lint").run(["--no-config", "--changed-since", "HEAD", "--threshold", "90", "Localizable.xcstrings"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("note: 'fr' fell below its threshold of 90.0% in this change: 100.0% at HEAD, 50.0% now [completeness-regression]"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("'de' fell below"))
    }
}
