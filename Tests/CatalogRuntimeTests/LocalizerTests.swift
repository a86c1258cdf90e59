import CatalogRuntime
import Foundation
import Testing

/// The shared, switchable localizer: language changes, added catalogs, observers, persistence.
@Suite("Localizer")
struct LocalizerTests {
    static let english = try! table(#"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}}}"#)
    static let withFrench = try! table(#"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"fr":{"stringUnit":{"state":"translated","value":"Bonjour"}}}}}}"#)

    @Test func theLanguageFollowsThePreferencesUntilOneIsSelected() {
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["de-CH", "fr"], region: nil)
        #expect(localizer.language == "de")
        #expect(localizer.string("welcome.title") == "Willkommen!")
        localizer.selectedLanguage = "ar"
        #expect(localizer.language == "ar")
        #expect(localizer.layoutDirection == .rightToLeft)
        #expect(localizer.string("\(2) files") == "ملفان")
        localizer.selectedLanguage = nil
        #expect(localizer.language == "de")
        localizer.preferredLanguages = ["ru"]
        #expect(localizer.string("\(5) files") == "5 файлов")
        localizer.device = .mac
        #expect(localizer.context.device == .mac)
        #expect(localizer.availableLanguages == ["ar", "de", "en", "fr", "ru"])
        #expect(String(localized: "\(21) files", localizer: localizer) == "21 файл")
    }

    @Test func aLanguageAddedAndSwitchedToWhileOtherThreadsRead() {
        // `@unchecked Sendable`: `texts` is read and written under `lock` (read after `group.wait()`).
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var texts: Set<String> = []
            func add(_ more: Set<String>) { lock.lock(); texts.formUnion(more); lock.unlock() }
        }
        let localizer = Localizer(tables: [Self.english], preferredLanguages: ["en"], region: nil)
        let seen = Seen()
        let group = DispatchGroup()
        let deadline = Date().addingTimeInterval(10)
        for _ in 0..<4 {
            DispatchQueue.global().async(group: group) {
                // Read until French shows (or ten seconds pass), on threads of their own.
                var texts: Set<String> = []
                while Date() < deadline {
                    let text = localizer.string("Hello")
                    texts.insert(text)
                    if text == "Bonjour" { break }
                }
                seen.add(texts)
            }
        }
        Thread.sleep(forTimeInterval: 0.01)
        localizer.add(Self.withFrench)
        localizer.selectedLanguage = "fr"
        group.wait()
        #expect(seen.texts.isSubset(of: ["Hello", "Bonjour"]))
        #expect(seen.texts.contains("Bonjour"))
        #expect(localizer.string("Hello") == "Bonjour")
        #expect(localizer.availableLanguages == ["en", "fr"])
    }

    @Test func observersHearEachChange() {
        // `@unchecked Sendable`: `languages` is read and written under `lock`.
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var languages: [String] = []
            func add(_ language: String) { lock.lock(); languages.append(language); lock.unlock() }
        }
        let box = Box()
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil)
        let observation = localizer.observe { box.add($0.language) }
        localizer.selectedLanguage = "fr"
        localizer.selectedLanguage = "ru"
        observation.cancel()
        localizer.selectedLanguage = "de"
        #expect(box.languages == ["fr", "ru"])
    }

    @Test func changesArriveAsAStream() async {
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil)
        let stream = localizer.changes()
        localizer.selectedLanguage = "fr"
        localizer.selectedLanguage = "ar"
        var languages: [String] = []
        for await context in stream {
            languages.append(context.language)
            if languages.count == 2 { break }
        }
        #expect(languages == ["fr", "ar"])
    }

    @Test func theSelectionIsSavedInUserDefaults() throws {
        let suite = "CatalogRuntimeTests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let first = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil,
                              persistingSelectionIn: defaults, forKey: "AppLanguage")
        #expect(first.language == "en")
        first.selectedLanguage = "fr"
        #expect(defaults.string(forKey: "AppLanguage") == "fr")
        let next = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil,
                             persistingSelectionIn: defaults, forKey: "AppLanguage")
        #expect(next.selectedLanguage == "fr")
        #expect(next.language == "fr")
        next.selectedLanguage = nil
        #expect(defaults.string(forKey: "AppLanguage") == nil)
    }

    @Test func theRegionChangesHowNumbersAreWritten() {
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["ar"], region: "EG")
        #expect(localizer.string("\(3) files") == "٣ ملفات")
        #expect(localizer.context.locale.identifier == "ar_EG")
        localizer.region = nil
        #expect(localizer.string("\(3) files") == "3 ملفات")
    }
}
