/// Provider ids (DESIGN.md §3), lowercase as they appear in JSON output.
public enum ProviderID: String, Sendable, CaseIterable, Comparable {
  case mapp, netmera, grovs, firebase, onesignal, braze, airship, clevertap, iterable, customerio
  case klaviyo, leanplum, batch, pushwoosh, sfmc, emarsys, moengage, mixpanel, swrve, kumulos
  case adobeAJO = "adobe-ajo"
  case adobeCampaign = "adobe-campaign"
  case pinpoint
  case pusherBeams = "pusher-beams"
  case countly, notificare, infobip, knock, courier, appcues, webengage, insider, appmetrica
  case intercom, sendbird, helpshift, zendesk, expo, acoustic, stream, localytics, vibes, adjust, twilio
  case appsflyer, liveperson, mindbox, connectycube, bandyer, linphone

  /// The case's position in `allCases` (declaration order), for tables indexed by provider: a switch, O(1), where a
  /// dictionary keyed by provider hashes the case on every lookup.
  var ordinal: Int {
    switch self {
    case .mapp: 0
    case .netmera: 1
    case .grovs: 2
    case .firebase: 3
    case .onesignal: 4
    case .braze: 5
    case .airship: 6
    case .clevertap: 7
    case .iterable: 8
    case .customerio: 9
    case .klaviyo: 10
    case .leanplum: 11
    case .batch: 12
    case .pushwoosh: 13
    case .sfmc: 14
    case .emarsys: 15
    case .moengage: 16
    case .mixpanel: 17
    case .swrve: 18
    case .kumulos: 19
    case .adobeAJO: 20
    case .adobeCampaign: 21
    case .pinpoint: 22
    case .pusherBeams: 23
    case .countly: 24
    case .notificare: 25
    case .infobip: 26
    case .knock: 27
    case .courier: 28
    case .appcues: 29
    case .webengage: 30
    case .insider: 31
    case .appmetrica: 32
    case .intercom: 33
    case .sendbird: 34
    case .helpshift: 35
    case .zendesk: 36
    case .expo: 37
    case .acoustic: 38
    case .stream: 39
    case .localytics: 40
    case .vibes: 41
    case .adjust: 42
    case .twilio: 43
    case .appsflyer: 44
    case .liveperson: 45
    case .mindbox: 46
    case .connectycube: 47
    case .bandyer: 48
    case .linphone: 49
    }
  }

  public var displayName: String {
    switch self {
    case .mapp: "Mapp Engage"
    case .netmera: "Netmera"
    case .grovs: "Grovs"
    case .firebase: "Firebase Cloud Messaging"
    case .onesignal: "OneSignal"
    case .braze: "Braze"
    case .airship: "Airship"
    case .clevertap: "CleverTap"
    case .iterable: "Iterable"
    case .customerio: "Customer.io"
    case .klaviyo: "Klaviyo"
    case .leanplum: "Leanplum"
    case .batch: "Batch"
    case .pushwoosh: "Pushwoosh"
    case .sfmc: "Salesforce Marketing Cloud"
    case .emarsys: "Emarsys"
    case .moengage: "MoEngage"
    case .mixpanel: "Mixpanel"
    case .swrve: "Swrve"
    case .kumulos: "Kumulos"
    case .adobeAJO: "Adobe Journey Optimizer"
    case .adobeCampaign: "Adobe Campaign Standard"
    case .pinpoint: "Amazon Pinpoint"
    case .pusherBeams: "Pusher Beams"
    case .countly: "Countly"
    case .notificare: "Notificare"
    case .infobip: "Infobip"
    case .knock: "Knock"
    case .courier: "Courier"
    case .appcues: "Appcues"
    case .webengage: "WebEngage"
    case .insider: "Insider"
    case .appmetrica: "Yandex AppMetrica"
    case .intercom: "Intercom"
    case .sendbird: "Sendbird"
    case .helpshift: "Helpshift"
    case .zendesk: "Zendesk"
    case .expo: "Expo"
    case .acoustic: "Acoustic"
    case .stream: "Stream Chat"
    case .localytics: "Localytics"
    case .vibes: "Vibes"
    case .adjust: "Adjust"
    case .twilio: "Twilio"
    case .appsflyer: "AppsFlyer"
    case .liveperson: "LivePerson"
    case .mindbox: "Mindbox"
    case .connectycube: "ConnectyCube"
    case .bandyer: "Bandyer (Kaleyra Video)"
    case .linphone: "Linphone (Flexisip)"
    }
  }

  public static func < (lhs: ProviderID, rhs: ProviderID) -> Bool { lhs.rawValue < rhs.rawValue }
}
