#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where report text goes piece by piece (issue 11: reports stream, so memory stays flat in the
/// number of files and findings).
protocol TextOut: AnyObject {
  func write(_ text: String)
}

/// A report's destination: text is kept until 64 KiB, then handed on whole (never split inside a
/// character), so stdout and `--output` see a few large writes.
final class ReportSink: TextOut {
  static let chunkBytes = 1 << 16
  private var buffer = ""
  private let emit: (String) -> Void

  init(_ emit: @escaping (String) -> Void) { self.emit = emit }

  func write(_ text: String) {
    buffer += text
    if buffer.utf8.count >= Self.chunkBytes { flush() }
  }

  func flush() {
    guard !buffer.isEmpty else { return }
    emit(buffer)
    buffer = ""
  }

  /// A sink that collects everything into one string (the in-memory reporters and tests).
  static func collecting() -> (sink: ReportSink, text: () -> String) {
    let box = TextBox()
    let sink = ReportSink { box.text += $0 }
    return (
      sink,
      {
        sink.flush(); return box.text
      }
    )
  }

  private final class TextBox { var text = "" }
}

/// Report text that belongs later in the document than it arrives (JSON's `suppressed` after
/// `diagnostics`, JUnit's test cases after the counts): kept in memory up to 1 MiB, then in an
/// anonymous temporary file, and copied to the sink at its place. If no temporary file can be made,
/// it stays in memory.
final class Spill: TextOut {
  static let memoryBytes = 1 << 20
  private var memory = ""
  private var file: UnsafeMutablePointer<FILE>?
  private var triedFile = false
  private(set) var isEmpty = true

  init() {}

  deinit { if let file { fclose(file) } }

  func write(_ text: String) {
    guard !text.isEmpty else { return }
    isEmpty = false
    memory += text
    if memory.utf8.count >= Self.memoryBytes { moveToFile() }
  }

  private func moveToFile() {
    if !triedFile {
      triedFile = true
      file = tmpfile()
    }
    guard let file else { return }
    let bytes = Array(memory.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    if written == bytes.count { memory = "" }
  }

  /// Copies everything to `sink`, leaving out the first `skip` bytes (a leading comma).
  func drain(into sink: TextOut, skip: Int = 0) {
    var toSkip = skip
    func pass(_ text: String) {
      guard toSkip > 0 else { return sink.write(text) }
      let utf8 = Array(text.utf8)
      let dropped = min(toSkip, utf8.count)
      toSkip -= dropped
      sink.write(String(decoding: utf8[dropped...], as: UTF8.self))
    }
    if let file {
      fflush(file)
      rewind(file)
      var chunk = [UInt8](repeating: 0, count: ReportSink.chunkBytes)
      var carry: [UInt8] = []
      while true {
        let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if count == 0 { break }
        carry += chunk[0..<count]
        // Hand on whole characters only: cut before the last lead byte (a sequence may continue in the next chunk).
        var cut = carry.count
        while cut > 0 && carry[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
        if cut > 0 && carry[cut - 1] >= 0xC0 { cut -= 1 }
        if cut == 0 && carry.count > 4 { cut = carry.count }  // not UTF-8 at all: pass it on as it is
        pass(String(decoding: carry[0..<cut], as: UTF8.self))
        carry.removeFirst(cut)
      }
      if !carry.isEmpty { pass(String(decoding: carry, as: UTF8.self)) }
    }
    pass(memory)
  }
}

/// The elements of one JSON array, pretty-printed as `JSONWriter` would nest them at `indent`.
/// Written straight to the sink, they are counted; written to a `Spill`, each carries its comma
/// (`drain(skip: 1)` drops the first one).
struct JSONElements {
  let indent: Int
  private(set) var count = 0

  init(indent: Int) { self.indent = indent }

  static func padding(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

  mutating func append(_ value: JSONValue, to out: TextOut) {
    out.write((count == 0 ? "\n" : ",\n") + Self.padding(indent) + JSONWriter().string(value, indent: indent))
    count += 1
  }

  /// An element that `body` writes to `out` itself, after its separator and indentation.
  mutating func append(to out: TextOut, _ body: () -> Void) {
    out.write((count == 0 ? "\n" : ",\n") + Self.padding(indent))
    body()
    count += 1
  }

  /// The closing bracket after `count` elements (the caller wrote `[`).
  static func close(count: Int, indent: Int) -> String { count == 0 ? "]" : "\n" + padding(indent - 1) + "]" }

  /// An element with its leading comma, for a spill.
  static func spilled(_ value: JSONValue, indent: Int) -> String { ",\n" + padding(indent) + JSONWriter().string(value, indent: indent) }
}
