/// Text as one word of a POSIX shell command line, for commands a message suggests running.
public enum ShellWord {
    /// `text` as it is when the shell reads it as one word unchanged (`Localizable.xcstrings`,
    /// `App/de.xliff`), else in single quotes (`'sub dir/L.xcstrings'`, `'it'\''s'`).
    public static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-./:@%+=,".unicodeScalars.contains(scalar)
        }
        if plain { return text }
        var quoted = "'"
        for character in text { quoted += character == "'" ? "'\\''" : String(character) }
        return quoted + "'"
    }
}
