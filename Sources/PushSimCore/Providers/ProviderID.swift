/// Provider ids (DESIGN.md §3), lowercase as they appear in JSON output.
public enum ProviderID: String, Sendable, CaseIterable, Comparable {
  case mapp, netmera, grovs, firebase, onesignal, braze, airship, clevertap, iterable, customerio
  case klaviyo, leanplum, batch, pushwoosh, sfmc, emarsys, moengage, mixpanel, swrve, kumulos
  case adobeAJO = "adobe-ajo"
  case adobeCampaign = "adobe-campaign"
  case pinpoint
  case pusherBeams = "pusher-beams"
  case countly, notificare, infobip, knock, courier, appcues, webengage, insider, appmetrica
  case intercom, sendbird, helpshift, zendesk, expo, acoustic, stream, localytics, vibes

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
    }
  }

  public static func < (lhs: ProviderID, rhs: ProviderID) -> Bool { lhs.rawValue < rhs.rawValue }
}
