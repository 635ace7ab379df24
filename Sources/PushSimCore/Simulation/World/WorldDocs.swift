/// What the world holds and what each event changes: the tables docs/lifecycle.md prints. Kept
/// beside `World` so that a new field or event is documented where it is added.
public enum WorldDocs {
  public struct Row: Sendable {
    public let name: String
    public let holds: String
    public let lifetime: String
  }

  public static let state: [Row] = [
    Row(
      name: "clock",
      holds: "Milliseconds since the world began (printed in seconds: `30`, `0.75`); `advance` moves it.", lifetime: "the world"),
    Row(
      name: "timers",
      holds:
        "Timed actions an SDK scheduled (OneSignal's launch URL 0.75 s after the tap, CleverTap's flush 1 s after its last event, Netmera's deep link 0.2 s later and its in-app content retried every 0.2 s while the app is covered): who, what, when. They run at their due time when time passes; a kill drops them.",
      lifetime: "one process"),
    Row(name: "profile", holds: "How the app is wired (`pushsim.app/1`); `set` changes it.", lifetime: "the world"),
    Row(
      name: "process",
      holds:
        "`never-launched`, `not-running`, `background` (running), `suspended`, `foreground`, `force-quit`; launches and activations are counted.",
      lifetime: "the world"),
    Row(
      name: "delegate",
      holds:
        "Whether `UNUserNotificationCenter.current().delegate` is set, and an assignment deferred past launch; the SDK whose object it is, and the peers its proxy forwards to (the app's own delegate under Customer.io's or Airship's).",
      lifetime: "one process"),
    Row(
      name: "APNs", holds: "Device tokens APNs rejected (`BadDeviceToken`) and the provider dropped: later pushes from it are never sent.",
      lifetime: "the world"),
    Row(
      name: "notification center",
      holds:
        "Delivered notifications with their id, category and whether they are still on screen; categories the SDKs registered (Netmera's NSE, Mapp's `apx_*`).",
      lifetime: "the world"),
    Row(
      name: "Grovs",
      holds:
        "configured, enabled (consent), authenticated, network; taps and the push token held before configure; the count of payloads since startup.",
      lifetime: "one process"),
    Row(
      name: "Grovs saved opens",
      holds:
        "Unreported opens (queued, failed, awaiting authentication) with their attempts, per API key and environment; campaigns counted on this device.",
      lifetime: "the world (saved across restarts)"),
    Row(name: "Mapp", holds: "The launch push `engage` stored, and the pushes processed as an open.", lifetime: "one process"),
    Row(
      name: "Netmera", holds: "`recentPushObject`, the in-app content on screen, and a popup stored while the app was not active.",
      lifetime: "one process"),
    Row(
      name: "tracked", holds: "Every event an SDK tracked, with its status (`sent`, `queued`, `failed`, `dropped`) as the SDK's state says.",
      lifetime: "the world"),
    Row(
      name: "screen", holds: "The last presentation (banner, list, sound, badge, the options iOS applied) and what the last response opened.",
      lifetime: "the world"),
    Row(
      name: "completion handlers",
      holds:
        "Each call iOS made of willPresent, didReceive or didReceiveRemoteNotification (notification, receiver, time) with every call of a handler for it: caller, value, time, and whether it reached the system's handler or a wrapper's.",
      lifetime: "the world"),
    Row(name: "opens", holds: "Everything opened: the URL or the app, who opened it, how, the notification, the time.", lifetime: "the world"),
    Row(
      name: "PushKit",
      holds:
        "The incoming calls CallKit showed (each VoIP push the app reported), the VoIP pushes it did not report and whether iOS stopped delivering them (`ios.voipFailuresBeforeCutoff`), a push-to-talk channel the user left and its active speaker.",
      lifetime: "the world (iOS keeps it, not the app)"),
    Row(
      name: "Live Activities",
      holds:
        "The app's Live Activities as ActivityKit holds them: `attributes-type`, state (`active`, `stale`, `ended`, `dismissed`), the last content-state, stale time, relevance-score, last timestamp, end and dismissal times. The one the app started itself (`app.liveActivities.startedByApp`) is `la0`; pushes start `la1`, `la2`…; an update or end applies to the newest. The first timestamp places payload dates on the clock. Also the priority-10 Live Activity pushes of the last hour and the complication pushes of the last day, for their budgets.",
      lifetime: "the world (ActivityKit's, not the app process's)"),
    Row(
      name: "undecided conditions",
      holds:
        "Each time the app's code consulted a routing condition pushsim cannot evaluate (`{\"unknown\": CODE}`): the entry's SDK, the code, its place, the push, and the answer taken (`app.unknownConditionsHold`, or the one `pushsim check` tries). A verdict that another answer turns is no error (`check-condition-undecided`).",
      lifetime: "the world"),
  ]

  public static let events: [Row] = [
    Row(
      name: "deliver",
      holds:
        "APNs checks the push (size, token environment, push type); the NSE runs (within its time limit, or serviceExtensionTimeWillExpire and the best attempt or the original content); iOS wakes, launches or presents. A push of another type goes to what receives it: ActivityKit starts, updates or ends a Live Activity; the Location Push Service Extension, WidgetKit, the MDM client, the File Provider extension or PushKit.",
      lifetime: "adds a notification"),
    Row(
      name: "tap / action / carousel pick",
      holds: "On a notification still on screen: launches or foregrounds the app as needed, then didReceive; the SDKs track and open.",
      lifetime: "removes it from the screen"),
    Row(name: "dismiss", holds: "Reported only with `.customDismissAction`.", lifetime: "removes it from the screen"),
    Row(name: "launch", holds: "didFinishLaunching (SDKs start, saved opens are sent), then applicationDidBecomeActive.", lifetime: "a new process"),
    Row(
      name: "foreground", holds: "applicationWillEnterForeground, applicationDidBecomeActive: Grovs retries, Netmera shows stored content.",
      lifetime: ""),
    Row(name: "background", holds: "applicationDidEnterBackground; the app is suspended.", lifetime: ""),
    Row(name: "kill / force-quit", holds: "The process ends; per-process state is gone, saved opens stay.", lifetime: "ends the process"),
    Row(
      name: "set PATH VALUE",
      holds: "Changes a profile key; Grovs reacts to configure, authentication, consent (withdrawn: saved opens dropped) and network.",
      lifetime: ""),
    Row(
      name: "advance",
      holds:
        "Moves the clock (`750ms`, `0.5s`, `30s`…); the SDK timers it passes run at their due times, in order; a background-running app is suspended after 30 s; Live Activities become stale, end at eight hours and leave the Lock Screen when their times pass.",
      lifetime: ""),
    Row(name: "close in-app content", holds: "Netmera's didDismissContent for the content on screen.", lifetime: ""),
  ]
}
