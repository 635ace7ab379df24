extension AppProfile {
  /// Reads and validates a profile file; a problem is an `InputError` on that file.
  public static func load(_ path: String, inputs: InputFiles) throws(InputError) -> AppProfile {
    let loaded: LoadedPayload
    switch inputs.load(path) {
    case .failure(let error): throw error
    case .success(let value): loaded = value
    }
    do {
      return try AppProfile.load(loaded.document.value, file: path, locate: loaded.document.sourceMap.location(of:))
    } catch {
      throw InputError(file: path, message: error.detail, location: error.location)
    }
  }
}
