import Foundation
import Testing

/// `xcstrings-lint`, `xcstrings-resolve` and `xcstrings-plurals` are built on FoundationEssentials
/// on Linux, not Foundation: loading Foundation (and its ICU data) cost every run milliseconds and
/// about 6 MB (an empty catalog's lint: 22 MB against 16; 500 keys: 39 MB against 33, above the
/// Codable floor's 38). One `import Foundation` in a module they use brings it back, and nothing
/// else shows it, so the libraries each executable loads are checked.
@Suite("Executables without Foundation on Linux")
struct FoundationFreeTests {
    #if os(Linux)
    static let isLinux = true
    #else
    static let isLinux = false
    #endif

    @Test(.enabled(if: isLinux && FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "Linux, with ldd"),
          arguments: ["xcstrings-lint", "xcstrings-resolve", "xcstrings-plurals"])
    func loadsFoundationEssentialsOnly(_ tool: String) throws {
        let executable = try Executable(tool)
        let run = try Executable(url: URL(fileURLWithPath: "/usr/bin/ldd")).run([executable.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let libraries = run.stdout.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
        }
        #expect(libraries.contains { $0.hasPrefix("libFoundationEssentials") }, "\(libraries)")
        let foundation = libraries.filter {
            $0.hasPrefix("libFoundation.") || $0.hasPrefix("libFoundationInternationalization") || $0.hasPrefix("lib_FoundationICU")
        }
        #expect(foundation.isEmpty, "\(tool) loads \(foundation)")
    }
}
