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

    /// Writes `text` as UTF-8, retrying on partial writes.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Whether this stream is an interactive terminal.
    public var isInteractive: Bool { isatty(descriptor) == 1 }

    /// Whether to colour output: only on a terminal, never when `NO_COLOR` is set (any value).
    public var usesColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["NO_COLOR"] != nil { return false }
        if environment["TERM"] == "dumb" { return false }
        return isInteractive
    }
}

/// The C library's `write` (inside `Terminal`, `write` names its own method).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
