import Foundation
import Testing
import TestSupport

/// Output that cannot be written is an error, never a success: a full disk behind `--stdout`, or
/// an output that is a device. Run through `/bin/sh` so that standard output can be `/dev/full`.
@Suite("Output that cannot be written", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct OutputFailureEndToEndTests {
    private let shell = Executable(url: URL(fileURLWithPath: "/bin/sh"))
    private let translations = packageRoot.appendingPathComponent("Examples/translations.json").path
    private let catalog = packageRoot.appendingPathComponent("Examples/Localizable.xcstrings").path

    @Test func standardOutputOnAFullDiskExitsTwo() throws {
        let cases: [(tool: String, arguments: [String])] = [
            ("xcstrings-gen", ["--stdout", translations]),
            ("xcstrings-gen", ["--import", "--stdout", catalog]),
            ("xcstrings-fmt", ["--stdout", catalog]),
            ("xcstrings-resolve", ["--matrix", catalog]),
        ]
        for (tool, arguments) in cases {
            let path = try Executable(tool).url.path
            let command = ([path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " > /dev/full"
            let run = try shell.run(["-c", command])
            #expect(run.status == 2, "\(tool) \(arguments): \(run.stderr)")
            #expect(run.stderr.hasSuffix("\(tool): error: cannot write standard output: No space left on device\n"),
                    "\(tool) \(arguments): \(run.stderr)")
        }
    }

    /// An output that is a device is written, not read first (reading `/dev/full` or `/dev/zero`
    /// never ends: the generator once tried to allocate 35 GB), and a failed write says so.
    @Test func aDeviceAsTheOutputIsWrittenNotRead() throws {
        let gen = try Executable("xcstrings-gen")
        for arguments in [[translations, "-o", "/dev/full"], ["--import", catalog, "-o", "/dev/full", "--force"]] {
            let run = try gen.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("/dev/full"), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal error"), "\(arguments): \(run.stderr)")
        }
        let null = try gen.run([translations, "-o", "/dev/null", "-q"])
        #expect(null.status == 0, "\(null.stderr)")
        // An input without end is refused once it passes 512 MiB.
        let endless = try gen.run(["--stdout", "/dev/zero"])
        #expect(endless.status == 2)
        #expect(endless.stderr == "/dev/zero: error: cannot read: more than 512 MiB (a device without end?)\n", "\(endless.stderr)")
        // --check cannot compare with a device: an error, not an endless read.
        let check = try gen.run(["--check", translations, "-o", "/dev/zero"])
        #expect(check.status == 2)
        #expect(check.stderr.contains("not a regular file"), "\(check.stderr)")
    }
}
