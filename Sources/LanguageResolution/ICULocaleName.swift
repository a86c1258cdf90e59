/// ICU's lenient reading of a locale identifier: what `uloc_getBaseName` makes of any string.
///
/// This is the one place that knows ICU's spelling rules, kept apart from any strict BCP 47
/// validation on purpose: Apple's resolution accepts whatever ICU accepts, garbage included.
///
/// - `-` becomes `_`; the language is lower-cased (and an ISO 639-2 code shortened: `eng` → `en`),
///   a four-letter script title-cased, a two- or three-character region upper-cased (`USA` → `US`),
///   variants upper-cased; `en-Latn_US` → `en_Latn_US`, `English` → `english`, `Base` → `base`.
/// - A string with a one-character subtag before its last one reads as a BCP 47 tag first:
///   extensions and private use are dropped (`en-US-u-ca-gregory` → `en_US`), an extlang replaces
///   the language (`zh-yue` with an extension → `yue`), `und` is dropped, grandfathered `i-` tags
///   are replaced (`i-klingon` → `tlh`), a private-use-only tag is empty (`x-foo` → ``), and ICU's
///   `x-lvariant-POSIX` gives the variant `POSIX`; variants are sorted. When its language is not
///   a BCP 47 language, the string is read the plain ICU way instead. (ICU itself sometimes
///   cuts such garbage at a `-t-`, `-u-` or `-x-`: `41uTIz_T-a` → `41utiz`; we do not.)
/// - Read the plain ICU way, the language is everything up to the first `_`, `-`, `.` or `@`
///   (`../x` stays `../x`); a subtag after it is a script if it starts with four letters (`Latn3`
///   is `Latn`, the rest lost), then a region if it has two or three characters; the rest are
///   variants (`en-1` → `en__1`: no region). A language of 12 characters or more is an error for
///   ICU: `isReadable(_:)` says so.
///   A POSIX charset is kept (`en_US.UTF-8`), `@keywords=…` are dropped, a malformed `@…` is kept.
///
/// Apple's code then works on the base name with plain string comparisons; so do we.
enum ICULocaleName {
    /// The base name ICU gives `identifier` (see the type's documentation).
    static func baseName(_ identifier: String) -> String {
        let bytes = Array(identifier.utf8)
        if !bytes.contains(at), shortestSubtagLength(bytes) == 1, let tagName = baseNameOfLanguageTag(bytes) {
            return tagName
        }
        return plainBaseName(bytes)
    }

    /// ICU reads the identifier without an error: its language (as the base name has it) has fewer
    /// than 12 characters, and its base name fits ICU's 58-byte buffers.
    static func isReadable(baseName: String) -> Bool {
        parts(of: baseName).language.utf8.count < 12 && baseName.utf8.count < 58
    }

    /// The language, script and region of a base name, as `uloc_getLanguage`, `uloc_getScript`
    /// and `uloc_getCountry` read them: `zh_Hant_TW` → (`zh`, `Hant`, `TW`), `en__POSIX` → (`en`, ``, ``);
    /// a charset or keywords (`.UTF-8`, `@…`) are not part of them.
    /// An ASCII name (every name the matcher is given: Apple's bundle calls refuse the others) is
    /// read on its bytes; resolving a catalog's common preferences reads hundreds. Another is read
    /// by characters, as before: a separator followed by a combining mark is no separator there.
    static func parts(of baseName: String) -> (language: Substring, script: Substring, region: Substring) {
        guard baseName.utf8.allSatisfy({ $0 < 0x80 }) else {
            let name = baseName.prefix { $0 != "." && $0 != "@" }
            let subtags = name.split(separator: "_", maxSplits: 3, omittingEmptySubsequences: false)
            return parts(subtags[0], subtags.count > 1 ? subtags[1] : nil, subtags.count > 2 ? subtags[2] : nil)
        }
        let utf8 = baseName.utf8
        let end = utf8.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") } ?? utf8.endIndex
        /// The subtag that starts at `start`: up to the next `_` or the end.
        func subtag(from start: String.Index) -> Substring {
            baseName[start..<(utf8[start..<end].firstIndex(of: UInt8(ascii: "_")) ?? end)]
        }
        /// The subtag after `previous`, or `nil` when that is the last.
        func next(after previous: Substring) -> Substring? {
            previous.endIndex < end ? subtag(from: utf8.index(after: previous.endIndex)) : nil
        }
        let language = subtag(from: utf8.startIndex)
        let second = next(after: language)
        return parts(language, second, second.flatMap(next(after:)))
    }

    /// The language, script and region among a name's first three subtags.
    private static func parts(_ language: Substring, _ second: Substring?, _ third: Substring?)
        -> (language: Substring, script: Substring, region: Substring)
    {
        var script: Substring = ""
        var candidate = second
        if let second, second.utf8.count == 4, second.utf8.allSatisfy(isLetter) {
            script = second
            candidate = third
        }
        var region: Substring = ""
        if let candidate, (2...3).contains(candidate.utf8.count) {
            region = candidate
        }
        return (language, script, region)
    }

    // MARK: - BCP 47 tags

    /// ICU's test for "this is a BCP 47 tag": the shortest subtag, not counting the last one.
    private static func shortestSubtagLength(_ bytes: [UInt8]) -> Int {
        var shortest = bytes.count
        var length = 0
        for byte in bytes {
            if isSeparator(byte) {
                if length != 0 && length < shortest { shortest = length }
                length = 0
            } else {
                length += 1
            }
        }
        return shortest
    }

    /// The base name of a BCP 47 tag (its language, extlang, script, region and variants, as far
    /// as they are well formed), or `nil` when it does not start with a BCP 47 language.
    private static func baseNameOfLanguageTag(_ original: [UInt8]) -> String? {
        var bytes = original
        // ICU turns `_` into `-` unless the second character is already a separator.
        if bytes.contains(underscore), bytes.count < 2 || !isSeparator(bytes[1]) {
            bytes = bytes.map { $0 == underscore ? hyphen : $0 }
        }
        let lowered = String(decoding: bytes.map(lowercased), as: UTF8.self)
        if let name = LanguageTables.grandfatheredTags[lowered] { return name }
        let subtags = bytes.split(separator: hyphen, omittingEmptySubsequences: false).map { Array($0) }
        if subtags[0].count == 1, lowercased(subtags[0][0]) == UInt8(ascii: "x") {
            let isPrivateUse = subtags.count > 1 && (1...8).contains(subtags[1].count)
                && subtags[1].allSatisfy { isLetter($0) || isDigit($0) }
            return isPrivateUse ? "" : nil
        }
        guard (2...8).contains(subtags[0].count), subtags[0].allSatisfy(isLetter) else { return nil }
        var language = subtags[0]
        var index = 1
        if language.count <= 3 {
            var extlangs = 0
            while index < subtags.count, extlangs < 3, subtags[index].count == 3, subtags[index].allSatisfy(isLetter) {
                if extlangs == 0 { language = subtags[index] }
                extlangs += 1
                index += 1
            }
        }
        var script: [UInt8] = []
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(isLetter) {
            script = subtags[index]
            index += 1
        }
        var region: [UInt8] = []
        if index < subtags.count, isBCP47Region(subtags[index]) {
            region = subtags[index]
            index += 1
        }
        var variants: [[UInt8]] = []
        while index < subtags.count, isBCP47Variant(subtags[index]) {
            variants.append(subtags[index])
            index += 1
        }
        // ICU's private-use convention for variants that BCP 47 cannot spell: `x-lvariant-POSIX`.
        if let privateUse = subtags[index...].firstIndex(where: { $0.map(lowercased) == [UInt8(ascii: "x")] }),
            privateUse + 1 < subtags.count, subtags[privateUse + 1].map(lowercased) == Array("lvariant".utf8)
        {
            variants += subtags[(privateUse + 2)...].filter { !$0.isEmpty }
        }
        if language.map(lowercased) == Array("und".utf8) { language = [] }
        // ICU lists the variants of a tag in alphabetical order.
        variants = variants.map { $0.map(uppercased) }.sorted { $0.lexicographicallyPrecedes($1) }
        // Spell it the ICU way and read that, as ICU does with the result of uloc_forLanguageTag.
        var icuForm = language
        if !script.isEmpty { icuForm += [underscore] + script }
        if !region.isEmpty { icuForm += [underscore] + region }
        if !variants.isEmpty {
            if region.isEmpty { icuForm.append(underscore) }
            icuForm += [underscore] + Array(variants.joined(separator: [underscore]))
        }
        return plainBaseName(icuForm)
    }

    private static func isBCP47Region(_ subtag: [UInt8]) -> Bool {
        (subtag.count == 2 && subtag.allSatisfy(isLetter)) || (subtag.count == 3 && subtag.allSatisfy(isDigit))
    }

    private static func isBCP47Variant(_ subtag: [UInt8]) -> Bool {
        guard subtag.allSatisfy({ isLetter($0) || isDigit($0) }) else { return false }
        return (5...8).contains(subtag.count) || (subtag.count == 4 && isDigit(subtag[0]))
    }

    // MARK: - Plain ICU identifiers

    /// `ulocimp_getSubtags` and the base-name part of `_canonicalize`.
    private static func plainBaseName(_ bytes: [UInt8]) -> String {
        var position = 0
        func subtagEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, !isSeparator(bytes[end]), !isTerminator(bytes[end]) { end += 1 }
            return end
        }
        var language: [UInt8] = []
        if bytes.count >= 2, [UInt8(ascii: "i"), UInt8(ascii: "x")].contains(lowercased(bytes[0])), isSeparator(bytes[1]) {
            language = [lowercased(bytes[0]), hyphen]
            position = 2
        }
        let languageEnd = subtagEnd(from: position)
        language += bytes[position..<languageEnd].map(lowercased)
        position = languageEnd
        if language.count == 3, let short = LanguageTables.languageCodes3To2[String(decoding: language, as: UTF8.self)] {
            language = Array(short.utf8)
        }
        var script: [UInt8] = []
        var region: [UInt8] = []
        var variant: [UInt8] = []
        if position < bytes.count, isSeparator(bytes[position]) {
            // A script is four letters; ICU counts letters only, so `Latn3` is `Latn` and the rest is lost.
            var scriptEnd = position + 1
            while scriptEnd < bytes.count, isLetter(bytes[scriptEnd]) { scriptEnd += 1 }
            if scriptEnd - position - 1 == 4 {
                let candidate = bytes[(position + 1)..<scriptEnd]
                script = [uppercased(candidate.first!)] + candidate.dropFirst().map(lowercased)
                position = scriptEnd
                if position < bytes.count, !isSeparator(bytes[position]), !isTerminator(bytes[position]) {
                    position = bytes.count
                }
            }
            if position < bytes.count, isSeparator(bytes[position]) {
                let regionEnd = subtagEnd(from: position + 1)
                let candidate = bytes[(position + 1)..<regionEnd]
                if (2...3).contains(candidate.count) {
                    region = candidate.map(uppercased)
                    if region.count == 3, let short = LanguageTables.regionCodes3To2[String(decoding: region, as: UTF8.self)] {
                        region = Array(short.utf8)
                    }
                    position = regionEnd
                }
            }
            if position < bytes.count, isSeparator(bytes[position]) {
                // Without a region, one more separator may stand where the region would be.
                if region.isEmpty, position + 1 < bytes.count, isSeparator(bytes[position + 1]) { position += 1 }
                var end = position + 1
                while end < bytes.count, !isTerminator(bytes[end]) { end += 1 }
                variant = bytes[(position + 1)..<end].map { $0 == hyphen ? underscore : uppercased($0) }
                position = end
            }
        }
        var name = language
        if !script.isEmpty { name += [underscore] + script }
        if !region.isEmpty { name += [underscore] + region }
        if !variant.isEmpty {
            if region.isEmpty { name.append(underscore) }
            name += [underscore] + variant
        }
        // A POSIX charset (`.UTF-8`) is kept as written, up to keywords.
        if position < bytes.count, bytes[position] == dot {
            let end = bytes[position...].firstIndex(of: at) ?? bytes.count
            name += bytes[position..<end]
            position = end
        }
        // `@key=value` keywords are dropped; anything else after `@` is kept as written.
        if position < bytes.count, bytes[position] == at, !bytes[position...].contains(UInt8(ascii: "=")) {
            name += bytes[position...]
        }
        return String(decoding: name, as: UTF8.self)
    }

    // MARK: - Bytes

    private static let underscore = UInt8(ascii: "_")
    private static let hyphen = UInt8(ascii: "-")
    private static let dot = UInt8(ascii: ".")
    private static let at = UInt8(ascii: "@")

    private static func isSeparator(_ byte: UInt8) -> Bool { byte == underscore || byte == hyphen }
    private static func isTerminator(_ byte: UInt8) -> Bool { byte == dot || byte == at }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
    private static func uppercased(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte & ~0x20 : byte }
}
