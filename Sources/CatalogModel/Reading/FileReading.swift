import Foundation

/// Reading a file's bytes, with the one wording every tool gives when it cannot: a missing file
/// is `path: error: no such file`, any other failure `path: error: cannot read: <reason>`, such
/// as `permission denied` or `it is a directory`.
package enum FileReading {
    /// The bytes of the file at `path` (none for an empty file). Throws `CatalogReadError` with
    /// one `unreadable-file` diagnostic, which has no line and column.
    package static func contents(atPath path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw unreadable(path, "no such file")
        }
        if isDirectory.boolValue { throw unreadable(path, "cannot read: it is a directory") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw unreadable(path, "cannot read: \(reason(error))")
        }
    }

    private static func unreadable(_ path: String, _ message: String) -> CatalogReadError {
        CatalogReadError([ReadDiagnostic(.unreadableFile, message, file: path, at: nil)])
    }

    /// The system's reason, such as "permission denied", when Foundation gives one.
    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        let candidates = [nsError.userInfo[NSUnderlyingErrorKey] as? NSError, nsError]
        guard let posix = candidates.compactMap({ $0 }).first(where: { $0.domain == NSPOSIXErrorDomain }) else {
            return nsError.localizedDescription
        }
        let text = String(cString: strerror(Int32(posix.code)))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
