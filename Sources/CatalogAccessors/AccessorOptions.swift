/// How `AccessorGenerator` writes the Swift source: the root type, its access level, the bundle the
/// catalogs are in, the table name, and whether keys nest by their `.` segments.
public struct AccessorOptions: Sendable, Equatable {
    /// The access level of every generated declaration.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`, `public`, `package`
    }

    /// The bundle that holds the compiled catalogs.
    public enum BundleChoice: Sendable, Equatable {
        /// `Bundle.module`: a SwiftPM target with the catalogs as resources (the default).
        case module
        /// `Bundle.main`: an app.
        case main
        /// Any Swift expression of type `Bundle`, such as `Bundle(for: MyClass.self)`.
        case expression(String)

        /// Reads `module`, `main`, or any other text as an expression.
        public init(_ text: String) {
            switch text {
            case "module": self = .module
            case "main": self = .main
            default: self = .expression(text)
            }
        }

        /// The Swift expression of type `Bundle`.
        var swiftExpression: String {
            switch self {
            case .module: return "Bundle.module"
            case .main: return "Bundle.main"
            case .expression(let text): return "(\(text))"
            }
        }
    }

    /// The root type's name (`Strings`).
    public var typeName: String = "Strings"
    /// The access level of the generated declarations (`internal`).
    public var accessLevel: AccessLevel = .internal
    /// The bundle the catalogs are in (`Bundle.module`).
    public var bundle: BundleChoice = .module
    /// The table name of a single catalog; `nil`: each catalog's file name without `.xcstrings`.
    public var table: String?
    /// Whether `a.b.c` keys become nested types (`A.B.c`); otherwise one flat name (`aBC`).
    public var nesting: Bool = true

    public init(
        typeName: String = "Strings", accessLevel: AccessLevel = .internal, bundle: BundleChoice = .module,
        table: String? = nil, nesting: Bool = true
    ) {
        self.typeName = typeName
        self.accessLevel = accessLevel
        self.bundle = bundle
        self.table = table
        self.nesting = nesting
    }
}
