import Foundation
import Testing

@testable import PushSimCore

/// The Objective-C scanner as a pure function (issue 12): what it keeps is what the wiring
/// analysis reads; comments and `#if 0` never reach it; positions are the source's.
@Suite struct ObjCScannerTests {
  static func file(_ text: String) -> CodeFile { ObjCScanner.read(path: "AppDelegate.m", bytes: Array(text.utf8)) }

  @Test func methodsHaveTheirFullSelectorsAndParameters() throws {
    let file = Self.file(
      """
      @implementation AppDelegate
      - (void)userNotificationCenter:(UNUserNotificationCenter *)center
          didReceiveNotificationResponse:(UNNotificationResponse *)response
                   withCompletionHandler:(void (^)(void))completionHandler {
      }
      + (instancetype)shared { return nil; }
      @end
      """)
    let functions = file.allFunctions
    #expect(functions.map(\.selector) == ["userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:", "shared"])
    let handler = try #require(functions.first?.parameters.last)
    #expect(handler.name == "completionHandler" && handler.type.contains("^"))
    #expect(functions.first?.place.line == 2 && functions.first?.place.column == 9)
    #expect(functions.last?.isStatic == true)
  }

  @Test func messageSendsAreCallsOfTheirSelector() throws {
    let file = Self.file(
      "@implementation A\n- (void)f {\n  [[Appoxee shared] engageWithLaunchOptions:nil andDelegate:self andSDKID:@\"k\" with:L3];\n}\n@end\n")
    guard case .expression(let expression)? = file.allFunctions.first?.body.first,
      case .call(.member(let receiver?, let selector, _), let arguments, let place) = expression
    else {
      Issue.record("not a message send")
      return
    }
    #expect(selector == "engageWithLaunchOptions:andDelegate:andSDKID:with:")
    #expect(receiver.path == "Appoxee.shared()")
    #expect(arguments.map { $0.label ?? "" } == ["engageWithLaunchOptions", "andDelegate", "andSDKID", "with"])
    #expect(arguments.map(\.value.path) == ["nil", "self", "@\"k\"", "L3"])
    #expect(place.line == 3 && place.column == 3)
  }

  @Test func commentsAndIfZeroAreNotCode() {
    let file = Self.file(
      """
      @implementation A
      - (void)f {
        // [UNUserNotificationCenter currentNotificationCenter].delegate = self;
        /* [Appoxee shared]; */
      #if 0
        [Grovs configure];
      #endif
        NSLog(@"[Netmera start]");
      }
      @end
      """)
    let names = Set(file.references.map(\.name))
    #expect(!names.contains("UNUserNotificationCenter") && !names.contains("Appoxee") && !names.contains("Grovs"))
    #expect(!names.contains("Netmera"), "a string is not code")
    #expect(names.contains("NSLog"))
  }

  @Test func branchesBlocksReturnsAndAssignments() throws {
    let file = Self.file(
      """
      @implementation A
      - (void)f:(void (^)(void))completionHandler {
        UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
        center.delegate = self;
        if (x) {
          dispatch_async(dispatch_get_main_queue(), ^{ completionHandler(); });
          return;
        } else {
          completionHandler();
        }
      }
      @end
      """)
    let body = try #require(file.allFunctions.first?.body)
    guard body.count == 3, case .binding("center", let value?, _) = body[0], case .assignment(let target, _, _) = body[1],
      case .branch(let branch) = body[2]
    else {
      Issue.record("unexpected statements: \(body)")
      return
    }
    #expect(value.path == "UNUserNotificationCenter.currentNotificationCenter()")
    #expect(target.path == "center.delegate")
    #expect(branch.kind == .ifElse && branch.coversAll && branch.arms.count == 2)
    guard case .expression(.call(_, let arguments, _)) = branch.arms[0][0], case .closure(let block)? = arguments.last?.value else {
      Issue.record("no block in dispatch_async")
      return
    }
    #expect(block.body.count == 1)
    guard case .exit("return", nil, _) = branch.arms[0][1] else {
      Issue.record("no return")
      return
    }
  }

  @Test func optionSetsAreCollections() throws {
    let file = Self.file(
      "@implementation A\n- (void)f:(void (^)(UNNotificationPresentationOptions))h {\n  h(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionSound);\n}\n@end\n"
    )
    guard case .expression(.call(_, let arguments, _))? = file.allFunctions.first?.body.first else {
      Issue.record("no call")
      return
    }
    #expect(arguments.first.map { WiringText.value($0.value) } == "[.banner,.sound]")
  }

  /// Hostile nesting stops descending at the depth limit instead of exhausting the stack.
  @Test func deepNestingIsBounded() {
    let text = "@implementation A\n- (void)f {\n" + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + ";\n}\n@end\n"
    let file = Self.file(text)
    #expect(file.allFunctions.count == 1)
  }

  /// Every prefix of a real Objective-C app delegate (unclosed groups, strings and blocks at the end
  /// of the file) is read without a trap: fuzzing found an unclosed `if (` reading past the last token.
  @Test func everyTruncationIsRead() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../samples/apps/objc-mapp/AppDelegate.m")
    let bytes = Array(try Data(contentsOf: url))
    #expect(bytes.count > 1000)
    for end in 0...bytes.count {
      let file = ObjCScanner.read(path: "AppDelegate.m", bytes: Array(bytes[0..<end]))
      _ = WiringRules.findings(WiringAnalyzer.analyze(WiringModule(files: [file])))
    }
  }
}
