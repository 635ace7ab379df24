/// A payload file read as lint and check read a template (issue 32 item 7): `tap`, `deliver`, `dismiss`, `simulate`
/// and a scenario's `deliver` step read the file through `LintSubject`, so a Liquid or Handlebars tag is opaque wherever
/// it stands (`TemplateTags`: also when it holds quotes, or stands where a value goes) and every position is the file's
/// own line and column.
extension InputFiles {
  /// Reads and parses one payload or template (`-` for stdin). A slip lint reads past and reports (a comment, a
  /// trailing or missing comma) is still no payload to deliver: an error at its place, as `load` gives it.
  public func loadTemplate(_ path: String, options: LintOptions = LintOptions()) -> Result<LoadedPayload, InputError> {
    readBytes(path).flatMap { bytes in
      LintSubject(file: path == "-" ? "<stdin>" : path, bytes: bytes, options: options, parser: JSONParser(maxBytes: maxBytes)).payload
    }
  }
}

extension LintSubject {
  /// The document as a payload to simulate: its tags opaque, its positions those of the file as written.
  public var payload: Result<LoadedPayload, InputError> {
    if let error = finalError ?? repairs.first {
      return .failure(InputError(file: file, message: error.message, location: error.location))
    }
    guard let document, let value else { return .failure(InputError(file: file, message: "not JSON")) }
    let json = JSONDocument(value: value, bytes: document.bytes, sourceMap: document.sourceMap)
    return .success(LoadedPayload(file: file, document: json, payload: Payload(document: json)))
  }
}
