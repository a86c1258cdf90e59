@testable import CatalogRuntime
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
        let box = Languages()
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil)
        let observation = localizer.observe { box.add($0.language) }
        localizer.selectedLanguage = "fr"
        localizer.selectedLanguage = "ru"
        observation.cancel()
        localizer.selectedLanguage = "de"
        #expect(box.languages == ["fr", "ru"])
    }

    /// Changes made at the same time on several threads: the observer's last context is the
    /// localizer's (it was an older one in 19 of 300 rounds: calls were made outside the lock in
    /// any order), and calls to one observer never overlap.
    @Test func anObserverEndsWithTheCurrentContextWhenChangesRace() {
        // `@unchecked Sendable`: every property is read and written under `lock`.
        final class Last: @unchecked Sendable {
            let lock = NSLock()
            var language = ""
            var calling = 0
            var overlapped = false
            func enter(_ language: String) {
                lock.lock(); calling += 1; overlapped = overlapped || calling > 1; self.language = language; lock.unlock()
            }
            func leave() { lock.lock(); calling -= 1; lock.unlock() }
            var value: String { lock.lock(); defer { lock.unlock() }; return language }
        }
        let last = Last()
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil)
        let observation = localizer.observe { context in
            last.enter(context.language)
            // Calls of different lengths, so that a later change's call could finish first.
            Thread.sleep(forTimeInterval: Double(context.language.unicodeScalars.first!.value % 3) * 0.000_3)
            last.leave()
        }
        let languages = ["fr", "de", "ru", "ar", "ja", "en"]
        var stale = 0
        for round in 0..<100 {
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                localizer.selectedLanguage = languages[(index + round) % languages.count]
            }
            if last.value != localizer.language { stale += 1 }
        }
        observation.cancel()
        #expect(stale == 0)
        #expect(!last.overlapped)
    }

    /// A context older than the last one given is dropped: two changers whose calls come in the
    /// other order than their changes leave the observer with the newer context.
    @Test func anOlderContextIsNotGivenAfterANewerOne() {
        let seen = Languages()
        let observer = Observer { seen.add($0.language) }
        let french = context(["fr"]), german = context(["de"])
        observer.deliver(german, generation: 2)
        observer.deliver(french, generation: 1)
        observer.deliver(german, generation: 2)
        #expect(seen.languages == ["de"])
    }

    /// An observer that changes the localizer is called again afterwards, not inside its own call.
    @Test func anObserverMayChangeTheLocalizer() {
        let seen = Languages()
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil)
        let observation = localizer.observe { context in
            seen.add(context.language)
            if context.language == "fr" { localizer.selectedLanguage = "ru" }
        }
        localizer.selectedLanguage = "fr"
        observation.cancel()
        #expect(seen.languages == ["fr", "ru"])
        #expect(localizer.language == "ru")
    }

    /// A change queued while the handler runs is not given once the observation is cancelled.
    @Test func noCallStartsAfterCancelling() {
        // `@unchecked Sendable`: `observation` is set before the first change and only read after.
        final class Slot: @unchecked Sendable { var observation: LocalizerObservation? }
        let seen = Languages()
        let slot = Slot()
        let localizer = Localizer(tables: [runtimeTable], preferredLanguages: ["en"], region: nil)
        slot.observation = localizer.observe { context in
            seen.add(context.language)
            if context.language == "fr" {
                localizer.selectedLanguage = "ru"
                slot.observation?.cancel()
            }
        }
        localizer.selectedLanguage = "fr"
        #expect(seen.languages == ["fr"])
        #expect(localizer.language == "ru")
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

/// The languages observers were called with, in order, from any thread.
final class Languages: @unchecked Sendable {
    // `@unchecked Sendable`: `languages` is read and written under `lock` only.
    private let lock = NSLock()
    private var recorded: [String] = []

    func add(_ language: String) { lock.lock(); recorded.append(language); lock.unlock() }

    var languages: [String] { lock.lock(); defer { lock.unlock() }; return recorded }
}
