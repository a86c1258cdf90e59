import CatalogModel
import Foundation

extension XcodeJSONWriter.Conventions {
    /// Xcode's own, for catalogs: keys that are not printable ASCII in ICU's root collation
    /// through Foundation (`compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering],
    /// locale: NSLocale.system)`, as `JSONSerialization` sorts for `.sortedKeys`), and a number as
    /// `JSONSerialization` writes the number its text denotes.
    package static let xcode = XcodeJSONWriter.Conventions(
        unicodeKeyOrder: { a, b in
            a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                      locale: NSLocale.system) == .orderedAscending
        },
        numberText: { text in try XcodeJSONWriter.foundationText(ofNumber: text) })
}

extension XcodeJSONWriter {
    /// Whether key `a` comes before key `b` in Xcode's order.
    static func precedes(_ a: String, _ b: String) -> Bool {
        ASCIIKeyCollation.precedes(a, b) ?? Conventions.xcode.unicodeKeyOrder(a, b)
    }

    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// The text `JSONSerialization` writes for the number (or boolean) it reads from `text`;
    /// throws `Unsupported` for what it cannot write.
    static func foundationText(ofNumber text: String) throws -> String {
        let number = JSONNumbers.foundationValue(ofText: text)
        guard let number = number as? NSNumber else { throw Unsupported() }
        if ObjectIdentifier(type(of: number)) == booleanType { return number.boolValue ? "true" : "false" }
        if let exact = Int(exactly: number.doubleValue), String(describing: number) == String(exact) {
            return String(exact)
        }
        guard let written = try? JSONSerialization.data(withJSONObject: number, options: [.fragmentsAllowed]) else {
            throw Unsupported()
        }
        return String(decoding: written, as: UTF8.self)
    }
}
