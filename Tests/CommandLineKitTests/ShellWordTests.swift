import CommandLineKit
import Testing

/// A path in a command a message suggests is one shell word (`xcstrings-merge --take theirs sub
/// dir/L.xcstrings` was three).
@Suite struct ShellWordTests {
    @Test func plainPathsStayAndOthersAreSingleQuoted() {
        #expect(ShellWord.quoted("App/Localizable.xcstrings") == "App/Localizable.xcstrings")
        #expect(ShellWord.quoted("Übersetzung/de.xliff") == "Übersetzung/de.xliff")
        #expect(ShellWord.quoted("sub dir/L.xcstrings") == "'sub dir/L.xcstrings'")
        #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellWord.quoted("$(rm -rf x)") == "'$(rm -rf x)'")
        #expect(ShellWord.quoted("") == "''")
    }
}
