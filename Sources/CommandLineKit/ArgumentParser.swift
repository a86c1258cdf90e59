#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The toolchain's version, printed by every executable's `--version`.
public enum ToolchainVersion {
    public static let current = "0.1.0"
}

/// Exit codes shared by every executable.
public enum ExitCode {
    /// Success: nothing to report, or everything was fixed.
    public static let success: Int32 = 0
    /// The tool ran and found problems (lint errors, files not canonical, drift).
    public static let failure: Int32 = 1
    /// The tool could not do its job: usage error, missing path, unreadable input.
    public static let usage: Int32 = 2
}

/// An option a command declares once, as a typed value, and reads back through the same value:
/// ```swift
/// static let output = Option<String>(["--output", "-o"], value: "FILE", help: "Where to write.")
/// static let check = Flag(["--check"], help: "Write nothing.")
/// ...
/// let arguments = try spec.parse(CommandLine.arguments.dropFirst())
/// if arguments[check] { ... }
/// let path = arguments[output]          // String?
/// ```
/// A value is read (and refused with a usage error) while the command line is parsed, so a command
/// never starts with a value it cannot use. Reading an option that the command did not declare is
/// a programming error and traps.
public protocol OptionDeclaration: Sendable {
    /// Every spelling, long first: `["--output", "-o"]`.
    var names: [String] { get }
    /// The placeholder shown in help for an option that takes a value (`FILE`), or `nil` for a flag.
    var valueName: String? { get }
    /// One line of help.
    var help: String { get }
    /// Whether the option may be given more than once (values accumulate).
    var repeatable: Bool { get }
    /// Reads one value given on the command line; throws an error whose description says why it
    /// is not acceptable. Never called for a flag.
    func readValue(_ text: String) throws -> any Sendable
}

extension OptionDeclaration {
    /// The canonical name: the key under which parsed values are kept.
    public var key: String { names[0] }
    var takesValue: Bool { valueName != nil }
}

/// An option without a value, such as `--check`.
public struct Flag: OptionDeclaration {
    public let names: [String]
    public let help: String
    public var valueName: String? { nil }
    public var repeatable: Bool { false }

    public init(_ names: [String], help: String) {
        precondition(!names.isEmpty, "an option needs a name")
        self.names = names
        self.help = help
    }

    public func readValue(_ text: String) throws -> any Sendable { text }
}

/// An option with a value, such as `--output FILE` or `--threshold [LANG=]PERCENT`, read into `Value`.
public struct Option<Value: Sendable>: OptionDeclaration {
    public let names: [String]
    public let valueName: String?
    public let help: String
    public let repeatable: Bool
    private let read: @Sendable (String) throws -> Value

    /// - Parameter read: turns the text given into a value, or throws an error whose description
    ///   says what is expected (it becomes `invalid value 'TEXT' for --name: DESCRIPTION`).
    public init(
        _ names: [String], value valueName: String, repeatable: Bool = false, help: String,
        read: @escaping @Sendable (String) throws -> Value
    ) {
        precondition(!names.isEmpty, "an option needs a name")
        self.names = names
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.read = read
    }

    public func readValue(_ text: String) throws -> any Sendable { try read(text) }
}

extension Option where Value == String {
    /// An option whose value is the text as given.
    public init(_ names: [String], value valueName: String, repeatable: Bool = false, help: String) {
        self.init(names, value: valueName, repeatable: repeatable, help: help) { $0 }
    }

    /// An option whose value names a file or folder: an empty text (`-o ""`, `-o "$UNSET"`) is an
    /// invalid value, not a path that fails later with a puzzling message.
    public static func path(_ names: [String], value valueName: String, help: String) -> Option<String> {
        Option(names, value: valueName, help: help) { text in
            guard !text.isEmpty else { throw InvalidValue("expected a path, not an empty string") }
            return text
        }
    }
}

extension Option {
    /// A repeatable option whose values are comma-separated lists (`--languages de,fr --languages it`),
    /// each item read by `read`; empty items are skipped. Read it with `ParsedArguments.list(_:)`.
    /// Unless `allowsEmpty`, a value without any item (`''`, `,`) is invalid.
    public static func list<Item>(
        _ names: [String], value valueName: String, help: String, allowsEmpty: Bool = true,
        item read: @escaping @Sendable (String) throws -> Item
    ) -> Option<[Item]> where Value == [Item] {
        Option<[Item]>(names, value: valueName, repeatable: true, help: help) { text in
            let items = text.split(separator: ",").map { String($0.trimmingWhitespace()) }.filter { !$0.isEmpty }
            // `--select ''` (an empty variable in a script) would select nothing and pass.
            if items.isEmpty && !allowsEmpty {
                throw InvalidValue("expected at least one \(valueName.split(separator: ",").first ?? "value")")
            }
            return try items.map(read)
        }
    }
}

/// A value an option's reader refuses; `description` says what was expected.
public struct InvalidValue: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// What a command is and which options it accepts; drives parsing, `--help` and usage errors.
public struct CommandSpec: Sendable {
    public var name: String
    /// One sentence on what the command does.
    public var abstract: String
    /// The synopsis after the command name, e.g. `[options] PATH...`.
    public var usage: String
    public var options: [any OptionDeclaration]
    /// Pairs of options that cannot be given together.
    public var exclusions: [(any OptionDeclaration, any OptionDeclaration)]
    /// Free text appended to `--help` (examples, exit codes).
    public var discussion: String

    public init(
        name: String, abstract: String, usage: String, options: [any OptionDeclaration],
        exclusions: [(any OptionDeclaration, any OptionDeclaration)] = [], discussion: String = ""
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.options = options
        self.exclusions = exclusions
        self.discussion = discussion
    }

    /// The spellings of every option that takes a value (what follows them is not a PATH).
    public var namesTakingValues: Set<String> {
        Set(options.filter(\.takesValue).flatMap(\.names))
    }

    /// The text printed by `--help`.
    public var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(name) \(usage)\n\nOPTIONS:\n"
        let all: [any OptionDeclaration] = options + [
            Flag(["--help", "-h"], help: "Show this help and exit."),
            Flag(["--version"], help: "Show the version and exit."),
        ]
        let labels = all.map { spec -> String in
            let names = spec.names.sorted { $0.count < $1.count }.joined(separator: ", ")
            return spec.valueName.map { "\(names) \($0)" } ?? names
        }
        let width = min(labels.map(\.count).max() ?? 0, 30)
        for (label, spec) in zip(labels, all) {
            if label.count > width {
                text += "  \(label)\n  \(String(repeating: " ", count: width))  \(spec.help)\n"
            } else {
                text += "  \(label + String(repeating: " ", count: width - label.count))  \(spec.help)\n"
            }
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }
}

/// The result of parsing a command line against a `CommandSpec`, read through the declarations.
public struct ParsedArguments: Sendable {
    private var declared: Set<String> = []
    private var flags: Set<String> = []
    private var values: [String: [any Sendable]] = [:]
    /// Arguments that are not options, in order (everything after `--` included).
    public var positionals: [String] = []

    init(declared: Set<String>) { self.declared = declared }

    private func checkDeclared(_ option: any OptionDeclaration) {
        precondition(declared.contains(option.key), "option \(option.key) is not declared by the command")
    }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        checkDeclared(flag)
        return flags.contains(flag.key)
    }

    /// The value given for the option (the last one, for a repeatable option), if any.
    public subscript<Value>(option: Option<Value>) -> Value? {
        all(option).last
    }

    /// Every value given for the option, in order.
    public func all<Value>(_ option: Option<Value>) -> [Value] {
        checkDeclared(option)
        return (values[option.key] ?? []).compactMap { $0 as? Value }
    }

    /// Every item of every value of a list option (`Option.list`), in order.
    public func list<Item>(_ option: Option<[Item]>) -> [Item] {
        all(option).flatMap { $0 }
    }

    /// Whether the command declares the option (a shared reader of options asks before reading).
    public func declares(_ option: any OptionDeclaration) -> Bool { declared.contains(option.key) }

    /// Whether the option or flag was given at all.
    public func contains(_ option: any OptionDeclaration) -> Bool {
        checkDeclared(option)
        return flags.contains(option.key) || values[option.key] != nil
    }

    mutating func record(_ option: any OptionDeclaration, value: (any Sendable)?) {
        if let value {
            values[option.key, default: []].append(value)
        } else {
            flags.insert(option.key)
        }
    }
}

/// A command line the command cannot accept.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// The one wording of two options given together that exclude each other.
    public static func exclusive(_ first: String, _ second: String) -> UsageError {
        UsageError("\(first) and \(second) cannot be used together")
    }

    /// The one wording of a value an option refuses.
    public static func invalidValue(_ text: String, for name: String, _ reason: Any) -> UsageError {
        UsageError("invalid value '\(text)' for \(name): \(reason)")
    }
}

/// What parsing decided: run with arguments, or print help / version and stop.
public enum ParseOutcome: Sendable {
    case run(ParsedArguments)
    case help
    case version
}

extension CommandSpec {
    /// Parses `arguments` (without the program name). Accepts `--name value`, `--name=value`, short
    /// spellings, and `--` to end options. A lone `-` is a positional (standard input).
    public func parse(_ arguments: [String]) throws -> ParseOutcome {
        var byName: [String: any OptionDeclaration] = [:]
        for spec in options { for name in spec.names { byName[name] = spec } }
        var result = ParsedArguments(declared: Set(options.map(\.key)))
        var given: [String: String] = [:]
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--version" { return .version }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = byName[name] else {
                throw UsageError("unknown option '\(name)'")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                given[spec.key] = name
                result.record(spec, value: nil)
                continue
            }
            let text: String
            if let inlineValue {
                text = inlineValue
            } else if index < arguments.count {
                text = arguments[index]
                index += 1
            } else {
                throw UsageError("option '\(name)' needs a value (\(name) \(valueName))")
            }
            if !spec.repeatable, given[spec.key] != nil {
                throw UsageError("option '\(name)' given more than once")
            }
            given[spec.key] = name
            do {
                result.record(spec, value: try spec.readValue(text))
            } catch {
                throw UsageError.invalidValue(text, for: name, error)
            }
        }
        for (first, second) in exclusions {
            if let firstName = given[first.key], let secondName = given[second.key] {
                throw UsageError.exclusive(firstName, secondName)
            }
        }
        return .run(result)
    }

    /// Parses the process's arguments; prints help, version or a usage error and exits when asked to.
    /// Returns the parsed arguments when the command should run.
    public func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> ParsedArguments {
        switch parse(arguments, io: .process) {
        case .success(let parsed): return parsed
        case .failure(let end): exit(end.status)
        }
    }

    /// Prints `name: error: message` and a usage hint to standard error, then exits with status 2.
    public func exitWithUsageError(_ message: String) -> Never {
        exit(usageError(message, io: .process).status)
    }
}

/// Where a command reads its environment and writes its output: the process's streams, or
/// strings that a test collects (commands are library functions that tests run in process).
public struct CommandIO {
    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void
    public var environment: [String: String]
    /// Whether standard output is a terminal that takes colours.
    public var colorsStandardOutput: Bool
    /// Whether standard error is a terminal that takes colours.
    public var colorsStandardError: Bool

    public init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        environment: [String: String] = [:], colorsStandardOutput: Bool = false, colorsStandardError: Bool = false
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.environment = environment
        self.colorsStandardOutput = colorsStandardOutput
        self.colorsStandardError = colorsStandardError
    }

    /// The process's standard output and error and its environment.
    public static var process: CommandIO {
        CommandIO(
            standardOutput: Terminal.standardOutput.write, standardError: Terminal.standardError.write,
            environment: ProcessEnvironment.variables(), colorsStandardOutput: Terminal.standardOutput.usesColor,
            colorsStandardError: Terminal.standardError.usesColor)
    }
}

extension CommandSpec {
    /// Parses `arguments` for a command run in process: returns the arguments to run with, or the exit
    /// status after printing help, the version, or a usage error to `io`.
    public func parse(_ arguments: [String], io: CommandIO) -> Result<ParsedArguments, CommandExit> {
        do {
            switch try parse(arguments) {
            case .run(let parsed): return .success(parsed)
            case .help:
                io.standardOutput(helpText)
                return .failure(CommandExit(ExitCode.success))
            case .version:
                io.standardOutput("\(name) \(ToolchainVersion.current)\n")
                return .failure(CommandExit(ExitCode.success))
            }
        } catch {
            return .failure(usageError("\(error)", io: io))
        }
    }

    /// Prints `name: error: message` and a usage hint to `io`'s standard error; the exit to return.
    public func usageError(_ message: String, io: CommandIO) -> CommandExit {
        io.standardError("\(name): error: \(message)\nUsage: \(name) \(usage)\nSee '\(name) --help'.\n")
        return CommandExit(ExitCode.usage)
    }
}

/// The end of a command's run, with its exit status; thrown to stop a command run in process (the
/// message, if any, is already printed).
public struct CommandExit: Error, Equatable, Sendable {
    public var status: Int32
    public init(_ status: Int32) { self.status = status }
}
