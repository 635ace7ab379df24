import Testing

@testable import PushSimCore

/// Issue 19 (item 4, first slice): a forwarding condition that compares one payload key with a string is read as that
/// key and that string, written the ways Swift and Objective-C apps write it.
@Suite struct KeyEqualityTests {
  @Test(arguments: [
    (#"userInfo["provider"] as? String == "mapp""#, "provider", "mapp"),
    (#"(userInfo["provider"] as? String) == "mapp""#, "provider", "mapp"),
    (#""mapp" == userInfo["provider"] as? String"#, "provider", "mapp"),
    (#"userInfo["push_provider"] as? String == "mapp_engage""#, "push_provider", "mapp_engage"),
    (#"[userInfo[@"provider"] isEqualToString:@"mapp"]"#, "provider", "mapp"),
    (#"userInfo[ "source" ] as! String == "crm""#, "source", "crm"),
  ])
  func readsTheKeyAndTheValue(_ text: String, _ key: String, _ value: String) {
    #expect(KeyEquality.find(in: text) == KeyEquality(key: key, value: value), "\(text)")
  }

  @Test(arguments: [
    #"userInfo["provider"] != nil"#,  // presence, not equality
    #"userInfo["provider"] as? String != "mapp""#,  // inequality
    #"userInfo["a"] as? String == "x" && userInfo["b"] as? String == "y""#,  // two keys: not one equality
    #"isMappNotification(userInfo)"#,
  ])
  func anythingElseIsNotAnEquality(_ text: String) {
    #expect(KeyEquality.find(in: text) == nil, "\(text)")
  }
}
