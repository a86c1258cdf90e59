import Foundation
import SharedState

/// The app's localizer: its catalogs, the language users see, and a switch to change that language
/// while the app runs. Read it from any thread; every change gives a new `LocalizationContext`,
/// which observers receive (a callback, or an `AsyncStream`).
///
/// ```swift
/// let localizer = try Localizer(bundle: .module, persistingSelectionIn: .standard, forKey: "AppLanguage")
/// localizer.string("\(count) files")          // in the user's language
/// localizer.selectedLanguage = "fr"            // an in-app language picker: French from now on
/// localizer.layoutDirection                    // .leftToRight; .rightToLeft for Arabic
/// ```
///
/// The language is the one Apple's systems would pick for `preferredLanguages` (by default
/// `Locale.preferredLanguages`) among the catalogs' languages; `selectedLanguage`, when set, comes
/// first. With `persistingSelectionIn:forKey:`, the selection is saved in `UserDefaults` and read
/// back at the next launch.
///
/// All state is kept in one `Synchronized` value: a lookup takes the lock once to read the current
/// context, then works on that immutable context without the lock. Each observer also has a lock
/// of its own, for the order of its calls (`Observer`).
public final class Localizer: Sendable {
    /// A localizer for the whole process, without catalogs until some are added
    /// (`Localizer.shared.add(contentsOf: .module)`).
    public static let shared = Localizer()

    private struct State: Sendable {
        var tables: [CatalogTable]
        var developmentLanguage: String?
        var systemLanguages: [String]
        var selectedLanguage: String?
        var device: Device
        var region: String?
        var context: LocalizationContext
        var observers: [UInt64: Observer] = [:]
        var nextObserver: UInt64 = 0
        /// Counts the contexts made: observers are given only contexts newer than the last they got.
        var generation: UInt64 = 0

        mutating func rebuild() {
            generation += 1
            context = LocalizationContext(
                tables: tables, preferredLanguages: (selectedLanguage.map { [$0] } ?? []) + systemLanguages,
                developmentLanguage: developmentLanguage, device: device, region: region)
        }
    }

    private let state: Synchronized<State>
    private let persistence: Persistence?

    /// Where the selection is saved. Not shared mutable state of ours: an immutable reference to
    /// `UserDefaults`, which Apple documents as thread-safe but Foundation on Linux does not mark
    /// `Sendable`.
    private struct Persistence: @unchecked Sendable {
        let defaults: UserDefaults
        let key: String
    }

    /// - Parameters:
    ///   - tables: the catalogs (see `CatalogTable.tables(in:)`).
    ///   - developmentLanguage: the app's development language; by default `Localizable`'s source language.
    ///   - preferredLanguages: the user's languages, most preferred first.
    ///   - device: whose device variations to show (`Device.current`).
    ///   - region: the region numbers are formatted for (`Locale.current`'s).
    ///   - defaults: where to save the selected language, under `key`; `nil`: not saved.
    public init(
        tables: [CatalogTable] = [], developmentLanguage: String? = nil,
        preferredLanguages: [String] = Locale.preferredLanguages, device: Device = .current,
        region: String? = Locale.current.region?.identifier,
        persistingSelectionIn defaults: UserDefaults? = nil, forKey key: String = "CatalogRuntime.selectedLanguage"
    ) {
        persistence = defaults.map { Persistence(defaults: $0, key: key) }
        let selected = defaults?.string(forKey: key)
        let context = LocalizationContext(
            tables: tables, preferredLanguages: (selected.map { [$0] } ?? []) + preferredLanguages,
            developmentLanguage: developmentLanguage, device: device, region: region)
        state = Synchronized(State(
            tables: tables, developmentLanguage: developmentLanguage, systemLanguages: preferredLanguages,
            selectedLanguage: selected, device: device, region: region, context: context))
    }

    /// A localizer with every catalog of `bundle` (`Bundle.module` for a SwiftPM target).
    public convenience init(
        bundle: Bundle, developmentLanguage: String? = nil, preferredLanguages: [String] = Locale.preferredLanguages,
        device: Device = .current, region: String? = Locale.current.region?.identifier,
        persistingSelectionIn defaults: UserDefaults? = nil, forKey key: String = "CatalogRuntime.selectedLanguage"
    ) throws {
        self.init(
            tables: try CatalogTable.tables(in: bundle), developmentLanguage: developmentLanguage,
            preferredLanguages: preferredLanguages, device: device, region: region,
            persistingSelectionIn: defaults, forKey: key)
    }

    // MARK: - The current state

    /// What lookups read now.
    public var context: LocalizationContext { state.read { $0.context } }

    /// The language users see.
    public var language: String { context.language }

    /// Every language of the catalogs: what a language picker offers.
    public var availableLanguages: [String] { context.availableLanguages }

    /// The layout direction of `language`.
    public var layoutDirection: LayoutDirection { context.layoutDirection }

    /// The language chosen in the app, or `nil` to follow `preferredLanguages`. Saved when the
    /// localizer persists its selection.
    public var selectedLanguage: String? {
        get { state.read { $0.selectedLanguage } }
        set {
            update { $0.selectedLanguage = newValue }
            guard let persistence else { return }
            if let newValue {
                persistence.defaults.set(newValue, forKey: persistence.key)
            } else {
                persistence.defaults.removeObject(forKey: persistence.key)
            }
        }
    }

    /// The user's languages, most preferred first (the system's, unless set).
    public var preferredLanguages: [String] {
        get { state.read { $0.systemLanguages } }
        set { update { $0.systemLanguages = newValue } }
    }

    /// Whose device variations are shown.
    public var device: Device {
        get { state.read { $0.device } }
        set { update { $0.device = newValue } }
    }

    /// The region numbers are formatted for.
    public var region: String? {
        get { state.read { $0.region } }
        set { update { $0.region = newValue } }
    }

    /// Adds a catalog, or replaces the loaded one of the same name (a catalog downloaded with a new
    /// language, say); lookups see it at once.
    public func add(_ table: CatalogTable) {
        update { state in
            state.tables.removeAll { $0.name == table.name }
            state.tables.append(table)
        }
    }

    /// Adds every catalog of `bundle`.
    public func add(contentsOf bundle: Bundle) throws {
        let tables = try CatalogTable.tables(in: bundle)
        update { state in
            let names = Set(tables.map(\.name))
            state.tables.removeAll { names.contains($0.name) }
            state.tables += tables
        }
    }

    // MARK: - Lookups

    /// The text of a key written as a literal with interpolations: `localizer.string("\(count) files")`.
    public func string(_ key: LocalizedKey, table: String? = nil) -> String {
        context.string(key, table: table)
    }

    /// The text of `key` with `arguments` (see `LocalizationContext.string(_:table:arguments:)`).
    public func string(_ key: String, table: String? = nil, arguments: [LocalizedArgument]) -> String {
        context.string(key, table: table, arguments: arguments)
    }

    // MARK: - Observing

    /// Calls `handler` with the new context after each change of language, catalogs, device or
    /// region, until the returned observation is cancelled or released. Calls come on a thread
    /// that made a change, never overlap, and come in the order the changes were made; when
    /// changes are made at the same time from several threads, an older context is skipped
    /// rather than given after a newer one, so the last call always has the current context.
    public func observe(_ handler: @escaping @Sendable (LocalizationContext) -> Void) -> LocalizerObservation {
        let observer = Observer(handler)
        let id = state.write { state -> UInt64 in
            state.nextObserver += 1
            state.observers[state.nextObserver] = observer
            return state.nextObserver
        }
        return LocalizerObservation { [self] in
            _ = state.write { $0.observers.removeValue(forKey: id) }
            observer.cancel()
        }
    }

    /// The new contexts, one per change, for as long as the stream is iterated.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    public func changes() -> AsyncStream<LocalizationContext> {
        AsyncStream { continuation in
            let observation = observe { continuation.yield($0) }
            continuation.onTermination = { _ in observation.cancel() }
        }
    }

    /// Applies a change, makes the new context, then tells the observers (outside the lock).
    ///
    /// A language shown for the first time has its values compiled by its tables (milliseconds
    /// for thousands of keys). So the new context is made first, from a copy of the state and
    /// outside the lock, and lookups on other threads go on with the current context meanwhile.
    /// Under the lock, that context is taken when no other change came in between (the usual
    /// case); otherwise the context is made again there, from tables that have usually compiled
    /// the language by then.
    private func update(_ change: (inout State) -> Void) {
        var preview = state.read { $0 }
        let seen = preview.generation
        change(&preview)
        preview.rebuild()
        let (context, generation, observers) = state.write { state in
            change(&state)
            if state.generation == seen {
                state.generation += 1
                state.context = preview.context
            } else {
                state.rebuild()
            }
            return (state.context, state.generation, Array(state.observers.values))
        }
        for observer in observers { observer.deliver(context, generation: generation) }
    }
}

/// One observer's handler and what it is given: contexts in the order they were made, one call at
/// a time. A context delivered while the handler runs (from another thread, or from the handler
/// changing the localizer) waits, and only the newest one waiting is given next; an older context
/// than the last one given is dropped. The handler is called outside the lock.
final class Observer: Sendable {
    private struct Delivery: Sendable {
        /// The generation of the last context given or waiting.
        var newest: UInt64 = 0
        var waiting: LocalizationContext?
        var isCalling = false
        var isCancelled = false
    }

    private let handler: @Sendable (LocalizationContext) -> Void
    private let delivery = Synchronized(Delivery())

    init(_ handler: @escaping @Sendable (LocalizationContext) -> Void) { self.handler = handler }

    func deliver(_ context: LocalizationContext, generation: UInt64) {
        let shouldCall = delivery.write { delivery -> Bool in
            guard generation > delivery.newest, !delivery.isCancelled else { return false }
            delivery.newest = generation
            delivery.waiting = context
            guard !delivery.isCalling else { return false }
            delivery.isCalling = true
            return true
        }
        guard shouldCall else { return }
        while let next = delivery.write({ delivery -> LocalizationContext? in
            defer { delivery.waiting = nil }
            if delivery.isCancelled { delivery.waiting = nil }
            if delivery.waiting == nil { delivery.isCalling = false }
            return delivery.waiting
        }) {
            handler(next)
        }
    }

    /// No call starts after this returns (one under way, on another thread, finishes).
    func cancel() {
        delivery.write { $0.isCancelled = true }
    }
}

/// A registration made by `Localizer.observe(_:)`; it ends when cancelled or released.
public final class LocalizerObservation: Sendable {
    private let cancellation: @Sendable () -> Void

    init(_ cancellation: @escaping @Sendable () -> Void) {
        self.cancellation = cancellation
    }

    /// Stops the calls. Cancelling twice does nothing more.
    public func cancel() { cancellation() }

    deinit { cancellation() }
}

extension String {
    /// The text of a key in `localizer`'s current language, as `String(localized:)` gives it on
    /// Apple's systems: `String(localized: "\(count) files", localizer: .shared)`.
    public init(localized key: LocalizedKey, table: String? = nil, localizer: Localizer) {
        self = localizer.string(key, table: table)
    }
}
