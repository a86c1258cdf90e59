@testable import CommandLineKit
import Foundation
import Testing

/// `ProcessEnvironment` reads the C library's list of variables itself: it must give what
/// Foundation's `ProcessInfo.environment`, the reference, gives.
@Suite("The process's environment")
struct ProcessEnvironmentTests {
    @Test func variablesAreFoundationsEnvironment() {
        let variables = ProcessEnvironment.variables()
        #expect(!variables.isEmpty)
        #expect(variables == ProcessInfo.processInfo.environment)
    }

    @Test func everyValueIsFoundationsValue() {
        for (name, value) in ProcessInfo.processInfo.environment {
            #expect(ProcessEnvironment.value(name) == value, "\(name)")
        }
    }

    @Test func aValueIsTheVariablesOrNil() {
        #expect(ProcessEnvironment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(ProcessEnvironment.value("XCSTRINGS_TOOLS_NO_SUCH_VARIABLE_\(UInt32.random(in: 0...UInt32.max))") == nil)
    }
}
