import Foundation
import Testing

/// Issue 31 item 2, DESIGN.md §7 "bounded readers": Swift and Objective-C an attacker's pull request can write, run
/// through `pushsim wiring` as CI runs it. Each class never ends in a signal, stays within the hostile-input bounds
/// (1 s of CPU and 64 MiB on the release build, unless a larger bound is documented in docs/security.md), gives the
/// documented exit code and, where the reader's budget is passed, the `wiring-source-too-complex` warning at the
/// construct's line and column. Where the attack is growth, the input at 4× takes at most 4× the CPU of 1× plus a
/// small constant: the work is linear. The inputs are generated here (nothing big is committed).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct HostileWiringBoundsTests {
  // MARK: - Generators

  static let swiftHead =
    "import UIKit\nimport UserNotifications\n\nclass AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {\n"
  static let swiftRemote =
    "  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {\n"
  static let objcRemote =
    "@implementation AppDelegate\n- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult))completionHandler {\n"

  /// A Swift push callback with `body` (the body starts on line 6).
  static func swiftCallback(_ body: String) -> String { swiftHead + swiftRemote + body + "  }\n}\n" }
  /// An Objective-C push callback with `body` (the body starts on line 3).
  static func objcCallback(_ body: String) -> String { objcRemote + body + "}\n@end\n" }

  /// `let x = a.b.b…` with `links` links, on line 6 column 13.
  static func swiftChain(_ links: Int) -> String {
    swiftCallback("    let x = a" + String(repeating: ".b", count: links) + "\n    completionHandler(.noData)\n")
  }

  /// `id x = a.b.b…;` with `links` links, on line 3 column 10.
  static func objcChain(_ links: Int) -> String {
    objcCallback("  id x = a" + String(repeating: ".b", count: links) + ";\n  completionHandler(UIBackgroundFetchResultNoData);\n")
  }

  /// An `if` with `terms` `&&` terms guarding a forward to an SDK.
  static func conjunction(_ terms: Int) -> String {
    let condition = (0..<terms).map { #"(userInfo["key_number_\#($0)"] as? String) != nil"# }.joined(separator: " && ")
    return swiftCallback(
      "    if " + condition + " {\n      Appoxee.shared()?.receivedRemoteNotification(userInfo)\n    }\n    completionHandler(.noData)\n")
  }

  /// `[a b:[a b:…]]`, `depth` messages nested, on line 3.
  static func objcMessages(_ depth: Int) -> String {
    objcCallback(
      "  id x = " + String(repeating: "[a b:", count: depth) + "c" + String(repeating: "]", count: depth)
        + ";\n  completionHandler(UIBackgroundFetchResultNoData);\n")
  }

  /// Routing helpers: each calls the next `calls` times, five helpers (four levels of calls), the first the condition
  /// of a tap's forward.
  static func helpers(_ calls: Int) -> String {
    let levels = 5
    let functions = (0..<levels).map { level in
      let body =
        level == levels - 1 ? #"userInfo["k"] != nil"# : Array(repeating: "isPush\(level + 1)(userInfo)", count: calls).joined(separator: " || ")
      return "  func isPush\(level)(_ userInfo: [AnyHashable: Any]) -> Bool {\n    \(body)\n  }\n"
    }
    return swiftHead + functions.joined()
      + "  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {\n"
      + "    let userInfo = response.notification.request.content.userInfo\n    if isPush0(userInfo) {\n"
      + "      Appoxee.shared()?.userNotificationCenter(center, didReceive: response, withAppoxeeCompletionHandler: completionHandler)\n"
      + "    } else {\n      completionHandler()\n    }\n  }\n}\n"
  }

  /// `count` sequential `if … { completionHandler(.newData) }` (the handler runs twice on a path: an error).
  static func sequentialIfs(_ count: Int) -> String {
    swiftCallback((0..<count).map { #"    if userInfo["k\#($0)"] != nil { completionHandler(.newData) }"# + "\n" }.joined())
  }

  /// Trailing closures nested `depth` deep, the handler called in the innermost.
  static func closures(_ depth: Int) -> String {
    swiftCallback(
      "    " + String(repeating: "DispatchQueue.main.async { ", count: depth) + "completionHandler(.noData)"
        + String(repeating: " }", count: depth) + "\n")
  }

  /// Blocks nested `depth` deep, the handler called in the innermost.
  static func blocks(_ depth: Int) -> String {
    objcCallback(
      "  " + String(repeating: "dispatch_async(dispatch_get_main_queue(), ^{ ", count: depth) + "completionHandler(UIBackgroundFetchResultNoData);"
        + String(repeating: " });", count: depth) + "\n")
  }

  /// One class of `methods` methods, about 100 bytes each (10,000 make 1 MB).
  static func oneType(_ methods: Int) -> String {
    "import UIKit\n\nfinal class Big: NSObject {\n"
      + (0..<methods).map { "  func method\($0)(_ value: Int) -> Int {\n    let doubled = value * 2 + \($0)\n    return doubled + 1\n  }\n" }.joined()
      + "}\n"
  }

  /// Other shapes that recurse without brackets or dots, 20,000 each (generated code or an attack; issue 31's probe).
  static let shapes: [String: String] = [
    "calls.swift": swiftCallback("    let x = f" + String(repeating: "()", count: 20_000) + "\n    completionHandler(.noData)\n"),
    "subscripts.swift": swiftCallback("    let x = a" + String(repeating: "[0]", count: 20_000) + "\n    completionHandler(.noData)\n"),
    "unwraps.swift": swiftCallback("    let x = a" + String(repeating: "!", count: 20_000) + "\n    completionHandler(.noData)\n"),
    "tries.swift": swiftCallback("    let x = " + String(repeating: "try ", count: 20_000) + "f()\n    completionHandler(.noData)\n"),
    "else-ifs.swift": swiftCallback(
      "    if a == 0 { f() }" + (1..<20_000).map { " else if a == \($0) { f() }" }.joined() + "\n    completionHandler(.noData)\n"),
    "guards.swift": swiftCallback((0..<20_000).map { "    guard a\($0) else { return }\n" }.joined() + "    completionHandler(.noData)\n"),
    "calls.m": objcCallback("  id x = f" + String(repeating: "()", count: 20_000) + ";\n  completionHandler(UIBackgroundFetchResultNoData);\n"),
    "subscripts.m": objcCallback("  id x = a" + String(repeating: "[0]", count: 20_000) + ";\n  completionHandler(UIBackgroundFetchResultNoData);\n"),
    "ternaries.m": objcCallback(
      "  id x = " + String(repeating: "a ? b : ", count: 20_000) + "c;\n  completionHandler(UIBackgroundFetchResultNoData);\n"),
    "nots.m": objcCallback("  id x = " + String(repeating: "!", count: 100_000) + "a;\n  completionHandler(UIBackgroundFetchResultNoData);\n"),
    "ifs.m": objcCallback("  " + String(repeating: "if (a) ", count: 50_000) + "f();\n  completionHandler(UIBackgroundFetchResultNoData);\n"),
  ]

  static let inputs: [String: String] = shapes.merging([
    "chain-5000.swift": swiftChain(5_000), "chain-20000.swift": swiftChain(20_000),
    "chain-20000.m": objcChain(20_000), "chain-80000.m": objcChain(80_000),
    "and-2000.swift": conjunction(2_000), "and-8000.swift": conjunction(8_000),
    "messages-750.m": objcMessages(750), "messages-3000.m": objcMessages(3_000),
    "helpers-22.swift": helpers(22), "helpers-88.swift": helpers(88),
    "ifs-100.swift": sequentialIfs(100), "ifs-400.swift": sequentialIfs(400),
    "closures-23.swift": closures(23), "closures-92.swift": closures(92),
    "blocks-23.m": blocks(23), "blocks-92.m": blocks(92),
    "type-2500.swift": oneType(2_500), "type-10000.swift": oneType(10_000),
  ]) { first, _ in first }

  /// The scratch folder, made once, with every input.
  static let folder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushsim-wiring-bounds-\(getpid())").path
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in inputs { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)) }
    return folder
  }()

  // MARK: - Running and checking

  static let tooComplex = "[wiring-source-too-complex]"

  func run(_ name: String) throws -> Spawn.Outcome {
    try Spawn.run(HostileInputMatrixTests.binary.path, ["wiring", Self.folder + "/" + name], directory: Binary.packageRoot.path, timeout: 60)
  }

  /// No hang, no signal, within `cpu` seconds (release; the debug binary gets the matrix's factor) and `mebibytes`.
  func checkBounds(_ outcome: Spawn.Outcome, _ name: String, cpu: Double = 1, mebibytes: Int = 64) {
    #expect(!outcome.timedOut, "\(name): hung")
    #expect(outcome.signal == nil, "\(name): ended by signal \(outcome.signal ?? 0)")
    #expect(outcome.cpu <= cpu * HostileInputMatrixTests.binary.cpuBound, "\(name): \(outcome.cpu) s of CPU")
    #expect(outcome.peakKiB < mebibytes * 1024, "\(name): peak \(outcome.peakKiB / 1024) MiB")
  }

  /// Exit `status`, nothing on stderr, and the report's warnings of the budget rule: at these places, or none.
  func checkReport(_ outcome: Spawn.Outcome, _ name: String, status: Int32, cutAt places: [String]) {
    #expect(outcome.status == status, "\(name): exit \(outcome.status): \(outcome.stdout.suffix(400))")
    #expect(outcome.stderr.isEmpty, "\(name): \(outcome.stderr.prefix(300))")
    let cuts = outcome.stdout.split(separator: "\n").filter { $0.hasSuffix(Self.tooComplex) }
    #expect(cuts.count == places.count, "\(name): \(cuts)")
    for (line, place) in zip(cuts, places) {
      #expect(line.contains("/\(name):\(place): warning: "), "\(name): \(line)")
    }
    // The rest of the report comes out: the facts and the summary line.
    #expect(outcome.stdout.contains("didReceiveRemoteNotification") && outcome.stdout.contains("warning"), "\(name): \(outcome.stdout.prefix(300))")
  }

  /// An input at 1× (`small`) and 4× (`large`): each run within the bounds and checked by `each`, and the growth
  /// between them linear. The two outcomes, for what a test checks beyond that.
  @discardableResult
  func grows(
    _ small: String, _ large: String, _ label: String, cpu: Double = 1, mebibytes: Int = 64, each: (Spawn.Outcome, String) -> Void
  ) throws -> (Spawn.Outcome, Spawn.Outcome) {
    // Each size is run twice, interleaved, and the faster run counts: the suites run in parallel, and one run slowed by
    // another test's load (CI measured a 1× run at 0.75 s and its 4× run at 4.2 s that take 1.1 s and 4.1 s alone) says
    // nothing of how the work grows.
    // Three rounds: CI once read 0.30 s at 1× and 1.50 s at 4× for a pair that reads 0.38 s and 1.40 s alone.
    func faster(_ first: Spawn.Outcome, _ second: Spawn.Outcome) -> Spawn.Outcome { second.cpu < first.cpu ? second : first }
    var (fastestSmall, fastestLarge) = (try run(small), try run(large))
    for _ in 0..<2 {
      fastestSmall = faster(fastestSmall, try run(small))
      fastestLarge = faster(fastestLarge, try run(large))
    }
    let runs = [(fastestSmall, small), (fastestLarge, large)]
    for (outcome, name) in runs {
      checkBounds(outcome, name, cpu: cpu, mebibytes: mebibytes)
      each(outcome, name)
    }
    checkLinear(runs[0].0, runs[1].0, label)
    return (runs[0].0, runs[1].0)
  }

  /// The 4× input's CPU is at most 4× the 1× input's, give or take a tenth (timing noise), plus a constant (process
  /// start). A tenth is noise, not growth: one large type measured 0.56, 1.06, 1.89, 3.92 and 8.41 s at 1,250 to 20,000
  /// methods (15× for 16× the input), yet its 2,500 → 10,000 pair read 3.7× to 4.4× in repeated runs on one machine;
  /// quadratic work would read 16×.
  func checkLinear(_ small: Spawn.Outcome, _ large: Spawn.Outcome, _ name: String) {
    let constant = 0.15 * HostileInputMatrixTests.binary.cpuBound
    #expect(large.cpu <= 4.4 * small.cpu + constant, "\(name): \(small.cpu) s at 1×, \(large.cpu) s at 4×")
  }

  // MARK: - The classes

  /// A 5,000-link member chain crashed the process (SIGSEGV in the parser and the model builder).
  @Test func swiftMemberChain() throws {
    try grows("chain-5000.swift", "chain-20000.swift", "Swift member chain") { outcome, name in
      checkReport(outcome, name, status: 0, cutAt: ["6:13"])
      // The callback holding the cut is undecided, not wrong.
      #expect(outcome.stdout.contains("completion unknown"), "\(name)")
    }
  }

  /// A 20,000-link Objective-C chain crashed the process.
  @Test func objectiveCMemberChain() throws {
    try grows("chain-20000.m", "chain-80000.m", "Objective-C member chain") { outcome, name in
      checkReport(outcome, name, status: 0, cutAt: ["3:10"])
    }
  }

  /// 8,000 `&&` terms (400 KB) took 1.3 GiB (memory grew with the square of the size). One function is one piece for
  /// the parser, so 8,000 terms are bound by a large declaration's 5 s and 128 MiB (docs/security.md); 2,000 by the
  /// matrix's 1 s and 64 MiB.
  @Test func conjunctionOfManyTerms() throws {
    let (small, _) = try grows("and-2000.swift", "and-8000.swift", "&& terms", cpu: 5, mebibytes: 128) { outcome, name in
      checkReport(outcome, name, status: 0, cutAt: [])
    }
    checkBounds(small, "and-2000.swift")
  }

  /// 3,000 nested messages took 885 MiB (each argument was read from a copy of the rest of the file).
  @Test func nestedObjectiveCMessages() throws {
    try grows("messages-750.m", "messages-3000.m", "nested messages") { outcome, name in
      // Nested past the scanner's budget: cut where the budget is reached, on the line of the messages.
      #expect(outcome.stdout.split(separator: "\n").contains { $0.contains("/\(name):3:") && $0.hasSuffix(Self.tooComplex) }, "\(name)")
      #expect(outcome.status == 0, "\(name): exit \(outcome.status)")
    }
  }

  /// A helper calling the next 22 times per level, four levels deep, took 6–7 s (expanded again at every call).
  @Test func routingHelpersAreReadOnce() throws {
    try grows("helpers-22.swift", "helpers-88.swift", "routing helpers") { outcome, name in
      #expect(outcome.status == 0 && outcome.stdout.contains("forwards to mapp"), "\(name): \(outcome.stdout.prefix(400))")
      #expect(!outcome.stdout.contains(Self.tooComplex), "\(name)")
    }
  }

  /// 400 sequential `if … { completionHandler() }` took 59 s (every path enumerated). The handler can run twice: an
  /// error, exit 1, at the first two calls.
  @Test func sequentialBranchesCallingTheHandler() throws {
    try grows("ifs-100.swift", "ifs-400.swift", "sequential branches") { outcome, name in
      #expect(outcome.status == 1, "\(name): exit \(outcome.status)")
      let twice = outcome.stdout.split(separator: "\n").filter { $0.hasSuffix("[wiring-completion-twice]") }
      #expect(twice.count == 2 && twice.first?.contains("/\(name):6:") == true && twice.last?.contains("/\(name):7:") == true, "\(name): \(twice)")
    }
  }

  /// Trailing closures nested 23 deep took 6 s, doubling with each level; 92 levels are within the budget and read.
  @Test func nestedTrailingClosures() throws {
    try grows("closures-23.swift", "closures-92.swift", "nested closures") { outcome, name in
      checkReport(outcome, name, status: 0, cutAt: [])
      #expect(outcome.stdout.contains("completion once"), "\(name): \(outcome.stdout.prefix(400))")
    }
  }

  /// Objective-C blocks nested 23 deep took 6 s, doubling with each level.
  @Test func nestedBlocks() throws {
    try grows("blocks-23.m", "blocks-92.m", "nested blocks") { outcome, name in
      checkReport(outcome, name, status: 0, cutAt: [])
      #expect(outcome.stdout.contains("completion once"), "\(name): \(outcome.stdout.prefix(400))")
    }
  }

  /// Calls, subscripts, unwraps, `try`, `else if`, `guard`, ternaries, prefix operators and `if` without braces, 20,000
  /// or more in a row: never a signal, within a large declaration's bounds (each is one function of up to 600 KB), and
  /// the rest of the report comes out.
  @Test(arguments: shapes.keys.sorted()) func otherShapes(_ name: String) throws {
    let outcome = try run(name)
    checkBounds(outcome, name, cpu: 5, mebibytes: 128)
    // 20,000 guards that return without calling the handler: an error (exit 1); `try` nests 20,000 deep without a
    // bracket and is read whole on the large stack; every other shape is cut where the budget is reached.
    #expect(outcome.status == (name == "guards.swift" ? 1 : 0), "\(name): exit \(outcome.status)")
    let cut = outcome.stdout.split(separator: "\n").contains { $0.contains("/\(name):") && $0.hasSuffix(Self.tooComplex) }
    #expect(cut == !["guards.swift", "tries.swift"].contains(name), "\(name): \(outcome.stdout.suffix(300))")
    #expect(outcome.stderr.isEmpty, "\(name): \(outcome.stderr.prefix(300))")
    #expect(outcome.stdout.contains("didReceiveRemoteNotification"), "\(name): \(outcome.stdout.prefix(300))")
  }

  /// A 1 MB source that is one type of 10,000 methods took 6.8 s and 184 MiB; the bound is 5 s and 128 MiB (issue 18,
  /// docs/security.md). It is read 64 KB at a time, cut between members.
  @Test func oneLargeType() throws {
    #expect(Self.inputs["type-10000.swift"].map { $0.utf8.count > 1_000_000 } == true)
    try grows("type-2500.swift", "type-10000.swift", "one large type", cpu: 5, mebibytes: 128) { outcome, name in
      #expect(outcome.status == 0, "\(name): exit \(outcome.status)")
      #expect(outcome.stderr.isEmpty && !outcome.stdout.contains("does-not-parse"), "\(name): \(outcome.stdout.suffix(300))")
    }
  }
}
