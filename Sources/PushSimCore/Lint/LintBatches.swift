import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Lints files on every core, a window at a time, and hands each result on in file order while the
/// next window is linted: reports stream, and memory holds two windows, not the whole run (issue 11).
struct LintBatches: Sendable {
  /// `chosen`: named on the command line or selected by a config's `include` (linted whatever it holds but pushsim's own
  /// documents, LintScope).
  typealias File = (path: String, config: ConfigBox?, chosen: Bool)

  /// A config shared by the files it applies to.
  final class ConfigBox: Sendable {
    let config: LintConfig
    init(_ config: LintConfig) { self.config = config }
  }

  /// One file's result: the path reports show, its findings or why it could not be read, and a `--fix` note; or why
  /// it is no push payload and was skipped (`LintScope`).
  struct Outcome: Sendable {
    let shown: String
    let result: Result<[Diagnostic], InputError>
    let note: String?
    var skipped: String? = nil
  }

  static let window = 256

  let files: [File]
  let root: RepositoryRoot
  let inputs: InputFiles
  let forcedProvider: ProviderID?
  /// `lint --push-type`: every file is sent as this type (over the config's `pushType`).
  var forcedPushType: PushType? = nil
  let fixing: Bool
  let linter = Linter()
  /// `pushsim check`: the findings of a file that parsed, revised (a template simulated through the app,
  /// `TemplateCheck`), on the same worker right after its lint.
  var more: (@Sendable (LintSubject, [Diagnostic]) -> [Diagnostic])? = nil

  /// Calls `deliver` on the calling thread for every file, in order.
  func run(_ deliver: (File, Outcome) -> Void) {
    var pending = files.isEmpty ? nil : launch(0)
    while let (begin, slots, group) = pending {
      group.wait()
      pending = begin + Self.window < files.count ? launch(begin + Self.window) : nil
      for (offset, outcome) in slots.values.enumerated() {
        if let outcome { deliver(files[begin + offset], outcome) }
      }
    }
  }

  private func launch(_ begin: Int) -> (Int, Slots<Outcome>, DispatchGroup) {
    let count = min(Self.window, files.count - begin)
    let slots = Slots<Outcome>(count: count)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      DispatchQueue.concurrentPerform(iterations: count) { offset in slots[offset] = lint(files[begin + offset]) }
    }
    return (begin, slots, group)
  }

  func lint(_ file: File) -> Outcome {
    let shown = root.display(file.path)
    switch inputs.readBytes(file.path) {
    case .failure(let error):
      return Outcome(shown: shown, result: .failure(error.named(shown)), note: nil)
    case .success(let bytes):
      let parser = JSONParser(maxBytes: inputs.maxBytes)
      var (settings, options) =
        file.config?.config.resolve(LintSession.relative(file.path, to: file.config?.config.baseDirectory)) ?? ([:], LintOptions())
      if let forcedProvider {
        options.expectedProvider = forcedProvider
        if settings[TemplateRules.expectedProvider.id] == .off { settings[TemplateRules.expectedProvider.id] = nil }
      }
      if let forcedPushType { options.pushType = forcedPushType }
      let subject = LintSubject(file: shown, bytes: bytes, options: options, parser: parser)
      if case .skip(let reason) = LintScope.decide(subject, path: file.path, chosen: file.chosen) {
        return Outcome(shown: shown, result: .success([]), note: nil, skipped: reason)
      }
      var found = linter.lint(subject, settings: settings)
      if let more, subject.document != nil { found = more(subject, found) }
      guard fixing,
        let fixed = LintFix.fixed(
          bytes, diagnostics: found, relint: { linter.lint(file: shown, bytes: $0, options: options, settings: settings, parser: parser) })
      else { return Outcome(shown: shown, result: .success(found), note: nil) }
      let refused = fixed.refused.map { "\(shown): not fixed: \($0)" }
      guard fixed.applied > 0 else {
        return Outcome(shown: shown, result: .success(found), note: refused.isEmpty ? nil : refused.joined(separator: "\n"))
      }
      if let problem = LintFix.replace(file.path, with: fixed.bytes) {
        return Outcome(shown: shown, result: .success(found), note: "\(shown): not fixed: \(problem)")
      }
      let note = (["\(shown): fixed \(found.count - fixed.diagnostics.count) finding(s)"] + refused).joined(separator: "\n")
      return Outcome(shown: shown, result: .success(fixed.diagnostics), note: note)
    }
  }

  /// Fixed slots written from concurrent iterations, each slot by one iteration.
  final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = Lock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(position: Int) -> Value? {
      get { lock.withLock { slots[position] } }
      set { lock.withLock { slots[position] = newValue } }
    }

    var values: [Value?] { lock.withLock { slots } }
  }
}

/// Several reporters fed the same results (GitHub's annotations and its job summary).
final class TeeReporter: LintReporter {
  private let reporters: [LintReporter]

  init(_ reporters: [LintReporter]) { self.reporters = reporters }

  func begin(_ tally: LintTally) { for reporter in reporters { reporter.begin(tally) } }
  func file(_ file: String, diagnostics: [Diagnostic], suppressed: [Diagnostic]) {
    for reporter in reporters { reporter.file(file, diagnostics: diagnostics, suppressed: suppressed) }
  }
  func unreadable(_ error: InputError) { for reporter in reporters { reporter.unreadable(error) } }
  func finish(_ tally: LintTally) { for reporter in reporters { reporter.finish(tally) } }
}
