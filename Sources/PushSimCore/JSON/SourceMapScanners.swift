/// The scanners behind `SourceMap`: a tokenizer that keeps line and column, a locator that walks
/// toward one JSON Pointer, and the duplicate-key scanner.
extension SourceMap {
  /// Tokenizes JSON text that the parser accepted, keeping line and column: container starts
  /// and ends, object keys (told apart from string values) and scalar values.
  struct Tokens {
    enum Event {
      case open(isObject: Bool)
      case close
      case key(start: Int, end: Int, hasEscape: Bool)
      case scalar
    }

    let bytes: [UInt8]
    /// Open containers: whether each is an object, and whether a key comes next in it.
    private var containers: [(isObject: Bool, expectKey: Bool)] = []
    private(set) var line = 1
    private(set) var column = 1
    private(set) var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }

    /// The next event, with the location where its token starts; nil at the end.
    mutating func next() -> (Event, SourceLocation)? {
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        let start = location
        switch byte {
        case 0x20, 0x09, 0x0D:
          index += 1
          column += 1
          continue
        case 0x0A:
          index += 1
          line += 1
          column = 1
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          advance(1)
          containers.append((byte == UInt8(ascii: "{"), true))
          return (.open(isObject: byte == UInt8(ascii: "{")), start)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          advance(1)
          _ = containers.popLast()
          return (.close, start)
        case UInt8(ascii: ","):
          advance(1)
          if let top = containers.indices.last, containers[top].isObject { containers[top].expectKey = true }
          continue
        case UInt8(ascii: ":"):
          advance(1)
          if let top = containers.indices.last { containers[top].expectKey = false }
          continue
        case UInt8(ascii: "\""):
          let (end, hasEscape, scalars) = SourceMap.endOfString(bytes, from: index)
          let inKeyPosition = containers.last.map { $0.isObject && $0.expectKey } ?? false
          let event: Event = inKeyPosition ? .key(start: index + 1, end: end - 1, hasEscape: hasEscape) : .scalar
          column += scalars
          index = end
          return (event, start)
        default:
          var end = index
          while end < count, !SourceMap.isDelimiter(bytes[end]) { end += 1 }
          column += end - index
          index = end
          return (.scalar, start)
        }
      }
      return nil
    }

    private mutating func advance(_ count: Int) {
      index += count
      column += count
    }
  }

  /// Walks toward one pointer: `depth` is how many of its tokens have been found so far.
  struct Locator {
    struct Frame {
      let isObject: Bool
      var nextIndex = 0
      /// The value about to start is the next token on the target path.
      var childOnPath = false
    }

    let bytes: [UInt8]
    let target: [[UInt8]]

    init(bytes: [UInt8], target: JSONPointer) {
      self.bytes = bytes
      self.target = target.tokens.map { Array($0.utf8) }
    }

    func run() -> (location: SourceLocation?, depth: Int) {
      var tokens = Tokens(bytes: bytes)
      var stack: [Frame] = []
      var found: SourceLocation?
      var depth = 0
      /// Depth of the innermost container that lies on the target path.
      var pathDepth = 0
      while let (event, start) = tokens.next() {
        switch event {
        case .key(let keyStart, let keyEnd, let hasEscape):
          let top = stack.count - 1
          stack[top].childOnPath = false
          guard pathDepth == stack.count, depth == stack.count - 1, depth < target.count else { continue }
          let matches =
            hasEscape
            ? Array(SourceMap.decodeString(bytes[keyStart..<keyEnd], hasEscape: true).utf8) == target[depth]
            : bytes[keyStart..<keyEnd].elementsEqual(target[depth])
          if matches {
            stack[top].childOnPath = true
            depth += 1
            found = start
            if depth == target.count { return (found, depth) }
          }
        case .open(let isObject):
          let onPath = enterValue(&stack, at: start, depth: &depth, found: &found, pathDepth: pathDepth)
          if depth == target.count && onPath { return (found, depth) }
          stack.append(Frame(isObject: isObject))
          if onPath || (stack.count == 1) { pathDepth = stack.count }
        case .scalar:
          _ = enterValue(&stack, at: start, depth: &depth, found: &found, pathDepth: pathDepth)
          if depth == target.count { return (found, depth) }
        case .close:
          if pathDepth == stack.count {
            // Leaving the deepest container on the path: the rest of the pointer is not here.
            return (found, depth)
          }
          _ = stack.popLast()
        }
      }
      return (found, depth)
    }

    /// Handles a value start; returns whether it is the target path's next step.
    private func enterValue(_ stack: inout [Frame], at start: SourceLocation, depth: inout Int, found: inout SourceLocation?, pathDepth: Int) -> Bool
    {
      guard let top = stack.indices.last else {
        found = start
        return true
      }
      if stack[top].isObject { return stack[top].childOnPath && pathDepth == stack.count }
      let position = stack[top].nextIndex
      stack[top].nextIndex += 1
      guard pathDepth == stack.count, depth == stack.count - 1, depth < target.count, String(position).utf8.elementsEqual(target[depth]) else {
        return false
      }
      depth += 1
      found = start
      return true
    }
  }

  /// Finds repeated keys, with the pointer of each repeat and where the key first appeared.
  struct DuplicateScanner {
    struct Frame {
      let isObject: Bool
      var nextIndex = 0
      var currentKey: (Int, Int, Bool)?
      var keyHashes: [UInt64] = []
      var keyLocations: [SourceLocation] = []
      var keySpans: [(Int, Int, Bool)] = []
    }

    let bytes: [UInt8]
    var duplicates: [DuplicateKey] = []
    private var stack: [Frame] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    private func key(_ span: (Int, Int, Bool)) -> String {
      SourceMap.decodeString(bytes[span.0..<span.1], hasEscape: span.2)
    }

    /// The pointer of the object whose key is being read.
    private func pathPointer() -> JSONPointer {
      JSONPointer(tokens: stack.dropLast().map { frame in frame.isObject ? frame.currentKey.map(key) ?? "" : String(frame.nextIndex - 1) })
    }

    mutating func run() {
      var tokens = Tokens(bytes: bytes)
      while let (event, start) = tokens.next() {
        switch event {
        case .key(let keyStart, let keyEnd, let hasEscape):
          record(key: (keyStart, keyEnd, hasEscape), at: start)
        case .open(let isObject):
          countArrayElement()
          stack.append(Frame(isObject: isObject))
        case .scalar:
          countArrayElement()
        case .close:
          _ = stack.popLast()
        }
      }
    }

    private mutating func countArrayElement() {
      if let top = stack.indices.last, !stack[top].isObject { stack[top].nextIndex += 1 }
    }

    private mutating func record(key span: (Int, Int, Bool), at location: SourceLocation) {
      let top = stack.count - 1
      stack[top].currentKey = span
      let hash = span.2 ? SourceMap.fnv(Array(key(span).utf8)[...]) : SourceMap.fnv(bytes[span.0..<span.1])
      for (position, existing) in stack[top].keyHashes.enumerated() where existing == hash {
        let name = key(span)
        guard key(stack[top].keySpans[position]) == name else { continue }
        duplicates.append(
          DuplicateKey(pointer: pathPointer().appending(name), key: name, location: location, firstLocation: stack[top].keyLocations[position]))
        return
      }
      stack[top].keyHashes.append(hash)
      stack[top].keySpans.append(span)
      stack[top].keyLocations.append(location)
    }
  }
}
