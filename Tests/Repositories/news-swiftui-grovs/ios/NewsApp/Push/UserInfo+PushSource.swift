import Foundation

/// What our pushes carry besides `aps`. The newsroom backend sets "article_id" (and "section"); Grovs campaigns are
/// created with the custom data key "source": "grovs" so the app can tell them from editorial pushes.
extension Dictionary where Key == AnyHashable {
  /// Who sent the push: "grovs" for marketing campaigns, "newsroom" (or nothing) for editorial pushes.
  var pushSource: String? { self["source"] as? String }

  var articleID: String? { self["article_id"] as? String }

  var section: String? { self["section"] as? String }
}
