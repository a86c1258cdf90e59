import Foundation

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

/// One option a command accepts, such as `--check` or `-o FILE`.
public struct OptionSpec: Sendable {
    /// Every spelling, long first: `["--output", "-o"]`.
    public var names: [String]
    /// The placeholder shown in help for an option that takes a value (`FILE`), or `nil` for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String
    /// Whether the option may be given more than once (values accumulate).
    public var repeatable: Bool

    public init(_ names: [String], value valueName: String? = nil, repeatable: Bool = false, help: String) {
        self.names = names
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
    }

    /// The canonical name, used as the key in `ParsedArguments`.
    public var key: String { names[0] }
    var takesValue: Bool { valueName != nil }
}

/// What a command is and which options it accepts; drives parsing, `--help` and usage errors.
public struct CommandSpec: Sendable {
    public var name: String
    /// One sentence on what the command does.
    public var abstract: String
    /// The synopsis after the command name, e.g. `[options] PATH...`.
    public var usage: String
    public var options: [OptionSpec]
    /// Free text appended to `--help` (examples, exit codes).
    public var discussion: String

    public init(name: String, abstract: String, usage: String, options: [OptionSpec], discussion: String = "") {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.options = options
        self.discussion = discussion
    }

    /// The text printed by `--help`.
    public var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(name) \(usage)\n\nOPTIONS:\n"
        let all = options + [
            OptionSpec(["--help", "-h"], help: "Show this help and exit."),
            OptionSpec(["--version"], help: "Show the version and exit."),
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
                text += "  \(label.padding(toLength: width, withPad: " ", startingAt: 0))  \(spec.help)\n"
            }
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        return text
    }
}

/// The result of parsing a command line against a `CommandSpec`.
public struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    /// Arguments that are not options, in order (everything after `--` included).
    public var positionals: [String] = []

    public init() {}

    /// Whether the flag `name` (any of its spellings' canonical key) was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }
    /// The last value given for `name`, if any.
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Every value given for a repeatable option, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }
}

/// A command line the command cannot accept.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
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
        var result = ParsedArguments()
        var byName: [String: OptionSpec] = [:]
        for spec in options { for name in spec.names { byName[name] = spec } }
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
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value (\(name) \(spec.valueName!))")
                }
                if !spec.repeatable, result.values[spec.key] != nil {
                    throw UsageError("option '\(name)' given more than once")
                }
                result.values[spec.key, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(spec.key)
            }
        }
        return .run(result)
    }

    /// Parses the process's arguments; prints help, version or a usage error and exits when asked to.
    /// Returns the parsed arguments when the command should run.
    public func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> ParsedArguments {
        do {
            switch try parse(arguments) {
            case .run(let parsed): return parsed
            case .help:
                Terminal.standardOutput.write(helpText)
                exit(ExitCode.success)
            case .version:
                Terminal.standardOutput.write("\(name) \(ToolchainVersion.current)\n")
                exit(ExitCode.success)
            }
        } catch let error as UsageError {
            exitWithUsageError(error.message)
        } catch {
            exitWithUsageError("\(error)")
        }
    }

    /// Prints `name: error: message` and a usage hint to standard error, then exits with status 2.
    public func exitWithUsageError(_ message: String) -> Never {
        Terminal.standardError.write(
            "\(name): error: \(message)\nUsage: \(name) \(usage)\nSee '\(name) --help'.\n")
        exit(ExitCode.usage)
    }
}
