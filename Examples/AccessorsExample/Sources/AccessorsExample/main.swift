// Calls the accessors that XCStringsAccessorsPlugin generates in every build from
// Resources/Localizable.xcstrings (XCStringsAccessors.generated.swift, never committed): in
// English, then in French and German, switching while the program runs as an in-app language
// picker would.
import Foundation

func show() {
    print("[\(Strings.selectedLanguage ?? "the user's languages")]")
    print("  " + String(localized: Strings.DashboardView.title))
    print("  " + String(localized: Strings.Greeting.hello("Ada")))
    print("  " + String(localized: Strings.openIn("notes.txt", "TextEdit")))
    for count in [1, 3] {
        print("  " + String(localized: Strings.Files.selected(count)))
    }
    print("  " + String(localized: Strings.photosInAlbums(photos: 5, albums: 1)))
    print("  " + String(localized: Strings.default))
}

for language in ["en", "fr", "de"] {
    Strings.selectedLanguage = language  // what a language picker does
    show()
}
