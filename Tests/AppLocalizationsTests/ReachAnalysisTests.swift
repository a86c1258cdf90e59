@testable import AppLocalizations
import Testing

@Suite struct ReachAnalysisTests {
    @Test func traditionalChineseUsersOfASimplifiedOnlyAppFallThroughToTheDevelopmentRegion() {
        let matrix = LocalizationMatrix(localizations: ["en", "zh-Hans"], developmentRegion: "en")
        let falls = ReachAnalysis.fallThroughs(in: matrix)
        #expect(falls.count == 1)
        #expect(falls.first?.preferences == ["zh-Hant", "zh-Hant-HK", "zh-Hant-MO", "zh-Hant-MY", "zh-Hant-TW"])
        #expect(falls.first?.shown == "en")
        #expect(falls.first?.isDevelopmentRegion == true)
        #expect(falls.first?.sameLanguageLocalizations == ["zh-Hans"])
        #expect(falls.first?.secondLanguage == nil)
    }

    @Test func portugueseUsersWhoAlsoListTheDevelopmentLanguage() {
        let falls = ReachAnalysis.fallThroughs(in: LocalizationMatrix(localizations: ["en", "pt-BR"], developmentRegion: "en"))
        #expect(falls == [ReachAnalysis.FallThrough(
            preferences: ["pt-PT"], shown: "en", sameLanguageLocalizations: ["pt-BR"], secondLanguage: "en",
            isDevelopmentRegion: true)])
    }

    @Test func appsThatServeEveryVariantHaveNone() {
        for localizations in [["en-GB", "en-IE", "de", "it", "it-CH"], ["en", "pt", "pt-BR", "zh-Hans", "zh-Hant", "es-419"],
                              ["en", "nb", "nb-NO", "no"]] {
            let matrix = LocalizationMatrix(localizations: localizations, developmentRegion: localizations[0])
            #expect(ReachAnalysis.fallThroughs(in: matrix).isEmpty, "\(localizations)")
            #expect(ReachAnalysis.unreachable(in: matrix).isEmpty, "\(localizations)")
        }
    }

    @Test func aLocalizationWithTheNameOfAnEarlierOneIsNeverShown() {
        let matrix = LocalizationMatrix(localizations: ["en", "de-AT", "de_AT"], developmentRegion: "en")
        #expect(ReachAnalysis.unreachable(in: matrix) == [ReachAnalysis.Unreachable(localization: "de_AT", shownInstead: "de-AT")])
        // Apple's Portuguese last resort takes the last pt_BR it saw: `pt-PT` users get the second one.
        #expect(ReachAnalysis.unreachable(in: LocalizationMatrix(localizations: ["en", "pt-BR", "pt_BR"], developmentRegion: "en"))
            == [])
    }
}
