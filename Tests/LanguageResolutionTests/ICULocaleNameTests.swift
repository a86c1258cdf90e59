import Testing

@testable import LanguageResolution

/// `ICULocaleName.baseName` reads identifiers as ICU's `uloc_getBaseName` does.
@Suite struct ICULocaleNameTests {
    /// Input → ICU's base name (answers of the toolchain's ICU, also checked live below).
    static let examples: [(String, String)] = [
        ("en-Latn_US", "en_Latn_US"), ("English", "english"), ("zh-hant-hk", "zh_Hant_HK"), ("Base", "base"),
        ("../x", "../x"), ("en-US-u-ca-gregory", "en_US"), ("en@calendar=x", "en"), ("i-klingon", "tlh"),
        ("I-KLINGON", "tlh"), ("i-default", "en"), ("i-enochian", ""), ("x-private", ""), ("en--US", "en__US"),
        ("EN_us_posix", "en_US_POSIX"), ("a", "a"), ("12", "12"), ("en_USA", "en_US"), ("en-x-foo", "en"),
        ("en-u-ca", "en"), ("sgn-BR", "sgn_BR"), ("zh-min-nan", "zh_MIN_NAN"), ("art-lojban", "art__LOJBAN"),
        ("", ""), ("_US", "_US"), ("-US", "_US"), ("root", "root"), ("en-GB-oed", "en_GB_OED"),
        ("en_US_1234_abcd", "en_US_1234_ABCD"), ("es_419", "es_419"), ("ES-419", "es_419"), ("abcd_efg", "abcd_EFG"),
        ("en-1", "en__1"), ("e_1", "e__1"), ("en-US-POSIX-x-y", "en_US_POSIX"), ("eng", "en"), ("eng_US", "en_US"),
        ("fra", "fr"), ("deu-CH", "de_CH"), ("iw", "iw"), ("nor", "no"), ("zh_TW", "zh_TW"), ("ZH-tw", "zh_TW"),
        ("abcdefghi_US", "abcdefghi_US"), ("en_US.UTF-8", "en_US.UTF-8"), ("en_US@x=y", "en_US"),
        ("en-US-x-lvariant-POSIX", "en_US_POSIX"), ("sr_LATN", "sr_Latn"), ("en_us_", "en_US"), ("en__", "en"),
        ("_", ""), ("en-US-", "en_US"), ("en.x", "en.x"), ("en US", "en us"), ("ab_CDEF", "ab_Cdef"),
        ("ab_cdef_gh", "ab_Cdef_GH"), ("ab_1234", "ab__1234"), ("a_b_c", "a__B_C"), ("en_ITé", "en__ITé"),
        ("en-u", "en__U"), ("en_Latn_1234", "en_Latn__1234"), ("en_Latn_US_a-b", "en_Latn_US"), ("en__US_x", "en__US_X"),
        ("en_US__X", "en_US__X"), ("en_L4tn", "en__L4TN"), ("i-xyz", "i-xyz"), ("en_US@", "en_US@"), ("@x", "@x"),
        ("en_us.utf8@a=b", "en_US.utf8"), ("ab-c-de", "ab"), ("en-a-bb-c", "en"), ("en-1-x", "en"), ("en-US-a", "en_US_A"),
        ("en-lat-a-bb", "la"), ("de-1996-a-bb", "de__1996"), ("abcdefghi-a-bb", "abcdefghi__A_BB"), ("und-Latn-a-b", "_Latn"),
        ("zh-yue-a-bb", "yue"), ("EN-Us-a-b", "en_US"), ("en@euro", "en@euro"),
    ]

    @Test func examplesReadAsICUReadsThem() {
        for (input, expected) in Self.examples {
            #expect(ICULocaleName.baseName(input) == expected, "\(input)")
        }
    }

    @Test(.enabled(if: AppleOracle.isAvailable, "needs the toolchain's lib_FoundationICU.so"))
    func examplesAndCorpusAreICUs() {
        let inputs = Self.examples.map(\.0) + ResolutionData.corpusLanguages + OracleCases.legacyNames
        for input in inputs {
            #expect(AppleOracle.baseName(input) == ICULocaleName.baseName(input), "\(input)")
        }
    }

    @Test func partsOfABaseName() {
        let zh = ICULocaleName.parts(of: "zh_Hant_TW")
        #expect(zh.language == "zh" && zh.script == "Hant" && zh.region == "TW")
        let posix = ICULocaleName.parts(of: "en__POSIX")
        #expect(posix.language == "en" && posix.script.isEmpty && posix.region.isEmpty)
        let charset = ICULocaleName.parts(of: "en_US.UTF-8")
        #expect(charset.language == "en" && charset.region == "US")
        #expect(ICULocaleName.parts(of: "es_419").region == "419")
        #expect(ICULocaleName.parts(of: "").language.isEmpty)
        let keywords = ICULocaleName.parts(of: "de_Latn_DE_1996@collation=phonebook")
        #expect(keywords.language == "de" && keywords.script == "Latn" && keywords.region == "DE")
        #expect(ICULocaleName.parts(of: "en_").region.isEmpty && ICULocaleName.parts(of: "_").language.isEmpty)
    }

    /// ASCII names are read on their bytes, others by characters as before: a separator followed
    /// by a combining mark is one character with it, and no separator.
    @Test func partsOfANameThatIsNotASCIIAreReadByCharacters() {
        let marked = ICULocaleName.parts(of: "en_\u{301}X")
        #expect(marked.language == "en_\u{301}X" && marked.region.isEmpty)
        let charset = ICULocaleName.parts(of: "en_GB.\u{301}")
        #expect(charset.language == "en" && charset.region.isEmpty)
        let plain = ICULocaleName.parts(of: "fr_CA_\u{E9}")
        #expect(plain.language == "fr" && plain.region == "CA")
    }
}
