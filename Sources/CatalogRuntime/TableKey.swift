import Foundation

/// A catalog key compared byte for byte, as Xcode compares keys: two keys that differ only in
/// Unicode normalization (`é` and `e` + U+0301) are two keys. Hashing the UTF-8 bytes also skips
/// the normalization that hashing a `String` does for non-ASCII text, on every lookup.
struct TableKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    static func == (lhs: TableKey, rhs: TableKey) -> Bool {
        let compared = lhs.text.utf8.withContiguousStorageIfAvailable { left in
            rhs.text.utf8.withContiguousStorageIfAvailable { right in
                left.count == right.count && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
        return compared.flatMap { $0 } ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        if let hashed: Void = text.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) {
            return hashed
        }
        for byte in text.utf8 { hasher.combine(byte) }
    }
}
