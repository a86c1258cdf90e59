import CatalogRuntime
import FormatSpecifiers
import Testing

/// Fallbacks, states, devices, positional arguments, `%%`, string sets, and what wrong arguments do.
@Suite("Lookups")
struct LookupTests {
    @Test func theLanguageIsChosenAsApplesSystemsChooseIt() {
        #expect(context(["de-AT"]).language == "de")
        #expect(context(["fr-CA", "de"]).language == "fr")
        #expect(context(["it"]).languages == ["en"])  // no Italian: the development language
        #expect(context(["pt-BR", "ru"]).language == "ru")
        #expect(context(["ar-EG"]).languages == ["ar", "en"])
    }

    @Test func missingTextsFallBackToTheSourceLanguageThenTheKey() {
        let german = context(["de"])
        #expect(german.string("Only in English") == "Only in English")
        #expect(german.resolved("Only in English").language == "en")
        #expect(german.resolved("Extracted automatically") == ResolvedString(
            key: "Extracted automatically", text: "Extracted automatically", language: nil, problems: []))
        #expect(german.string("welcome.title") == "Willkommen!")
        #expect(context(["fr"]).string("welcome.title") == "Welcome!")
        let unknown = german.resolved("No such key")
        #expect(unknown.text == "No such key")
        #expect(unknown.problems == [.unknownKey("No such key", table: "Localizable")])
        #expect(german.string("\(3) apples") == "3 apples")  // an unknown key is formatted, as Apple's lookups do
        #expect(german.string("Hello", table: "Other", arguments: []) == "Hello")
    }

    @Test func statesShipAsXcodeBuildsThem() {
        let german = context(["de"])
        #expect(german.resolved("Not yet in German").language == "en")  // new: not translated yet
        #expect(german.string("Changed since") == "Seitdem geändert")   // needs_review ships
        #expect(german.string("Old feature") == "Alte Funktion")       // stale keys still ship
    }

    @Test func deviceVariations() {
        #expect(context(["en"], device: .iPhone).string("Tap to continue") == "Tap to continue")
        #expect(context(["en"], device: .iPad).string("Tap to continue") == "Tap anywhere to continue")
        #expect(context(["en"], device: .mac).string("Tap to continue") == "Click to continue")
        #expect(context(["en"], device: .other).string("Tap to continue") == "Select to continue")
        #expect(context(["en"], device: .appleWatch).string("Tap to continue") == "Select to continue")
        #expect(context(["fr"], device: .mac).string("Tap to continue") == "Cliquez pour continuer")
        #expect(context(["fr"], device: .iPhone).string("Tap to continue") == "Touchez pour continuer")
        // A device case that varies by plural.
        #expect(context(["en"], device: .mac).string("\(1) selected") == "1 item selected")
        #expect(context(["en"], device: .mac).string("\(3) selected") == "3 items selected")
        #expect(context(["en"], device: .iPhone).string("\(3) selected") == "3 selected")
        #expect(Device.current == .other)  // on Linux
    }

    @Test func positionalArgumentsSwappedByATranslator() {
        #expect(context(["en"]).string("\("Anna") has \(1) photos") == "Anna has 1 photo")
        #expect(context(["de"]).string("\("Anna") has \(3) photos") == "3 Fotos von Anna")
        #expect(context(["de"]).string("Move \("a.txt") to \("Docs")") == "Docs: a.txt hierher verschieben")
    }

    @Test func percentSignsAsNSLocalizedStringAndFormattingTreatThem() {
        #expect(context(["en"]).string("100% sure") == "100% sure")
        #expect(context(["de"]).string("100% sure") == "100 %% sicher")  // no arguments: as written
        #expect(context(["en"]).string("Progress: \(50)%") == "Progress: 50%")
        #expect(context(["de"]).string("Progress: \(50)%") == "Fortschritt: 50 %")
        #expect(LocalizedKey("\(50)% done").key == "%lld%% done")
        #expect(LocalizedKey("50% done").key == "50% done")
    }

    @Test func interpolationsBecomeTheSpecifiersXcodeExtracts() {
        let key: LocalizedKey = "\(1) \(Int32(2)) \(UInt(3)) \(UInt8(4)) \(5.5) \(Float(6)) \("seven") \(Substring("8"))"
        #expect(key.key == "%lld %d %llu %u %lf %f %@ %@")
        #expect(key.arguments == [.int(1), .int(2), .uint(3), .int(4), .double(5.5), .double(6), .string("seven"), .string("8")])
    }

    @Test func stringSetsGiveTheirValues() {
        let english = context(["en"])
        let key = "Create a note in ${applicationName}"
        #expect(english.strings(key) == ["Create a note in ${applicationName}", "New note in ${applicationName}"])
        #expect(english.string(key, arguments: []) == "Create a note in ${applicationName}")
        #expect(english.strings("Changed since") == ["Changed since"])
    }

    @Test func wrongArgumentsGiveAClearTextAndAProblem() throws {
        let english = context(["en"])
        // A text for %lld: the specifier stays as written.
        let text = english.resolved("%lld files", arguments: [.string("three")])
        #expect(text.text == "%lld files")
        #expect(text.problems == [.wrongArgument(number: 1, specifier: "%lld", given: .string("three"))])
        #expect(throws: LocalizationError.wrongArgument(number: 1, specifier: "%lld", given: .string("three"))) {
            try english.resolve("%lld files", arguments: [.string("three")])
        }
        // A fraction for %lld.
        #expect(english.string("%lld files", arguments: [.double(1.5)]) == "%lld files")
        // Too few and too many.
        #expect(english.resolved("%lld files").problems == [.argumentCount(expected: 1, given: 0)])
        #expect(english.string("%lld files", arguments: []) == "%lld files")
        let extra = english.resolved("%lld files", arguments: [1, 2])
        #expect(extra.text == "1 file")
        #expect(extra.problems == [.argumentCount(expected: 1, given: 2)])
        #expect(throws: LocalizationError.argumentCount(expected: 2, given: 1)) {
            try english.resolve("Move %@ to %@", arguments: ["a.txt"])
        }
        let missing = english.resolved("Move %@ to %@", arguments: ["a.txt"])
        #expect(missing.text == "Move a.txt to %2$@")
        // Any value prints for %@.
        #expect(english.string("Move %@ to %@", arguments: [1, 2.5]) == "Move 1 to 2.5")
        #expect(throws: LocalizationError.unknownKey("nope", table: "Localizable")) { try english.resolve("nope") }
        #expect(throws: LocalizationError.unknownTable("Other")) { try english.resolve("nope", table: "Other") }
    }

    @Test func theKeysArgumentsAreKnown() {
        let english = context(["en"])
        #expect(english.expectedArguments(forKey: "%@ has %lld photos")?.map(\.description) == ["%@", "%lld"])
        #expect(english.expectedArguments(forKey: "%lld photos in %lld albums")?.map(\.description) == ["%lld", "%lld"])
        #expect(english.expectedArguments(forKey: "Extracted automatically") == [])
        #expect(english.expectedArguments(forKey: "nope") == nil)
    }

    /// A plural whose source forms never print the count still takes it: the caller passes the
    /// key's interpolation, and a translation may print it.
    @Test func aPluralThatNeverPrintsItsCountStillTakesIt() throws {
        func plural(_ one: String, _ other: String) -> String {
            #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"\#(one)"}},"other":{"stringUnit":{"state":"translated","value":"\#(other)"}}}}}"#
        }
        let json = #"{"sourceLanguage":"en","strings":{"Delete %lld items?":{"localizations":{"#
            + #""en":\#(plural("Delete this item?", "Delete these items?")),"#
            + #""fr":\#(plural("Supprimer cet élément ?", "Supprimer ces %lld éléments ?"))}},"#
            + #""delete.items":{"localizations":{"en":\#(plural("Delete this item?", "Delete these items?"))}}},"#
            + #""version":"1.0"}"#
        let tables = [try table(json)]
        let french = context(["fr"], tables: tables)
        #expect(french.expectedArguments(forKey: "Delete %lld items?")?.map(\.description) == ["%lld"])
        let resolved = try french.resolve("Delete %lld items?", arguments: [3])
        #expect(resolved.text == "Supprimer ces 3 éléments ?")
        #expect(try context(["en"], tables: tables).resolve("Delete %lld items?", arguments: [1]).text == "Delete this item?")
        // A key without specifiers: the count is %lld.
        #expect(french.expectedArguments(forKey: "delete.items")?.map(\.description) == ["%lld"])
    }

    /// A percent sign before a word (`70% for` is `% f`) takes no argument in a value that is no
    /// format string, the rule lint and the accessor generator follow too: `xcstrings-render` said
    /// "takes 1 argument (% f); 0 given". In a format string Foundation reads an argument for it.
    @Test func aPercentSignBeforeAWordTakesNoArgumentOutsideAFormatString() throws {
        func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
        let json = #"{"sourceLanguage":"en","strings":{"#
            + #""sale":{"localizations":{"en":\#(unit("70% for members")),"fr":\#(unit("70 % pour les membres"))}},"#
            + #""50% off":{},"#
            + #""escaped":{"localizations":{"en":\#(unit("50%% off, 70% for members"))}},"#
            + #""save":{"localizations":{"en":\#(unit("Save 50% on %@"))}}},"#
            + #""version":"1.0"}"#
        let french = context(["fr"], tables: [try table(json)])
        #expect(french.expectedArguments(forKey: "sale") == [])
        #expect(try french.resolve("sale").text == "70 % pour les membres")
        #expect(french.expectedArguments(forKey: "50% off") == [])
        #expect(try french.resolve("50% off").text == "50% off")
        // `%%` shows a format string: there `% f` reads an argument, as Foundation reads it.
        #expect(french.expectedArguments(forKey: "escaped")?.map(\.description) == ["%f"])
        // In a format string, `% o` reads argument 1 and `%@` argument 2, as Foundation reads them.
        #expect(french.expectedArguments(forKey: "save")?.map(\.description) == ["%o", "%@"])
        #expect(french.resolved("sale", arguments: [1]).problems.first == .argumentCount(expected: 0, given: 1))
    }
}

/// A substitution's `argNum` that no argument can have (it once crashed `expectedArguments` with a
/// negative range, or allocated for a billion arguments).
@Suite("Invalid argument numbers at run time")
struct InvalidArgumentNumberTests {
    static func catalog(argNum: String) throws -> CatalogTable {
        try table(
            #"{"sourceLanguage":"en","strings":{"%#@c@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@c@"},"#
                + #""substitutions":{"c":{"argNum":\#(argNum),"formatSpecifier":"lld","variations":{"plural":{"other":"#
                + #"{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}},"version":"1.0"}"#)
    }

    @Test(arguments: ["-1", "0", "128", "1000000000", "4611686018427387904"])
    func noArgumentIsExpectedAndTheSpecifierIsReported(_ argNum: String) throws {
        let english = context(["en"], tables: [try Self.catalog(argNum: argNum)])
        #expect(english.expectedArguments(forKey: "%#@c@") == [])
        let resolved = english.resolved("%#@c@", arguments: [3])
        #expect(!resolved.problems.isEmpty)
    }

    @Test func aValidArgumentNumberIsExpected() throws {
        let english = context(["en"], tables: [try Self.catalog(argNum: "2")])
        #expect(english.expectedArguments(forKey: "%#@c@")?.map(\.description) == ["%@", "%lld"])
        #expect(english.string("%#@c@", arguments: ["x", 3]) == "3")
    }
}

/// Widths and precisions a translator (or an argument) got wrong must not hang the app, exhaust
/// its memory or crash it: they are capped at `ArgumentFormatter.maximumAmount`, and negative
/// ones read as C reads them.
@Suite("Widths and precisions out of range")
struct AmountLimitTests {
    private func render(_ value: String, _ arguments: [LocalizedArgument]) throws -> String {
        let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}},"version":"1.0"}"#
        return try context(["en"], tables: [table(json)]).string("k", arguments: arguments)
    }

    @Test func hugeWidthsArePaddedToTheLimit() throws {
        let limit = 1000
        #expect(try render("%999999999lld|", [3]) == String(repeating: " ", count: limit - 1) + "3|")
        #expect(try render("%-999999999lld|", [3]) == "3" + String(repeating: " ", count: limit - 1) + "|")
        // Zeros to the limit, grouped as Foundation groups them.
        #expect(try render("%0999999999lld", [3]).filter(\.isNumber).count == limit)
        #expect(try render("%999999999s", ["a"]).count == limit)
        // An object is written whole, as Foundation writes it: no width.
        #expect(try render("%999999999@", ["a"]) == "a")
        #expect(try render("%999999999f", [1.5]).count == limit)
        #expect(try render("%0999999999llx", [255]).count == limit)
        #expect(try render("%*lld", [2_000_000_000, 7]).count == limit)
        // A negative `*` width left-justifies, even the most negative one.
        #expect(try render("%*lld|", [-3, 7]) == "7  |")
        #expect(try render("%*lld|", [LocalizedArgument.int(Int64.min), 7]) == "7" + String(repeating: " ", count: limit - 1) + "|")
        // Widths below the limit are as written.
        #expect(try render("%12lld|", [3]) == String(repeating: " ", count: 11) + "3|")
    }

    @Test func hugePrecisionsStopAtTheLimit() throws {
        let limit = 1000
        #expect(try render("%.999999999lld", [3]).filter(\.isNumber).count == limit)
        #expect(try render("%.999999999f", [1.5]) == "1." + "5" + String(repeating: "0", count: limit - 1))
        #expect(try render("%.999999999e", [1.5]).hasPrefix("1.5000"))
        #expect(try render("%.999999999llx", [255]).count == limit)
        #expect(try render("%.*@", [2_000_000_000, "abc"]) == "abc")
    }

    @Test func negativePrecisionsFromArgumentsAreIgnoredAsInC() throws {
        #expect(try render("%.*@", [-1, "abc"]) == "abc")
        #expect(try render("%.*f", [-1, 1.5]) == "1.500000")
        #expect(try render("%.*lld", [LocalizedArgument.int(Int64.min), 42]) == "42")
        // The `*` is read, but an object's precision is ignored, as Foundation ignores it.
        #expect(try render("%.*@|%@", [2, "abc", "d"]) == "abc|d")
    }
}
