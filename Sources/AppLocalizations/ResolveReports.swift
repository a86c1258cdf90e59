#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LanguageResolution

/// `xcstrings-resolve`'s output for one resolution, as text or JSON.
enum ResolutionReport {
    static func text(_ resolution: LocalizationResolution, api: ResolveCommand.API, explain: Bool) -> String {
        var text = "Preferred languages: \(resolution.preferredLanguages.joined(separator: ", "))\n"
        text += "Localizations: \(resolution.availableLocalizations.joined(separator: ", "))"
        if let region = resolution.developmentRegion { text += "; development region: \(region)" }
        text += "\n\n"
        switch api {
        case .app:
            text += "The app shows: \(resolution.localization ?? "")\n"
            let fallbacks = resolution.localizations.dropFirst().map { localization in
                localization == resolution.developmentRegion ? "\(localization) (the development region)" : localization
            }
            text += "Then, for what it lacks: \(fallbacks.isEmpty ? "nothing" : fallbacks.joined(separator: ", "))\n"
        case .forPreferences:
            text += "Bundle.preferredLocalizations(from:forPreferences:): \(resolution.localizations.joined(separator: ", "))\n"
        case .matcher:
            text += "The matcher gives: \(resolution.localizations.isEmpty ? "nothing" : resolution.localizations.joined(separator: ", "))\n"
        }
        if explain {
            text += "\nHow:\n" + resolution.explanation.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// The JSON object: `preferred` (the list used), `localizations` (the answer, first = the
    /// localization shown), `localization`, `availableLocalizations`, `developmentRegion`, `api`,
    /// `steps` (each step an object named by its kind) and `explanation` (the steps in words).
    static func json(_ resolution: LocalizationResolution, api: ResolveCommand.API) throws -> String {
        struct Report: Encodable {
            var api: String
            var preferred: [String]
            var availableLocalizations: [String]
            var developmentRegion: String?
            var localizations: [String]
            var localization: String?
            var steps: [ResolutionStep]
            var explanation: [String]
        }
        let report = Report(
            api: api.rawValue, preferred: resolution.preferredLanguages,
            availableLocalizations: resolution.availableLocalizations, developmentRegion: resolution.developmentRegion,
            localizations: resolution.localizations, localization: resolution.localization, steps: resolution.steps,
            explanation: resolution.explanation.split(separator: "\n").map(String.init))
        return try encoded(report)
    }
}

/// `xcstrings-resolve --matrix`'s output, as text or JSON.
enum MatrixReport {
    /// The rows grouped by what users see and why: those the app serves in their language, those who
    /// fall through although the app has their language (marked `!`), those whose language the app lacks.
    struct Block {
        var localization: String
        var kind: Kind
        var preferences: [String]
        var sameLanguageLocalizations: [String]

        enum Kind: String, Encodable {
            /// The app has a localization for them.
            case served
            /// They get another language although the app has theirs.
            case fallsThrough
            /// Nothing matched them, and the development region (or CFBundle's backstop) is in their
            /// language: `en-Dsrt` users of an app developed in `en`.
            case backstopInTheirLanguage
            /// The app has no localization of their language: they get the development region.
            case otherLanguage
        }
    }

    static func blocks(_ matrix: LocalizationMatrix) -> [Block] {
        var blocks: [Block] = []
        for group in matrix.groups {
            for kind in [Block.Kind.served, .fallsThrough, .backstopInTheirLanguage, .otherLanguage] {
                let rows = group.rows.filter { row in
                    let sameLanguage = LanguageResolver.language(of: row.localization)
                        == LanguageResolver.language(of: row.preferredLanguage)
                    switch kind {
                    case .served: return row.matched && !row.fallsThrough
                    case .fallsThrough: return row.fallsThrough
                    case .backstopInTheirLanguage: return !row.matched && !row.fallsThrough && sameLanguage
                    case .otherLanguage: return !row.matched && !row.fallsThrough && !sameLanguage
                    }
                }
                guard !rows.isEmpty else { continue }
                var same: [String] = []
                for row in rows { for localization in row.sameLanguageLocalizations where !same.contains(localization) { same.append(localization) } }
                blocks.append(Block(localization: group.localization, kind: kind, preferences: rows.map(\.preferredLanguage),
                                    sameLanguageLocalizations: same))
            }
        }
        return blocks
    }

    static func text(_ matrix: LocalizationMatrix) -> String {
        var text = "Localizations: \(matrix.localizations.joined(separator: ", "))"
        if let region = matrix.developmentRegion { text += "; development region: \(region)" }
        text += "\nWhat users see, by their first preferred language (\(matrix.rows.count) languages: every regional variant "
        text += "CLDR knows of the app's languages, and the most widely spoken languages). '!' marks users who get "
        text += "another language although the app has theirs.\n"
        for block in blocks(matrix) {
            let mark = block.kind == .fallsThrough ? "! " : "  "
            var heading = "\(mark)\(block.localization)"
            let isRegion = block.localization == matrix.developmentRegion
            switch block.kind {
            case .served: break
            case .fallsThrough:
                heading += isRegion ? " (the development region)" : ""
                heading += ", although the app has \(block.sameLanguageLocalizations.joined(separator: ", "))"
            case .backstopInTheirLanguage:
                heading += isRegion ? " (the development region)" : ""
                heading += ": no localization matches them, but this one is in their language"
            case .otherLanguage:
                heading += isRegion ? " (the development region)" : ""
                heading += ": the app has no localization of their language"
            }
            text += "\n\(heading) — \(block.preferences.count) language\(block.preferences.count == 1 ? "" : "s"):\n"
            text += wrapped(block.preferences, indent: "    ", width: 100)
        }
        let second = matrix.fallingThroughWithDevelopmentLanguageSecond
        if let region = matrix.developmentRegion, !second.isEmpty {
            let shown = second[0].withDevelopmentLanguageSecond?.first ?? region
            text += "\n! \(shown), when they list \(region) second, although the app has "
            text += "\(second[0].sameLanguageLocalizations.joined(separator: ", ")) — \(second.count) language\(second.count == 1 ? "" : "s") "
            text += "(alone, they get \(second[0].localization)):\n"
            text += wrapped(second.map(\.preferredLanguage), indent: "    ", width: 100)
        }
        let falling = matrix.fallingThrough.count + second.count
        text += falling == 0
            ? "\nEvery user whose language the app has sees it.\n"
            : "\n\(falling) of \(matrix.rows.count) languages \(falling == 1 ? "falls" : "fall") through.\n"
        return text
    }

    static func json(_ matrix: LocalizationMatrix) throws -> String {
        struct Group: Encodable {
            var localization: String
            var kind: Block.Kind
            var preferred: [String]
            var sameLanguageLocalizations: [String]
        }
        struct Report: Encodable {
            var localizations: [String]
            var developmentRegion: String?
            var rows: [LocalizationMatrix.Row]
            var groups: [Group]
            var fallingThrough: [String]
            var fallingThroughWithDevelopmentLanguageSecond: [String]
        }
        let report = Report(
            localizations: matrix.localizations, developmentRegion: matrix.developmentRegion, rows: matrix.rows,
            groups: blocks(matrix).map {
                Group(localization: $0.localization, kind: $0.kind, preferred: $0.preferences,
                      sameLanguageLocalizations: $0.sameLanguageLocalizations)
            },
            fallingThrough: matrix.fallingThrough.map(\.preferredLanguage),
            fallingThroughWithDevelopmentLanguageSecond: matrix.fallingThroughWithDevelopmentLanguageSecond.map(\.preferredLanguage))
        return try encoded(report)
    }

    /// `items` separated by spaces, in lines of at most `width` characters, each indented.
    static func wrapped(_ items: [String], indent: String, width: Int) -> String {
        var lines: [String] = []
        var line = indent
        for item in items {
            if line.count > indent.count && line.count + 1 + item.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + item
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Pretty-printed JSON with sorted keys and a final newline.
private func encoded<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}
