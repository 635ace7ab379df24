/// The config's `placeholders.pattern`, run in linear time (issue 18): a config comes from the pull request, and a
/// backtracking engine takes 14 s for `(a+)+$` on a 40-byte alert. This is a Thompson NFA simulated as a Pike VM
/// (Russ Cox, "Regular Expression Matching: the Virtual Machine Approach", 2009): every text byte is looked at once per
/// instruction at most, whatever the pattern, and the first group's match is kept with leftmost-first priority (what
/// Perl, ICU and NSRegularExpression report for the patterns both accept).
///
/// The subset (docs/config.md): literals; `.` (any byte but LF); classes `[a-z_]`, `[^%]`; `\d \w \s \D \W \S`, `\t`,
/// `\n` and escaped punctuation; groups `( )` and `(?: )`; `|`; `* + ?` and their lazy forms `*? +? ??`; `{n}`, `{n,}`,
/// `{n,m}` up to 100; anchors `^` and `$` (the start and end of the text). Backreferences and lookaround cannot run in
/// linear time and are refused with the reason. The text is matched as bytes (a non-ASCII literal is its UTF-8 bytes).
/// Searching for every match may rescan (a leftmost-first search decides a match only when every preferred
/// alternative has failed), so a file's search stops after 4 × instructions × (bytes + 1) steps in all.
public struct LinearPattern: Sendable {
  enum Instruction: Sendable {
    case byte(UInt8)
    case set([Bool])
    case any
    case split(Int, Int)
    case jump(Int)
    case save(Int)
    case atStart
    case atEnd
    case match
  }

  public struct SyntaxError: Error, Sendable { public let message: String }

  let program: [Instruction]
  public let source: String
  /// The most instructions a pattern may compile to (a bounded repeat is expanded).
  static let maxInstructions = 10_000

  public init(_ source: String) throws(SyntaxError) {
    self.source = source
    var parser = Parser(Array(source.utf8))
    let body = try parser.parse()
    var program: [Instruction] = [.save(0)]
    try body.emit(into: &program)
    program += [.save(1), .match]
    guard program.count <= Self.maxInstructions else {
      throw SyntaxError(message: "the pattern expands to more than \(Self.maxInstructions) steps; use smaller repeat counts")
    }
    self.program = program
  }

  /// A match: the byte ranges of the whole match and of group 1, when the pattern has one and it took part.
  public struct Match: Equatable, Sendable {
    public let range: Range<Int>
    public let group: Range<Int>?
  }

  /// Every non-overlapping match, left to right, within the step budget.
  public func matches(in text: [UInt8]) -> [Match] {
    var found: [Match] = []
    var budget = 4 &* program.count &* (text.count &+ 1)
    var start = 0
    // The two thread lists are made once for the whole search (a text with many matches searches many times).
    var current = ThreadList(size: program.count)
    var next = ThreadList(size: program.count)
    while start <= text.count, budget > 0 {
      guard let match = first(in: text, from: start, budget: &budget, lists: &current, &next) else { break }
      found.append(match)
      start = match.range.isEmpty ? match.range.upperBound + 1 : match.range.upperBound
    }
    return found
  }

  /// The captures a thread carries: the whole match (slots 0, 1) and group 1 (slots 2, 3); -1 when unset.
  typealias Slots = (Int, Int, Int, Int)

  /// The leftmost-first match starting at or after `from`; `current` and `next` are the VM's thread lists, reused.
  func first(in text: [UInt8], from: Int, budget: inout Int, lists current: inout ThreadList, _ next: inout ThreadList) -> Match? {
    current.clear()
    var matched: Slots?
    var position = from
    while true {
      if matched == nil { add(&current, 0, (-1, -1, -1, -1), at: position, text: text) }
      if current.isEmpty { break }
      budget &-= current.count
      if budget <= 0 { return nil }
      next.clear()
      for index in 0..<current.count {
        let (pc, slots) = current.thread(index)
        switch program[pc] {
        case .byte(let byte):
          if position < text.count, text[position] == byte { add(&next, pc + 1, slots, at: position + 1, text: text) }
        case .set(let members):
          if position < text.count, members[Int(text[position])] { add(&next, pc + 1, slots, at: position + 1, text: text) }
        case .any:
          if position < text.count, text[position] != 0x0A { add(&next, pc + 1, slots, at: position + 1, text: text) }
        case .match:
          matched = slots
        default: break
        }
        if case .match = program[pc] { break }  // lower-priority threads are cut
      }
      if position >= text.count { break }
      position += 1
      swap(&current, &next)
    }
    guard let slots = matched, slots.0 >= 0, slots.1 >= slots.0 else { return nil }
    let group = slots.2 >= 0 && slots.3 >= slots.2 ? slots.2..<slots.3 : nil
    return Match(range: slots.0..<slots.1, group: group)
  }

  /// Adds the thread at `pc` and everything it reaches without reading a byte, in priority order.
  private func add(_ list: inout ThreadList, _ pc: Int, _ slots: Slots, at position: Int, text: [UInt8]) {
    var stack: [(Int, Slots)] = [(pc, slots)]
    while let (pc, slots) = stack.popLast() {
      guard list.mark(pc) else { continue }
      switch program[pc] {
      case .jump(let target): stack.append((target, slots))
      case .split(let preferred, let other):
        stack.append((other, slots))
        stack.append((preferred, slots))
      case .save(let slot):
        var saved = slots
        switch slot {
        case 0: saved.0 = position
        case 1: saved.1 = position
        case 2: saved.2 = position
        case 3: saved.3 = position
        default: break
        }
        stack.append((pc + 1, saved))
      case .atStart: if position == 0 { stack.append((pc + 1, slots)) }
      case .atEnd: if position == text.count { stack.append((pc + 1, slots)) }
      default: list.append(pc, slots)
      }
    }
  }

  /// A sparse set of instructions (each visited once per step) with the threads that read a byte, in order.
  struct ThreadList {
    private var seen: [Int]
    private var generation = 1
    private var threads: [(Int, Slots)] = []

    init(size: Int) { seen = Array(repeating: 0, count: size) }

    var isEmpty: Bool { threads.isEmpty }
    var count: Int { threads.count }
    func thread(_ index: Int) -> (Int, Slots) { threads[index] }

    mutating func mark(_ pc: Int) -> Bool {
      if seen[pc] == generation { return false }
      seen[pc] = generation
      return true
    }

    mutating func append(_ pc: Int, _ slots: Slots) { threads.append((pc, slots)) }

    mutating func clear() {
      threads.removeAll(keepingCapacity: true)
      generation &+= 1
    }
  }
}

extension LinearPattern {
  /// A parsed pattern.
  indirect enum Node: Sendable {
    case empty
    case byte(UInt8)
    case set([Bool])
    case any
    case atStart
    case atEnd
    case group(Node, capture: Int?)
    case sequence([Node])
    case alternation([Node])
    case repeated(Node, min: Int, max: Int?, lazy: Bool)

    func emit(into program: inout [Instruction]) throws(SyntaxError) {
      guard program.count <= LinearPattern.maxInstructions else {
        throw SyntaxError(message: "the pattern expands to more than \(LinearPattern.maxInstructions) steps; use smaller repeat counts")
      }
      switch self {
      case .empty: break
      case .byte(let byte): program.append(.byte(byte))
      case .set(let members): program.append(.set(members))
      case .any: program.append(.any)
      case .atStart: program.append(.atStart)
      case .atEnd: program.append(.atEnd)
      case .group(let node, let capture):
        if let capture { program.append(.save(capture * 2)) }
        try node.emit(into: &program)
        if let capture { program.append(.save(capture * 2 + 1)) }
      case .sequence(let nodes):
        for node in nodes { try node.emit(into: &program) }
      case .alternation(let nodes):
        // split L1, next; L1: first; jump end; next: split L2, … ; last
        var jumps: [Int] = []
        for (index, node) in nodes.enumerated() {
          if index < nodes.count - 1 {
            let split = program.count
            program.append(.split(split + 1, -1))
            try node.emit(into: &program)
            jumps.append(program.count)
            program.append(.jump(-1))
            program[split] = .split(split + 1, program.count)
          } else {
            try node.emit(into: &program)
          }
        }
        for jump in jumps { program[jump] = .jump(program.count) }
      case .repeated(let node, let minimum, let maximum, let lazy):
        for _ in 0..<minimum { try node.emit(into: &program) }
        if let maximum {
          // Each optional copy: split body, end (nested, so that `x{0,3}` is x?x?x? without an exponential path count).
          var splits: [Int] = []
          for _ in minimum..<maximum {
            splits.append(program.count)
            program.append(.split(-1, -1))
            try node.emit(into: &program)
          }
          for split in splits { program[split] = lazy ? .split(program.count, split + 1) : .split(split + 1, program.count) }
        } else {
          // L: split body, end; body; jump L
          let split = program.count
          program.append(.split(-1, -1))
          try node.emit(into: &program)
          program.append(.jump(split))
          program[split] = lazy ? .split(program.count, split + 1) : .split(split + 1, program.count)
        }
      }
    }
  }

  /// A recursive-descent parser over the pattern's bytes; nesting is bounded (a pattern is at most 200 characters).
  struct Parser {
    let bytes: [UInt8]
    var index = 0
    var groups = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws(SyntaxError) -> Node {
      let node = try alternation(depth: 0)
      if index < bytes.count { throw SyntaxError(message: "unbalanced ')' at character \(index + 1)") }
      return node
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func alternation(depth: Int) throws(SyntaxError) -> Node {
      guard depth < 50 else { throw SyntaxError(message: "groups nest more than 50 deep") }
      var branches = [try sequence(depth: depth)]
      while peek == UInt8(ascii: "|") {
        index += 1
        branches.append(try sequence(depth: depth))
      }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence(depth: Int) throws(SyntaxError) -> Node {
      var nodes: [Node] = []
      while let byte = peek, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
        var atom = try self.atom(depth: depth)
        atom = try quantified(atom)
        nodes.append(atom)
      }
      return nodes.count == 1 ? nodes[0] : nodes.isEmpty ? .empty : .sequence(nodes)
    }

    private mutating func quantified(_ atom: Node) throws(SyntaxError) -> Node {
      guard let byte = peek else { return atom }
      var minimum = 0
      var maximum: Int?
      switch byte {
      case UInt8(ascii: "*"): index += 1
      case UInt8(ascii: "+"):
        index += 1
        minimum = 1
      case UInt8(ascii: "?"):
        index += 1
        maximum = 1
      case UInt8(ascii: "{"):
        guard let (low, high) = try bounds() else { return atom }
        minimum = low
        maximum = high
      default: return atom
      }
      var lazy = false
      if peek == UInt8(ascii: "?") {
        index += 1
        lazy = true
      }
      if let next = peek, next == UInt8(ascii: "*") || next == UInt8(ascii: "+") || next == UInt8(ascii: "?") || next == UInt8(ascii: "{") {
        if next == UInt8(ascii: "+") { throw SyntaxError(message: "possessive quantifiers (*+, ++) are not supported") }
        throw SyntaxError(message: "a quantifier follows a quantifier at character \(index + 1)")
      }
      if case .atStart = atom { throw SyntaxError(message: "an anchor cannot be repeated") }
      if case .atEnd = atom { throw SyntaxError(message: "an anchor cannot be repeated") }
      return .repeated(atom, min: minimum, max: maximum, lazy: lazy)
    }

    /// `{n}`, `{n,}`, `{n,m}` (n, m ≤ 100); nil when the brace is a literal (as in ICU, `{` not followed by a bound).
    private mutating func bounds() throws(SyntaxError) -> (Int, Int?)? {
      var cursor = index + 1
      func number() -> Int? {
        var value = 0
        var digits = 0
        while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]), digits < 4 {
          value = value * 10 + Int(bytes[cursor] - 0x30)
          digits += 1
          cursor += 1
        }
        return digits == 0 ? nil : value
      }
      guard let low = number() else { return nil }
      var high: Int? = low
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") {
        cursor += 1
        high = number()
      }
      guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") else { return nil }
      guard low <= 100, (high ?? 0) <= 100 else { throw SyntaxError(message: "repeat counts above 100 are not supported") }
      if let high, high < low { throw SyntaxError(message: "a repeat's maximum is below its minimum") }
      index = cursor + 1
      return (low, high)
    }

    private mutating func atom(depth: Int) throws(SyntaxError) -> Node {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "("):
        var capture: Int?
        if peek == UInt8(ascii: "?") {
          guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else {
            throw SyntaxError(message: "lookaround and other (?…) groups cannot run in linear time; use (…) or (?:…)")
          }
          index += 2
        } else {
          groups += 1
          capture = groups == 1 ? 1 : nil  // group 1 is the placeholder's name; later groups only group
        }
        let inner = try alternation(depth: depth + 1)
        guard peek == UInt8(ascii: ")") else { throw SyntaxError(message: "missing ')'") }
        index += 1
        return .group(inner, capture: capture)
      case UInt8(ascii: "["): return .set(try characterClass())
      case UInt8(ascii: "."): return .any
      case UInt8(ascii: "^"): return .atStart
      case UInt8(ascii: "$"): return .atEnd
      case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"):
        throw SyntaxError(message: "nothing to repeat at character \(index)")
      case UInt8(ascii: "\\"): return try escape(inClass: false).node
      default: return .byte(byte)
      }
    }

    /// `\d` and the like as a set; `\.` and other escaped punctuation as the byte.
    private mutating func escape(inClass: Bool) throws(SyntaxError) -> (node: Node, members: [Bool]) {
      guard let byte = peek else { throw SyntaxError(message: "the pattern ends with a backslash") }
      index += 1
      func set(_ test: (UInt8) -> Bool, negated: Bool) -> (Node, [Bool]) {
        let members = (0..<256).map { test(UInt8($0)) != negated }
        return (.set(members), members)
      }
      let digit: (UInt8) -> Bool = { (0x30...0x39).contains($0) }
      let word: (UInt8) -> Bool = { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x5F }
      let space: (UInt8) -> Bool = { $0 == 0x20 || (0x09...0x0D).contains($0) }
      switch byte {
      case UInt8(ascii: "d"): return set(digit, negated: false)
      case UInt8(ascii: "D"): return set(digit, negated: true)
      case UInt8(ascii: "w"): return set(word, negated: false)
      case UInt8(ascii: "W"): return set(word, negated: true)
      case UInt8(ascii: "s"): return set(space, negated: false)
      case UInt8(ascii: "S"): return set(space, negated: true)
      case UInt8(ascii: "t"): return set({ $0 == 0x09 }, negated: false)
      case UInt8(ascii: "n"): return set({ $0 == 0x0A }, negated: false)
      case UInt8(ascii: "r"): return set({ $0 == 0x0D }, negated: false)
      case 0x31...0x39: throw SyntaxError(message: "backreferences (\\1) cannot run in linear time")
      default:
        guard byte < 0x80, !word(byte) else {
          throw SyntaxError(message: "unsupported escape '\\\(String(UnicodeScalar(byte)))'; see docs/config.md for the pattern subset")
        }
        return set({ $0 == byte }, negated: false)
      }
    }

    private mutating func characterClass() throws(SyntaxError) -> [Bool] {
      var members = Array(repeating: false, count: 256)
      var negated = false
      if peek == UInt8(ascii: "^") {
        negated = true
        index += 1
      }
      var first = true
      while true {
        guard let byte = peek else { throw SyntaxError(message: "missing ']'") }
        if byte == UInt8(ascii: "]") && !first {
          index += 1
          break
        }
        first = false
        index += 1
        var low = byte
        if byte == UInt8(ascii: "\\") {
          let (_, escaped) = try escape(inClass: true)
          let single = escaped.indices.filter { escaped[$0] }
          guard single.count == 1 else {
            for value in single { members[value] = true }
            continue
          }
          low = UInt8(single[0])
        }
        if peek == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]") {
          index += 1
          var high = bytes[index]
          index += 1
          if high == UInt8(ascii: "\\") {
            let (_, escaped) = try escape(inClass: true)
            let single = escaped.indices.filter { escaped[$0] }
            guard single.count == 1 else { throw SyntaxError(message: "a range cannot end in a class like \\d") }
            high = UInt8(single[0])
          }
          guard low <= high else { throw SyntaxError(message: "a range's end is before its start") }
          for value in low...high { members[Int(value)] = true }
        } else {
          members[Int(low)] = true
        }
      }
      return negated ? members.map { !$0 } : members
    }
  }
}
