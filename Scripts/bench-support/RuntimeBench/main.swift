// runtime-bench CATALOG [ROUNDS]: CatalogRuntime's speed on one catalog, in process, printed as JSON
// (Scripts/bench runs it): loading, and loading then making the first context (which compiles its
// languages), against CatalogReader's read (what xcstrings-lint reads with), in wall-clock time,
// alternately; the first lookup; plain lookups, and plural lookups with
// formatting, in the thread's CPU time. Medians of the rounds.
import CatalogModel
import CatalogRuntime
import Foundation

let path = CommandLine.arguments[1]
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
let url = URL(fileURLWithPath: path)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The CPU time this thread has used, in seconds: lookups are timed by it, so that other processes
/// on a shared machine do not count.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let table = try CatalogTable(contentsOf: url)
let language = table.languages.contains("ar") ? "ar" : table.sourceLanguage

// A table compiles a language's values when a context first shows it: "ready" is loading and
// making the first context (Arabic, then the source language), what an app does before its first
// lookup.
var reads: [Double] = []
var loads: [Double] = []
var readies: [Double] = []
for _ in 0..<rounds {
    reads.append(try seconds { _ = try CatalogReader.read(contentsOf: path) })
    loads.append(try seconds { _ = try CatalogTable(contentsOf: url) })
    readies.append(try seconds {
        let fresh = try CatalogTable(contentsOf: url)
        _ = LocalizationContext(tables: [fresh], preferredLanguages: [language], region: nil)
    })
}
let localizer = Localizer(tables: [table], preferredLanguages: [language], region: nil)
let plain = Array(table.keys.filter { !$0.contains("%") }.prefix(1000))
let plural = Array(table.keys.filter { $0.hasPrefix("%lld ") }.prefix(1000))

var sink = 0
let name = table.name
let first = seconds { sink &+= localizer.string(plain[0], table: name, arguments: []).utf8.count }

@MainActor func perLookup(_ iterations: Int, _ body: (Int) -> String) -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = threadCPUTime()
        for index in 0..<iterations { sink &+= body(index).utf8.count }
        let time = threadCPUTime() - start
        samples.append(time / Double(iterations) * 1e9)
    }
    return median(samples)
}

let plainNanoseconds = perLookup(1_000_000) { localizer.string(plain[$0 % plain.count], table: name, arguments: []) }
let pluralNanoseconds = plural.isEmpty ? 0 : perLookup(200_000) {
    localizer.string(plural[$0 % plural.count], table: name, arguments: [.int(Int64($0 % 1000))])
}
let result: [String: Any] = [
    "language": language, "keys": table.keys.count, "languages": table.languages.count,
    "read_s": median(reads), "load_s": median(loads), "load_over_read": median(loads) / median(reads),
    "ready_s": median(readies), "ready_over_read": median(readies) / median(reads),
    "first_lookup_us": first * 1e6, "plain_lookup_ns": plainNanoseconds, "plural_lookup_ns": pluralNanoseconds,
    "sink": sink,
]
let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
