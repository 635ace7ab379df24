/// The tokens of an Objective-C file, comments and preprocessor lines removed (issue 12: there
/// is no Objective-C parser to link, so `ObjCScanner` reads what push wiring needs from these).
/// `#if 0` … `#endif` (and `#if false`) is skipped with everything in it; other conditionals keep
/// both branches, in order. Linear in the file's bytes.
struct ObjCToken: Equatable {
  enum Kind: Equatable {
    case identifier
    case number
    case string
    case punctuation
  }

  let kind: Kind
  let text: String
  let line: Int
  let column: Int
}

enum ObjCTokens {
  static func tokens(_ bytes: [UInt8]) -> [ObjCToken] {
    var tokens: [ObjCToken] = []
    var index = 0
    var line = 1
    var lineStart = 0
    var atLineStart = true
    var deadDepth = 0  // inside #if 0: nesting of conditionals
    let count = bytes.count

    func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }

    while index < count {
      let current = bytes[index]
      if current == UInt8(ascii: "\n") {
        index += 1
        line += 1
        lineStart = index
        atLineStart = true
        continue
      }
      if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == UInt8(ascii: "\r") {
        index += 1
        continue
      }
      // Comments.
      if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
        while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
        index += 2
        while index < count && !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) {
          if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
          }
          index += 1
        }
        index = min(index + 2, count)
        continue
      }
      // Preprocessor lines (continued with a backslash).
      if current == UInt8(ascii: "#"), atLineStart {
        let start = index
        while index < count && !(bytes[index] == UInt8(ascii: "\n") && bytes[index - 1] != UInt8(ascii: "\\")) { index += 1 }
        let directive = String(decoding: bytes[start..<index], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let word = directive.first.map { $0.dropFirst().isEmpty && directive.count > 1 ? "#" + directive[1] : $0 } ?? ""
        let argument = directive.first == "#" ? directive.dropFirst(2).first : directive.dropFirst().first
        // A framework's header (`#import <mapp_sdk/PushMessageDelegate.h>`) reads as `@import mapp_sdk;`: the module
        // names the SDK or the cross-platform plugin the file uses.
        if deadDepth == 0, word == "#import" || word == "#include", let argument, argument.hasPrefix("<"),
          let slash = argument.firstIndex(of: "/"), slash > argument.index(after: argument.startIndex)
        {
          let module = String(argument[argument.index(after: argument.startIndex)..<slash])
          let column = start - lineStart + 1
          if module.utf8.allSatisfy({ isIdentifierPart($0) }) {
            tokens.append(ObjCToken(kind: .punctuation, text: "@", line: line, column: column))
            tokens.append(ObjCToken(kind: .identifier, text: "import", line: line, column: column))
            tokens.append(ObjCToken(kind: .identifier, text: module, line: line, column: column + 9))
            tokens.append(ObjCToken(kind: .punctuation, text: ";", line: line, column: column))
          }
        }
        switch word {
        case "#if", "#ifdef", "#ifndef":
          if deadDepth > 0 { deadDepth += 1 } else if word == "#if", argument == "0" || argument == "false" { deadDepth = 1 }
        case "#endif": if deadDepth > 0 { deadDepth -= 1 }
        case "#else", "#elif": if deadDepth == 1 { deadDepth = 0 }
        default: break
        }
        continue
      }
      atLineStart = false
      let column = index - lineStart + 1
      if deadDepth > 0 {
        index += 1
        continue
      }
      if isIdentifierStart(current) {
        let start = index
        while index < count && isIdentifierPart(bytes[index]) { index += 1 }
        tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: column))
        continue
      }
      if current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9") {
        let start = index
        while index < count && (isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".")) { index += 1 }
        tokens.append(ObjCToken(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: column))
        continue
      }
      if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") || (current == UInt8(ascii: "@") && byte(index + 1) == UInt8(ascii: "\"")) {
        let start = index
        if current == UInt8(ascii: "@") { index += 1 }
        let quote = bytes[index]
        index += 1
        while index < count && bytes[index] != quote && bytes[index] != UInt8(ascii: "\n") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
        index = min(index + 1, count)
        tokens.append(ObjCToken(kind: .string, text: String(decoding: bytes[start..<min(index, count)], as: UTF8.self), line: line, column: column))
        continue
      }
      // Two-character operators that matter: == != <= >= && || -> ++ --
      let pair = String(decoding: [current, byte(index + 1)], as: UTF8.self)
      if ["==", "!=", "<=", ">=", "&&", "||", "->", "++", "--", "+=", "-=", "|=", "&=", "<<", ">>"].contains(pair) {
        tokens.append(ObjCToken(kind: .punctuation, text: pair, line: line, column: column))
        index += 2
        continue
      }
      tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(current)), line: line, column: column))
      index += 1
    }
    return tokens
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
}
