import Foundation
import Testing

/// `pushsim lint --fix` (issue 10): one test per fix, each checking the file as written after it,
/// that formatting and key order stay, the mode is kept, links are not followed, and no fix
/// makes the file worse.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Binary.path), "build pushsim first (make test does)"))
struct FixTests {
  func fix(_ text: String, mode: mode_t = 0o644) throws -> (text: String, result: Binary.Result, mode: mode_t) {
    let path = try Binary.temporaryFile("fix-\(UUID().uuidString.prefix(8)).json", Array(text.utf8))
    chmod(path, mode)
    let result = try Binary.run(["lint", path, "--no-config", "--fix"])
    var info = stat()
    stat(path, &info)
    return (try String(contentsOfFile: path, encoding: .utf8), result, info.st_mode & 0o777)
  }

  @Test func flagsWrittenAsStringsOrBooleansBecomeTheNumberOne() throws {
    let out = try fix("{\n  \"aps\": {\"alert\": \"Hi\", \"mutable-content\": true}\n}\n")
    #expect(out.text == "{\n  \"aps\": {\"alert\": \"Hi\", \"mutable-content\": 1}\n}\n")
    #expect(out.result.exitCode == 0)
    #expect(out.result.stderr.contains("fixed 1 finding(s)"))
  }

  @Test func aNumericBadgeStringBecomesANumber() throws {
    #expect(try fix(#"{"aps": {"alert": "Hi", "badge": "12"}}"#).text == #"{"aps": {"alert": "Hi", "badge": 12}}"#)
    // Not a number: left alone.
    #expect(try fix(#"{"aps": {"alert": "Hi", "badge": "twelve"}}"#).text == #"{"aps": {"alert": "Hi", "badge": "twelve"}}"#)
  }

  @Test func soundInsideAlertMovesToAps() throws {
    let text = "{\n  \"aps\": {\n    \"alert\": {\n      \"title\": \"Sale\",\n      \"sound\": \"default\"\n    }\n  }\n}\n"
    let out = try fix(text)
    #expect(out.text == "{\n  \"aps\": {\n    \"sound\": \"default\",\n    \"alert\": {\n      \"title\": \"Sale\"\n    }\n  }\n}\n")
  }

  @Test func interruptionLevelAndPushProviderSpellings() throws {
    let out = try fix(#"{"aps": {"alert": "x", "interruption-level": "TimeSensitive"}, "push_provider": "Mapp-Engage", "p": 1}"#)
    #expect(out.text == #"{"aps": {"alert": "x", "interruption-level": "time-sensitive"}, "push_provider": "mapp_engage", "p": 1}"#)
  }

  @Test func commentsAndTrailingCommasAreRemoved() throws {
    let out = try fix("{\n  // campaign 12\n  \"aps\": {\"alert\": \"Hi\",},\n}\n")
    #expect(out.text == "{\n  \"aps\": {\"alert\": \"Hi\"}\n}\n")
  }

  @Test func theModeIsKeptAndLinksAreNotFollowed() throws {
    let out = try fix(#"{"aps": {"alert": "Hi", "badge": "2"}}"#, mode: 0o600)
    #expect(out.mode == 0o600)
    let target = try Binary.temporaryFile("fix-target.json", Array(#"{"aps": {"alert": "Hi", "badge": "2"}}"#.utf8))
    let link = (target as NSString).deletingLastPathComponent + "/fix-link-\(getpid()).json"
    unlink(link)
    symlink(target, link)
    let result = try Binary.run(["lint", link, "--no-config", "--fix"])
    #expect(result.stderr.contains("not fixed: not a regular file"))
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""badge": "2""#))
  }

  @Test func aFixThatWouldMakeTheFileWorseIsRefused() throws {
    // content-available "1" beside an alert: as the number 1 it would be a background push with a visible alert.
    let text = #"{"aps": {"alert": "Hi", "content-available": "1", "badge": "1"}}"#
    let out = try fix(text)
    #expect(out.text == #"{"aps": {"alert": "Hi", "content-available": "1", "badge": 1}}"#)
    #expect(out.result.stderr.contains("not fixed: aps-flag-type"))
    #expect(out.result.stderr.contains("aps-background-with-visible"))
  }

  @Test func sarifCarriesTheFixes() throws {
    let path = try Binary.temporaryFile("fix-sarif.json", Array(#"{"aps": {"alert": "Hi", "badge": "2"}}"#.utf8))
    let result = try Binary.run(["lint", path, "--no-config", "--format", "sarif"])
    #expect(result.stdout.contains(#""insertedContent": {"#))
    #expect(result.stdout.contains(#""text": "write the badge as a number""#))
  }
}
