import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Apple's own `ualoc_localizationsToUse`, the test oracle: the Swift toolchain on Linux ships
/// Apple's ICU fork as `lib_FoundationICU.so`, which Foundation has already loaded into this
/// process, and it exports the function. Only the tests use it; the library implements the
/// algorithm itself and never refers to it.
enum AppleOracle {
    /// `int32_t ualoc_localizationsToUse(const char* const* preferredLanguages, int32_t count,
    /// const char* const* availableLocalizations, int32_t count, const char** localizationsToUse,
    /// int32_t capacity, UErrorCode* status)`.
    private typealias LocalizationsToUse = @convention(c) (
        UnsafePointer<UnsafePointer<CChar>?>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
        UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32, UnsafeMutablePointer<Int32>?
    ) -> Int32

    /// `int32_t uloc_getBaseName(const char* localeID, char* name, int32_t capacity, UErrorCode* status)`
    /// (exported with a `swift_` prefix).
    private typealias GetBaseName = @convention(c) (
        UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?
    ) -> Int32

    /// `int32_t uloc_minimizeSubtags(const char* localeID, char* minimized, int32_t capacity,
    /// UErrorCode* status)` and `uloc_getCountry`, the same shape (exported with a `swift_` prefix).
    private typealias NameFunction = GetBaseName

    static let libraryName = "lib_FoundationICU.so"

    /// The loaded library, found as already loaded by name, else by its path in this process's
    /// memory map (Linux), else `nil`.
    /// (A function, not a stored pointer: a global raw pointer is not `Sendable`; `dlopen` of a
    /// loaded library only counts a reference.)
    private static func handle() -> UnsafeMutableRawPointer? {
        if let loaded = dlopen(libraryName, RTLD_NOW | RTLD_NOLOAD) { return loaded }
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/"), line.hasSuffix("/" + libraryName) else { continue }
            if let loaded = dlopen(String(line[slash...]), RTLD_NOW) { return loaded }
        }
        return nil
    }

    private static let localizationsToUseFunction: LocalizationsToUse? = {
        guard let handle = handle(), let symbol = dlsym(handle, "ualoc_localizationsToUse") else { return nil }
        return unsafeBitCast(symbol, to: LocalizationsToUse.self)
    }()

    private static let getBaseNameFunction: GetBaseName? = {
        guard let handle = handle(), let symbol = dlsym(handle, "swift_uloc_getBaseName") else { return nil }
        return unsafeBitCast(symbol, to: GetBaseName.self)
    }()

    private static let minimizeSubtagsFunction: NameFunction? = {
        guard let handle = handle(), let symbol = dlsym(handle, "swift_uloc_minimizeSubtags") else { return nil }
        return unsafeBitCast(symbol, to: NameFunction.self)
    }()

    private static let getCountryFunction: NameFunction? = {
        guard let handle = handle(), let symbol = dlsym(handle, "swift_uloc_getCountry") else { return nil }
        return unsafeBitCast(symbol, to: NameFunction.self)
    }()

    static var isAvailable: Bool { localizationsToUseFunction != nil }

    /// Whether Apple penalizes the available localization `name` (an ICU base name) for a region
    /// that is not its language's default, as `ualoc` decides it: the name has a region, is not
    /// `es_MX` or `zh_Hant_TW`, and `uloc_minimizeSubtags` into 16 bytes keeps one. `nil`: no oracle.
    static func hasDefaultRegionPenalty(_ name: String) -> Bool? {
        guard let minimize = minimizeSubtagsFunction, let getCountry = getCountryFunction else { return nil }
        var status: Int32 = 0
        guard getCountry(name, nil, 0, &status) > 0 else { return false }
        if name == "es_MX" || name == "zh_Hant_TW" { return false }
        var buffer = [CChar](repeating: 0, count: 16)
        status = 0
        _ = minimize(name, &buffer, 16, &status)
        if status > 0 { return false }
        status = 0
        return getCountry(buffer, nil, 0, &status) > 0
    }

    /// Apple's answer, or `nil` when the oracle is missing or reports an error.
    static func localizationsToUse(preferredLanguages: [String], availableLocalizations: [String]) -> [String]? {
        guard let function = localizationsToUseFunction else { return nil }
        let preferred = preferredLanguages.map { UnsafePointer(strdup($0)) }
        let available = availableLocalizations.map { UnsafePointer(strdup($0)) }
        defer {
            for pointer in preferred + available { free(UnsafeMutablePointer(mutating: pointer)) }
        }
        var output = [UnsafePointer<CChar>?](repeating: nil, count: 512)
        var status: Int32 = 0
        let count = preferred.withUnsafeBufferPointer { preferredBuffer in
            available.withUnsafeBufferPointer { availableBuffer in
                output.withUnsafeMutableBufferPointer { outputBuffer in
                    function(
                        preferredBuffer.baseAddress, Int32(preferred.count), availableBuffer.baseAddress,
                        Int32(available.count), outputBuffer.baseAddress, Int32(outputBuffer.count), &status)
                }
            }
        }
        guard status <= 0, count >= 0 else { return nil }
        return output.prefix(Int(count)).map { String(cString: $0!) }
    }

    /// ICU's `uloc_getBaseName`, or `nil` when missing or failing.
    static func baseName(_ identifier: String) -> String? {
        guard let function = getBaseNameFunction else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        var status: Int32 = 0
        let length = function(identifier, &buffer, Int32(buffer.count - 1), &status)
        guard status <= 0, length >= 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
