#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a lint run covers and how its findings are filtered (issue 19 item 8: this policy lives in `Lint/`, not in the
/// command): the files under the paths with the config that applies to each, which of them are linted whatever they
/// hold (`LintScope`), and the config suppressions and the baseline that cover findings. `pushsim lint` and `pushsim
/// check` both use it.
struct LintSession {
  /// The files to lint, in order, and the inputs that could not be read.
  struct Selection {
    var files: [LintBatches.File] = []
    var unreadable: [InputError] = []
    /// Files a config or `--force-exclude` left out.
    var excluded = 0
  }

  let root: RepositoryRoot
  let resolver: ConfigResolver
  let inputs: InputFiles
  /// `--force-exclude`: a config's and the default exclusions apply to files named one by one too (pre-commit).
  var forceExclude = false
  /// `--no-default-excludes`.
  var noDefaultExcludes = false

  /// Walks `paths` (files and folders): each file once, with its config.
  func select(_ paths: [String]) throws(UsageError) -> Selection {
    var selection = Selection()
    var boxes: [String: LintBatches.ConfigBox] = [:]  // one box per config: a file costs a path and a pointer
    var seen: Set<String> = []
    for path in paths {
      let exists = path != "-" && DirectoryWalker.exists(path)
      let isDirectory = exists && DirectoryWalker.isDirectory(path)
      let named = exists && !isDirectory && !forceExclude
      // The walk skips other tools' folders unless the flag or the folder's config says not to.
      let folderConfig = exists && isDirectory ? try resolver.config(for: path + "/.") : nil
      let defaultExcludes = !noDefaultExcludes && (folderConfig?.defaultExcludes ?? true)
      if forceExclude, exists, !isDirectory, defaultExcludes,
        path.split(separator: "/").dropLast().contains(where: { DirectoryWalker.excluded(String($0)) })
      {
        selection.excluded += 1
        continue
      }
      // The containment rule (InputFiles.containment): a folder inside the root as written is walked within the root
      // and refused when it leads out; one the command line names outside the root is walked within itself.
      let walkedAlone = paths.count == 1 && exists && isDirectory
      let within = root.contains(root.absolute(path)) ? root.path : nil
      for entry in inputs.expand([path], defaultExcludes: defaultExcludes, within: within) {
        switch entry {
        case .failure(let error):
          selection.unreadable.append(error.named(root.display(error.file)))
        case .success(let file):
          let config = try resolver.config(for: file)
          // Files named on the command line are linted even when a config excludes them (pre-commit passes names).
          let relative = config.map { Self.relative(file, to: $0.baseDirectory) }
          if !named, let config, let relative, !config.selects(relative) {
            selection.excluded += 1
            continue
          }
          // Named, or in a folder the config includes: linted whatever it holds (pushsim's own documents aside); else only
          // when it is a payload.
          let included = config.map { !$0.include.isEmpty && $0.selects(relative ?? file) } ?? false
          // A file named twice (or inside a folder also named) is linted once; one folder's walk names each file once.
          if walkedAlone || seen.insert(root.absolute(file)).inserted {
            if let config, boxes[config.path] == nil { boxes[config.path] = LintBatches.ConfigBox(config) }
            selection.files.append((file, config.flatMap { boxes[$0.path] }, named || included))
          }
        }
      }
    }
    return selection
  }

  /// `file` relative to `base` (both as given or absolute), for glob matching.
  static func relative(_ file: String, to base: String?) -> String {
    guard let base else { return file }
    let cwd = FileManager.default.currentDirectoryPath
    let absoluteFile = RepositoryRoot.normalise(file, from: cwd)
    let absoluteBase = RepositoryRoot.normalise(base.isEmpty ? "." : base, from: cwd)
    if absoluteFile.hasPrefix(absoluteBase + "/") { return String(absoluteFile.dropFirst(absoluteBase.count + 1)) }
    return file
  }
}

/// The config suppressions and the baseline, applied to one file's findings at a time: what stays active, and what is
/// reported as covered (with its reason). `--quiet` keeps errors only.
struct FindingFilter {
  var baseline: BaselineMatch?
  let quiet: Bool

  /// Whether anything can be filtered (else findings go on as they are: a copy of 50,000 findings cost 14 MB).
  func filters(_ config: LintConfig?) -> Bool { baseline != nil || quiet || config?.suppressions.isEmpty == false }

  /// `relative`: the file relative to the config's folder, as its suppressions name files.
  mutating func split(_ found: [Diagnostic], config: LintConfig?, relative: String) -> (active: [Diagnostic], suppressed: [Diagnostic]) {
    var active: [Diagnostic] = []
    active.reserveCapacity(found.count)
    var suppressed: [Diagnostic] = []
    for diagnostic in found {
      // Config suppressions (with their reason), then the baseline.
      if let config, let match = config.suppression(rule: diagnostic.rule, pointer: diagnostic.pointer.description, file: relative) {
        var covered = diagnostic
        covered.suppression = Suppression(kind: .config, reason: match.reason)
        suppressed.append(covered)
      } else if let known = baseline?.cover(diagnostic) {
        suppressed.append(known)
      } else if !quiet || diagnostic.severity == .error {
        active.append(diagnostic)
      }
    }
    return (active, suppressed)
  }

  /// Baseline entries no finding used up.
  var stale: [BaselineEntry] { baseline?.stale ?? [] }
}
