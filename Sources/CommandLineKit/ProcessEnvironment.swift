#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's environment variables, read from the C library's list (`environ`): the one
/// place the tools read it. (Foundation's `ProcessInfo.environment` took about 10,000
/// instructions a variable, at the start of every run.)
package enum ProcessEnvironment {
    /// Every variable, name → value. A name listed twice keeps its last value, as Foundation's
    /// `ProcessInfo.environment` does. (An entry is split at its first `=` byte, as the C library
    /// splits it.)
    package static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        forEachEntry { entry in
            guard let separator = entry.firstIndex(of: UInt8(ascii: "=")) else { return }
            variables[String(decoding: entry[..<separator], as: UTF8.self)] =
                String(decoding: entry[(separator + 1)...], as: UTF8.self)
        }
        return variables
    }

    /// The value of `name`, or `nil` when it is not set: `variables()[name]`, without the dictionary.
    package static func value(_ name: String) -> String? {
        let wanted = Array(name.utf8)
        var value: String?
        forEachEntry { entry in
            guard entry.count > wanted.count, entry[wanted.count] == UInt8(ascii: "="),
                entry.firstIndex(of: UInt8(ascii: "=")) == wanted.count,
                entry.prefix(wanted.count).elementsEqual(wanted)
            else { return }
            value = String(decoding: entry[(wanted.count + 1)...], as: UTF8.self)
        }
        return value
    }

    /// Calls `body` with each entry (`NAME=value`, as bytes), in order.
    package static func forEachEntry(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard var entry = list() else { return }
        while let variable = entry.pointee {
            variable.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
                body(UnsafeBufferPointer(start: start, count: strlen(variable)))
            }
            entry += 1
        }
    }

    private static func list() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }
}
