import CatalogLint
import CatalogModel
import CatalogWriting

/// Checks a catalog an import changed with every lint rule, and puts the findings about what the
/// import wrote at their place in the XLIFF (`file:line:col`), as `xcstrings-gen` puts a generated
/// catalog's findings into `translations.json`. Findings about anything the import did not write
/// are `xcstrings-lint`'s business and are left out.
public enum ImportValidation {
    /// A form the import wrote, and the XLIFF it came from.
    public struct Source {
        public var unit: AppliedUnit
        public var document: XLIFFDocument

        public init(unit: AppliedUnit, document: XLIFFDocument) {
            self.unit = unit
            self.document = document
        }
    }

    /// Rules whose findings refuse an import although `xcstrings-lint` only warns: a translation
    /// that drops a placeholder loses a value at runtime. A configuration that sets their severity wins.
    public static let refusedRules = ["placeholder-missing"]

    /// The findings of `catalog` (written as `file`) about `sources`, placed in their XLIFF.
    public static func findings(
        of catalog: StringCatalog, file: String, sources: [Source], options: LintOptions
    ) throws -> [Finding] {
        guard !sources.isEmpty else { return [] }
        var options = options
        for rule in refusedRules where options.severityOverrides[rule] == nil {
            options.severityOverrides[rule] = .error
        }
        let document = try CatalogDocument(generating: catalog, file: file)
        let report = Linter(options: options).lint(document: document)
        var findings: [Finding] = []
        for finding in report.findings {
            guard let source = source(of: finding.path, in: sources) else { continue }
            var placed = finding
            placed.file = source.document.path
            placed.location = source.document.location(ofOffset: offset(of: finding, in: source, catalog: document))
            findings.append(placed)
        }
        return findings
    }

    /// The written form a finding is about: the deepest whose path contains the finding's, else the
    /// first whose localization holds the finding's place (a plural form missing beside it).
    private static func source(of path: JSONPath, in sources: [Source]) -> Source? {
        let components = path.components
        let containing = sources.filter { components.starts(with: $0.unit.catalogPath.components) }
        if let deepest = containing.max(by: { $0.unit.catalogPath.components.count < $1.unit.catalogPath.components.count }) {
            return deepest
        }
        // strings › KEY › localizations › LANGUAGE, at least: a finding about the key alone is not the import's.
        guard components.count >= 4 else { return nil }
        return sources.first { $0.unit.catalogPath.components.starts(with: components) }
    }

    /// The XLIFF offset of a finding: the character it points at inside the target's text when the
    /// text is stored as written, else the start of the target's text.
    private static func offset(of finding: Finding, in source: Source, catalog: CatalogDocument) -> Int {
        let unit = source.unit
        guard unit.isVerbatim, finding.path == unit.catalogPath.appending(["stringUnit", "value"]),
            let offset = catalog.sourceMap.utf8Offset(of: finding.location, inStringAt: finding.path)
        else { return unit.contentOffset }
        return source.document.offset(inContentAt: unit.contentOffset, utf8Offset: offset)
    }
}
