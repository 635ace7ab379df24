/// What a reading past syntax errors left out, so that nothing is concluded from an absence it may have caused
/// (DESIGN.md §7: never an error that rests on a guess).
///
/// Each container (object or array) the reader could not read whole has an entry under its pointer in the recovered
/// tree: the keys of its own members it skipped, when each skipped member's key could be read (a double-quoted string,
/// a bare word or a single-quoted name, each followed by its colon), else "unknown"; and whether something inside one
/// of its members was skipped. Containers the end of the text left open are unknown (the text may have been cut off).
/// When the brackets do not match (one missing before the end, an extra one, one of the wrong kind), which container a
/// member belongs to is a guess from the bracket on (`structureUncertain`): members may belong to another container, so a
/// key counts as absent from a container only when it is nowhere in the text and no skipped text could hold it.
public struct Recovery: Sendable {
  public struct Unread: Sendable, Equatable {
    /// The container's own members skipped, by key; nil when one of them had no key the reader could read (and for an
    /// array, whose skipped elements have none).
    public var keys: Set<String>? = []
    /// Something inside one of its members was skipped.
    public var inside = false
  }

  /// The syntax errors read past (each broken member or token, a comment, an extra bracket, the end of the text).
  public let breaks: Int
  /// Whether the brackets do not match, so the depth of what follows the first that does not is a guess.
  public let structureUncertain: Bool
  let unread: [JSONPointer: Unread]
  /// Every key in the text: of the members read, and of those skipped whose key could be read.
  let keysInText: Set<String>
  /// Text was skipped that may hold keys nobody can name (a member whose key could not be read, text after the top-level
  /// value, the rest past the budget).
  let unnamedSkipped: Bool

  /// Entries are kept to this depth; a container below it counts as its ancestor at this depth (unknown).
  static let recordedDepth = 16

  /// Whether the container at `pointer` may hold, in the text as written, `key` (nil: any key, or anything inside its
  /// members) that the reader skipped.
  public func mayHoldUnread(_ key: String?, in pointer: JSONPointer) -> Bool {
    let deep = pointer.tokens.count > Self.recordedDepth
    let recorded = deep ? JSONPointer(tokens: Array(pointer.tokens.prefix(Self.recordedDepth))) : pointer
    if let entry = unread[recorded] {
      guard let key, !deep, let keys = entry.keys else { return true }
      if keys.contains(key) { return true }
    }
    guard structureUncertain else { return false }
    // A bracket that does not match moves members between containers, but creates none.
    guard let key else { return true }
    return unnamedSkipped || keysInText.contains(key)
  }

  /// The container at `pointer` was read whole: nothing in it or below it was skipped.
  public func readWhole(_ pointer: JSONPointer) -> Bool { !mayHoldUnread(nil, in: pointer) }

  /// Whether a member the reading skipped, in any container, may have been `key` (or may have stood elsewhere).
  public func mayHoldUnreadAnywhere(_ key: String) -> Bool {
    unknownSkipped || namedSkipped.contains(key) || (structureUncertain && keysInText.contains(key))
  }

  /// Whether anything was skipped at all (any break but a missing comma, a comment or a trailing comma).
  public var skippedAnything: Bool { unknownSkipped || !namedSkipped.isEmpty || structureUncertain }

  /// Keys of the members skipped anywhere, each named.
  private var namedSkipped: Set<String> { unread.values.reduce(into: Set<String>()) { $0.formUnion($1.keys ?? []) } }

  /// A skipped member, anywhere, had a key nobody can name (or the end cut containers short).
  private var unknownSkipped: Bool { unnamedSkipped || unread.values.contains { $0.keys == nil } }
}

/// Reads past JSON syntax errors (issue 33 item 3): after the strict parser (and `TolerantParse`'s repairs) gave up,
/// it reads the text again with RFC 8259's grammar and makes it JSON by blanking what breaks it, byte for byte, so every
/// byte it keeps stays at its offset (and every line break stays), and appending the closing brackets the end of the
/// text left open. jansson then parses that text, and lint's rules read the structure around the breaks.
///
/// At a break it skips the broken member (object) or element (array) to the next boundary at the same depth: a comma,
/// the container's closing bracket, the end of the line of a string left open, or a line that starts with the next
/// member's key (`"key":`). Brackets inside what it skips are matched, so a skipped value's own members go with it.
/// Commas are kept only between two kept members, and where a member starts right after another on the next line, a
/// comma takes the place of a blank byte. It also reads past: a missing comma (a space or tab takes one), a comma with
/// nothing before it, a trailing comma, a comment, stray text after a value, and closing brackets after the top-level
/// value. Linear in the text; at most `maxBreaks` breaks (the rest is then left unread) and jansson's depth.
enum RecoveryReader {
  static let maxBreaks = 50
  /// jansson's JSON_PARSER_MAX_DEPTH: the strict parser refuses anything deeper.
  static let maxDepth = 2048

  struct Outcome {
    /// The same bytes, with what breaks the JSON blanked, and the closing brackets the end left open appended.
    let text: [UInt8]
    let recovery: Recovery
  }

  /// Nil when the text does not start with an object or array, goes deeper than jansson, or has nothing to read past.
  static func read(_ bytes: [UInt8]) -> Outcome? {
    var reader = Reader(bytes)
    return reader.run()
  }

  private struct Frame {
    enum State { case first, afterComma, afterKey, afterColon, afterValue }
    let isObject: Bool
    /// Nil below `Recovery.recordedDepth`.
    let pointer: JSONPointer?
    var state = State.first
    /// Members or elements kept so far.
    var kept = 0
    /// A comma after the last kept member that no kept member has followed yet.
    var pendingComma: Int?
    var memberStart = 0
    var key: RecoveryLexer.Token?
    var valueEnd = 0
    /// This container and every container above it are marked as having something skipped inside.
    var marked = false
  }

  private enum Boundary {
    case comma(Int)
    case close(RecoveryLexer.Token)
    /// The next member starts at this offset (a line that starts with a key, or the end of a string left open).
    case next(Int)
    case end
  }

  private struct Reader {
    var lexer: RecoveryLexer
    var text: [UInt8]
    let count: Int
    var stack: [Frame] = []
    var breaks = 0
    var unread: [JSONPointer: Recovery.Unread] = [:]
    var uncertain = false
    var keys: Set<String> = []
    var unnamedSkipped = false
    var failed = false
    /// The budget ran out: the rest is blanked, not read.
    var cutShort = false
    /// Comments blanked so far (each as soon as it is met: a comma may later take the place of one of its bytes).
    var blankedComments = 0

    init(_ bytes: [UInt8]) {
      lexer = RecoveryLexer(bytes)
      text = bytes
      count = bytes.count
    }

    mutating func run() -> Outcome? {
      let first = next()
      guard first.kind == .openObject || first.kind == .openArray else { return nil }
      stack.append(Frame(isObject: first.kind == .openObject, pointer: .root))
      while !stack.isEmpty, !failed {
        let token = next()
        if breaks > RecoveryReader.maxBreaks {
          // Past the budget the rest is left unread, as if the text ended here.
          cutShort = true
          unnamedSkipped = true
          closeAll(cut: token.start)
          break
        }
        step(token)
      }
      if failed { return nil }
      if !cutShort { trailing() }
      breaks += lexer.comments.count
      guard breaks > 0 else { return nil }
      let recovery = Recovery(
        breaks: breaks, structureUncertain: uncertain, unread: unread, keysInText: keys, unnamedSkipped: unnamedSkipped)
      return Outcome(text: text, recovery: recovery)
    }

    mutating func next() -> RecoveryLexer.Token {
      let token = lexer.next()
      while blankedComments < lexer.comments.count {
        blank(lexer.comments[blankedComments])
        blankedComments += 1
      }
      return token
    }

    // MARK: - One token in the innermost container

    mutating func step(_ token: RecoveryLexer.Token) {
      let top = stack.count - 1
      if token.kind == .end {
        closeAll(cut: count)
        return
      }
      switch stack[top].state {
      case .first, .afterComma:
        startMember(token)
      case .afterKey:
        if token.kind == .colon {
          stack[top].state = .afterColon
        } else {
          // A missing colon, or a key broken in a way that left a string: the member is skipped whole, and what
          // its key was meant to be is unknown.
          drop(from: token, regionStart: stack[top].memberStart, lost: nil, expectKey: false)
        }
      case .afterColon:
        // The key and its colon were read: when the value is what broke, the member lost is named.
        var lost: Set<String>? { stack[top].key.flatMap { Self.keyName($0, in: lexer.bytes) }.map { Set([$0]) } }
        switch token.kind {
        case .string where lexer.peekKind(at: token.end) == .colon:
          // A key where the value goes: the value is missing, and the next member starts here.
          breaks += 1
          let regionStart = stack[top].memberStart
          blank(regionStart..<token.start)
          record(lost: lost)
          resume(at: token, after: regionStart)
        case .openObject, .openArray, .string, .scalar:
          keep(token, key: stack[top].key)
        default:
          drop(from: token, regionStart: stack[top].memberStart, lost: lost, expectKey: false)
        }
      case .afterValue:
        afterValue(token)
      }
    }

    /// A member (or element) starts with `token`.
    mutating func startMember(_ token: RecoveryLexer.Token) {
      let top = stack.count - 1
      let isObject = stack[top].isObject
      switch token.kind {
      case .closeObject where isObject, .closeArray where !isObject:
        close(token)
      case .comma:
        // A comma with nothing before it: blanked, unless it can stand between two kept members.
        breaks += 1
        separate(at: token.start)
      case .string where isObject:
        stack[top].memberStart = token.start
        stack[top].key = token
        stack[top].state = .afterKey
      case .openObject where !isObject, .openArray where !isObject, .string where !isObject, .scalar where !isObject:
        stack[top].memberStart = token.start
        keep(token, key: nil)
      default:
        drop(from: token, regionStart: token.start, lost: isObject ? [] : nil, expectKey: isObject)
      }
    }

    mutating func afterValue(_ token: RecoveryLexer.Token) {
      let top = stack.count - 1
      let isObject = stack[top].isObject
      let startsMember =
        isObject ? token.kind == .string : [.string, .scalar, .openObject, .openArray].contains(token.kind)
      switch token.kind {
      case .comma:
        stack[top].pendingComma = token.start
        stack[top].state = .afterComma
      case .closeObject where isObject, .closeArray where !isObject:
        close(token)
      case _ where startsMember:
        // A member starts where a comma belongs: a space or tab takes the comma (as TolerantParse does), else the
        // member is skipped.
        breaks += 1
        if let slot = (stack[top].valueEnd..<token.start).first(where: { text[$0] == 0x20 || text[$0] == 0x09 }) {
          text[slot] = UInt8(ascii: ",")
          stack[top].pendingComma = slot
          stack[top].state = .afterComma
          startMember(token)
        } else {
          drop(from: token, regionStart: token.start, lost: isObject ? [] : nil, expectKey: isObject)
        }
      default:
        // Stray text after a value: blanked to the next boundary; the member before it is kept.
        breaks += 1
        let regionStart = token.start
        var lost: Set<String>? = isObject ? [] : nil
        let boundary = skip(from: token, lost: &lost, expectKey: true)
        if failed { return }
        switch boundary {
        case .comma(let comma):
          blank(regionStart..<comma)
          record(lost: lost)
          stack[top].pendingComma = comma
          stack[top].state = .afterComma
        case .close(let closer):
          blank(regionStart..<closer.start)
          record(lost: lost)
          close(closer)
        case .next(let offset):
          blank(regionStart..<offset)
          record(lost: lost)
          text[regionStart] = UInt8(ascii: ",")
          stack[top].pendingComma = regionStart
          stack[top].state = .afterComma
        case .end:
          blank(regionStart..<count)
          record(lost: lost)
          closeAll(cut: count)
        }
      }
    }

    // MARK: - Keeping and dropping members

    /// The member (or element) whose value starts with `token` is kept.
    mutating func keep(_ token: RecoveryLexer.Token, key: RecoveryLexer.Token?) {
      let top = stack.count - 1
      if stack[top].kept == 0, let comma = stack[top].pendingComma {
        blank(comma..<(comma + 1))
      } else if stack[top].kept > 0, stack[top].pendingComma == nil {
        failed = true  // no comma before a kept member: the reader lost track (not expected; jansson would refuse)
        return
      }
      stack[top].pendingComma = nil
      stack[top].kept += 1
      stack[top].state = .afterValue
      stack[top].valueEnd = token.end
      if let key, let name = Self.keyName(key, in: lexer.bytes) { keys.insert(name) }
      guard token.kind == .openObject || token.kind == .openArray else { return }
      guard stack.count < RecoveryReader.maxDepth else {
        failed = true
        return
      }
      var pointer: JSONPointer?
      if stack.count <= Recovery.recordedDepth, let parent = stack[top].pointer {
        if let key {
          let body = lexer.bytes[(key.start + 1)..<(key.end - 1)]
          pointer = parent.appending(SourceMap.decodeString(body, hasEscape: key.hasEscape))
        } else {
          pointer = parent.appending(stack[top].kept - 1)
        }
      }
      stack.append(Frame(isObject: token.kind == .openObject, pointer: pointer))
    }

    /// A comma at `offset` with no kept member right before it: it stays only when a kept member comes before it
    /// and no comma stands after that member yet.
    mutating func separate(at offset: Int) {
      let top = stack.count - 1
      if stack[top].kept > 0, stack[top].pendingComma == nil {
        stack[top].pendingComma = offset
      } else {
        blank(offset..<(offset + 1))
      }
      stack[top].state = .afterComma
    }

    /// The member skipped before `regionStart` ended where `token`, the next member's key, starts.
    mutating func resume(at token: RecoveryLexer.Token, after regionStart: Int) {
      let top = stack.count - 1
      if stack[top].kept > 0, stack[top].pendingComma == nil {
        text[regionStart] = UInt8(ascii: ",")
        stack[top].pendingComma = regionStart
      }
      stack[top].state = .afterComma
      startMember(token)
    }

    /// Skips the member (or element) that starts at `regionStart` and is broken at `token`. `lost`: the keys known
    /// lost so far; `expectKey`: `token` stands where a key goes.
    mutating func drop(from token: RecoveryLexer.Token, regionStart: Int, lost known: Set<String>?, expectKey: Bool) {
      breaks += 1
      let top = stack.count - 1
      var lost = known
      let boundary = skip(from: token, lost: &lost, expectKey: expectKey)
      if failed { return }
      switch boundary {
      case .comma(let comma):
        blank(regionStart..<comma)
        record(lost: lost)
        separate(at: comma)
      case .close(let closer):
        blank(regionStart..<closer.start)
        record(lost: lost)
        close(closer)
      case .next(let offset):
        blank(regionStart..<offset)
        record(lost: lost)
        if stack[top].kept > 0, stack[top].pendingComma == nil {
          text[regionStart] = UInt8(ascii: ",")
          stack[top].pendingComma = regionStart
        }
        stack[top].state = .afterComma
      case .end:
        blank(regionStart..<count)
        record(lost: lost)
        stack[top].state = .afterComma
        closeAll(cut: count)
      }
    }

    /// Reads on from `token` to the next boundary at the depth of the innermost container, matching brackets on the
    /// way. What it passes at that depth should read as members (`key : value`); `lost` gains each key, and becomes
    /// nil (unknown) at anything else where a key goes, a colon with no key before it, or a single-quoted string its
    /// line ended (which may hide a key). `expectKey`: `token` stands where a key goes (else where a value goes).
    mutating func skip(from token: RecoveryLexer.Token, lost: inout Set<String>?, expectKey start: Bool) -> Boundary {
      let isObject = stack[stack.count - 1].isObject
      var depth = 0
      var current = token
      var expectKey = start
      var pendingKey: RecoveryLexer.Token?
      var first = true
      while true {
        let atDepth = depth == 0
        switch current.kind {
        case .end:
          return .end
        case .openObject, .openArray:
          depth += 1
          if stack.count + depth > RecoveryReader.maxDepth {
            failed = true
            return .end
          }
        case .closeObject, .closeArray:
          if depth > 0 {
            depth -= 1
          } else if (current.kind == .closeObject) == isObject {
            if pendingKey != nil { lost = nil }
            return .close(current)
          } else {
            // A closing bracket of the other kind: the depth of everything after it is a guess.
            uncertain = true
          }
        case .comma where atDepth:
          if pendingKey != nil { lost = nil }
          return .comma(current.start)
        case .string where atDepth && !first && isObject:
          // A key at the start of a line, after a missing comma: the next member.
          if startsLine(current.start), lexer.peekKind(at: current.end) == .colon {
            if pendingKey != nil { lost = nil }
            lexer.rewind(to: current.start)
            return .next(current.start)
          }
        default:
          break
        }
        if atDepth && isObject {
          if let key = pendingKey {
            pendingKey = nil
            if current.kind == .colon {
              if let name = Self.keyName(key, in: lexer.bytes) { lost?.insert(name) } else { lost = nil }
              expectKey = false
            } else {
              lost = nil  // a key-like word with no colon after it: a member whose key is unknown
            }
          }
          if current.kind == .colon {
            if expectKey { lost = nil }  // a colon with no key before it
            expectKey = false
          } else if pendingKey == nil && current.kind != .colon {
            if expectKey {
              if Self.keyName(current, in: lexer.bytes) != nil { pendingKey = current } else { lost = nil }
            } else {
              expectKey = true  // the value (a bracket starts one that runs to its closing bracket)
            }
          }
        }
        if atDepth, current.unclosed {
          // A string its line ended. A double-quoted one held no quote, so no JSON key; a single-quoted one may hide
          // one. The member ends with its line.
          if current.singleQuoted { lost = nil }
          pendingKey = nil
          if current.end < count { return .next(current.end) }
        }
        first = false
        current = next()
      }
    }

    /// Whether only white space lies between the line's start and `offset` (scans back over white space only).
    func startsLine(_ offset: Int) -> Bool {
      var index = offset - 1
      while index >= 0 {
        let byte = text[index]
        if byte == 0x0A { return true }
        if byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
        index -= 1
      }
      return true
    }

    // MARK: - Closing

    mutating func close(_ closer: RecoveryLexer.Token) {
      let frame = stack.removeLast()
      if let comma = frame.pendingComma { blank(comma..<(comma + 1)) }
      if let top = stack.indices.last {
        stack[top].state = .afterValue
        stack[top].valueEnd = closer.end
      }
    }

    /// The text ends at `cut` (its end, or where the budget ran out): the member it cut off is blanked, and every open
    /// container is unknown (the text may have been cut short) and closed by an appended bracket.
    mutating func closeAll(cut: Int) {
      if cut < count { blank(cut..<count) }
      breaks += 1
      // A closing bracket is missing: maybe at the end (the text was cut), maybe anywhere before it.
      uncertain = true
      while let frame = stack.last {
        switch frame.state {
        case .afterKey, .afterColon:
          blank(frame.memberStart..<max(frame.memberStart, cut))
          if let comma = frame.pendingComma { blank(comma..<(comma + 1)) }
        case .first, .afterComma:
          if let comma = frame.pendingComma { blank(comma..<(comma + 1)) }
        case .afterValue:
          break
        }
        record(lost: nil, end: true)
        text.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        stack.removeLast()
      }
    }

    /// After the top-level value: closing brackets (extra ones) and any other text (which may have belonged inside) are
    /// blanked, and the depth of what was read is a guess.
    mutating func trailing() {
      var token = next()
      guard token.kind != .end else { return }
      let start = token.start
      var onlyClosers = true
      while token.kind != .end {
        if token.kind != .closeObject && token.kind != .closeArray { onlyClosers = false }
        token = next()
      }
      breaks += 1
      blank(start..<count)
      // An extra closing bracket: maybe this one, maybe one before it, which closed a container early.
      uncertain = true
      if !onlyClosers { unnamedSkipped = true }
    }

    // MARK: - Records

    /// The innermost container skipped members named `lost` (nil: unknown); every container above it has something
    /// skipped inside. Each container above is marked once, so all marks together are linear in the text.
    mutating func record(lost: Set<String>?, end: Bool = false) {
      if lost?.isEmpty == true { return }
      if let lost { keys.formUnion(lost) } else if !end { unnamedSkipped = true }
      let innermost = stack.count - 1
      guard innermost >= 0 else { return }
      let at = min(innermost, Recovery.recordedDepth)
      let keys = at == innermost ? lost : nil
      if let pointer = stack[at].pointer {
        var entry = unread[pointer] ?? Recovery.Unread()
        if let known = entry.keys, let keys { entry.keys = known.union(keys) } else { entry.keys = nil }
        unread[pointer] = entry
      }
      var index = at - 1
      while index >= 0, !stack[index].marked {
        stack[index].marked = true
        if let pointer = stack[index].pointer { unread[pointer, default: Recovery.Unread()].inside = true }
        index -= 1
      }
    }

    mutating func blank(_ range: Range<Int>) {
      for index in range where index < count && text[index] != 0x0A && text[index] != 0x0D { text[index] = 0x20 }
    }

    /// The name a key-like token gives: a JSON string's text, a single-quoted name, a bare word (letters, digits,
    /// `_ - . $`), or a word in typographic quotes (“aps”); nil for anything else.
    static func keyName(_ token: RecoveryLexer.Token, in bytes: [UInt8]) -> String? {
      switch token.kind {
      case .string:
        return SourceMap.decodeString(bytes[(token.start + 1)..<(token.end - 1)], hasEscape: token.hasEscape)
      case .bad:
        if token.unclosed { return nil }
        if token.singleQuoted {
          let body = bytes[(token.start + 1)..<(token.end - 1)]
          return body.contains(UInt8(ascii: "\\")) ? nil : String(decoding: body, as: UTF8.self)
        }
        var run = bytes[token.start..<token.end]
        let open: [UInt8] = [0xE2, 0x80, 0x9C]
        let close: [UInt8] = [0xE2, 0x80, 0x9D]
        if run.count > 6, run.prefix(3).elementsEqual(open), run.suffix(3).elementsEqual(close) {
          run = run.dropFirst(3).dropLast(3)
        }
        guard !run.isEmpty, run.allSatisfy(isWordByte) else { return nil }
        return String(decoding: run, as: UTF8.self)
      default:
        return nil
      }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "$"):
        true
      default: false
      }
    }
  }
}
