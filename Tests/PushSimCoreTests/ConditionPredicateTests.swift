import Testing

@testable import PushSimCore

/// Issue 19 item 4: a forwarding condition, as Swift or Objective-C writes it, is a predicate over the payload. Each case
/// is a condition an app could write (the seed's helper, seeds/000 "Identify Mapp Notifications", among them) and the
/// predicate a reader of that code would write down; what pushsim cannot read stays `unknown` with the code's text.
@Suite struct ConditionPredicateTests {
  static let seedHelper = ConditionPredicate.Helper(["userInfo"], #"userInfo["push_provider"] as? String == "mapp_engage""#)

  func read(_ conditions: [String], bindings: [String: String] = [:]) -> RoutingPredicate {
    ConditionPredicate(bindings: bindings) { name, arity in
      switch (name, arity) {
      case ("isMappPush", 1): .init(["info"], #"info["provider"] as? String == "mapp""#)
      case ("isGrovs", 1), ("isGrovs:", 1): .init(["payload"], #"payload["grovs_campaign_id"] != nil"#)
      case ("isNetmera", 1): .init(["info"], #"(info["_nm"] as? [String: Any])?["pt"] != nil"#)
      default: nil
      }
    }.predicate(conditions: conditions)
  }

  static let cases: [(String, RoutingPredicate)] = [
    (#"userInfo["provider"] as? String == "mapp""#, .equals(["provider"], .string("mapp"))),
    (#""mapp" == (userInfo["provider"] as? String)"#, .equals(["provider"], .string("mapp"))),
    (#"userInfo["provider"] as! String != "mapp""#, .not(.equals(["provider"], .string("mapp")))),
    (#"[userInfo[@"provider"] isEqualToString:@"mapp"]"#, .equals(["provider"], .string("mapp"))),
    (#"[[userInfo objectForKey:@"provider"] isEqualToString:@"mapp"]"#, .equals(["provider"], .string("mapp"))),
    (#"userInfo["grovs_campaign_id"] != nil"#, .has(["grovs_campaign_id"])),
    (#"userInfo["_nm"] == nil"#, .not(.has(["_nm"]))),
    (#"userInfo[@"grovs_link"]"#, .has(["grovs_link"])),
    (#"(userInfo["provider"] as? String)?.hasPrefix("mapp") == true"#, .prefix(["provider"], "mapp")),
    (#"[userInfo[@"campaign"] hasPrefix:@"mapp_"]"#, .prefix(["campaign"], "mapp_")),
    (#"userInfo["v"] as? Int == 2"#, .equals(["v"], .integer(2))),
    (#"(userInfo["silent"] as? Bool) ?? false"#, .equals(["silent"], .bool(true))),
    (#"userInfo["flag"] as? Bool == true"#, .equals(["flag"], .bool(true))),
    ("isMappPush(userInfo)", .equals(["provider"], .string("mapp"))),
    ("self.isMappPush(response.notification.request.content.userInfo)", .equals(["provider"], .string("mapp"))),
    ("[self isGrovs:userInfo]", .has(["grovs_campaign_id"])),
    ("isNetmera(userInfo)", .has(["_nm", "pt"])),
    ("response.actionIdentifier == UNNotificationDefaultActionIdentifier", .action("com.apple.UNNotificationDefaultActionIdentifier")),
    (
      "[ response . actionIdentifier isEqual : UNNotificationDismissActionIdentifier ]",
      .action("com.apple.UNNotificationDismissActionIdentifier")
    ),
    ("let sdk = Appoxee.shared()", .always),
    (
      #"isMappPush(userInfo) && userInfo["p"] != nil || userInfo["apx_dpl"] != nil"#,
      .any([.all([.equals(["provider"], .string("mapp")), .has(["p"])]), .has(["apx_dpl"])])
    ),
    (#"!(userInfo["provider"] as? String == "mapp")"#, .not(.equals(["provider"], .string("mapp")))),
    (
      #"let nm = userInfo["_nm"] as? [String: Any], nm["pt"] != nil"#,
      .all([.has(["_nm"]), .has(["_nm", "pt"])])
    ),
    // CodeWalk writes an else arm or a guard's else as `!(…)` around the whole condition list.
    (
      "!(isMappPush(userInfo), let sdk = Appoxee.shared())", .not(.equals(["provider"], .string("mapp")))
    ),
    // A switch arm: the subject, then the arm's label.
    (
      #"userInfo["provider"] as? String case "mapp", "appoxee""#,
      .any([.equals(["provider"], .string("mapp")), .equals(["provider"], .string("appoxee"))])
    ),
    // `if case` patterns (issue 32 item 1): an optional pattern binds (the key is there), a literal pattern compares.
    (#"case let id? = userInfo["workout_id"] as? String"#, .has(["workout_id"])),
    (#"case .some(let id) = userInfo["workout_id"]"#, .has(["workout_id"])),
    (#"case "seller" = userInfo["kind"] as? String"#, .equals(["kind"], .string("seller"))),
    // A ternary and a request's trigger class (every push's trigger is a UNPushNotificationTrigger).
    (#"(userInfo["ab"] != nil ? "braze" : "other") == "braze""#, .has(["ab"])),
    ("response.notification.request.trigger is UNPushNotificationTrigger", .always),
    ("[response.notification.request.trigger isKindOfClass:[UNCalendarNotificationTrigger class]]", .not(.always)),
    // What pushsim cannot evaluate keeps the code's text.
    ("FeatureFlags.mappEnabled", .unknown("FeatureFlags.mappEnabled")),
    (#"userInfo["p"] != nil && remoteConfig.bool(forKey: "mapp")"#, .all([.has(["p"]), .unknown(#"remoteConfig.bool(forKey: "mapp")"#)])),
    (#"userInfo["provider"] as? String default"#, .unknown(#"userInfo["provider"] as? String default"#)),
  ]

  @Test(arguments: cases.indices)
  func conditionReadsAsAReaderWouldWriteIt(_ index: Int) {
    let (code, expected) = Self.cases[index]
    #expect(read([code]) == expected, "\(code) → \(read([code]).text)")
  }

  @Test func aLocalBindingIsFollowed() {
    let bindings = ["provider": #"userInfo["provider"] as? String"#]
    #expect(read([#"provider == "mapp""#], bindings: bindings) == .equals(["provider"], .string("mapp")))
  }

  @Test func theSeedsHelperIsTheSeedsWhenTheSourcesDoNotHoldIt() {
    let predicate = ConditionPredicate { name, arity in
      name == "isMappNotification" && arity == 1 ? Self.seedHelper : nil
    }.predicate(conditions: ["isMappNotification(userInfo)"])
    #expect(predicate == .equals(["push_provider"], .string("mapp_engage")))
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "(", count: 5000) + "x" + String(repeating: ")", count: 5000)
    for text in [
      deep, String(repeating: "!", count: 100_000) + "x", String(repeating: "[", count: 100_000) + "x", String(repeating: "@", count: 100_000),
    ] {
      if case .unknown = read([text]) {} else { Issue.record("a deeply nested condition is not read as unknown") }
    }
  }
}

/// Three-valued evaluation: a condition pushsim can decide is decided, whatever the unknown beside it.
@Suite struct RoutingPredicateTests {
  static let payload = JSONObject([
    "provider": JSONValue.string("mapp"), "p": .integer(5), "_nm": .object(JSONObject(["pt": JSONValue.integer(1)])), "flag": .bool(true),
    "campaign": .string("mapp_spring"),
  ])

  @Test func evaluatesOverThePayload() {
    #expect(RoutingPredicate.equals(["provider"], .string("mapp")).evaluate(Self.payload, action: nil) == true)
    #expect(RoutingPredicate.equals(["provider"], .string("grovs")).evaluate(Self.payload, action: nil) == false)
    #expect(RoutingPredicate.equals(["p"], .real(5)).evaluate(Self.payload, action: nil) == true)
    #expect(RoutingPredicate.has(["_nm", "pt"]).evaluate(Self.payload, action: nil) == true)
    #expect(RoutingPredicate.has(["_nm", "pid"]).evaluate(Self.payload, action: nil) == false)
    #expect(RoutingPredicate.prefix(["campaign"], "mapp_").evaluate(Self.payload, action: nil) == true)
    #expect(RoutingPredicate.action("x").evaluate(Self.payload, action: "x") == true)
    #expect(RoutingPredicate.action("x").evaluate(Self.payload, action: nil) == false)
  }

  @Test func unknownOnlyWhereItDecides() {
    let unknown = RoutingPredicate.unknown("flags.on")
    let yes = RoutingPredicate.has(["p"])
    let no = RoutingPredicate.has(["missing"])
    #expect(RoutingPredicate.all([no, unknown]).evaluate(Self.payload, action: nil) == false)
    #expect(RoutingPredicate.all([yes, unknown]).evaluate(Self.payload, action: nil) == nil)
    #expect(RoutingPredicate.any([yes, unknown]).evaluate(Self.payload, action: nil) == true)
    #expect(RoutingPredicate.any([no, unknown]).evaluate(Self.payload, action: nil) == nil)
    #expect(RoutingPredicate.not(unknown).evaluate(Self.payload, action: nil) == nil)
  }

  /// The profile's JSON form reads back as the same predicate.
  @Test func jsonRoundTrips() throws {
    let predicates: [RoutingPredicate] = [
      .always, .has(["a"]), .has(["_nm", "pt"]), .equals(["k"], .string("v")), .equals(["n"], .integer(2)), .prefix(["c"], "x"),
      .action("a"), .not(.has(["a"])), .all([.has(["a"]), .any([.has(["b"]), .unknown("f()")])]),
    ]
    for predicate in predicates {
      #expect(try RoutingPredicate.parse(predicate.json, path: "when").get() == predicate, "\(predicate.text)")
    }
  }

  @Test func badFormsAreRefusedWithTheirPlace() {
    #expect(throws: RoutingError.self) {
      try RoutingPredicate.parse(.object(JSONObject(["has": JSONValue.integer(1)])), path: "app.routing[0].when").get()
    }
    #expect(throws: RoutingError.self) {
      try RoutingPredicate.parse(.object(JSONObject(["key": JSONValue.string("k"), "equals": .null])), path: "w").get()
    }
    #expect(throws: RoutingError.self) { try RoutingPredicate.parse(.object(JSONObject(["nope": JSONValue.bool(true)])), path: "w").get() }
    var deep: JSONValue = .bool(true)
    for _ in 0..<100 { deep = .object(JSONObject(["not": deep])) }
    #expect(throws: RoutingError.self) { try RoutingPredicate.parse(deep, path: "w").get() }
  }
}
