import LanguageTags
import Testing

@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("de", "de"), ("pt-BR", "pt-BR"), ("zh-Hans", "zh-Hans"), ("es-419", "es-419"), ("PT-br", "pt-BR"),
        ("zh-hant-hk", "zh-Hant-HK"), ("sr-Latn-RS", "sr-Latn-RS"), ("ca-ES-valencia", "ca-ES-valencia"),
        ("de-DE-1901", "de-DE-1901"), ("zh-yue-HK", "zh-yue-HK"), ("en-US-u-ca-gregory", "en-US-u-ca-gregory"),
        ("en-x-pseudo", "en-x-pseudo"), ("yue", "yue"), ("en-GB-oxendict", "en-GB-oxendict"),
    ])
    func wellFormedTagsParseInCanonicalCase(text: String, identifier: String) throws {
        let tag = try LanguageTag(text)
        #expect(tag.identifier == identifier)
        #expect(LanguageTag.isWellFormed(text))
    }

    @Test(arguments: [
        "", "e", "English", "Base", "root", "en_US", "../x", "en-", "-en", "en--US", "en-US-GB", "x-private",
        "en-a", "en-a-bb-a-cc", "en-x", "en-verylongsubtag", "de-1901-1901", "ça", "en US", "zh-Hans-Hant",
    ])
    func malformedTextIsRefused(text: String) {
        #expect(!LanguageTag.isWellFormed(text))
        #expect(throws: LanguageTagError.self) { try LanguageTag(text) }
    }

    @Test func partsAreSeparated() throws {
        let tag = try LanguageTag("zh-Hant-HK")
        #expect(tag.language == "zh")
        #expect(tag.script == "Hant")
        #expect(tag.region == "HK")
        #expect(tag.variants.isEmpty)
        #expect(tag.underscoredIdentifier == "zh_Hant_HK")
        #expect(tag.truncated?.identifier == "zh-Hant")
        #expect(try LanguageTag("pt").truncated == nil)
    }

    @Test func underscoresAreAcceptedOnlyWhenAllowed() throws {
        #expect(try LanguageTag("zh_TW", allowing: .underscores).identifier == "zh-TW")
        #expect(try LanguageTag("pt_br", allowing: .underscores).identifier == "pt-BR")
        #expect(throws: LanguageTagError.self) { try LanguageTag("English", allowing: .underscores) }
    }

    @Test func equalityIgnoresCase() throws {
        #expect(try LanguageTag("PT-br") == LanguageTag("pt-BR"))
        #expect(Set([try LanguageTag("de"), try LanguageTag("DE")]).count == 1)
    }

    @Test func errorsSuggestTheTagThatWasMeant() {
        #expect(LanguageTagError(text: "en_GB", suggestion: "en-GB").description
            == "'en_GB' is not a language tag (such as de, pt-BR, zh-Hans); did you mean 'en-GB'?")
        #expect(suggestion("en_GB") == "en-GB")
        #expect(suggestion("zh_hant_TW") == "zh-Hant-TW")
        #expect(suggestion("English") == "en")
        #expect(suggestion("../x") == nil)
        #expect(String(describing: error("../x")!) == "'../x' is not a language tag (such as de, pt-BR, zh-Hans)")
    }

    @Test func hostileInputIsCheap() {
        #expect(!LanguageTag.isWellFormed(String(repeating: "ab-", count: 100_000) + "ab"))
        #expect(!LanguageTag.isWellFormed("en\u{0}"))
    }

    private func error(_ text: String) -> LanguageTagError? {
        do {
            _ = try LanguageTag(text)
            return nil
        } catch let error as LanguageTagError {
            return error
        } catch {
            return nil
        }
    }

    private func suggestion(_ text: String) -> String? { error(text)?.suggestion }
}
