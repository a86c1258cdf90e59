import CatalogLint
import CatalogModel
import Foundation
import Testing

/// The configuration and the baseline read integers and files the way every tool does.
@Suite("Configuration and baseline: integers and unreadable files")
struct JSONFieldReaderTests {
    static func baselineError(_ findings: String) throws -> String? {
        let sandbox = try Sandbox()
        let path = try sandbox.write("baseline.json", "{\"version\": 1, \"findings\": [\(findings)]}")
        do {
            _ = try Baseline.read(contentsOf: path)
            return nil
        } catch {
            return "\(error)".replacingOccurrences(of: path, with: "baseline.json")
        }
    }

    @Test("A count is a positive integer, written as one; a bad one is reported where it is")
    func counts() throws {
        let entry = #"{"file": "A.xcstrings", "rule": "r", "count": "#
        #expect(try Self.baselineError(entry + "0}") == "baseline.json:1:75: error: 0 is out of range for 'count' (expected an integer from 1 to \(Int.max))")
        #expect(try Self.baselineError(entry + "1.5}") == "baseline.json:1:75: error: expected a positive integer for 'count', found 1.5")
        #expect(try Self.baselineError(entry + "\"2\"}") == "baseline.json:1:75: error: expected a positive integer for 'count', found a string")
        #expect(try Self.baselineError(entry + "2}") == nil)
    }

    @Test("A missing or unreadable configuration or baseline: the one wording of every tool")
    func unreadableFiles() throws {
        let sandbox = try Sandbox()
        let missing = sandbox.root + "/none.json"
        #expect(throws: CatalogReadError.self) { _ = try ConfigurationFile.read(contentsOf: missing) }
        do {
            _ = try ConfigurationFile.read(contentsOf: missing)
        } catch {
            #expect("\(error)" == "\(missing): error: no such file")
        }
        do {
            _ = try Baseline.read(contentsOf: sandbox.root)
        } catch {
            #expect("\(error)" == "\(sandbox.root): error: cannot read: it is a directory")
        }
    }

    @Test("A catalog that cannot be read is a finding with the same wording")
    func unreadableCatalog() throws {
        let sandbox = try Sandbox()
        let report = Linter().lint(file: sandbox.root + "/none.xcstrings")
        #expect(report.unreadable)
        #expect(report.findings.map(\.message) == ["no such file"])
        #expect(report.findings.map(\.rule) == ["invalid-catalog"])
    }
}
