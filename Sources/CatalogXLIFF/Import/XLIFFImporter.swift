import CatalogModel
import LanguageTags

/// A unit whose translation import wrote into a catalog, and where it is in both files.
public struct AppliedUnit: Sendable {
    public var id: UnitID
    public var language: String
    /// The form in the catalog (`strings › KEY › localizations › de › variations › plural › one`).
    public var catalogPath: JSONPath
    /// Where the target's content starts in the XLIFF.
    public var contentOffset: Int
    /// Whether the text is the target's exactly (not rewritten, as `%2$lld` to `%arg` is), so
    /// that a position inside it maps back character for character.
    public var isVerbatim: Bool
    /// Whether the language had no translation of this form before.
    public var isNew: Bool
}

/// A unit import refuses, at a place in the XLIFF.
public struct ImportProblem: Sendable {
    public var message: String
    public var offset: Int
    /// A problem of the whole `<file>` (another source language, a target language that is not a
    /// language tag): nothing of it can be imported, `--force` or not.
    public var isFatal: Bool
}

/// What applying one `<file>` of an XLIFF to its catalog did.
public struct ImportOutcome: Sendable {
    public var language: String
    public var applied: [AppliedUnit] = []
    /// Units whose target is what the catalog already has.
    public var unchanged = 0
    public var problems: [ImportProblem] = []
}

/// Applies the translations of an XLIFF `<file>` to its catalog: a target that differs from what
/// export would write for the catalog now (text, or state) is written with the XLIFF's state,
/// plural, device and substitution forms are created as needed, and nothing else changes — so an
/// export imported unedited changes nothing. Targets that carry no translation are skipped: an
/// empty target without a state, or an empty untranslated one where the catalog has none.
public enum XLIFFImporter {
    public static func apply(_ file: XLIFFDocument.File, to catalog: inout StringCatalog) -> ImportOutcome {
        var outcome = ImportOutcome(language: file.targetLanguage)
        let sourceLanguage = catalog.sourceLanguage ?? ""
        guard file.sourceLanguage == sourceLanguage else {
            outcome.problems.append(ImportProblem(
                message: "the XLIFF's source language is '\(file.sourceLanguage)', the catalog's is '\(sourceLanguage)'",
                offset: file.sourceLanguageOffset, isFatal: true))
            return outcome
        }
        if let problem = LanguageTag.problem(with: file.targetLanguage) {
            outcome.problems.append(ImportProblem(
                message: "the target language is not a language tag: \(problem)", offset: file.targetLanguageOffset,
                isFatal: true))
            return outcome
        }
        let language = file.targetLanguage
        var exported: [String: ExportUnit] = [:]
        for unit in CatalogUnits.units(of: catalog, language: language) { exported[unit.id] = unit }
        // Keys the file gives both one text and plural or device forms: the text is refused in
        // whatever order the units come (first, the forms replaced it without a word).
        let ids = file.units.map { UnitID.parse($0.id, isKey: { catalog.strings[$0] != nil }) }
        var keysWithForms: Set<String> = []
        // The texts of each substitution's forms, by key and name: a substitution new to the
        // language and the source reads its argument from them.
        var substitutionForms: [String: [String: [String]]] = [:]
        for (unit, id) in zip(file.units, ids) {
            guard let target = unit.target, let id, let first = id.steps.first else { continue }
            if case .substitution(let name) = first {
                substitutionForms[id.key, default: [:]][name, default: []].append(target.text)
            } else {
                keysWithForms.insert(id.key)
            }
        }
        // Substitution forms after the texts that refer to them, in whatever order the file has them.
        let order = file.units.indices.filter { !(ids[$0]?.isSubstitutionForm ?? false) }
            + file.units.indices.filter { ids[$0]?.isSubstitutionForm ?? false }
        var seen: Set<String> = []
        for index in order {
            let unit = file.units[index]
            guard seen.insert(unit.id).inserted else {
                outcome.problems.append(ImportProblem(message: "the unit '\(unit.id)' is given twice", offset: unit.idOffset, isFatal: false))
                continue
            }
            guard let target = unit.target else { continue }
            guard let id = ids[index] else {
                outcome.problems.append(ImportProblem(
                    message: "the catalog has no key '\(UnitID.keyGuess(unit.id))' (unit '\(unit.id)'): it was removed or renamed since the export",
                    offset: unit.idOffset, isFatal: false))
                continue
            }
            guard let state = UnitState.catalogState(for: target.state) else {
                outcome.problems.append(ImportProblem(
                    message: "'\(target.state ?? "")' is not an XLIFF 1.2 state (\(UnitState.readable))",
                    offset: target.stateOffset, isFatal: false))
                continue
            }
            if id.steps.isEmpty && keysWithForms.contains(id.key) {
                outcome.problems.append(ImportProblem(
                    message: "the unit '\(unit.id)' gives '\(id.key)' one text, and other units of this file give it plural or device forms: one or the other",
                    offset: target.contentOffset, isFatal: false))
                continue
            }
            let before = exported[unit.id]?.target
            if let before, before.text == target.text,
                target.state == nil || UnitState.catalogState(for: before.state) == state
            {
                outcome.unchanged += 1
                continue
            }
            if target.text.isEmpty && (target.state == nil || (before == nil && state != .translated)) { continue }
            do {
                let isVerbatim = try write(
                    target.text, state: state, id: id, language: language,
                    substitutionForms: substitutionForms[id.key] ?? [:], in: &catalog)
                outcome.applied.append(AppliedUnit(
                    id: id, language: language, catalogPath: FormWriter.path(key: id.key, language: language, steps: id.steps),
                    contentOffset: target.contentOffset, isVerbatim: isVerbatim, isNew: before == nil))
            } catch let conflict as FormWriter.Conflict {
                outcome.problems.append(ImportProblem(message: conflict.message, offset: target.contentOffset, isFatal: false))
            } catch {
                outcome.problems.append(ImportProblem(message: "\(error)", offset: target.contentOffset, isFatal: false))
            }
        }
        return outcome
    }

    /// Writes one form; returns whether the stored text is the target's as given.
    private static func write(
        _ text: String, state: TranslationState, id: UnitID, language: String,
        substitutionForms: [String: [String]], in catalog: inout StringCatalog
    ) throws -> Bool {
        guard var entry = catalog.strings[id.key] else { return false }
        var localizations = entry.localizations ?? [:]
        var node = localizations[language] ?? Localization()
        let source = localizations[catalog.sourceLanguage ?? ""]
        try FormWriter(key: id.key, substitutionForms: substitutionForms).set(text, state: state, at: id.steps[...], in: &node, source: source)
        localizations[language] = node
        entry.localizations = localizations
        catalog.strings[id.key] = entry
        return !id.isSubstitutionForm
    }
}
