// A command-line program that shows its String Catalog with CatalogRuntime: a few strings in the
// user's language, then in other languages chosen while it runs, as an in-app language picker would.
import CatalogRuntime
import Foundation

// The catalogs SwiftPM bundled (Resources/Localizable.xcstrings). The user prefers Canadian French,
// which the catalog resolves to fr; numbers are written in each language's own format (region nil).
let localizer = try Localizer(bundle: .module, preferredLanguages: ["fr-CA", "en"], region: nil)

func show() {
    print("[\(localizer.language), \(localizer.layoutDirection == .rightToLeft ? "right to left" : "left to right")]")
    print("  " + localizer.string("Hello, \("Ada")!"))
    for count in [0, 1, 3] {
        print("  " + localizer.string("inbox.unread", arguments: [.int(Int64(count))]))
    }
    print("  " + localizer.string("\(1.5) GB used"))
    print("  " + localizer.string("Continue"))
}

let observation = localizer.observe { context in print("switched to \(context.language)") }
show()
for language in ["ar", "ru", "en"] {
    localizer.selectedLanguage = language  // what a language picker does
    show()
}
observation.cancel()
