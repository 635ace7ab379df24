#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads an app's sources into the code model (issue 19 item 8: what a run reads is the core's, not the command's):
/// folders walked for Swift, Objective-C and project files (the walker every command uses), files taken as named, each
/// read up to 8 MiB; Swift through `swiftSource` (pushsim-wiring's SwiftParser). `wiring`, `check`, `--app-source` and a
/// scenario's `appSource` all read code this way.
public struct SourceReader: Sendable {
  public let inputs: InputFiles
  /// Reads a Swift file into the code model; nil in `pushsim`, which does not link the parser.
  public let swiftSource: (@Sendable (_ path: String, _ text: String) -> CodeFile)?

  /// Source files are read up to 8 MiB each (app delegates are a few KB; a bigger file is generated code).
  static let maxSourceBytes = 8 << 20

  public init(inputs: InputFiles, swiftSource: (@Sendable (_ path: String, _ text: String) -> CodeFile)?) {
    var inputs = inputs
    inputs.maxBytes = max(inputs.maxBytes, Self.maxSourceBytes)
    inputs.capReason = "(pushsim wiring reads source files up to 8 MiB)"
    self.inputs = inputs
    self.swiftSource = swiftSource
  }

  static func isSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") || WiringModule.projectFileNames.contains(name)
  }

  /// Files and directories, expanded: a directory is walked for sources; a file is taken as it is.
  func sourcePaths(_ paths: [String]) -> [Result<String, InputError>] {
    var results: [Result<String, InputError>] = []
    for path in paths {
      if DirectoryWalker.isDirectory(path) {
        let found = inputs.walk(path, accept: Self.isSource)
        if found.isEmpty {
          results.append(
            .failure(InputError(file: path, message: "directory holds no *.swift, *.m, *.h, Info.plist, Podfile.lock or Package.resolved files")))
        }
        results += InputFiles.merged(found, in: path, select: { _ in true })
      } else if DirectoryWalker.isFile(path) {
        results.append(.success(path))
      } else {
        results.append(.failure(InputError(file: path, message: InputFiles.missingReason(path))))
      }
    }
    return results
  }

  /// Reads the sources and project files, and the errors of those that cannot be read.
  func read(_ paths: [String]) -> (module: WiringModule, errors: [InputError]) {
    let (module, errors, _) = readSources(paths)
    return (module, errors)
  }

  /// `root`: when given, every file is named relative to the repository root (issue 19: annotations attach to
  /// `ios/App/AppDelegate.swift` from any folder), as lint names them.
  func readSources(_ paths: [String], root: RepositoryRoot? = nil) -> (module: WiringModule, errors: [InputError], bytes: [String: [UInt8]]) {
    var sources: [(path: String, bytes: [UInt8])] = []
    var errors: [InputError] = []
    let name = { (path: String) in root.map { $0.display(path) } ?? path }
    // Each file once, however many of the folders named hold it (a config or a scenario naming one folder 2,000 times
    // reads it once: issue 31 item 3).
    var seen: Set<String> = []
    let cwd = FileManager.default.currentDirectoryPath
    for entry in sourcePaths(paths) {
      if case .success(let path) = entry, !seen.insert(RepositoryRoot.normalise(path, from: cwd)).inserted { continue }
      switch entry.flatMap({ path in inputs.readBytes(path).map { (name(path), $0) } }) {
      case .failure(let error): errors.append(error.named(name(error.file)))
      case .success(let source):
        if source.0.hasSuffix(".swift") && swiftSource == nil {
          errors.append(
            InputError(file: source.0, message: "reading Swift needs pushsim-wiring (the SwiftParser libraries); install it beside pushsim"))
        } else {
          sources.append(source)
        }
      }
    }
    let read = swiftSource ?? { path, _ in CodeFile(path: path, language: .swift) }
    return (WiringModule.reading(sources, swiftSource: read), errors, Dictionary(sources.map { ($0.path, $0.bytes) }) { first, _ in first })
  }

  /// `--app-source PATH...`: the profile the code implies, its provenance, and how the trace names it.
  /// `label`: how the choice names the code (default `--app-source PATH…`).
  func profile(_ paths: [String], label: String? = nil) throws(UsageError) -> (profile: AppProfile, sources: [ProfileSource], choice: String) {
    let (module, errors) = read(paths)
    if let error = errors.first { throw UsageError(in: error.file, at: error.location, error.message) }
    let (profile, sources) = ProfileFromCode.profile(WiringAnalyzer.analyze(module))
    let fromCode = sources.filter(\.fromCode).count
    let name = label ?? "--app-source \(paths.joined(separator: " "))"
    return (profile, sources, "\(name): \(fromCode) keys from code, \(sources.count - fromCode) defaults")
  }
}
