import Foundation
import Testing

@testable import LanguageResolution

/// Our resolution against Apple's own `ualoc_localizationsToUse` (see `AppleOracle`).
@Suite struct OracleAgreementTests {
    static let canRun = AppleOracle.isAvailable && !SharedData.corpusLanguages.isEmpty
    /// `ORACLE_CASES` and `ORACLE_SEED` in the environment run other cases (for exploring).
    static let caseCount = Int(ProcessInfo.processInfo.environment["ORACLE_CASES"] ?? "") ?? 12_000
    static let seed = UInt64(ProcessInfo.processInfo.environment["ORACLE_SEED"] ?? "") ?? 0x5EED_1A46

    /// 12,000 generated cases: the chosen localization always agrees, the whole list in at least
    /// 99 % (the run at the time of writing: all of them).
    @Test(.enabled(if: canRun, "needs Apple's ualoc_localizationsToUse in lib_FoundationICU.so and ../shared/corpus/raw"))
    func generatedCasesAgreeWithApple() throws {
        let cases = OracleCases(corpusLanguages: SharedData.corpusLanguages, parentLocales: SharedData.cldrTable("parentLocales"))
        var generator = SeededGenerator(seed: Self.seed)
        var firstDisagreements: [String] = []
        var listDisagreements: [String] = []
        var matched = 0
        for _ in 0..<Self.caseCount {
            let (preferred, available) = cases.next(using: &generator)
            let apple = try #require(AppleOracle.localizationsToUse(preferredLanguages: preferred, availableLocalizations: available))
            let ours = LanguageResolver.localizationsToUse(preferredLanguages: preferred, availableLocalizations: available)
            if !apple.isEmpty { matched += 1 }
            let line = "preferred \(preferred) available \(available): Apple \(apple), ours \(ours)"
            if apple.first != ours.first {
                firstDisagreements.append(line)
            } else if apple != ours {
                listDisagreements.append(line)
            }
        }
        let agreeing = Self.caseCount - firstDisagreements.count - listDisagreements.count
        print("Oracle: \(Self.caseCount) cases (\(matched) with a match), first localization agrees in "
              + "\(Self.caseCount - firstDisagreements.count), whole list in \(agreeing)")
        for line in (firstDisagreements + listDisagreements).prefix(40) { print("  disagreement: \(line)") }
        #expect(firstDisagreements.isEmpty, "first localization differs: \(firstDisagreements.prefix(10))")
        #expect(Double(agreeing) >= 0.99 * Double(Self.caseCount), "whole list differs: \(listDisagreements.prefix(10))")
        #expect(matched > Self.caseCount / 2, "too few cases match anything to test much")
    }
}
