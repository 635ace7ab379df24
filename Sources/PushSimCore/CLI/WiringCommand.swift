/// `pushsim wiring PATH...`: read an app's sources into the code model and report the facts.
struct WiringCommand {
  let environment: CLIEnvironment
  let inputs: InputFiles

  /// The folders no app source worth reading lives in: dependencies and build output (issue 12).
  static let excludedFolders = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]

  static func isSource(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".h")
  }

  /// Files and directories, expanded: a directory is walked for sources; a file is taken as it is.
  func sourcePaths(_ paths: [String]) -> [Result<String, InputError>] {
    var results: [Result<String, InputError>] = []
    for path in paths {
      if DirectoryWalker.isDirectory(path) {
        let found = DirectoryWalker.files(in: path, accept: Self.isSource, excluding: Self.excludedFolders)
        if found.isEmpty { results.append(.failure(InputError(file: path, message: "directory holds no *.swift, *.m or *.h files"))) }
        results += found.map { .success($0) }
      } else if DirectoryWalker.isFile(path) {
        results.append(.success(path))
      } else {
        results.append(.failure(InputError(file: path, message: InputFiles.missingReason(path))))
      }
    }
    return results
  }

  /// Reads the sources; nil (with the errors written) when one cannot be read.
  func read(_ paths: [String]) -> (files: [CodeFile], errors: [InputError]) {
    var files: [CodeFile] = []
    var errors: [InputError] = []
    for entry in sourcePaths(paths) {
      switch entry.flatMap(inputs.readBytes) {
      case .failure(let error): errors.append(error)
      case .success(let bytes):
        guard case .success(let path) = entry else { continue }
        if path.hasSuffix(".swift") {
          guard let swiftSource = environment.swiftSource else {
            errors.append(InputError(file: path, message: "reading Swift needs pushsim-wiring (the SwiftParser libraries); install it beside pushsim"))
            continue
          }
          files.append(swiftSource(path, String(decoding: bytes, as: UTF8.self)))
        } else {
          files.append(ObjCScanner.read(path: path, bytes: bytes))
        }
      }
    }
    return (files, errors)
  }

  func run(_ command: ParsedCommand) -> Int32 {
    let (files, errors) = read(command.positionals)
    for error in errors { environment.writeErr(error.line + "\n") }
    let facts = WiringAnalyzer.analyze(WiringModule(files: files))
    switch command.value("format") {
    case "json": environment.writeOut(WiringReport.json(facts))
    default: environment.writeOut(WiringReport.text(facts, style: environment.style))
    }
    return errors.isEmpty ? ExitCode.success : ExitCode.usage
  }
}
