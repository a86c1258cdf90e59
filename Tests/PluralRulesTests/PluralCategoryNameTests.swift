import PluralRules
import Testing

@Suite struct PluralCategoryNameTests {
    /// The written-out `init?(rawValue:)` finds a category exactly when its name is the whole string:
    /// every name, and strings that share a name's length and first letter, or differ in case,
    /// white space or length.
    @Test func categoryIsFoundByItsExactName() {
        var names = PluralCategory.allCases.map(\.rawValue)
        for category in PluralCategory.allCases {
            let name = category.rawValue
            names += [
                name.uppercased(), name.prefix(1).uppercased() + name.dropFirst(), " " + name, name + " ", name + "s", String(name.dropLast()),
                String(name.dropFirst()), String(name.first!) + String(repeating: "x", count: name.count - 1),
                String(repeating: "x", count: name.count - 1) + String(name.last!),
            ]
        }
        names += ["", "o", "oth", "otter", "ono", "tww", "fee", "mane", "zer0", "ønë", "øther", "other\u{0}"]
        for name in names {
            let expected = PluralCategory.allCases.first { $0.rawValue == name }
            #expect(PluralCategory(rawValue: name) == expected, "\(name.debugDescription)")
        }
    }
}
