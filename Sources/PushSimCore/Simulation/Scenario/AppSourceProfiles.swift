/// The profiles `appSource` derived from app code in one run, by the real paths of the folders and files read: every
/// scenario of the run that names the same code shares one reading of it (issue 31: reading and parsing an app is the
/// costly part of a scenario). Only what was read without an error is kept; an error is read again, and named as the
/// scenario that hit it wrote its path.
public final class AppSourceProfiles {
  private var known: [[String]: (profile: AppProfile, choice: String)] = [:]

  public init() {}

  func profile(_ paths: [String]) -> (profile: AppProfile, choice: String)? { known[Self.key(paths)] }

  func keep(_ derived: (profile: AppProfile, choice: String), for paths: [String]) { known[Self.key(paths)] = derived }

  /// The paths as the file system knows them (`app`, `./app` and a link to it are one folder).
  private static func key(_ paths: [String]) -> [String] { paths.map { DirectoryWalker.realPath($0) ?? $0 } }
}
