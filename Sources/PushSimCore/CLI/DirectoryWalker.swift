#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds payload files below a directory: `*.json` and `*.apns`, sorted, skipping hidden files
/// and folders (`.git`, `.build`, `.pushsim.json`). Uses readdir's file types, so a walk over
/// thousands of templates costs no stat per file.
enum DirectoryWalker {
  static func payloadFiles(in directory: String) -> [String] {
    var found: [String] = []
    walk(directory, into: &found)
    return found.sorted()
  }

  private static func walk(_ directory: String, into found: inout [String]) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      let path = directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
        var info = stat()
        guard stat(path, &info) == 0 else { continue }
        type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : Int32(DT_UNKNOWN)
      }
      if type == Int32(DT_DIR) {
        walk(path, into: &found)
      } else if type == Int32(DT_REG), isPayload(name) {
        found.append(path)
      }
    }
  }

  static func isPayload(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: ".") else { return false }
    return InputFiles.payloadExtensions.contains(name[name.index(after: dot)...].lowercased())
  }
}
