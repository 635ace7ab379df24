#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file as the rules see it: the parse outcome, the payload when it parsed (after the
/// tolerant repair of comments and trailing commas), and the options that apply to it.
public final class LintSubject: Sendable {
  public let file: String
  public let bytes: [UInt8]
  /// The error that stopped parsing for good (after any repairs), when the text is not JSON.
  public let finalError: JSONParseError?
  /// Every comment, trailing comma and missing comma the repair pass read past, in order.
  public let repairs: [JSONParseError]
  /// The document, strict or repaired; nil when the text is not JSON even after the repair. Its jansson tree is
  /// read, not converted (issue 11): `root` converts the members rules ask for, `value` converts everything.
  public let document: JSONTreeDocument?
  /// The top level, when the document is an object.
  public let root: TreeObject?
  /// The `aps` dictionary, when the payload has one (converted once: every aps rule reads it).
  public let aps: JSONObject?
  /// The `_nm` dictionary of a Netmera push, converted once for the Netmera rules.
  public let netmera: JSONObject?
  /// The payload class (ios-delivery.md G1); nil when the text is not JSON.
  public let kind: PayloadKind?
  /// The push type the file is sent as: the config's or `--push-type`'s, else the one its keys or its provider say.
  public let pushType: PushType?
  /// Classified on first use (`isFor` rules out most providers without it); nil when the text is not JSON.
  public var classification: Classification? {
    guard document != nil else { return nil }
    if let known = Self.caching.withLock({ classified }) { return known }
    let made = root.map { Classifier.standard.classify(root: $0) } ?? Classifier.standard.classify(root: JSONObject())
    Self.caching.withLock { classified = made }
    return made
  }
  /// The classification once made; read and written only under `caching` (one lock for all subjects: no lock object per
  /// file, and Synchronization's Mutex would need macOS 15).
  private nonisolated(unsafe) var classified: Classification?
  private static let caching = Lock()
  /// The classifier's candidate rows for the top level, found once: `isFor` is asked by several rules per file.
  private let candidates: Classifier.RowSet?
  public let options: LintOptions
  /// Where a template tag stands for a value (byte offsets, `TemplateTags`): a value of unknown content.
  public let opaqueValueOffsets: Set<Int>
  /// Set on the subject `readingPastSyntaxErrors()` makes: what the reading skipped. Its `document` is then the
  /// structure around the breaks, not a parse of the file.
  public let recovery: Recovery?
  /// The text as the repairs left it, kept when the parse stopped at a syntax error lint can read past.
  private let unparsed: [UInt8]?
  /// The parser's input cap.
  private let maxBytes: Int

  public init(file: String, bytes: [UInt8], options: LintOptions, parser: JSONParser = JSONParser()) {
    self.file = file
    self.bytes = bytes
    self.options = options
    let pattern = options.compiledPattern
    let rewritten = TemplateTags.opaque(bytes, pattern: pattern, values: options.placeholderValues)
    opaqueValueOffsets = rewritten.valueOffsets
    let outcome = TolerantParse.parse(rewritten.bytes, parser: parser)
    finalError = outcome.document == nil ? outcome.errors.last : nil
    recovery = nil
    maxBytes = parser.maxBytes
    // Syntax errors only: not text that is no UTF-8 JSON at all, over the cap, or a template tag left open.
    unparsed = finalError.map { [.syntax, .missingComma].contains($0.kind) } == true ? outcome.text : nil
    // A comma that a removed {% … %} block left before a closing brace is the template's, not a slip.
    // The slips read past: comments and missing commas, but not a missing comma that stopped the parse (json-invalid).
    let stopped = outcome.document == nil && outcome.errors.last?.kind == .missingComma
    let read = stopped ? outcome.errors.dropLast() : outcome.errors[...]
    repairs = read.filter { error in
      if error.kind == .comment || error.kind == .missingComma { return true }
      guard error.kind == .trailingComma else { return false }
      return !(error.location.map { TemplateTags.commaBeforeBlanked($0.offset, in: rewritten) } ?? false)
    }
    document = outcome.document
    let shape = Self.shape(of: outcome.document, options: options)
    root = shape.root
    aps = shape.aps
    netmera = shape.netmera
    candidates = shape.candidates
    kind = shape.kind
    pushType = shape.pushType
    classified = shape.early
  }

  /// What the rules read of a document, found once per subject.
  private struct Shape {
    let root: TreeObject?
    let aps: JSONObject?
    let netmera: JSONObject?
    let candidates: Classifier.RowSet?
    let kind: PayloadKind?
    let pushType: PushType?
    let early: Classification?
  }

  private static func shape(of document: JSONTreeDocument?, options: LintOptions) -> Shape {
    let root = document?.tree.object
    let aps = root?["aps"]?.objectValue
    let typedAPS = aps.map(APS.init)
    let candidates = root.map(Classifier.standard.candidateRows)
    // The provider's push type (a call push of ConnectyCube, Bandyer or Linphone is VoIP) decides unless the config
    // does: the classifier runs early only for files where a signature that fixes one can match (one no key anchors,
    // Bandyer's, only where the payload's own keys do not decide).
    var declared = options.pushType
    var early: Classification?
    if declared == nil, let root, let candidates,
      Classifier.standard.mayFixPushType(
        among: candidates, keysDecide: PushType.needed(aps: typedAPS, member: { root[$0] }) != nil)
    {
      early = Classifier.standard.classify(root: root)
      declared = early?.sentAs
    }
    let kind = document.map { _ in
      PayloadKind(isObject: root != nil, aps: typedAPS, declared: declared) { root?[$0] }
    }
    return Shape(
      root: root, aps: aps, netmera: root?["_nm"]?.objectValue, candidates: candidates, kind: kind, pushType: declared ?? kind?.pushType,
      early: early)
  }

  /// The subject a reading past the syntax errors makes (`RecoveryReader`): the same file, options and template tags,
  /// with the structure around the breaks as its document and no parse error of its own. Nil when the file parses, or
  /// when it cannot be read past (it starts with no object or array, or is text that is no JSON). Lint calls it only for
  /// a file that does not parse.
  public func readingPastSyntaxErrors() -> LintSubject? {
    guard let unparsed, let outcome = RecoveryReader.read(unparsed) else { return nil }
    // The appended closing brackets may take the text over the cap by at most jansson's depth.
    let (cap, overflow) = maxBytes.addingReportingOverflow(RecoveryReader.maxDepth)
    guard let document = try? JSONParser(maxBytes: overflow ? Int.max : cap).parseTree(bytes: outcome.text) else { return nil }
    return LintSubject(readingPast: self, document: document, recovery: outcome.recovery)
  }

  private init(readingPast subject: LintSubject, document: JSONTreeDocument, recovery: Recovery) {
    file = subject.file
    bytes = subject.bytes
    options = subject.options
    opaqueValueOffsets = subject.opaqueValueOffsets
    finalError = nil
    repairs = []
    unparsed = nil
    maxBytes = subject.maxBytes
    self.recovery = recovery
    self.document = document
    let shape = Self.shape(of: document, options: subject.options)
    root = shape.root
    aps = shape.aps
    netmera = shape.netmera
    candidates = shape.candidates
    kind = shape.kind
    pushType = shape.pushType
    classified = shape.early
  }

  /// Whether the object at `pointer` may hold `key` (nil: anything) in the file as written, though not in what was
  /// read: only on a subject read past syntax errors. A rule whose finding rests on a key's absence asks it.
  public func mayHoldUnread(_ key: String?, in pointer: JSONPointer) -> Bool {
    recovery?.mayHoldUnread(key, in: pointer) ?? false
  }

  /// The payload classifies as `provider` (among all its matches), or the config says it must. The classifier runs
  /// only when one of the provider's signatures can match the payload's keys and none that decides alone holds.
  public func isFor(_ provider: ProviderID) -> Bool {
    if options.expectedProvider == provider { return true }
    guard let root, let candidates, Classifier.standard.mayMatch(provider, among: candidates) else { return false }
    if Classifier.standard.surelyMatches(provider, root) { return true }
    return classification?.matches.contains { $0.provider == provider } == true
  }

  /// The file name ends in `.apns`, in any letter case (compared byte by byte: no lowercased copy per file).
  public var isAPNSFile: Bool {
    file.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.count >= 5 && bytes[bytes.count - 5] == UInt8(ascii: ".") && ASCII.matchesFolded(bytes, at: bytes.count - 4, "apns")
    } ?? file.lowercased().hasSuffix(".apns")
  }

  /// The whole document as Swift values (converted on each call: for the rare rules that walk everything).
  public var value: JSONValue? { document?.tree.value }

  /// The value at `pointer` is a template tag standing for a value (`"badge": {{ unread }}`): its content is unknown.
  public func isOpaqueValue(at pointer: JSONPointer) -> Bool {
    guard !opaqueValueOffsets.isEmpty, let document, let start = document.sourceMap.location(of: pointer)?.offset else { return false }
    if opaqueValueOffsets.contains(start) { return true }  // an array element: its own position
    // An object member is located at its key: the value starts after the key, the colon and white space.
    let bytes = document.bytes
    guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return false }
    var index = start + 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
    index += 1
    while index < bytes.count, SourceMap.isWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
    return opaqueValueOffsets.contains(index)
  }

  /// The value at a pointer, converting only that part.
  public func value(at pointer: JSONPointer) -> JSONValue? {
    pointer.tokens.isEmpty ? value : root?.value(at: pointer)
  }

  /// UTF-8 bytes of the payload as parsed (APNs counts the request body as sent, §3.1).
  public var byteCount: Int { document?.bytes.count ?? bytes.count }

  /// Bytes once whitespace outside strings is removed.
  public var compactByteCount: Int { document?.sourceMap.compactByteCount ?? bytes.count }

  /// G10: whether the Notification Service Extension runs.
  public var serviceExtension: ServiceExtensionEligibility { Payload.serviceExtension(aps.map(APS.init)) }
}

/// Parses strictly; on a comment or trailing comma, blanks it out with spaces (same byte length,
/// so offsets and every later line keep their positions) and parses again, so one run reports every such slip and the payload
/// rules still run on what the author meant.
enum TolerantParse {
  static let maxRepairs = 50

  /// `text`: the bytes with the repairs made, where the last error stopped the parse (`RecoveryReader` reads on from it).
  static func parse(_ bytes: [UInt8], parser: JSONParser) -> (document: JSONTreeDocument?, errors: [JSONParseError], text: [UInt8]) {
    var errors: [JSONParseError] = []
    var text = bytes
    for _ in 0...maxRepairs {
      do {
        let document = try parser.parseTree(bytes: text)
        return (errors.isEmpty ? document : JSONTreeDocument(tree: document.tree, bytes: bytes, sourceMap: document.sourceMap), errors, text)
      } catch {
        errors.append(error)
        guard let location = error.location, repair(&text, error.kind, at: location.offset) else { return (nil, errors, text) }
      }
    }
    return (nil, errors, text)
  }

  private static func repair(_ text: inout [UInt8], _ kind: JSONParseError.Kind, at offset: Int) -> Bool {
    switch kind {
    case .missingComma:
      // The comma takes the place of a space or tab between the two values (same length, and no line break is lost,
      // so every position is kept); with none there is no room, and the error stands.
      var index = offset
      while index < text.count, SourceMap.isWhitespace(text[index]) {
        if text[index] == 0x20 || text[index] == 0x09 {
          text[index] = UInt8(ascii: ",")
          return true
        }
        index += 1
      }
      return false
    case .trailingComma:
      guard offset < text.count, text[offset] == UInt8(ascii: ",") else { return false }
      text[offset] = 0x20
      return true
    case .comment:
      guard offset + 1 < text.count else { return false }
      let block = text[offset + 1] == UInt8(ascii: "*")
      var end = offset + 2
      if block {
        while end + 1 < text.count, !(text[end] == UInt8(ascii: "*") && text[end + 1] == UInt8(ascii: "/")) { end += 1 }
        guard end + 1 < text.count else { return false }
        end += 2
      } else {
        while end < text.count, text[end] != 0x0A { end += 1 }
      }
      for index in offset..<end where text[index] != 0x0A {
        text[index] = 0x20
      }
      return true
    default:
      return false
    }
  }
}
