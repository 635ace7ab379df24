import Foundation
import Testing

@testable import PushSimCore

/// The Grovs URL rules read the usual `https://host/path` shape without Foundation; on every URL that reader accepts,
/// Foundation's `URL(string:)` (what the rules asked before, and still ask for anything else) must read the same
/// scheme, host and path extension.
@Suite struct PlainURLTests {
  static let schemes = ["https", "http", "HTTPS", "Http", "ftp", "httpx", "", "h"]
  static let separators = ["://", ":/", ":", "//", ":///"]
  static let hosts = ["cdn.example.com", "a", "s.sqd.link", "x-y.z9", "", ".a", "a.", "a..b", "a_b", "a:8080", "u@a", "[::1]", "é.com", "A.B"]
  static let paths = [
    "", "/", "/a.png", "/1.PNG", "/dir/a.webp", "/a.b.c", "/.png", "/a.", "/a/", "/a.png/", "/a..png", "/~x/a-b_c.jpg",
    "/a b.png", "/a%20b.png", "/a.png?x=1", "/a.png#f", "/a;b.gif", "//a.gif", "/é.png", "/a.tar.gz", "/..", "/.",
  ]

  @Test func agreesWithFoundationWhereverItReads() throws {
    var read = 0
    for scheme in Self.schemes {
      for separator in Self.separators {
        for host in Self.hosts {
          for path in Self.paths {
            let text = scheme + separator + host + path
            guard let plain = PlainURL(text) else { continue }
            read += 1
            let url = try #require(URL(string: text), "\(text)")
            #expect(plain.scheme == url.scheme?.lowercased(), "\(text)")
            #expect(plain.host == url.host, "\(text)")
            if let ext = plain.pathExtension { #expect(ext == url.pathExtension, "\(text)") }
          }
        }
      }
    }
    #expect(read > 100)  // the generator does reach the shape
  }

  @Test(arguments: [
    "https://cdn.example.com/a.png", "HTTP://S.SQD.LINK/spring", "https://a/b/c.jpeg",
  ]) func readsTheUsualShape(_ text: String) {
    #expect(PlainURL(text) != nil)
  }

  @Test(arguments: [
    "spring sale", "https://", "https://a:8080/x.png", "https://u@a/x", "https://a/x?y", "https://a/x#y", "ftp://a/x", "https://a b/",
    "https://é.com/", "https://a/%41.png",
  ]) func leavesTheRestToFoundation(_ text: String) {
    #expect(PlainURL(text) == nil)
  }
}
