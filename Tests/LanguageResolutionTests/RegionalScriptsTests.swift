@testable import LanguageResolution
import Testing

@Suite struct RegionalScriptsTests {
    /// `CommonPreferenceTables.regionalScripts` is a generated table: the likely subtags, read here,
    /// must give the same pairs.
    @Test func regionalScriptsAreThePairsLikelySubtagsGiveForARegion() {
        var expected: Set<String> = []
        for (from, to) in LanguageTables.likelySubtags {
            let source = from.split(separator: "_")
            guard source.count >= 2, let last = source.last, last.utf8.count == 2 || last.utf8.count == 3 else { continue }
            let target = to.split(separator: "_")
            if target.count == 3 { expected.insert(target[0] + "_" + target[1]) }
        }
        #expect(CommonPreferenceTables.regionalScripts == expected)
        #expect(expected.isSuperset(of: ["zh_Hant", "sr_Latn", "pa_Arab"]))
    }
}
