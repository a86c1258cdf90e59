#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered, unbuffered-enough output to standard output or standard error.
public struct Terminal: Sendable {
    let descriptor: Int32

    public static let standardOutput = Terminal(descriptor: 1)
    public static let standardError = Terminal(descriptor: 2)

    /// Writes `text` as UTF-8, retrying on partial writes. When standard output cannot be written
    /// (a full disk, a closed pipe), the process says so on standard error and exits with status 2:
    /// `xcstrings-gen --stdout … > Localizable.xcstrings` must not leave a truncated file behind a
    /// success.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    if descriptor == 1 { Self.failToWriteStandardOutput(errno: written < 0 ? errno : ENOSPC) }
                    return
                }
                offset += written
            }
        }
    }

    private static func failToWriteStandardOutput(errno code: Int32) -> Never {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "error"
        standardError.write("\(name): error: cannot write standard output: \(String(cString: strerror(code)))\n")
        exit(2)
    }

    /// Whether this stream is an interactive terminal.
    public var isInteractive: Bool { isatty(descriptor) == 1 }

    /// Whether to colour output: only on a terminal, never when `NO_COLOR` is set (any value).
    public var usesColor: Bool {
        if ProcessEnvironment.value("NO_COLOR") != nil { return false }
        if ProcessEnvironment.value("TERM") == "dumb" { return false }
        return isInteractive
    }
}

/// The C library's `write` (inside `Terminal`, `write` names its own method).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
