import CatalogModel
import FormatSpecifiers

/// A string unit, at any depth, with what rules compare it to. The format arguments of the unit
/// and its source match are computed on first use and then shared by every rule; rule families
/// keep what they compute per unit in its `computedValues`.
package final class UnitContext: ComputedValueStore {
    package let node: NodeContext
    package let unit: StringUnit
    /// What rule families computed for this context. Reads and writes never overlap (a value is
    /// read, or computed and then written), so the access needs no run-time exclusivity check.
    @exclusivity(unchecked) package var computedValues = ComputedValues()

    init(node: NodeContext, unit: StringUnit) {
        self.node = node
        self.unit = unit
    }

    /// The unit's format arguments, with substitution tokens and `%arg` resolved.
    package var format: FormatString {
        // Read in place (`_read`): rules ask for one part, and a copy of the whole would retain
        // every part.
        _read {
            if formatStorage == nil {
                formatStorage = FormatAnalysis.format(
                    of: unit.value, substitutions: node.substitutionsInScope,
                    substitution: node.enclosingSubstitution?.substitution)
            }
            yield formatStorage!
        }
    }
    /// `format`, once computed. Only `format` reads and writes it, never while it is read.
    @exclusivity(unchecked) private var formatStorage: FormatString?

    /// The source unit this unit must match (nil for the source language itself, or when the
    /// source has no matching unit). Matched once per key and branch.
    package var sourceMatch: SourceMatch? {
        _read {
            if sourceMatchStorage == nil {
                sourceMatchStorage = .some(node.isSource ? nil : node.entry.sourceUnit(matching: node.branch))
            }
            yield sourceMatchStorage!
        }
    }
    /// `sourceMatch`, once matched. Only `sourceMatch` reads and writes it, never while it is read.
    @exclusivity(unchecked) private var sourceMatchStorage: SourceMatch??

    /// The format arguments of `sourceMatch`.
    package var sourceFormat: FormatString { sourceMatch?.format ?? FormatString() }

    package var entry: EntryContext { node.entry }
    package var key: String { node.entry.key }
    package var language: String { node.language }
    package var isSource: Bool { node.isSource }
    package var branch: [BranchStep] { node.branch }

    /// `… › stringUnit`.
    package var unitPath: JSONPath { node.path("stringUnit") }
    /// `… › stringUnit › value`.
    package var valuePath: JSONPath { node.path("stringUnit", "value") }
    /// `… › stringUnit › state`.
    package var statePath: JSONPath { node.path("stringUnit", "state") }

    /// Where a translation is, for messages: "de", or "ar (plural.few)".
    package var placeDescription: String {
        var text = TextBuilder()
        appendPlaceDescription(to: &text)
        return text.text
    }

    /// Appends `placeDescription` (messages of many findings are made as bytes).
    func appendPlaceDescription(to text: inout TextBuilder) {
        text.appendByte(UInt8(ascii: "'"))
        text.append(language)
        text.appendByte(UInt8(ascii: "'"))
        let branch = node.branch
        guard !branch.isEmpty else { return }
        text.append(" (")
        for (index, step) in branch.enumerated() {
            if index > 0 { text.append(", ") }
            step.append(to: &text)
        }
        text.appendByte(UInt8(ascii: ")"))
    }
}
