import Foundation
import PushSimCore
import PushSimSwiftSource

for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path) else { continue }
  let file = SwiftSource.read(path: path, text: String(decoding: data, as: UTF8.self))
  let facts = WiringAnalyzer.analyze(WiringModule(files: [file]))
  print(
    [
      (path as NSString).lastPathComponent, facts.sdks.map(\.id).joined(separator: ","), facts.delegate.label, facts.didReceive.kindLabel,
      facts.didReceive.completion, facts.willPresent.label, facts.drnLabel,
    ].joined(separator: "\t"))
}
