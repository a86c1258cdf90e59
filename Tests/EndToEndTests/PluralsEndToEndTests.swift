import Foundation
import Testing

/// Runs the built `xcstrings-plurals` (found beside the test bundle by `Executable`).
@Suite("xcstrings-plurals end to end")
struct PluralsEndToEndTests {
    let plurals: Executable

    init() throws {
        plurals = try Executable("xcstrings-plurals")
    }

    @Test func numbersPrintOneLinePerNumberInOrder() throws {
        let run = try plurals.run(["ru", "1", "2", "5", "21", "1.5"])
        #expect(run.status == 0)
        #expect(run.stdout == "1: one\n2: few\n5: many\n21: one\n1.5: other\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func goldenNumbers() throws {
        let cases: [([String], String)] = [
            (["ar", "0", "1", "2", "3", "11", "100"], "0: zero\n1: one\n2: two\n3: few\n11: many\n100: other\n"),
            (["fr", "1000000", "1500000", "1c6"], "1000000: many\n1500000: other\n1c6: many\n"),
            (["pt", "0"], "0: one\n"),
            (["pt-PT", "0"], "0: other\n"),
            (["pt_PT", "0"], "0: other\n"),
            (["en", "1", "1.0"], "1: one\n1.0: other\n"),
            (["ja", "1"], "1: other\n"),
            (["--ordinal", "en", "1", "2", "3", "4", "11", "21"], "1: one\n2: two\n3: few\n4: other\n11: other\n21: one\n"),
            (["en", "--", "-1"], "-1: one\n"),
        ]
        for (arguments, expected) in cases {
            let run = try plurals.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout == expected, "\(arguments)")
        }
    }

    @Test func listsCategoriesWithExamples() throws {
        let run = try plurals.run(["ar"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "ar (cardinal, CLDR 48): zero, one, two, few, many, other")
        for category in ["zero", "one", "two", "few", "many", "other"] {
            #expect(lines.contains { $0.hasPrefix(category + " ") }, "\(category)")
        }
        #expect(run.stdout.contains("integers: 3~10, 103~110, 1003, …"))
        #expect(run.stdout.contains("decimals: 0.0, 0.00, 0.000, 0.0000"))

        let russian = try plurals.run(["ru"])
        #expect(russian.stdout.contains("integers: none (only numbers with visible decimals)"))
    }

    @Test func saysWhichLocaleWasMatched() throws {
        let run = try plurals.run(["pt-AO"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("pt-AO: using CLDR rules for pt\npt (cardinal, CLDR 48): one, many, other\n"))

        let same = try plurals.run(["pt_PT"])
        #expect(same.stdout.hasPrefix("pt-PT (cardinal, CLDR 48): one, many, other\n"))

        // With numbers, standard output stays NUMBER: CATEGORY only; the note goes to standard error.
        let numbers = try plurals.run(["zh-Hant-HK", "1"])
        #expect(numbers.stdout == "1: other\n")
        #expect(numbers.stderr == "zh-Hant-HK: using CLDR rules for zh\n")
    }

    @Test func unknownLanguageExitsTwo() throws {
        for identifier in ["xx", "../x", ""] {
            let run = try plurals.run([identifier, "1"])
            #expect(run.status == 2, "\(identifier)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "xcstrings-plurals: error: unknown language '\(identifier)': no CLDR plural rules for it\n")
        }
        let ordinal = try plurals.run(["--ordinal", "ak"])
        #expect(ordinal.status == 2)
        #expect(ordinal.stderr.contains("no CLDR ordinal rules for 'ak'"))
    }

    @Test func usageErrorsExitTwo() throws {
        let notANumber = try plurals.run(["ru", "1", "abc", "2"])
        #expect(notANumber.status == 2)
        #expect(notANumber.stdout.isEmpty)
        #expect(notANumber.stderr.hasPrefix("xcstrings-plurals: error: not a number: 'abc'"))

        let tooLarge = try plurals.run(["fr", "99999999999999999999999"])
        #expect(tooLarge.status == 2)
        #expect(tooLarge.stdout.isEmpty)
        #expect(tooLarge.stderr.hasPrefix(
            "xcstrings-plurals: error: number out of range: '99999999999999999999999' (at most 18446744073709551615 before the decimal point, 18 digits after it, and an exponent up to 40)"))

        let missing = try plurals.run([])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing LOCALE"))

        let unknownOption = try plurals.run(["--frobnicate", "ru"])
        #expect(unknownOption.status == 2)
    }

    @Test func jsonForNumbers() throws {
        let run = try plurals.run(["--json", "ru", "1", "1.5"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "ru")
        #expect(object["matched"] as? String == "ru")
        #expect(object["cldrVersion"] as? String == "48")
        #expect(object["kind"] as? String == "cardinal")
        let results = try #require(object["results"] as? [[String: String]])
        #expect(results == [["number": "1", "category": "one"], ["number": "1.5", "category": "other"]])
    }

    @Test func jsonForCategories() throws {
        let run = try plurals.run(["pt-AO", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "pt-AO")
        #expect(object["matched"] as? String == "pt")
        let categories = try #require(object["categories"] as? [[String: Any]])
        #expect(categories.compactMap { $0["category"] as? String } == ["one", "many", "other"])
        let many = try #require(categories.first { $0["category"] as? String == "many" })
        #expect(many["rule"] as? String == "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5")
        #expect((many["integers"] as? String)?.hasPrefix("1000000, 1c6") == true)
        #expect(many["integerReachable"] as? Bool == true)

        let english = try plurals.run(["--json", "en"])
        let englishObject = try #require(
            try JSONSerialization.jsonObject(with: Data(english.stdout.utf8)) as? [String: Any])
        let englishCategories = try #require(englishObject["categories"] as? [[String: Any]])
        #expect(englishCategories.first?["coversSingleInteger"] as? Int == 1)
        #expect(englishCategories.last?["coversSingleInteger"] is NSNull)
    }

    @Test func versionAndHelp() throws {
        let version = try plurals.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("xcstrings-plurals "))
        let help = try plurals.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: xcstrings-plurals [options] LOCALE [NUMBER...]"))
        #expect(help.stdout.contains("--ordinal"))
        #expect(help.stdout.contains("--json"))
    }
}
